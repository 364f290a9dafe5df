"""The Python API: seeds (whole numbers; None draws one and records it), the event API (a
player's rendering needs the player, the all-seeing one is asked for by name) and the order of
events (a summon before the position a Continuous Effect forces on it).

Source: README "Using the engine from Python"; DESIGN §1 (events), §4 (knowledge), §6 (seeds,
replays, clones).
"""

from __future__ import annotations

import json

import pytest

from duelcore.agents import make_agent, play
from duelcore.agents.greedy import GreedyAgent
from duelcore.agents.random_agent import RandomAgent
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.state.record import DuelRecord
from duelcore.state.flags import preset
from duelcore.engine.replay import rebuild, write_log
from duelcore.errors import CardScriptError, DuelcoreError
from duelcore.interfaces.sim import simulate
from duelcore.scenarios import build_duel

BAD_SEEDS = ["abc", 1.5, True, False, [7], b"7"]

SETUP = {
    "turn": 3,
    "turn_player": 1,
    "phase": "Main Phase 1",
    "players": {1: {"hand": ["Feral Imp"], "deck": ["Battle Ox", "Silver Fang"]}, 2: {"deck": ["Battle Ox", "Silver Fang"]}},
}


def _decks():
    return [load_deck("normal-yugi"), load_deck("normal-kaiba")]


def choose(duel: Duel, text: str) -> None:
    texts = [o.text for o in duel.decision.options]
    assert text in texts, texts
    duel.apply_action(texts.index(text))


class _NumpyLikeInt:
    """An integer type that is not int (as numpy's int64 is): it has __index__."""

    def __init__(self, v: int) -> None:
        self.v = v

    def __index__(self) -> int:
        return self.v


# ------------------------------------------------------------------------------ seeds

ENTRY_POINTS = {
    "Duel.new": lambda seed: Duel.new(_decks(), seed=seed),
    "build_duel": lambda seed: build_duel(SETUP, seed=seed),
    "make_agent random": lambda seed: make_agent("random", seed),
    "make_agent greedy": lambda seed: make_agent("greedy", seed),
    "RandomAgent": lambda seed: RandomAgent(seed),
    "GreedyAgent": lambda seed: GreedyAgent(seed),
}


@pytest.mark.parametrize("entry", list(ENTRY_POINTS))
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_seed_that_is_not_a_whole_number_is_refused_by_name(entry, seed):
    with pytest.raises(TypeError) as info:
        ENTRY_POINTS[entry](seed)
    assert isinstance(info.value, DuelcoreError)
    assert "must be a whole number (int), or None to draw one from the system's random source" in str(info.value)
    assert f"got {seed!r} ({type(seed).__name__})" in str(info.value)


def test_the_error_is_invalid_seed_and_keeps_the_value():
    from duelcore.errors import InvalidSeed

    with pytest.raises(InvalidSeed) as info:
        Duel.new(_decks(), seed="abc")
    assert info.value.seed == "abc"
    assert str(info.value) == (
        "seed must be a whole number (int), or None to draw one from the system's random source; got 'abc' (str)"
    )
    with pytest.raises(InvalidSeed, match=r"^the seed of agent 'random' must be a whole number \(int\), or None .*; got 1\.5 \(float\)$"):
        make_agent("random", 1.5)


def test_an_integer_type_that_is_not_int_is_converted():
    duel = Duel.new(_decks(), seed=_NumpyLikeInt(7))
    assert type(duel.seed) is int and duel.seed == 7
    assert type(duel.record.seed) is int and duel.record.seed == 7
    assert duel.state_hash() == Duel.new(_decks(), seed=7).state_hash()
    agent = make_agent("random", _NumpyLikeInt(3))
    assert type(agent.seed) is int and agent.seed == 3


def test_seed_none_draws_a_seed_and_records_it():
    duel = Duel.new(_decks(), seed=None)
    assert type(duel.seed) is int and 0 <= duel.seed < 2**63
    assert duel.record.seed == duel.seed
    assert duel.header()["seed"] == duel.seed
    again = Duel.new(_decks(), seed=duel.seed)
    assert again.state_hash() == duel.state_hash()
    assert again.events == duel.events


