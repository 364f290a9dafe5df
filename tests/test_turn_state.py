"""The duel's state is data: copied at a turn boundary, a duel plays on from the copy exactly as the
original does, and the copy shares nothing that changes with the original.

What lasts in a duel (lingering effects, delayed effects, End Phase actions, control that returns)
is held as records naming a procedure and its arguments (``state.effects.ProcedureCall``), never as
closures; a card's Effects are made again from its script for a copy of the card.

Source: DESIGN §6 (the state, the seed and the answers decide the duel); engine.turn_state.
"""

from __future__ import annotations

import enum
import types
from typing import Any

import pytest

from duelcore.agents import make_agent
from duelcore.cards.database import CardData, CardDatabase
from duelcore.cards.procedures.equip import held_equip_card
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.engine.turn_state import TurnState, copy_at_turn_boundary
from duelcore.errors import CardScriptError, DuelcoreError
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.lasting import ProcedureCall
from duelcore.state.events import Event
from duelcore.state.flags import RuleFlags

from duelcore.scenarios import build_duel

from helpers import choose, main_phase, option_texts, pass_chain


def play_keeping_turn_states(deck_a: str, deck_b: str, rules: str, seed: int) -> tuple[Duel, list[TurnState]]:
    """A duel of two shipped decks played to its end by two random agents, keeping the state of
    each turn boundary from the end of turn 1 on; returns the duel and those states, in order."""
    duel = Duel.new([load_deck(deck_a), load_deck(deck_b)], seed=seed, rules=rules, hash_turns=True)
    duel.keep_turn_state = True
    agents = [make_agent("random", seed), make_agent("random", seed + 1)]
    states: list[TurnState] = []
    while not duel.is_over:
        if duel.turn_state is not None and (not states or states[-1] is not duel.turn_state):
            states.append(duel.turn_state)
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    return duel, states


def play_on(state: TurnState, answers: list[tuple[int, Any]]) -> Duel:
    """Start ``state`` and give it ``answers`` (as recorded: (player, answer) pairs)."""
    duel = state.start()
    for player, answer in answers:
        assert duel.decision.player == player
        duel.apply_action(answer)
    return duel


@pytest.mark.parametrize("deck_a,deck_b,rules,seed", [
    ("yugi", "kaiba", "modern", 3),
    ("joey", "pegasus", "2006", 1),
    ("effects_1", "effects_2", "modern", 5),
    ("effects_3", "effects_4", "2006", 6),
    ("effects_5", "effects_6", "modern", 7),
])
def test_a_copy_at_a_turn_boundary_plays_on_as_the_original(deck_a, deck_b, rules, seed):
    """From the state kept at a turn boundary (every sixth one, and the last), a new processor
    given the answers the original was given after that point reaches the same result, with the
    same events, the same checkpoints (turn, state hash) and the same final state."""
    duel, states = play_keeping_turn_states(deck_a, deck_b, rules, seed)
    # one per boundary seen at a Decision (a turn that ends the duel in its Draw Phase has none)
    turns = [s.turn for s in states]
    assert turns[0] == 1 and turns == sorted(set(turns)) and turns[-1] >= duel.result.turn - 2
    answers = duel.record.answers
    for state in states[::6] + states[-1:]:
        copy = play_on(state, answers[state.answers:])
        assert copy.result == duel.result
        assert copy.record.checkpoints == duel.record.checkpoints
        assert [e.all_seeing for e in copy.events] == [e.all_seeing for e in duel.events]
        assert copy.state_hash() == duel.state_hash()


def test_a_turn_state_starts_the_next_turn_and_can_be_started_again():
    """Started, a TurnState runs the next turn's Draw Phase to its first Decision, for the player
    whose turn comes next; starting it again gives another duel at the same point."""
    duel, states = play_keeping_turn_states("yugi", "kaiba", "modern", 11)
    state = states[4]  # the end of turn 5
    first, second = state.start(), state.start()
    assert first is not second
    assert first.turn == second.turn == 6
    assert first.turn_player == second.turn_player == 1 - duel.first_player  # turn 6: the second player's
    assert first.state_hash() == second.state_hash()
    assert first.record.answers == duel.record.answers[:state.answers]
    assert first.record.checkpoints == duel.record.checkpoints[:6]


