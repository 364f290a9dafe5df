"""``why_not`` for Normal Summons, Sets, Flip Summons, changes of battle position and attacks.

- A property over random duels: at every Decision, for every card in either player's hand and
  Monster Zones and for each of those actions, the action is offered by the Decision for that
  card exactly when ``why_not`` gives no reason (the reasons come from the same checks that
  build the options, so they can never disagree).
- The exact reasons of each rule, on boards built for it.

Sources: rulebook "Normal Summon", "Tribute Summon", "Set", "Flip Summon", "Changing Battle
Positions", "Battle Phase", "Turn Structure"; the card texts named in each test.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duelcore.agents import make_agent
from duelcore.decks import load_deck
from duelcore.state.decision import Action, DecisionKind
from duelcore.engine.duel import Duel
from duelcore.state.knowledge import card_info
from duelcore.errors import DuelcoreError
from duelcore.scenarios import build_duel

from helpers import terminal_game

#: The actions whose options ``why_not`` must agree with.
ACTIONS = (Action.NORMAL_SUMMON, Action.SET_MONSTER, Action.FLIP_SUMMON, Action.CHANGE_POSITION, Action.ATTACK)
#: Decks with Toons (summoning conditions, attack costs), Scapegoat, Soul Exchange, Dragon Capture
#: Jar, Array of Revealing Light, Ultimate Offering and the rest of the scripted cards.
DECK_NAMES = ("yugi", "kaiba", "joey", "pegasus", "effects-1", "effects-2", "effects-3", "effects-4", "effects-5",
              "effects-6", "effects-7")
DECKS = {name: load_deck(name) for name in DECK_NAMES}
#: A safety bound on the answers of one duel.
MAX_DECISIONS = 2_000


def offered(duel: Duel, player: int, card, action: Action) -> bool:
    """Whether the current Decision offers ``player`` ``action`` with ``card``."""
    decision = duel.decision
    if decision is None or decision.player != player:
        return False
    info = card_info(card, player)
    return any(o.action is action and o.card == info for o in decision.options)


def check_agreement(duel: Duel, where: str) -> int:
    """Assert offered == no reason for every card of both players and every action; returns how
    many (card, action) pairs were offered."""
    count = 0
    for player in (0, 1):
        cards = list(duel.players[player].hand) + duel.monsters(player)
        for card in cards:
            for action in ACTIONS:
                reasons = duel.why_not(player, card, action)
                is_offered = offered(duel, player, card, action)
                assert is_offered == (reasons == []), (
                    f"{where}: player {player + 1}, {card.name} ({card.location.value}), {action.value}: "
                    f"offered={is_offered}, reasons={reasons}, decision={duel.decision and duel.decision.kind}")
                assert all(isinstance(r, str) and r for r in reasons)
                count += is_offered
    return count


def play_checking(seed: int, decks: tuple[str, str], rules: str, first: int, agents: tuple[str, str]) -> dict:
    """Play one duel checking the agreement at every Decision; returns what kinds were met."""
    duel = Duel.new([DECKS[decks[0]], DECKS[decks[1]]], seed=seed, rules=rules, first_player=first)
    players = (make_agent(agents[0], seed * 2 + 1), make_agent(agents[1], seed * 2 + 2))
    seen = {"offered": 0, "idle": 0, "battle": 0}
    n = 0
    while duel.decision is not None:
        where = f"seed {seed} {decks} {rules} first {first} answer {n}"
        seen["offered"] += check_agreement(duel, where)
        kind = duel.decision.kind
        seen["idle"] += kind is DecisionKind.IDLE_COMMAND
        seen["battle"] += kind is DecisionKind.BATTLE_COMMAND
        d = duel.decision
        view = duel.view(d.player) if players[d.player].wants_view else None
        duel.apply_action(players[d.player].choose(d, view))
        n += 1
        assert n < MAX_DECISIONS
    check_agreement(duel, f"seed {seed}: the end")
    return seen


@pytest.mark.parametrize("i", range(6))
def test_offered_exactly_when_no_reason_fixed_duels(i: int) -> None:
    """Six fixed duels (every deck, both presets, both agents) check the agreement at every
    Decision, and meet idle and battle Decisions that offer these actions."""
    decks = (DECK_NAMES[(2 * i) % len(DECK_NAMES)], DECK_NAMES[(2 * i + 1) % len(DECK_NAMES)])
    agents = ("greedy", "random") if i % 3 == 0 else ("random", "random")
    seen = play_checking(1_000 + 37 * i, decks, ("modern", "2006")[i % 2], i % 2, agents)
    assert seen["idle"] > 0 and seen["battle"] > 0 and seen["offered"] > 0, seen


@settings(max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), decks=st.tuples(st.sampled_from(DECK_NAMES), st.sampled_from(DECK_NAMES)),
       rules=st.sampled_from(("modern", "2006")), first=st.integers(0, 1),
       agents=st.tuples(st.sampled_from(("random", "greedy")), st.sampled_from(("random", "greedy"))))
def test_offered_exactly_when_no_reason(seed, decks, rules, first, agents) -> None:
    """For random duels at every Decision: offered as an option == no reason given."""
    play_checking(seed, decks, rules, first, agents)


# ----------------------------------------------------------------------------- Duel.why_not's contract

def test_why_not_activation_is_still_the_default() -> None:
    """``Duel.why_not(player, card)`` explains activation, as before; the action is named to ask
    about a summon."""
    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Dark Magician"], "deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
    card = duel.players[0].hand[0]
    assert duel.why_not(0, card) == ["it has no effect to activate"]
    assert duel.why_not(0, card, Action.ACTIVATE) == ["it has no effect to activate"]
    assert duel.why_not(0, card, Action.NORMAL_SUMMON) == [
        "it needs 2 Tributes and you control 0 monsters that can be Tributed"]


def test_why_not_refuses_an_action_it_does_not_explain() -> None:
    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Dark Magician"], "deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
    with pytest.raises(DuelcoreError, match="why_not explains ACTIVATE, NORMAL_SUMMON, SET_MONSTER, FLIP_SUMMON, "
                                            "CHANGE_POSITION, ATTACK; got <Action.END_TURN"):
        duel.why_not(0, duel.players[0].hand[0], Action.END_TURN)


def test_why_not_tells_nothing_about_a_hidden_card() -> None:
    """The opponent's Set monster: only that it is not theirs, for every action (FD-01)."""
    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"deck": ["Doron"]},
        2: {"deck": ["Doron"], "main_monster_zones": {1: {"card": "Mystical Elf", "position": "face-down defense"}}}}})
    elf = duel.monsters(1)[0]
    for action in ACTIONS:
        assert duel.why_not(0, elf, action) == ["you do not control this card"]
    assert duel.why_not(1, elf, Action.FLIP_SUMMON) == [
        "it is your opponent's turn: you can Flip Summon only in your own Main Phase"]


