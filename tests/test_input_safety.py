"""Bad input gets a clear error and changes nothing; nothing handed to a player identifies a hidden card.

Source: the foundation issue ("Bad input"); DESIGN §1 (one decision protocol) and §4 (knowledge).
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from duelcore.agents import make_agent
from duelcore.engine.duel import Duel
from duelcore.engine.replay import read_log, verify, write_log
from duelcore.errors import DuelcoreError, IllegalAnswer, ReplayFormatError, ReplayMismatch
from duelcore.interfaces.cli import main
from duelcore.scenarios import build_duel

from helpers import NumpyLikeInt, normal_decks


def _duel(seed: int = 3) -> Duel:
    return Duel.new(normal_decks(), seed=seed)


def test_a_decision_holds_no_engine_objects():
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {1: {"main_monster_zones": {1: "Dark Magician"}, "deck": ["Feral Imp"]},
                    2: {"main_monster_zones": {2: {"card": "Feral Imp", "position": "face-down defense"}},
                        "deck": ["Feral Imp"]}},
    })
    duel.apply_action([o.text for o in duel.decision.options].index("Enter the Battle Phase"))
    d = duel.decision
    assert d.kind.value == "battle command"
    assert not hasattr(d, "payloads")
    assert not hasattr(d, "__dict__")  # a slotted dataclass: nothing else hangs on it
    # Nothing player 1 is handed names the face-down Feral Imp.
    assert "Feral Imp" not in json.dumps(d.to_dict())
    assert "Feral Imp" not in json.dumps(duel.view(0))
    assert duel.view(0)["players"][1]["main_monster_zones"][1] == {
        "location": "Main Monster Zone", "controller": 1, "zone": 2,
        "position": "face-down Defense Position", "hidden": True, "name": "a face-down monster",
    }


@pytest.mark.parametrize("who", [None, 2, -1, "0", True])
def test_view_refuses_anything_but_player_0_or_1(who):
    duel = _duel()
    with pytest.raises(DuelcoreError, match="player must be 0 or 1"):
        duel.view(who)


@pytest.mark.parametrize("who", [None, 2, -1, True, "0"])
def test_event_rendering_refuses_a_bad_viewer(who):
    """A player's rendering needs player 0 or 1; None is not "everyone" (that is asked for by name)."""
    duel = _duel()
    with pytest.raises(ValueError, match=r"player must be 0 or 1, got .* \(the all-seeing text is Event.text_all_seeing\(\)\)"):
        duel.events[-1].text(who)
    with pytest.raises(ValueError, match=r"player must be 0 or 1, got .* \(the all-seeing rendering is Event.all_seeing\)"):
        duel.events[-1].for_player(who)


def test_integer_types_with_index_are_accepted_and_bools_refused():
    duel = _duel()
    before = duel.state_hash()
    with pytest.raises(IllegalAnswer):
        duel.apply_action(True)
    assert duel.state_hash() == before
    n = len(duel.record.answers)
    duel.apply_action(NumpyLikeInt(0))
    assert len(duel.record.answers) == n + 1
    assert duel.record.answers[-1][1] == 0


def test_options_with_the_same_text_name_their_zone():
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {1: {"main_monster_zones": {1: "Celtic Guardian", 3: "Celtic Guardian"}, "deck": ["Feral Imp"]},
                    2: {"deck": ["Feral Imp"]}},
    })
    assert [o.text for o in duel.decision.options] == [
        "Change Celtic Guardian to Defense Position (Main Monster Zone 1)",
        "Change Celtic Guardian to Defense Position (Main Monster Zone 3)",
        "Enter the Battle Phase",
        "End the turn",
    ]


def _log(tmp_path, seed=5):
    duel = _duel(seed)
    from duelcore.agents import play

    play(duel, [make_agent("random", 1), make_agent("random", 2)])
    path = tmp_path / "d.jsonl"
    write_log(duel, path)
    return path


def _rewrite(path, change):
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    change(lines)
    out = path.with_name("bad.jsonl")
    out.write_text("\n".join(json.dumps(o) for o in lines) + "\n")
    return out


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda ls: ls[0].__setitem__("decks", 5), 'the header\'s "decks" must be a list of two decks, got 5'),
        (lambda ls: ls[0].__setitem__("decks", [{}, {}]), 'the header\'s "decks": deck 1 has no "main"'),
        (lambda ls: ls[0]["flags"].__setitem__("starting_lp", "8000"),
         "the header's \"flags\": rule flag starting_lp must be a whole number, got '8000'"),
        (lambda ls: ls[0]["flags"].__setitem__("first_turn_draw", "no"),
         "the header's \"flags\": rule flag first_turn_draw must be true or false, got 'no'"),
        (lambda ls: ls[0].__setitem__("seed", 9.7), 'the header\'s "seed" must be a whole number, got 9.7'),
    ],
)
def test_malformed_replay_headers_are_format_errors(tmp_path, change, message):
    bad = _rewrite(_log(tmp_path), change)
    with pytest.raises(ReplayFormatError) as exc:
        verify(bad)
    assert str(exc.value) == (f"{bad}:1: {message}; the file was changed after duelcore wrote it, so it cannot be "
                              "replayed or resumed: use the file as duelcore wrote it, or start a new game")


def test_a_replay_without_its_events_does_not_verify(tmp_path):
    path = _log(tmp_path)
    bad = _rewrite(path, lambda ls: ls.__setitem__(slice(None), [o for o in ls if o["type"] != "event"]))
    n = len(read_log(path).events)
    with pytest.raises(ReplayMismatch) as exc:
        verify(bad)
    assert str(exc.value) == (
        f'{bad}: the file has 0 events but the re-run emits {n}; the first missing one is "Duel start: '
        'modern rules, 8000 LP each; Player 1 goes first"; the file was changed after duelcore wrote it, so it cannot '
        "be replayed or resumed: use the file as duelcore wrote it, or start a new game")


def test_a_replay_names_its_card_database(tmp_path):
    path = _log(tmp_path)
    assert len(read_log(path).header["cards"]) == 64
    bad = _rewrite(path, lambda ls: ls[0].__setitem__("cards", "0" * 64))
    with pytest.raises(ReplayMismatch, match="recorded with another card database"):
        verify(bad)


def test_duel_log_to_an_unwritable_place_fails_before_playing(tmp_path):
    res = CliRunner().invoke(main, ["duel", "-q", "--log", str(tmp_path / "no" / "such" / "dir.jsonl")])
    assert res.exit_code == 1
    assert "cannot write the record to" in res.output
    assert "wins" not in res.output


def test_scenario_command_counts_a_file_that_does_not_load(tmp_path):
    empty = tmp_path / "empty.yaml"
    empty.write_text("")
    res = CliRunner().invoke(main, ["scenario", str(empty)])
    assert res.exit_code == 1
    assert res.output.splitlines()[-1] == "0 passed, 1 failed"


def test_greedy_does_not_attack_into_a_stronger_monster():
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {1: {"main_monster_zones": {1: "Celtic Guardian"}, "deck": ["Feral Imp"]},
                    2: {"main_monster_zones": {1: "Dark Magician"}, "deck": ["Feral Imp"]}},
    })
    agent = make_agent("greedy")
    duel.apply_action([o.text for o in duel.decision.options].index("Enter the Battle Phase"))
    assert duel.decision.kind.value == "battle command"
    pick = agent.choose(duel.decision, duel.view(0))
    assert duel.decision.options[pick].text == "Enter Main Phase 2"