def test_clone_of_a_duel_seeded_with_none_is_the_same_duel():
    duel = Duel.new(_decks(), seed=None)
    agents = [make_agent("random", 1), make_agent("random", 2)]
    for _ in range(60):
        d = duel.decision
        duel.apply_action(agents[d.player].choose(d, None))
    clone = duel.clone()
    assert clone.seed == duel.seed
    assert clone.state_hash() == duel.state_hash()
    assert clone.events == duel.events
    # Both play on to the same end with the same answers.
    a = [make_agent("random", 5), make_agent("random", 6)]
    b = [make_agent("random", 5), make_agent("random", 6)]
    assert play(duel, a) == play(clone, b)
    assert clone.state_hash() == duel.state_hash()


def test_a_replay_of_a_duel_seeded_with_none_verifies(tmp_path):
    from duelcore.engine.replay import verify

    duel = Duel.new(_decks(), seed=None, rules=preset("modern").with_changes(turn_limit=8))
    play(duel, [make_agent("random", 1), make_agent("random", 2)])
    path = tmp_path / "none.jsonl"
    write_log(duel, path)
    header = json.loads(path.read_text().splitlines()[0])
    assert header["seed"] == duel.seed
    assert verify(path).state_hash() == duel.state_hash()


def test_the_restore_after_a_failing_script_rebuilds_the_duel_seeded_with_none():
    """The restore rebuilds the duel from its record: with seed=None, from the seed drawn."""
    duel = Duel.new(_decks(), seed=None)
    before, n_events, options = duel.state_hash(), len(duel.events), [o.text for o in duel.decision.options]

    def boom(*args, **kwargs):
        raise ZeroDivisionError("boom")

    duel.draw = boom  # turn 2's draw fails
    with pytest.raises(CardScriptError, match=r"^the rules: ZeroDivisionError: boom; the duel was restored"):
        choose(duel, "End the turn")
    assert duel.state_hash() == before
    assert len(duel.events) == n_events
    assert [o.text for o in duel.decision.options] == options
    hand = [c.name for c in duel.players[1].hand]
    top = duel.players[1].deck[-1].name
    choose(duel, "End the turn")  # the restored duel plays on, its Decks as they were
    assert duel.turn == 2
    assert [c.name for c in duel.players[1].hand] == hand + [top]


def test_a_scenario_duel_seeded_with_none_is_recorded_and_cloned():
    duel = build_duel(SETUP, seed=None)
    assert type(duel.seed) is int and duel.record.seed == duel.seed
    choose(duel, "Normal Summon Feral Imp")
    clone = duel.clone()
    assert clone.state_hash() == duel.state_hash()


def test_an_agent_seeded_with_none_keeps_its_seed():
    duel = Duel.new(_decks(), seed=3)
    agent = make_agent("random", None)
    assert type(agent.seed) is int
    same = RandomAgent(agent.seed)
    picks = [agent.choose(duel.decision, None) for _ in range(20)]
    assert picks == [same.choose(duel.decision, None) for _ in range(20)]


@pytest.mark.parametrize("seed", [None, *BAD_SEEDS], ids=repr)
def test_a_rebuild_takes_the_record_s_seed_only(seed):
    """A rebuild never draws a seed: that would be another duel."""
    duel = Duel.new(_decks(), seed=4)
    record = DuelRecord(seed, duel.record.flags, duel.record.decks, duel.record.first_player)
    with pytest.raises(TypeError, match=r"^the record's seed must be a whole number \(int\); got "):
        rebuild(record, duel.db)


@pytest.mark.parametrize("seed", [None, 2.0, "3"], ids=repr)
def test_the_soak_runner_refuses_a_seed_that_is_not_a_whole_number_before_playing(tmp_path, seed):
    out = tmp_path / "soak.jsonl"
    with pytest.raises(TypeError, match=r"^seeds\[1\] must be a whole number \(int\); got "):
        simulate("normal-yugi", "normal-kaiba", [0, seed], out=out)
    assert not out.exists()


# ------------------------------------------------------------------------------ the event API

def _opponent_draw(duel: Duel):
    """Player 2's first draw (a card player 1 may not know)."""
    return next(e for e in duel.events if e.kind == "draw" and e.player == 1)