# ----------------------------------------------------------------------------- at the terminal

def test_why_at_the_terminal_explains_summons_positions_and_attacks() -> None:
    """`why NAME` in `duelcore play`: a monster in the hand gets its Normal Summon and Set (and
    activation only when it has an effect); a monster on the field its Flip Summon (face-down),
    change of battle position and attack declaration; each with every reason, or that it is
    among the options."""
    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Dark Magician", "Sangan"], "deck": ["Doron"], "normal_summon_used": True,
            "main_monster_zones": {1: {"card": "Celtic Guardian", "summoned": "normal", "turn_placed": 3},
                                   2: {"card": "Mystical Elf", "position": "face-down defense"},
                                   3: {"card": "Giant Soldier of Stone", "position": "defense"}}},
        2: {"deck": ["Doron"]}}})
    lines = iter(["why dark magician", "why sangan", "why celtic guardian", "why mystical elf",
                  "why giant soldier of stone", "quit"])
    game, out = terminal_game(duel, lambda prompt: next(lines), width=200)
    assert game.run() is False
    screen = out.getvalue()
    used = "- you have already Normal Summoned or Set this turn (one Normal Summon or Set per turn)\n"
    not_battle = "- not in your Battle Phase: enter the Battle Phase to declare an attack\n"
    expected = [
        "Dark Magician (in your hand) cannot be Normal Summoned now:\n" + used
        + "Dark Magician (in your hand) cannot be Set now:\n" + used,
        "Sangan (in your hand) cannot be Normal Summoned now:\n" + used
        + "Sangan (in your hand) cannot be Set now:\n" + used
        + "Sangan (in your hand) cannot be activated now:\n"
          "- it is a Trigger Effect: it activates only when its event happens\n",
        "Celtic Guardian (in your Main Monster Zone 1) cannot change its battle position now:\n"
        "- it was Summoned this turn: a monster cannot change its battle position the turn it was Summoned\n"
        "Celtic Guardian (in your Main Monster Zone 1) cannot declare an attack now:\n" + not_battle,
        "Mystical Elf (in your Main Monster Zone 2) can be Flip Summoned now: it is among the options.\n"
        "Mystical Elf (in your Main Monster Zone 2) cannot change its battle position now:\n"
        "- it is face-down: a face-down monster changes its battle position only by a Flip Summon\n"
        "Mystical Elf (in your Main Monster Zone 2) cannot declare an attack now:\n" + not_battle
        + "- it is face-down: only a face-up Attack Position monster can attack\n",
        "Giant Soldier of Stone (in your Main Monster Zone 3) can change its battle position now: it is among the "
        "options.\n"
        "Giant Soldier of Stone (in your Main Monster Zone 3) cannot declare an attack now:\n" + not_battle
        + "- it is in Defense Position: only an Attack Position monster can attack\n",
    ]
    for block in expected:
        assert block in screen, f"missing:\n{block}\n--- screen:\n{screen[-2500:]}"
    # Offered options and explanations agree: what `why` says can be done is offered.
    assert "Flip Summon Mystical Elf (Main Monster Zone 2)" in screen
    assert "Change Giant Soldier of Stone to Attack Position" in screen
    assert "Normal Summon Dark Magician" not in screen and "Dark Magician (in your hand) cannot be activated" not in screen
