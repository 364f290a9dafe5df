"""The soak runner (`duelcore sim`, duelcore.interfaces.sim): checked duels, sides and first players
shared out by seed, results that resume, broken duels reported with a replay.

Source: DESIGN §8 (soak tests); the duelcore brief (sim with win rates, confidence intervals, mean turns,
broken duels saved as replays, split by seed range, resumable)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from duelcore.agents.base import AGENTS, Agent
from duelcore.engine.replay import verify
from duelcore.interfaces.cli import main
from duelcore.interfaces.sim import read_reports, sides, simulate, summary, wilson


def test_sides_share_out_decks_and_first_players():
    """Over 4 consecutive seeds each deck plays each side once as the first player."""
    assert [sides(s) for s in range(4)] == [(0, 0), (1, 0), (0, 1), (1, 1)]


def test_wilson_interval():
    lo, hi = wilson(8, 10)
    assert round(lo, 3) == 0.490 and round(hi, 3) == 0.943
    assert wilson(0, 0) == (0.0, 1.0)


def test_simulate_reports_each_duel_and_resumes(tmp_path):
    out = tmp_path / "soak.jsonl"
    reports = simulate("normal-yugi", "normal-kaiba", range(4), out=out, replays=str(tmp_path / "r"))
    assert [r.seed for r in reports] == [0, 1, 2, 3]
    assert [r.a_player for r in reports] == [1, 2, 1, 2]
    assert [r.first_player for r in reports] == [1, 1, 2, 2]
    assert all(r.problem is None and r.reason in ("lp", "deck_out") and r.turns > 0 for r in reports)
    for r in reports:
        assert r.winning_deck == ("A" if r.winner == r.a_player else "B")
    s = summary(reports)
    assert s["deck_a_wins"] + s["deck_b_wins"] + s["draws"] == 4
    assert s["problems"] == {"crash": 0, "invariant": 0, "leak": 0, "replay mismatch": 0}
    # Resume: the 4 seeds done are skipped, only seeds 4 and 5 are played.
    more = simulate("normal-yugi", "normal-kaiba", range(6), out=out)
    assert [r.seed for r in more] == [4, 5]
    assert sorted(r.seed for r in read_reports([out])) == [0, 1, 2, 3, 4, 5]
    assert len(out.read_text().splitlines()) == 6


class _Broken(Agent):
    """Answers its tenth Decision with an illegal answer."""

    def __init__(self, seed: int) -> None:
        self.n = 0

    def choose(self, decision, view):
        self.n += 1
        return 10_000 if self.n == 10 else 0


def test_a_broken_duel_is_reported_with_a_replay(tmp_path, monkeypatch):
    monkeypatch.setitem(AGENTS, "broken", _Broken)
    reports = simulate("normal-yugi", "normal-kaiba", [7], agents=("broken", "random"), replays=str(tmp_path))
    (r,) = reports
    assert r.problem.startswith("crash: IllegalAnswer")
    assert r.replay == str(tmp_path / "seed-7.jsonl")
    game = verify(r.replay)  # the replay holds the duel up to the broken answer
    assert game.result is None


def test_cli_sim_prints_rates_and_writes_results(tmp_path):
    out = tmp_path / "soak.jsonl"
    res = CliRunner().invoke(main, ["sim", "normal-yugi", "normal-kaiba", "-n", "3", "--out", str(out),
                                    "--no-progress", "--replays", str(tmp_path / "r")])
    assert res.exit_code == 0, res.output
    assert "3 duels (modern), normal-yugi (random) vs normal-kaiba (random), seeds 0-2" in res.output
    assert "crashes: 0, invariant violations: 0, leaks: 0, replay mismatches: 0" in res.output
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["seed"] for line in lines] == [0, 1, 2]


def test_cli_sim_refuses_a_bad_deck():
    res = CliRunner().invoke(main, ["sim", "no-such-deck", "normal-kaiba", "-n", "1", "--no-progress"])
    assert res.exit_code == 1
    assert "no-such-deck" in res.output