def _reachable(root: Any) -> dict[int, Any]:
    """Every object reachable from ``root`` (attributes, slots, items, closure cells of functions,
    the arguments of records), by id; shared immutable data (card data, rule flags, the card
    database, events, modules, classes, code) is not entered."""
    seen: dict[int, Any] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, bytes, type(None), type, types.ModuleType,
                                                 types.CodeType, CardData, RuleFlags, CardDatabase, Event)):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif isinstance(obj, types.FunctionType):
            stack.extend(c.cell_contents for c in obj.__closure__ or () if c.cell_contents is not None)
            stack.extend(obj.__defaults__ or ())
        elif isinstance(obj, types.MethodType):
            stack.append(obj.__self__)
        else:
            stack.extend(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                stack.extend(getattr(obj, name) for name in getattr(cls, "__slots__", ()) if hasattr(obj, name))
    return seen


def test_a_copy_shares_nothing_that_changes_with_the_original():
    """No card, list, Effect, record or closure cell of the original is reachable from a started
    copy (their Effects close over their own cards), and every Effect a copied card holds was made
    for that card."""
    duel, states = play_keeping_turn_states("joey", "pegasus", "2006", 1)
    copy = states[len(states) // 2].start()
    original = _reachable(duel)
    shared = [type(obj).__name__ for key, obj in _reachable(copy).items()
              if key in original and not isinstance(obj, (types.FunctionType, tuple, frozenset))
              and not isinstance(obj, enum.Enum)]
    assert shared == []
    for card in copy.cards:
        assert all(effect.card is card for effect in card.effects)


def test_playing_a_copy_leaves_the_original_as_it_was():
    """A copy played on with other answers changes nothing in the original, and the original
    played on changes nothing in the copy."""
    duel = Duel.new([load_deck("kaiba"), load_deck("yugi")], seed=21, rules="modern")
    duel.keep_turn_state = True
    agents = [make_agent("random", 1), make_agent("random", 2)]
    while duel.turn < 7:
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    state = duel.turn_state
    copy = state.start()
    before = (duel.state_hash(), len(duel.events), len(duel.record.answers))
    others = [make_agent("greedy", 3), make_agent("greedy", 4)]
    while not copy.is_over:
        copy.apply_action(others[copy.decision.player].choose(copy.decision, None))
    assert (duel.state_hash(), len(duel.events), len(duel.record.answers)) == before
    copy_after = (copy.state_hash(), len(copy.events))
    while not duel.is_over:
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    assert (copy.state_hash(), len(copy.events)) == copy_after


def test_an_equip_card_held_by_an_effect_is_held_by_the_copys_effect():
    """Relinquished holds Summoned Skull as an Equip Card by its own effect (the Equip Card records
    that Effect). In a copy made at the turn boundary, the copied Relinquished holds the copied
    Summoned Skull by its own copied Effect, and its ATK is still Summoned Skull's 2500."""
    duel = main_phase({1: {"main_monster_zones": {1: "Relinquished"}, "deck": ["Celtic Guardian"] * 3},
                       2: {"main_monster_zones": {2: "Summoned Skull"}, "deck": ["Celtic Guardian"] * 3}})
    duel.keep_turn_state = True
    choose(duel, "Activate Relinquished: Equip 1 monster your opponent controls to this card")
    pass_chain(duel)
    choose(duel, "End the turn")
    assert duel.turn == 4
    copy = duel.turn_state.start()
    relinquished = next(c for c in copy.cards if c.name == "Relinquished")
    absorb = relinquished.effects[0]
    held = held_equip_card(relinquished, absorb)
    assert held is not None and held.name == "Summoned Skull" and held.duel is copy
    assert held.values["equip_effect"] is absorb
    assert relinquished.atk == 2500
    original = next(c for c in duel.cards if c.name == "Relinquished")
    assert held_equip_card(original, absorb) is None  # the copy's Effect is not the original's


def _destroyed_event_test(duel, event, player):
    return event.player == player


def _draw_one(duel, delayed, card):
    duel.draw(delayed.player, 1)


def test_a_delayed_effect_left_for_two_turns_is_copied_with_its_arguments():
    """A delayed effect that waits two turns is still waiting at the turn boundary; in the copy its
    records' arguments are the copy's cards, not the original's."""
    duel = main_phase({1: {"main_monster_zones": {1: "Celtic Guardian"}, "deck": ["Celtic Guardian"] * 3},
                       2: {"deck": ["Celtic Guardian"] * 3}})
    duel.keep_turn_state = True
    guardian = duel.monsters(0)[0]
    duel.add_delayed_effect(0, "a test", "destroyed", ProcedureCall(_destroyed_event_test, (1,)),
                            ProcedureCall(_draw_one, (guardian,)), turns=2)
    choose(duel, "End the turn")
    copy = duel.turn_state.start()
    [delayed] = copy.delayed_effects
    assert delayed.expires_turn == 4 and delayed.matches.args == (1,)
    [card] = delayed.operation.args
    assert card is copy.monsters(0)[0] and card is not guardian and card.name == "Celtic Guardian"


def test_what_lasts_must_be_a_named_procedure_not_a_closure():
    """End Phase actions, delayed effects and lingering destruction replacements refuse lambdas
    and nested functions, naming the problem; nothing is recorded."""
    duel = main_phase({1: {"main_monster_zones": {1: "Celtic Guardian"}}})
    guardian = duel.monsters(0)[0]
    with pytest.raises(DuelcoreError, match="must be a function defined at the top level of its module.*lambda"):
        duel.at_end_phase(guardian, lambda d, c: d.destroy([c]))

    def nested(d, c):
        return None

    with pytest.raises(DuelcoreError, match="is a lambda or a nested function"):
        duel.at_end_phase_of_turn(nested)
    with pytest.raises(DuelcoreError, match="operation must be a ProcedureCall"):
        duel.add_delayed_effect(0, "a test", "destroyed", ProcedureCall(_destroyed_event_test, (1,)), _draw_one)
    with pytest.raises(DuelcoreError, match="a lingering destruction replacement must be"):
        duel.apply(guardian, flag="a test", replaces_destruction=lambda *a: True)
    assert duel.end_phase_actions == [] and duel.delayed_effects == [] and guardian.applied == []


def test_a_duel_cannot_be_copied_while_a_chain_is_open():
    """The copy is made between two turns only: with a Chain Link waiting to resolve (the opponent
    is asked whether to chain to Pot of Greed) it is refused, naming what is under way."""
    duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Celtic Guardian"] * 3},
                       2: {"spell_trap_zones": {1: "Mystical Space Typhoon"}}})
    choose(duel, "Activate Pot of Greed")
    choose(duel, "Spell & Trap Zone 2")
    assert len(duel.chain) == 1 and duel.decision.player == 1
    with pytest.raises(DuelcoreError, match="only between two turns; under way now: a chain"):
        copy_at_turn_boundary(duel)