def test_an_event_is_read_for_a_named_player():
    duel = Duel.new(_decks(), seed=1)
    draw = _opponent_draw(duel)
    assert draw.text(0) == "Opponent drew a card"
    assert draw.text(1) == "You drew Skull Red Bird"
    assert draw.for_player(0) == {"kind": "draw", "turn": 0, "player": 1,
                                  "card": {"location": "hand", "controller": 1, "hidden": True, "name": "a card"}}
    assert draw.for_player(1)["card"]["name"] == "Skull Red Bird"
    assert "uid" not in draw.for_player(1)["card"]
    with pytest.raises(TypeError):
        draw.text()  # no default reader: the safe call names the player
    with pytest.raises(TypeError):
        draw.for_player()


def test_the_all_seeing_forms_are_asked_for_by_name():
    duel = Duel.new(_decks(), seed=1)
    draw = _opponent_draw(duel)
    assert draw.text_all_seeing() == "Player 2 drew Skull Red Bird"
    assert draw.all_seeing["card"]["name"] == "Skull Red Bird"
    assert draw.all_seeing["card"]["uid"] == 75
    assert draw.kind == "draw" and draw.player == 1 and draw.turn == 0
    # No other member gives the hidden card: no `data`, no `renderings`, nothing in repr().
    assert not hasattr(draw, "data")
    assert not hasattr(draw, "renderings")
    assert repr(draw) == "Event(kind='draw')"


def test_the_replay_file_stores_the_all_seeing_rendering(tmp_path):
    duel = Duel.new(_decks(), seed=1)
    path = tmp_path / "d.jsonl"
    write_log(duel, path)
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    events = [line for line in lines if line["type"] == "event"]
    draw = next(e for e in events if e["kind"] == "draw" and e["player"] == 1)
    assert draw["card"]["name"] == "Skull Red Bird"
    assert isinstance(draw["card"]["uid"], int)
    assert events == [{"type": "event", **e.all_seeing} for e in duel.events]


def test_duel_command_view_all_prints_the_all_seeing_text():
    from click.testing import CliRunner

    from duelcore.interfaces.cli import main

    everyone = CliRunner().invoke(main, ["duel", "normal-yugi", "normal-kaiba", "--seed", "1"], catch_exceptions=False)
    assert everyone.exit_code == 0, everyone.output
    lines = everyone.output.splitlines()
    assert lines[lines.index("Turn 2: Player 2 takes the turn") + 1] == "  Player 2 drew La Jinn the Mystical Genie of the Lamp"
    one = CliRunner().invoke(main, ["duel", "normal-yugi", "normal-kaiba", "--seed", "1", "--view", "1"],
                             catch_exceptions=False)
    lines = one.output.splitlines()
    assert lines[lines.index("Turn 2: Opponent takes the turn") + 1] == "  Opponent drew a card"
    assert "drew La Jinn" not in one.output


# ------------------------------------------------------------------------------ the order of events

JAR_SETUP = {
    "turn": 4,
    "turn_player": 2,
    "phase": "Main Phase 1",
    "players": {
        1: {"spell_trap_zones": {1: {"card": "Dragon Capture Jar", "position": "face-up"}}},
        2: {"hand": ["Koumori Dragon"], "deck": ["Battle Ox"],
            "main_monster_zones": {3: {"card": "Baby Dragon", "position": "face-down defense"}}},
    },
}


def _new_events(duel: Duel, answer: str, player: int) -> list[str]:
    n = len(duel.events)
    choose(duel, answer)
    return [e.text(player) for e in duel.events[n:]]


def test_a_normal_summon_is_recorded_before_the_position_dragon_capture_jar_forces():
    duel = build_duel(JAR_SETUP)
    choose(duel, "Normal Summon Koumori Dragon")
    assert _new_events(duel, "Main Monster Zone 1", 0) == [
        "Opponent Normal Summoned Koumori Dragon (Main Monster Zone 1)",
        "Koumori Dragon was changed to face-up Defense Position",
    ]
    summon, change = duel.events[-2:]
    assert summon.all_seeing["card"]["position"] == "face-up Attack Position"  # as it was Summoned
    assert change.all_seeing["card"]["position"] == "face-up Defense Position"


def test_a_flip_summon_is_recorded_before_the_position_dragon_capture_jar_forces():
    duel = build_duel(JAR_SETUP)
    assert _new_events(duel, "Flip Summon Baby Dragon (Main Monster Zone 3)", 1) == [
        "You Flip Summoned Baby Dragon",
        "Baby Dragon was changed to face-up Defense Position",
    ]
