"""Replays: write_log / read_log / verify round trips, tampering, malformed files, other processes.

A replay is the duel's record as JSON Lines (header, answers, checkpoints, events, result). It
must verify in any process; any tampering must raise ReplayMismatch naming what differs; a file
that is not a replay must raise ReplayFormatError naming the file and line.
"""

from __future__ import annotations

import json
import pathlib
import re
from typing import Callable

import pytest

from duelcore import __version__
from duelcore.agents import make_agent, play
from duelcore.cards.database import CardDatabase
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.engine.replay import read_log, rebuild, verify, write_log
from duelcore.errors import DuelcoreError, ReplayFormatError, ReplayMismatch
from duelcore.scenarios import build_duel

from duelcore.engine.invariants import check_invariants, check_no_leak

from helpers import first_of_type, play_answers, read_jsonl, run_fresh_python, write_jsonl

YUGI = load_deck("normal-yugi")
KAIBA = load_deck("normal-kaiba")


def played_duel(seed: int = 7, rules: str = "modern", agents: tuple[str, str] = ("random", "random"),
                first_player: int = 0) -> Duel:
    duel = Duel.new([YUGI, KAIBA], seed=seed, rules=rules, first_player=first_player, hash_turns=True)
    play(duel, (make_agent(agents[0], seed), make_agent(agents[1], seed + 1)))
    return duel


def assert_same_end(rerun: Duel, duel: Duel) -> None:
    assert rerun.result == duel.result
    assert rerun.state_hash() == duel.state_hash()
    assert rerun.record.checkpoints == duel.record.checkpoints
    assert rerun.record.answers == duel.record.answers
    assert rerun.events == duel.events  # every rendering: the all-seeing one and each player's


# ------------------------------------------------------------------------------ round trips
@pytest.fixture(scope="module", params=["modern", "2006"])
def finished(request, tmp_path_factory) -> tuple[Duel, pathlib.Path]:
    """A finished random duel and its log (one per preset)."""
    duel = played_duel(seed=11 if request.param == "modern" else 12, rules=request.param)
    path = tmp_path_factory.mktemp("replay") / f"duel-{request.param}.jsonl"
    write_log(duel, path, extra_header={"agents": ["random", "random"]})
    return duel, path


@pytest.fixture(scope="module")
def one_log(tmp_path_factory) -> tuple[Duel, pathlib.Path]:
    """One finished modern duel and its log, for the malformed-file tests."""
    duel = played_duel(seed=13, rules="modern", agents=("greedy", "random"))
    path = tmp_path_factory.mktemp("replay") / "one.jsonl"
    write_log(duel, path)
    return duel, path


def test_log_verifies_and_rebuilds_the_same_duel(finished) -> None:
    duel, path = finished
    rerun = verify(path)
    assert_same_end(rerun, duel)
    check_invariants(rerun)


def test_log_layout(finished) -> None:
    duel, path = finished
    objs = read_jsonl(path)
    assert objs[0]["type"] == "header" and objs[-1]["type"] == "result"
    h = objs[0]
    assert h["engine"] == "duelcore" and h["version"] == __version__
    assert h["rules"] == duel.flags.preset and h["flags"] == duel.flags.to_dict()
    assert h["seed"] == duel.record.seed and h["first_player"] == duel.record.first_player
    assert [d["main"] for d in h["decks"]] == [list(YUGI.main), list(KAIBA.main)]
    assert h["agents"] == ["random", "random"]
    assert objs[-1] == {"type": "result", **duel.result.to_dict(), "hash": duel.state_hash()}
    rf = read_log(path)
    assert rf.answers == duel.record.answers
    assert rf.checkpoints == duel.record.checkpoints
    assert len(rf.events) == len(duel.events)
    assert rf.result["winner"] == duel.result.winner
    assert [e["kind"] for e in rf.events] == [e.kind for e in duel.events]


