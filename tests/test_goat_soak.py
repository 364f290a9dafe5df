"""A slice of the Goat soak kept in the suite, and the soak script's own counting.

The slice: the 20 Goat tournament decks in 10 pairings of the soak's ring (deck 1 against deck 2,
3 against 4, ... 19 against 20), each pairing one duel random against random and one greedy
against greedy under ``--format goat``, played through ``duelcore sim``'s checked runner:
invariants after every Decision, hidden-information checks, and a replay of each duel that must
match. In each pairing each deck plays each side once and goes first once. These are duels of the
full soak (``python scripts/goat_soak.py``: the ring of 20 pairings, 100 random and 100 greedy
duels each from seed 180000; its figures are in docs/GOAT.md), the seeds 180000-180019.

Source: DESIGN §8 (soak tests); issue 18, item 4.
"""

from __future__ import annotations

import importlib.util

import pytest
from helpers import REPO_ROOT

from duelcore.interfaces.sim import DuelReport, simulate


def _soak_script():
    spec = importlib.util.spec_from_file_location("goat_soak", REPO_ROOT / "scripts" / "goat_soak.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SOAK = _soak_script()
GOAT = SOAK.goat_decks()
#: Every other pairing of the soak's ring: each Goat deck in exactly one.
PAIRS = SOAK.pairings(GOAT)[::2]


def test_the_ring_pairs_each_goat_deck_twice_and_the_slice_once():
    assert len(GOAT) == 20 and GOAT[0] == "01-goat-control-worlds-2020" and GOAT[-1] == "20-library-ftk"
    ring = SOAK.pairings(GOAT)
    assert ring[0] == ("01-goat-control-worlds-2020", "02-burn-goat-control")
    assert ring[-1] == ("20-library-ftk", "01-goat-control-worlds-2020")
    assert sorted(a for a, _ in ring) == sorted(GOAT) and sorted(b for _, b in ring) == sorted(GOAT)
    assert sorted(d for pair in PAIRS for d in pair) == sorted(GOAT)


def _report(seed, deck_a, deck_b, winning_deck, turns, problem=None):
    winner = {"A": 1, "B": 2, None: None}[winning_deck]
    return DuelReport(seed, deck_a, deck_b, ["random", "random"], "goat", 1, 1, winner, winning_deck,
                      "lp" if problem is None else "error", turns, 10, problem, None, "goat")


def test_the_soak_table_counts_each_duel_for_both_of_its_decks():
    reports = [_report(0, "x", "y", "A", 20), _report(1, "y", "x", "A", 30), _report(2, "x", "y", None, 40),
               _report(3, "x", "y", None, 0, "crash: RuntimeError: boom"),
               _report(4, "y", "z", "B", 10, "leak: AssertionError: LEAK of Sangan")]
    rows = SOAK.deck_rows(reports, ["x", "y", "z"])
    assert rows == [
        {"deck": "x", "duels": 4, "wins": 1, "losses": 1, "draws": 1, "mean_turns": 30.0,
         "crash": 1, "invariant": 0, "leak": 0, "replay mismatch": 0},
        {"deck": "y", "duels": 5, "wins": 1, "losses": 1, "draws": 1, "mean_turns": 30.0,
         "crash": 1, "invariant": 0, "leak": 1, "replay mismatch": 0},
        {"deck": "z", "duels": 1, "wins": 0, "losses": 0, "draws": 0, "mean_turns": 0.0,
         "crash": 0, "invariant": 0, "leak": 1, "replay mismatch": 0},
    ]
    assert SOAK.table(rows).splitlines() == [
        "| deck | duels | wins | losses | draws | crashes | invariant | leaks | replay | mean turns |",
        "|---|---|---|---|---|---|---|---|---|---|",
        "| x | 4 | 1 | 1 | 1 | 1 | 0 | 0 | 0 | 30.0 |",
        "| y | 5 | 1 | 1 | 1 | 1 | 0 | 1 | 0 | 30.0 |",
        "| z | 1 | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 0.0 |",
    ]


@pytest.mark.parametrize("k,deck_a,deck_b", [(k, a, b) for k, (a, b) in enumerate(PAIRS)],
                         ids=[f"{a[:2]}-{b[:2]}" for a, b in PAIRS])
def test_goat_deck_pair_soak(k, deck_a, deck_b, tmp_path):
    # Seed 180000 + 2k puts deck A on player 1, seed 180000 + 2k + 1 on player 2; both have player
    # k % 2 + 1 go first, so deck A goes first in one of the two duels (duelcore.interfaces.sim.sides).
    seed = SOAK.FIRST_SEED + 2 * k
    reports = simulate(deck_a, deck_b, [seed], agents=("random", "random"), format="goat",
                       replays=str(tmp_path), leak_every=25)
    reports += simulate(deck_a, deck_b, [seed + 1], agents=("greedy", "greedy"), format="goat",
                        replays=str(tmp_path), leak_every=25)
    assert [(r.seed, r.problem) for r in reports] == [(seed, None), (seed + 1, None)]
    assert all(r.format == "goat" and r.rules == "goat" and r.turns > 0 for r in reports)
    assert [r.a_player for r in reports] == [1, 2]
    assert sorted(r.first_player == r.a_player for r in reports) == [False, True]
