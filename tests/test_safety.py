"""Safety: a card script that raises or runs away is stopped, named, and the duel restored; no duel runs forever.

Source: the effects-and-chains issue ("Bad input and safety"); DESIGN §6 (restore by replay).
"""

from __future__ import annotations

import pytest

from duelcore.agents import make_agent, play
from duelcore.engine.duel import Duel
from duelcore.state.flags import preset
from duelcore.errors import CardScriptError
from duelcore.scenarios import build_duel

from helpers import choose, normal_decks

SETUP = {
    "turn": 3,
    "turn_player": 1,
    "phase": "Main Phase 1",
    "players": {
        1: {"hand": ["Pot of Greed"], "deck": ["Feral Imp", "Celtic Guardian", "Mystical Elf"],
            "main_monster_zones": {1: "Dark Magician"}},
        2: {"deck": ["Feral Imp"] * 3},
    },
}


def _activate_pot(duel):
    choose(duel, "Activate Pot of Greed")
    assert duel.decision.kind.value == "select zone"


def test_a_script_that_raises_is_named_and_the_duel_restored():
    duel = build_duel(SETUP)
    _activate_pot(duel)
    before, n_events, n_answers = duel.state_hash(), len(duel.events), len(duel.record.answers)

    def boom(*args, **kwargs):
        raise ZeroDivisionError("boom")

    duel.draw = boom  # the script's draw fails while Pot of Greed resolves
    with pytest.raises(CardScriptError, match=r"^Pot of Greed: ZeroDivisionError: boom; the duel was restored"):
        choose(duel, "Spell & Trap Zone 1")
    assert duel.state_hash() == before
    assert len(duel.events) == n_events
    assert len(duel.record.answers) == n_answers
    assert [o.text for o in duel.decision.options][0] == "Spell & Trap Zone 1"
    # The restored duel plays on normally (the broken patch is gone with the restore).
    choose(duel, "Spell & Trap Zone 1")
    assert [c.name for c in duel.players[0].hand] == ["Feral Imp", "Celtic Guardian"]
    assert [c.name for c in duel.players[0].gy] == ["Pot of Greed"]


def test_a_listener_that_raises_is_not_blamed_on_a_card_and_the_duel_restored():
    # An error of an event listener (a closed output pipe) is the listener's own: it comes out
    # unchanged, not as the resolving card's CardScriptError, and the duel is put back.
    duel = build_duel(SETUP)
    _activate_pot(duel)
    before, n_events, n_answers = duel.state_hash(), len(duel.events), len(duel.record.answers)

    def closed_pipe(event):
        if event.kind == "draw":
            raise BrokenPipeError(32, "Broken pipe")

    duel.subscribe(closed_pipe)
    with pytest.raises(BrokenPipeError):
        choose(duel, "Spell & Trap Zone 1")
    assert duel.state_hash() == before
    assert len(duel.events) == n_events
    assert len(duel.record.answers) == n_answers
    duel._listeners.clear()  # the reader is gone; the duel plays on
    choose(duel, "Spell & Trap Zone 1")
    assert [c.name for c in duel.players[0].hand] == ["Feral Imp", "Celtic Guardian"]


def test_a_listener_that_raises_at_a_concession_raises_its_own_error():
    duel = build_duel(SETUP)

    def closed_pipe(event):
        raise BrokenPipeError(32, "Broken pipe")

    duel.subscribe(closed_pipe)
    with pytest.raises(BrokenPipeError):
        duel.concede(0)
    assert duel.result.winner == 1 and duel.result.reason == "concede"


def test_a_runaway_script_is_stopped_by_the_operation_budget():
    duel = build_duel(SETUP)
    _activate_pot(duel)
    before = duel.state_hash()

    def forever(*args, **kwargs):
        while True:
            duel.emit("phase", 0, phase="again")

    duel.draw = forever
    with pytest.raises(CardScriptError, match=r"^Pot of Greed: more than 20000 operations without a decision"):
        choose(duel, "Spell & Trap Zone 1")
    assert duel.state_hash() == before


def test_turn_limit_ends_the_duel_as_a_draw():
    flags = preset("modern").with_changes(turn_limit=6)
    decks = normal_decks()
    duel = Duel.new(decks, seed=4, rules=flags)
    result = play(duel, [make_agent("random", 1), make_agent("random", 2)])
    if result.reason != "turn_limit":  # the duel may end by LP before turn 7: pick a seed where it does not
        pytest.fail(f"seed 4 ended early: {result}")
    assert result.winner is None
    assert result.turn == 6
    assert duel.events[-1].text_all_seeing() == "Draw on turn 6 (turn_limit)"