def test_log_of_an_unfinished_duel_verifies(tmp_path) -> None:
    duel = Duel.new([KAIBA, YUGI], seed=3, rules="2006", first_player=1)
    agents = (make_agent("random", 1), make_agent("random", 2))
    play_answers(duel, agents, 40)
    assert duel.result is None
    path = tmp_path / "unfinished.jsonl"
    write_log(duel, path)
    assert not any(o["type"] == "result" for o in read_jsonl(path))
    rerun = verify(path)
    assert rerun.result is None
    assert rerun.state_hash() == duel.state_hash()
    assert rerun.decision.to_dict() == duel.decision.to_dict()
    # and the rebuilt duel plays on like the original
    for _ in range(10):
        assert duel.decision is not None
        a = agents[duel.decision.player].choose(duel.decision, None)
        duel.apply_action(a)
        rerun.apply_action(a)
    assert rerun.state_hash() == duel.state_hash()


@pytest.mark.parametrize("seed,rules,agents", [(101, "modern", ("greedy", "random")), (102, "2006", ("random", "greedy")),
                                               (103, "2006", ("greedy", "greedy"))])
def test_logs_of_other_duels_verify(tmp_path, seed, rules, agents) -> None:
    duel = played_duel(seed=seed, rules=rules, agents=agents, first_player=seed % 2)
    path = tmp_path / "d.jsonl"
    write_log(duel, path)
    assert_same_end(verify(path), duel)


# ------------------------------------------------------------------------------ tampering
def _option_count(path: pathlib.Path, index: int) -> int:
    """How many options the Decision answered by answer #index had (re-running the record)."""
    rf = read_log(path)
    record = rf.record()
    duel = rebuild(record, CardDatabase.default(), answers=record.answers[:index])
    return len(duel.decision.options)


def tamper_answer_changed(objs, path):
    """A recorded answer replaced by another legal option of the same Decision."""
    idx = [i for i, o in enumerate(objs) if o["type"] == "answer"]
    k = len(idx) // 2
    n = _option_count(path, k)
    o = objs[idx[k]]
    o["answer"] = (o["answer"] + 1) % n


def tamper_answer_illegal(objs, path):
    objs[first_of_type(objs, "answer")]["answer"] = 999


def tamper_answer_player(objs, path):
    o = objs[first_of_type(objs, "answer")]
    o["player"] = 1 - o["player"]


def tamper_answer_deleted(objs, path):
    del objs[first_of_type(objs, "answer") + 3]


def tamper_answer_appended(objs, path):
    objs.insert(first_of_type(objs, "checkpoint"), {"type": "answer", "player": 0, "answer": 0})


