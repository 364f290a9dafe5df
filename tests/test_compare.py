"""benchmarks/compare.py, the tool that measures this tree against an earlier commit: the report's
arithmetic from given numbers (per-round figures, medians over rounds, paired ratios), sharing out
the same-games duels and comparing their digests, the digests of a duel (stable, and changed by
one answer), the API shim, and two real runs against HEAD: the same games (every duel matches)
and a small speed run (both sides play the same duels). No figure of time is asserted.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import shutil
import subprocess
import sys
from types import SimpleNamespace

import pytest
from helpers import REPO_ROOT

from duelcore.agents import make_agent, play

sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
import _measure  # noqa: E402
import compare  # noqa: E402


def _child(seconds: float, cpu: float, duels: int, decisions: int, turns: int, early: float | None,
           late: float | None, clone: dict[str, float | None], view: float, rss: float) -> dict:
    """A speed child's JSON as _measure.measure_speed writes it; bands other than 1-10 and 61-80
    hold 100 µs."""
    bands = {b: {"decisions": 1, "median_us": 100.0} for b in compare.BANDS}
    bands["1-10"] = {"decisions": 0 if early is None else 1, "median_us": early}
    bands["61-80"] = {"decisions": 0 if late is None else 1, "median_us": late}
    return {"duels": duels, "seconds": seconds, "cpu_seconds": cpu, "decisions": decisions, "turns": turns,
            "bands": bands, "rss_mib": rss, "clone_ms": clone, "clone_duel_decisions": 470, "view_us": view}


def test_round_figures_from_a_childs_numbers():
    f = compare.round_figures(_child(2.0, 2.5, 10, 3000, 500, 200.0, 500.0,
                                     {"1": 5.0, "100": 90.0, "200": None, "400": None}, 360.0, 47.5))
    assert f == {
        "duels_per_s": 5.0, "decisions_per_s": 1500.0, "turns_per_duel": 50.0, "decisions_per_duel": 300.0,
        "ms_per_turn": 4.0, "duels_per_cpu_s": 4.0,
        "band_us": {"1-10": 200.0, "11-20": 100.0, "21-40": 100.0, "41-60": 100.0, "61-80": 500.0, "81+": 100.0},
        "late_early": 2.5, "clone_ms": {"1": 5.0, "100": 90.0, "200": None, "400": None}, "view_us": 360.0,
        "rss_mib": 47.5,
    }


def test_medians_over_rounds_and_paired_ratios_from_given_numbers():
    clone = {"1": 1.0, "100": 2.0, "200": 4.0, "400": None}
    this = [compare.round_figures(c) for c in (
        _child(2.0, 2.0, 10, 3000, 500, 100.0, 150.0, clone, 100.0, 40.0),   # 5 duels/s, 4 ms a turn
        _child(1.0, 1.0, 10, 3000, 500, 120.0, None, clone, 120.0, 41.0),    # 10 duels/s, 2 ms a turn
        _child(4.0, 4.0, 10, 3000, 500, 110.0, 220.0, clone, 110.0, 42.0),   # 2.5 duels/s, 8 ms a turn
    )]
    rev = [compare.round_figures(c) for c in (
        _child(8.0, 8.0, 10, 4000, 400, 400.0, 800.0, clone, 300.0, 47.0),   # 1.25 duels/s, 20 ms a turn
        _child(4.0, 4.0, 10, 4000, 400, 400.0, 600.0, clone, 360.0, 48.0),   # 2.5 duels/s, 10 ms a turn
        _child(5.0, 5.0, 10, 4000, 400, 500.0, 1000.0, clone, 330.0, 46.0),  # 2 duels/s, 12.5 ms a turn
    )]
    ratios = compare.paired_ratios(this, rev)
    assert ratios == {"duels_per_s": [4.0, 4.0, 1.25], "per_turn": [5.0, 5.0, 1.5625],
                      "median_duels_per_s": 4.0, "median_per_turn": 5.0}
    mine = compare.side_medians(this)
    assert (mine["duels_per_s"], mine["ms_per_turn"], mine["view_us"], mine["rss_mib"]) == (5.0, 4.0, 110.0, 41.0)
    # The empty 61-80 band of round 2 is left out of the median; so is its late/early ratio.
    assert mine["band_us"]["61-80"] == 185.0 and mine["band_us"]["1-10"] == 110.0
    assert mine["late_early"] == 1.75
    assert mine["clone_ms"] == {"1": 1.0, "100": 2.0, "200": 4.0, "400": None}
    theirs = compare.side_medians(rev)
    assert (theirs["duels_per_s"], theirs["late_early"], theirs["band_us"]["61-80"]) == (2.0, 2.0, 800.0)
    with pytest.raises(ValueError, match="as many rounds of each side, got 3 and 2"):
        compare.paired_ratios(this, rev[:2])


def test_rounds_alternate_the_sides():
    assert compare.round_orders(4) == [("this", "rev"), ("rev", "this"), ("this", "rev"), ("rev", "this")]


def test_same_games_duels_are_shared_out_over_every_combination():
    pairs = list(itertools.combinations(compare.STARTER, 2))
    jobs = compare.same_games_jobs(pairs, ["random,random", "greedy,greedy"], ["modern", "2006"], 50, first_seed=7)
    assert len(jobs) == 24
    assert [len(j["seeds"]) for j in jobs] == [3, 3] + [2] * 22
    assert jobs[0] == {"decks": ["yugi", "kaiba"], "agents": ["random", "random"], "rules": "modern",
                       "seeds": [7, 8, 9]}
    assert jobs[23] == {"decks": ["joey", "pegasus"], "agents": ["greedy", "greedy"], "rules": "2006",
                        "seeds": [30, 31]}
    few = compare.same_games_jobs(pairs, ["random,random"], ["modern"], 4)
    assert [(j["decks"], j["seeds"]) for j in few] == [
        (["yugi", "kaiba"], [0]), (["yugi", "joey"], [1]), (["yugi", "pegasus"], [2]), (["kaiba", "joey"], [3])]


def test_compare_games_counts_each_digest_and_names_the_first_that_differ():
    def line(seed: int, answers: str = "a", events: str = "e", result: str = "r") -> dict:
        return {"key": ["yugi", "kaiba", "random,random", "modern", seed], "answers": answers, "events": events,
                "result": result}

    this = [line(0), line(1, events="x"), line(2, answers="y", events="y"), line(3),
            {"key": ["yugi", "kaiba", "random,random", "modern", 4], "error": "CardScriptError: boom"}]
    rev = [line(0), line(1), line(2), line(3), line(4), line(5)]
    result = compare.compare_games(this, rev, first=3)
    key = ("yugi", "kaiba", "random,random", "modern")
    assert result == {
        "compared": 6, "match": {"answers": 3, "events": 2, "result": 4}, "all_match": False, "differing": 4,
        "differ": [(key + (1,), ["events"], None), (key + (2,), ["answers", "events"], None),
                   (key + (4,), ["answers", "events", "result"], "this tree: CardScriptError: boom")],
    }
    assert compare.games_report(result, "6d4e10d") == [
        "duels compared: 6",
        "answers digests that match: 3 of 6",
        "events digests that match: 2 of 6",
        "result digests that match: 4 of 6",
        "duels that differ: 4; the first 3:",
        "  yugi vs kaiba, random,random, rules modern, seed 1: events differ",
        "  yugi vs kaiba, random,random, rules modern, seed 2: answers, events differ",
        "  yugi vs kaiba, random,random, rules modern, seed 4: answers, events, result differ "
        "(this tree: CardScriptError: boom)",
    ]
    same = compare.compare_games(rev, rev)
    assert (same["all_match"], same["match"], same["differ"]) == (True, {d: 6 for d in compare.DIGESTS}, [])
    assert compare.games_report(same, "abc1234")[-1] == "every duel plays as on abc1234"


def test_the_digests_of_a_duel_are_stable_and_one_answer_changes_them():
    api = _measure.ApiShim()
    decks = [api.load_deck(d, api.db) for d in ("yugi", "kaiba")]
    first = _measure.play_one(api, decks, 11, "modern", ("random", "random"))
    again = _measure.play_one(api, decks, 11, "modern", ("random", "random"))
    digests = _measure.duel_digests(first, api)
    assert digests == _measure.duel_digests(again, api)
    assert all(len(d) == 64 for d in digests.values())

    # The same duel with one answer changed (the first Decision with more than one option), played
    # on by random agents: its answers and events differ.
    changed = api.Duel.new(decks, seed=11, rules="modern", db=api.db)
    answers = first.record.answers
    k = 0
    while len(changed.decision.options) < 2:
        changed.apply_action(answers[k][1])
        k += 1
    other = 1 if answers[k][1] == 0 else 0
    changed.apply_action(other)
    play(changed, [make_agent("random", 23), make_agent("random", 24)])
    assert changed.record.answers[:k] == answers[:k] and changed.record.answers[k] != answers[k]
    altered = _measure.duel_digests(changed, api)
    assert altered["answers"] != digests["answers"]
    assert altered["events"] != digests["events"]


def test_digests_read_canonical_json():
    assert _measure.canonical_json({"b": (1, 2), "a": None}) == '{"a":null,"b":[1,2]}'
    assert _measure.digest_answers([(0, 1), (1, (0, 2))]) == _measure.digest_answers([[0, 1], [1, [0, 2]]])
    assert _measure.digest_answers([(0, 1)]) != _measure.digest_answers([(1, 1)])
    with pytest.raises(TypeError):
        _measure.digest_events([{"card": object()}])
    result = SimpleNamespace(winner=None, reason="turn_limit", turn=300)
    assert _measure.digest_result(result) == hashlib.sha256(
        b'{"reason":"turn_limit","turn":300,"winner":null}').hexdigest()


def test_the_shim_reads_the_all_seeing_rendering_of_every_tree():
    rendering = {"kind": "draw", "turn": 1, "player": 0}
    assert _measure.ApiShim.all_seeing(SimpleNamespace(all_seeing=rendering)) is rendering  # today
    assert _measure.ApiShim.all_seeing(SimpleNamespace(data=rendering)) is rendering  # 6d4e10d
    assert [_measure.band_of(t) for t in (0, 1, 10, 11, 20, 21, 40, 41, 60, 61, 80, 81, 300)] == [
        "1-10", "1-10", "1-10", "11-20", "11-20", "21-40", "21-40", "41-60", "41-60", "61-80", "61-80", "81+",
        "81+"]


def _head() -> str | None:
    """The commit hash of HEAD, or None without git or outside a git checkout."""
    if shutil.which("git") is None:
        return None
    done = subprocess.run(["git", "-C", str(REPO_ROOT), "rev-parse", "--verify", "HEAD"], capture_output=True,
                          text=True)
    return done.stdout.strip() if done.returncode == 0 else None


needs_git = pytest.mark.skipif(_head() is None, reason="needs git and a git checkout of the repository")


def _compare(*args: str) -> subprocess.CompletedProcess:
    """Run benchmarks/compare.py with ``args``; the timeout only bounds a process that hangs."""
    return subprocess.run([sys.executable, str(REPO_ROOT / "benchmarks" / "compare.py"), *args],
                          capture_output=True, text=True, timeout=300)


@needs_git
def test_same_games_against_head_itself_all_match():
    done = _compare("--against", "HEAD", "--same-games", "-n", "6", "--decks", "yugi", "kaiba",
                    "--agents", "random,random", "greedy,greedy", "--rules", "modern")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-5:] == [
        "duels compared: 6",
        "answers digests that match: 6 of 6",
        "events digests that match: 6 of 6",
        "result digests that match: 6 of 6",
        f"every duel plays as on {_head()[:7]}",
    ]


@needs_git
def test_speed_run_against_head_plays_the_same_duels_on_both_sides(tmp_path):
    out = tmp_path / "speed.json"
    done = _compare("--against", "HEAD", "-n", "1", "--rounds", "2", "--clones", "1", "--json", str(out))
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text())
    assert [r["order"] for r in data["rounds"]] == [["this", "rev"], ["rev", "this"]]
    sides = [(r["this"], r["rev"]) for r in data["rounds"]]
    for this, rev in sides:
        assert (this["duels"], this["decisions"], this["turns"], this["clone_duel_decisions"]) == \
               (rev["duels"], rev["decisions"], rev["turns"], rev["clone_duel_decisions"])
        assert this["duelcore"] == str(REPO_ROOT.resolve() / "duelcore")
        assert rev["duelcore"] != this["duelcore"]
        if data["cpu"] is not None:
            assert this["cpus"] == rev["cpus"] == [data["cpu"]]
    labels = [line[:34].rstrip() for line in done.stdout.splitlines()]
    for label in ("duels/s", "decisions/s", "turns per duel", "decisions per duel", "time per turn (ms)",
                  "µs per decision, turns 61-80", "late/early (61-80 / 1-10)", "clone() at decision 400 (ms)",
                  "view(player) (µs)", "peak RSS (MiB)"):
        assert label in labels
    assert done.stdout.splitlines()[-1].startswith("median ")