def test_an_effect_kept_in_the_state_must_be_one_of_its_cards_effects():
    """An Effect made outside its card's script and kept in the duel's state cannot be copied
    (copying it directly names it); at a turn boundary the duel then keeps no turn state and
    plays on, and clone() rebuilds from the record."""
    import copy as copying

    duel = main_phase({1: {"main_monster_zones": {1: "Celtic Guardian"}, "deck": ["Celtic Guardian"] * 3},
                       2: {"deck": ["Celtic Guardian"] * 3}})
    guardian = duel.monsters(0)[0]
    stray = Effect(guardian, EffectKind.IGNITION, "made outside the card's script")
    with pytest.raises(DuelcoreError, match="is not one of its card's effects, so it cannot be copied"):
        copying.deepcopy(stray, {id(guardian): guardian})
    guardian.values["stray"] = stray
    duel.keep_turn_state = True
    choose(duel, "End the turn")
    assert duel.turn == 4 and duel.turn_state is None and duel.keep_turn_state is False
    clone = duel.clone()
    assert clone.state_hash() == duel.state_hash() and "stray" not in clone.monsters(0)[0].values


def test_clones_do_not_keep_turn_states_but_the_duel_cloned_does():
    """The first clone() makes the duel it is called on keep its turn-start state; the clones
    themselves do not (a playout from a clone copies nothing at its turn boundaries), and a clone
    of a clone made in the same turn starts from the same state."""
    duel = Duel.new([load_deck("yugi"), load_deck("kaiba")], seed=5)
    agents = [make_agent("random", 1), make_agent("random", 2)]
    while duel.turn < 4:
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))
    assert duel.keep_turn_state is False and duel.turn_state is None
    first = duel.clone()
    assert duel.keep_turn_state is True and duel.turn_state.turn == 3
    assert first.keep_turn_state is False
    second = duel.clone()
    assert second.keep_turn_state is False and second.turn_state is duel.turn_state
    third = second.clone()
    assert third.state_hash() == duel.state_hash() and third.keep_turn_state is False
    while second.turn < 6 and not second.is_over:
        second.apply_action(agents[second.decision.player].choose(second.decision, None))
    assert second.turn_state.turn == 3  # nothing copied at its own turn boundaries


@pytest.mark.parametrize("options,message", [
    ({"keep_turn_state": "yes"}, "keep_turn_state must be True, False or a turn number"),
    ({"keep_turn_state": -1}, "keep_turn_state must be True, False or a turn number"),
    ({"keep_turn_state": 1.5}, "keep_turn_state must be True, False or a turn number"),
    ({"keep_turn_state": None}, "keep_turn_state must be True, False or a turn number"),
    ({"hash_turns": "no"}, "hash_turns must be True or False, got 'no'"),
    ({"hash_turns": None}, "hash_turns must be True or False, got None"),
])
def test_turn_options_are_checked(options, message):
    """Duel.new and the scenarios' build_duel refuse a bad hash_turns or keep_turn_state, naming
    it and its value, before anything is built."""
    with pytest.raises(DuelcoreError, match=message):
        Duel.new([load_deck("yugi"), load_deck("kaiba")], seed=1, **options)
    with pytest.raises(DuelcoreError, match=message):
        build_duel({"players": {1: {"main_monster_zones": {1: "Celtic Guardian"}}}}, **options)


def test_keep_turn_state_set_badly_leaves_the_duel_as_it_was_and_hash_turns_is_fixed():
    """Setting keep_turn_state to a bad value is refused and changes nothing; hash_turns is fixed
    when the duel is made (a replay's checkpoints are those of every turn or of none)."""
    duel = Duel.new([load_deck("yugi"), load_deck("kaiba")], seed=1)
    before = (duel.state_hash(), duel.decision, len(duel.record.answers))
    with pytest.raises(DuelcoreError, match="keep_turn_state must be True, False or a turn number"):
        duel.keep_turn_state = "yes"
    assert duel.keep_turn_state is False
    assert (duel.state_hash(), duel.decision, len(duel.record.answers)) == before
    with pytest.raises(AttributeError):
        duel.hash_turns = True
    duel.keep_turn_state = 3
    assert duel.keep_turn_state == 3