def tamper_checkpoint_hash(objs, path):
    cps = [i for i, o in enumerate(objs) if o["type"] == "checkpoint"]
    o = objs[cps[len(cps) // 2]]
    o["hash"] = ("0" if o["hash"][0] != "0" else "1") + o["hash"][1:]


def tamper_checkpoint_deleted(objs, path):
    cps = [i for i, o in enumerate(objs) if o["type"] == "checkpoint"]
    del objs[cps[-1]]


def tamper_result_winner(objs, path):
    o = objs[-1]
    assert o["type"] == "result"
    o["winner"] = 1 - o["winner"] if o["winner"] is not None else 0


def tamper_result_reason(objs, path):
    objs[-1]["reason"] = "concede"


def tamper_result_hash(objs, path):
    objs[-1]["hash"] = "f" * 64


def tamper_result_deleted(objs, path):
    assert objs[-1]["type"] == "result"
    del objs[-1]


def tamper_event_deleted(objs, path):
    ev = [i for i, o in enumerate(objs) if o["type"] == "event"]
    del objs[ev[len(ev) // 2]]


def tamper_event_changed(objs, path):
    ev = [i for i, o in enumerate(objs) if o["type"] == "event" and o["kind"] == "draw"]
    objs[ev[-1]]["card"]["name"] = "Blue-Eyes White Dragon"


def tamper_version(objs, path):
    objs[0]["version"] = "0.0.0-tampered"


def tamper_seed(objs, path):
    objs[0]["seed"] += 1


def tamper_first_player(objs, path):
    objs[0]["first_player"] = 1 - objs[0]["first_player"]


def tamper_deck(objs, path):
    main = objs[0]["decks"][0]["main"]
    main[0], main[-1] = main[-1], main[0]


TAMPERS: dict[str, Callable] = {
    name[len("tamper_"):]: fn for name, fn in globals().items() if name.startswith("tamper_") and callable(fn)
}


#: What each tampering is refused with: a change that makes the re-run take another course is
#: caught at the first answer that no longer fits or at the next turn's state hash.
_DIVERGED = r"(answer \d+ (\(.+\) )?(is recorded for Player \d, but Player \d decides here|is not legal for Player \d's Decision" \
    r"|comes after the end of the duel)|turn \d+: state hash differs)"
TAMPER_ERRORS: dict[str, tuple[type, str]] = {
    "answer_appended": (ReplayMismatch, r"answer \d+ comes after the end of the duel \(after the answers before it: "
                                        r"Player \d wins on turn \d+"),
    "answer_changed": (ReplayMismatch, _DIVERGED),
    "answer_deleted": (ReplayMismatch, _DIVERGED),
    "answer_illegal": (ReplayMismatch, r"answer 1 \(999\) is not legal for Player 1's Decision \"Main Phase 1: choose an "
                                       r"action\": option 999 is not one of the options"),
    "answer_player": (ReplayMismatch, r"answer 1 is recorded for Player 2, but Player 1 decides here"),
    "checkpoint_deleted": (ReplayMismatch, r"the re-run reaches turn (\d+), but the file's turn checkpoints stop at turn \d+"),
    "checkpoint_hash": (ReplayMismatch, r"turn \d+: state hash differs at the start of the turn \(the file has [01]"),
    "deck": (ReplayMismatch, _DIVERGED),
    "event_changed": (ReplayMismatch, r'event \d+ differs: the file has "Player \d drew Blue-Eyes White Dragon", the re-run '
                                      r'"Player \d drew '),
    "event_deleted": (ReplayMismatch, r'event \d+ differs: the file has "'),
    "first_player": (ReplayMismatch, _DIVERGED),
    "result_deleted": (ReplayFormatError, r"it looks truncated \(its events end the duel, but the result line is missing\)"),
    "result_hash": (ReplayMismatch, r'the result differs: both say "Player \d wins on turn \d+ .*", but the final state hash '
                                    r"differs \(the file has ffffffffffffffff\.\.\."),
    "result_reason": (ReplayMismatch, r'the result differs: the file says "Player \d wins on turn \d+ \(opponent conceded\)", '
                                      r'the re-run "Player \d wins'),
    "result_winner": (ReplayMismatch, r'the result differs: the file says "Player (\d) wins on turn \d+ .*", the re-run '
                                      r'"Player (?!\1)\d wins'),
    "seed": (ReplayMismatch, _DIVERGED),
    "version": (ReplayMismatch, r"recorded with duelcore 0\.0\.0-tampered, this is duelcore "),
}


def test_every_tampering_has_its_expected_error() -> None:
    assert sorted(TAMPER_ERRORS) == sorted(TAMPERS)


@pytest.mark.parametrize("how", sorted(TAMPERS))
def test_tampered_log_is_refused(finished, tmp_path, how) -> None:
    """Each tampering is refused by an error that starts with the file (and line) and says what
    differs; the file's own lines are named by number."""
    duel, path = finished
    objs = read_jsonl(path)
    TAMPERS[how](objs, path)
    bad = write_jsonl(tmp_path / f"tampered-{how}.jsonl", objs)
    assert bad.read_text() != path.read_text()
    kind, pattern = TAMPER_ERRORS[how]
    with pytest.raises(kind) as exc:
        verify(bad)
    assert type(exc.value) is kind
    message = str(exc.value)
    assert message.startswith(f"{bad}:"), message
    assert re.search(pattern, message), message
    assert exc.value.path == bad


def test_version_mismatch_names_both_versions(one_log, tmp_path) -> None:
    _, path = one_log
    objs = read_jsonl(path)
    objs[0]["version"] = "9.9.9"
    with pytest.raises(ReplayMismatch, match=r"9\.9\.9.*" + __version__.replace(".", r"\.")):
        verify(write_jsonl(tmp_path / "v.jsonl", objs))


def test_checkpoint_mismatch_names_the_turn(finished, tmp_path) -> None:
    _, path = finished
    objs = read_jsonl(path)
    i = [k for k, o in enumerate(objs) if o["type"] == "checkpoint"][2]
    turn = objs[i]["turn"]
    objs[i]["hash"] = "0" * 64
    with pytest.raises(ReplayMismatch, match=rf"turn {turn}\b"):
        verify(write_jsonl(tmp_path / "c.jsonl", objs))


# ------------------------------------------------------------------------------ malformed files
def test_non_json_line_names_the_line(one_log, tmp_path) -> None:
    _, path = one_log
    text = path.read_text().splitlines()
    text[4] = "{not json"
    bad = tmp_path / "nonjson.jsonl"
    bad.write_text("\n".join(text) + "\n")
    with pytest.raises(ReplayFormatError, match=r"nonjson\.jsonl:5\b"):
        verify(bad)
    with pytest.raises(ReplayFormatError, match=r":5\b"):
        read_log(bad)


def test_first_line_not_a_header_names_line_1(one_log, tmp_path) -> None:
    _, path = one_log
    objs = read_jsonl(path)
    bad = write_jsonl(tmp_path / "noheader.jsonl", objs[1:])
    with pytest.raises(ReplayFormatError, match=r"noheader\.jsonl:1\b.*header"):
        verify(bad)
    # header moved below the first line
    bad2 = write_jsonl(tmp_path / "late.jsonl", [objs[1], objs[0]] + objs[2:])
    with pytest.raises(ReplayFormatError, match=r"late\.jsonl:1\b"):
        read_log(bad2)


@pytest.mark.parametrize("content", ["", "\n", "   \n\n"])
def test_empty_file_is_a_format_error(tmp_path, content) -> None:
    bad = tmp_path / "empty.jsonl"
    bad.write_text(content)
    with pytest.raises(ReplayFormatError, match=r"empty\.jsonl.*empty"):
        verify(bad)


@pytest.mark.parametrize(
    "line,why",
    [
        ('{"no_type": 1}', "no type"),
        ('[1, 2, 3]', "not an object"),
        ('"a string"', "a JSON string"),
        ('{"type": "bogus"}', "unknown type"),
        ('{"type": "answer", "player": 0}', "answer without an answer"),
        ('{"type": "answer", "player": "x", "answer": 0}', "player not a number"),
        ('{"type": "checkpoint", "turn": 1}', "checkpoint without a hash"),
    ],
)
def test_malformed_line_names_the_line(one_log, tmp_path, line, why) -> None:
    _, path = one_log
    text = path.read_text().splitlines()
    text.insert(3, line)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(text) + "\n")
    with pytest.raises(ReplayFormatError, match=r"bad\.jsonl:4\b"):
        read_log(bad)


def test_missing_file_and_not_a_duelcore_file(tmp_path) -> None:
    with pytest.raises(ReplayFormatError, match="nope.jsonl"):
        verify(tmp_path / "nope.jsonl")
    other = write_jsonl(tmp_path / "other.jsonl", [{"type": "header", "engine": "ygopro"}])
    with pytest.raises(ReplayFormatError, match=r"other\.jsonl:1"):
        verify(other)
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ReplayFormatError, match="binary.jsonl"):
        verify(binary)


@pytest.mark.parametrize("broken", ["no flags", "unknown flag", "bad seed"])
def test_bad_header_is_a_format_error(one_log, tmp_path, broken) -> None:
    _, path = one_log
    objs = read_jsonl(path)
    if broken == "no flags":
        del objs[0]["flags"]
    elif broken == "unknown flag":
        objs[0]["flags"]["no_such_flag"] = True
    else:
        objs[0]["seed"] = "not a seed"
    bad = write_jsonl(tmp_path / "hdr.jsonl", objs)
    with pytest.raises(ReplayFormatError):
        read_log(bad).record()  # documented: "ReplayFormatError: the header lacks a key or holds bad flags"
    with pytest.raises(ReplayFormatError):
        verify(bad)


@pytest.mark.parametrize("layout", ["blank line, no header", "blank line, answer before header"])
def test_header_must_come_first_even_after_a_blank_line(one_log, tmp_path, layout) -> None:
    _, path = one_log
    lines = path.read_text().splitlines()
    body = lines[1:] if layout == "blank line, no header" else [lines[1], lines[0]] + lines[2:]
    bad = tmp_path / "blank.jsonl"
    bad.write_text("\n" + "\n".join(body) + "\n")
    with pytest.raises(ReplayFormatError, match=r"blank\.jsonl:2\b"):
        verify(bad)


def test_a_second_header_is_refused(one_log, tmp_path) -> None:
    _, path = one_log
    objs = read_jsonl(path)
    first = {**objs[0], "seed": objs[0]["seed"] + 5}  # the header a reader sees on line 1
    bad = write_jsonl(tmp_path / "two-headers.jsonl", [first] + objs[1:] + [objs[0]])
    with pytest.raises((ReplayFormatError, ReplayMismatch)):
        verify(bad)


@pytest.mark.parametrize("extra", [{"seed": 999}, {"type": "agents"}, {"engine": "mine"}, {"version": "0"}])
def test_extra_header_keys_cannot_break_the_log(one_log, tmp_path, extra) -> None:
    duel, _ = one_log
    path = tmp_path / "extra.jsonl"
    try:
        write_log(duel, path, extra_header=extra)
    except (DuelcoreError, ValueError):
        return  # refusing a reserved key is fine
    assert_same_end(verify(path), duel)


def test_header_rules_name_must_match_its_flags(one_log, tmp_path) -> None:
    _, path = one_log
    objs = read_jsonl(path)
    objs[0]["rules"] = "2006" if objs[0]["rules"] == "modern" else "modern"
    with pytest.raises((ReplayMismatch, ReplayFormatError)):
        verify(write_jsonl(tmp_path / "rules.jsonl", objs))


# ------------------------------------------------------------------------------ other processes
_VERIFY_CHILD = """
import json, sys
from duelcore.engine.replay import verify
out = []
for path in sys.argv[1:]:
    d = verify(path)
    out.append({"hash": d.state_hash(), "result": None if d.result is None else d.result.to_dict(),
                "checkpoints": [[t, h] for t, h in d.record.checkpoints]})
print(json.dumps(out))
"""


@pytest.mark.parametrize("hashseed", ["123", "31337"])
def test_replay_verifies_in_a_fresh_process(finished, tmp_path, hashseed) -> None:
    duel, path = finished
    conceded = conceded_duel()
    cpath = tmp_path / "conceded.jsonl"
    write_log(conceded, cpath)
    scen = scenario_duel()
    play(scen, (make_agent("random", 5), make_agent("random", 6)))
    spath = tmp_path / "scenario.jsonl"
    write_log(scen, spath)
    proc = run_fresh_python(_VERIFY_CHILD, str(path), str(cpath), str(spath), hashseed=hashseed)
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout)
    for d, g in zip((duel, conceded, scen), got):
        assert g == {"hash": d.state_hash(), "result": d.result.to_dict(),
                     "checkpoints": [[t, h] for t, h in d.record.checkpoints]}
    # and a tampered copy is refused there too
    objs = read_jsonl(path)
    tamper_checkpoint_hash(objs, path)
    bad = write_jsonl(tmp_path / "bad.jsonl", objs)
    proc = run_fresh_python(_VERIFY_CHILD, str(bad), hashseed=hashseed)
    assert proc.returncode != 0 and "ReplayMismatch" in proc.stderr


# ------------------------------------------------------------------------------ scenarios
SETUP = {
    "turn": 3,
    "turn_player": 1,
    "phase": "Main Phase 1",
    "players": {
        1: {
            "lp": 3000,
            "hand": ["Dark Magician", "Celtic Guardian", "Feral Imp"],
            "deck": ["Mystical Elf", "Silver Fang", "Beaver Warrior", "Feral Imp", "Summoned Skull", "Mammoth Graveyard"],
            "gy": ["Silver Fang"],
            "extra_deck": ["Dragoness the Wicked Knight"],
            "main_monster_zones": {
                1: "Celtic Guardian",
                3: {"card": "Mystical Elf", "position": "face-down defense"},
            },
        },
        2: {
            "lp": 2600,
            "hand": ["Summoned Skull", "Giant Soldier of Stone"],
            "deck": ["Beaver Warrior", "Feral Imp", "Blue-Eyes White Dragon", "Mammoth Graveyard", "Silver Fang"],
            "banished": ["Feral Imp"],
            "extra_deck": ["Flame Swordsman", "Gaia the Dragon Champion"],
            "main_monster_zones": {
                2: {"card": "Giant Soldier of Stone", "position": "defense"},
                5: {"card": "Beaver Warrior", "position": "face-down defense", "turn_placed": 2},
            },
        },
    },
}


def scenario_duel(rules: str = "modern", seed: int = 4) -> Duel:
    return build_duel({**SETUP, "rules": rules}, seed=seed, hash_turns=True)


@pytest.mark.parametrize("rules", ["modern", "2006"])
def test_scenario_duel_round_trips(tmp_path, rules) -> None:
    duel = scenario_duel(rules)
    check_invariants(duel)
    for p in (0, 1):
        check_no_leak(duel, p)
    path0 = tmp_path / "start.jsonl"
    write_log(duel, path0)  # before any answer
    assert_same_end(verify(path0), duel)
    play(duel, (make_agent("random", 1), make_agent("greedy", 2)))
    check_invariants(duel)
    for p in (0, 1):
        check_no_leak(duel, p)
    path = tmp_path / "scenario.jsonl"
    write_log(duel, path)
    header = read_jsonl(path)[0]
    assert header["decks"] is None and header["setup"]["players"]["1"]["lp"] == 3000
    rerun = verify(path)
    assert_same_end(rerun, duel)
    clone = duel.clone()
    assert clone.state_hash() == duel.state_hash() and clone.result == duel.result
    # tampering is caught for scenario logs too
    objs = read_jsonl(path)
    objs[0]["setup"]["players"]["2"]["lp"] = 2500
    with pytest.raises(ReplayMismatch):
        verify(write_jsonl(tmp_path / "t.jsonl", objs))


# ------------------------------------------------------------------------------ concession
def conceded_duel(answers: int = 25, who: int = 0) -> Duel:
    duel = Duel.new([YUGI, KAIBA], seed=21, rules="modern", hash_turns=True)
    agents = (make_agent("random", 3), make_agent("random", 4))
    play_answers(duel, agents, answers)
    duel.concede(who)
    return duel


@pytest.mark.parametrize("answers,who", [(25, 0), (0, 0), (60, 1)])
def test_conceded_duel_replays(tmp_path, answers, who) -> None:
    duel = conceded_duel(answers, who)
    assert duel.result.winner == 1 - who and duel.result.reason == "concede"
    check_invariants(duel)
    path = tmp_path / "conceded.jsonl"
    write_log(duel, path)
    objs = read_jsonl(path)
    assert [o for o in objs if o["type"] == "answer"][-1] == {"type": "answer", "player": who, "answer": "concede"}
    rerun = verify(path)
    assert_same_end(rerun, duel)
    assert rerun.result.reason == "concede" and rerun.result.winner == 1 - who
    # the concession cannot be moved to the other player
    for o in objs:
        if o["type"] == "answer" and o["answer"] == "concede":
            o["player"] = 1 - o["player"]
    with pytest.raises(ReplayMismatch):
        verify(write_jsonl(tmp_path / "other.jsonl", objs))


def test_concede_after_the_end_is_refused() -> None:
    from duelcore.errors import DuelOver

    duel = conceded_duel()
    with pytest.raises(DuelOver):
        duel.concede(1)
    with pytest.raises(DuelOver):
        duel.apply_action(0)


@pytest.mark.parametrize("who", [2, -1])
def test_concede_by_a_bad_player_is_refused(who) -> None:
    from duelcore.errors import DuelcoreError

    duel = Duel.new([YUGI, KAIBA], seed=21)
    with pytest.raises(DuelcoreError):
        duel.concede(who)
    assert duel.result is None


def test_conceded_scenario_duel_replays(tmp_path) -> None:
    duel = scenario_duel("2006")
    duel.apply_action(0)
    duel.concede(1)
    path = tmp_path / "c.jsonl"
    write_log(duel, path)
    assert_same_end(verify(path), duel)


@pytest.mark.parametrize("name,value", [("starting_lp", -5), ("starting_lp", 0), ("opening_hand", -1),
                                        ("hand_limit", -1), ("turn_limit", -3)])
def test_rule_flags_out_of_range_are_refused(name, value):
    """A replay header (or any flags mapping) with a number out of range is refused by name."""
    from duelcore.state.flags import RuleFlags
    from duelcore.errors import DuelcoreError

    with pytest.raises(DuelcoreError, match=f"rule flag {name} must be"):
        RuleFlags.from_dict({name: value})


def test_state_hash_sees_materials_modifiers_and_player_effects():
    """The state hash (replay checkpoints, "nothing changed" checks) covers Xyz Materials, the ATK
    a modifier gives and player effects, not only where cards are."""
    from duelcore.scenarios import build_duel

    def zen(materials):
        return build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
            1: {"main_monster_zones": {1: {"card": "Wind-Up Zenmaister", "materials": materials}}}}})

    one, two = zen(["Rogue Doll"]), zen(["Rogue Doll", "Feral Imp"])
    assert one.state_hash() != two.state_hash()  # 2200 vs 2500 ATK, one material more
    before = one.state_hash()
    one.add_player_effect(0, "no_battle_damage")
    assert one.state_hash() != before


