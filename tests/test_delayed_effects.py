"""Delayed effects (Duel.add_delayed_effect, rules.chain.apply_delayed_effects): an effect a resolved
card leaves on a player, which waits for an event this turn and then applies once, not activated
(no Chain Link), at the next settled moment (never with a chain open or in the Damage Step).

Also ``Card.left_field_controller``, which tells "a monster on your side of the field" apart from
one you own that the opponent controlled when it was sent to your GY.

Sources: Last Will's card text and rulings; rulebook "Card Effects", "Damage Step", "Control".
"""

from __future__ import annotations

import pytest

from duelcore.cards.scripts.last_will import sent_from_own_field
from duelcore.state.effects import TriggerEvent
from duelcore.state.lasting import ProcedureCall
from duelcore.state.enums import BattleStep, Location, Phase
from duelcore.errors import DuelcoreError
from duelcore.rules.windows import Window
from duelcore.rules.chain import apply_delayed_effects

from helpers import choose, main_phase


def _run(process):
    """Run a process that asks no Decision; return its result."""
    try:
        while True:
            next(process)
    except StopIteration as stop:
        return stop.value


def _board(**p1):
    return main_phase({1: {"deck": ["Feral Imp"], **p1}, 2: {"deck": ["Battle Ox"]}})


def _record(duel, delayed, calls):
    calls.append(delayed.player)


def _recorder(calls):
    """The delayed effect's operation (a ProcedureCall): note the player it applies to in ``calls``."""
    return ProcedureCall(_record, (calls,))


def _by_battle(duel, event):
    return event.reason == "battle"


def _any_event(duel, event):
    return True


BY_BATTLE = ProcedureCall(_by_battle)
ANY_EVENT = ProcedureCall(_any_event)


def test_delayed_effect_waits_for_its_event_then_applies_once():
    """It is met only by an event that matches, applies at the next settled moment and is spent."""
    duel = _board(main_monster_zones={1: "Celtic Guardian"})
    calls: list[int] = []
    delayed = duel.add_delayed_effect(0, "Last Will", "sent_to_gy", BY_BATTLE,
                                      _recorder(calls))
    assert delayed.expires_turn == 3 and not delayed.met
    assert _run(apply_delayed_effects(duel)) is False  # not met yet: nothing applies
    duel.raise_event(TriggerEvent("destroyed", [], reason="battle"))  # another kind of event
    duel.raise_event(TriggerEvent("sent_to_gy", [], reason="effect"))  # does not match
    assert not delayed.met
    duel.raise_event(TriggerEvent("sent_to_gy", [], reason="battle"))
    assert delayed.met
    assert _run(apply_delayed_effects(duel)) is True
    assert calls == [0] and duel.delayed_effects == []
    assert _run(apply_delayed_effects(duel)) is False and calls == [0]


def test_delayed_effect_waits_out_a_chain_and_the_damage_step():
    """Nothing applies while a chain is open or in the Damage Step; it waits, still met."""
    duel = _board()
    calls: list[int] = []
    duel.add_delayed_effect(0, "Last Will", "sent_to_gy", ANY_EVENT, _recorder(calls))
    duel.raise_event(TriggerEvent("sent_to_gy", []))
    assert _run(apply_delayed_effects(duel, Window("damage_step_end", damage_step=True))) is False
    duel.battle_step = BattleStep.DAMAGE
    assert _run(apply_delayed_effects(duel)) is False
    duel.battle_step = None
    duel.chain.append(object())
    assert _run(apply_delayed_effects(duel)) is False
    duel.chain.clear()
    assert calls == []
    assert _run(apply_delayed_effects(duel)) is True and calls == [0]


def test_delayed_effects_turn_player_first_and_end_with_the_turn():
    """The turn player's apply first; one never met is gone after the end of its turn."""
    duel = _board()
    calls: list[int] = []
    duel.add_delayed_effect(1, "X", "sent_to_gy", ANY_EVENT, _recorder(calls))
    duel.add_delayed_effect(0, "Y", "sent_to_gy", ANY_EVENT, _recorder(calls))
    duel.raise_event(TriggerEvent("sent_to_gy", []))
    assert _run(apply_delayed_effects(duel)) is True
    assert calls == [0, 1]
    duel.add_delayed_effect(0, "Z", "sent_to_gy", ANY_EVENT, _recorder(calls))
    duel.end_of_turn_cleanup()
    assert duel.delayed_effects == []


@pytest.mark.parametrize("player, turns", [(2, 1), (True, 1), (0, 0)])
def test_add_delayed_effect_refuses_bad_arguments(player, turns):
    """A player other than 0 or 1, or fewer than 1 turn, is a script bug."""
    duel = _board()
    with pytest.raises(DuelcoreError):
        duel.add_delayed_effect(player, "X", "sent_to_gy", ANY_EVENT, _recorder([]), turns=turns)


def test_left_field_controller_and_last_will_own_monster_under_opponent_control():
    """A monster player 1 owns, controlled by player 2 when destroyed, goes to player 1's GY but was
    not on player 1's side of the field: Last Will (resolved before) offers nothing."""
    duel = _board(hand=["Last Will", "Beaver Warrior"], main_monster_zones={1: "Celtic Guardian", 2: "Battle Ox"})
    celtic = duel.players[0].main_monster_zones[0]
    choose(duel, "Activate Last Will")
    choose(duel, "Spell & Trap Zone 1")
    assert len(duel.delayed_effects) == 1
    duel._switch_control(celtic, 1, 2)  # as if the opponent had taken control of it
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Battle Ox")  # its only target: Celtic Guardian (1400 ATK)
    assert celtic.location is Location.GY and celtic in duel.players[0].gy
    assert celtic.owner == 0 and celtic.left_field_controller == 1
    event = TriggerEvent("sent_to_gy", [celtic], [Location.MAIN_MONSTER_ZONE])
    assert not sent_from_own_field(event, 0) and not sent_from_own_field(event, 1)
    # Nothing offered: the Battle Step had only "Enter Main Phase 2"; Main Phase 2 now.
    assert duel.phase is Phase.MAIN2 and duel.current_player == 0
    assert all("Feral Imp" not in o.text for o in duel.decision.options)
    assert [c.name for c in duel.players[0].deck] == ["Feral Imp"]
    assert len(duel.delayed_effects) == 1 and not duel.delayed_effects[0].met


def test_left_field_controller_is_none_off_the_field():
    """A card that did not leave the field (drawn, discarded) has no field controller to tell."""
    duel = _board(hand=["Beaver Warrior"])
    card = duel.players[0].hand[0]
    assert card.left_field_controller is None
    duel.move(card, Location.GY)
    assert card.left_field_controller is None