# ------------------------------------------------------------------------------ hashes when read
def test_state_hashes_are_computed_only_when_a_replay_reads_them(tmp_path) -> None:
    """A duel made without ``hash_turns`` records no checkpoints while it plays; writing its
    replay rebuilds it with them, so the file holds exactly the checkpoints of the same duel
    played with ``hash_turns=True``, and it verifies."""
    plain = Duel.new([YUGI, KAIBA], seed=7, rules="modern")
    play(plain, (make_agent("random", 7), make_agent("random", 8)))
    hashed = played_duel(seed=7)
    assert plain.record.checkpoints == [] and plain.record.answers == hashed.record.answers
    assert [t for t, _ in hashed.record.checkpoints] == list(range(1, hashed.result.turn + 1))
    write_log(plain, tmp_path / "plain.jsonl")
    write_log(hashed, tmp_path / "hashed.jsonl")
    lines = [o for o in read_jsonl(tmp_path / "plain.jsonl") if o["type"] == "checkpoint"]
    assert [(o["turn"], o["hash"]) for o in lines] == hashed.record.checkpoints
    assert read_jsonl(tmp_path / "plain.jsonl") == read_jsonl(tmp_path / "hashed.jsonl")
    assert verify(tmp_path / "plain.jsonl").record.checkpoints == hashed.record.checkpoints
