"""A slice of the Goat soak kept in the suite: the 20 Goat tournament decks in 10 pairings (deck 1
against deck 2, 3 against 4, ... 19 against 20), each pairing one duel random against random and one
greedy against greedy under ``--format goat``, played through ``duelcore sim``'s checked runner:
invariants after every Decision, hidden-information checks, and a replay of each duel that must
match. In each pairing each deck plays each side once and goes first once.

These are duels of the full soak (``python scripts/goat_soak.py``: the ring of 20 pairings, 100
random and 100 greedy duels each from seed 180000; its figures are in docs/GOAT.md), the seeds
180000-180019. Source: DESIGN §8 (soak tests); issue 18, item 4.
"""

from __future__ import annotations

import pytest

from duelcore.decks import shipped_decks
from duelcore.interfaces.sim import simulate

GOAT = [name for name, path in shipped_decks().items() if path.parent.name == "goat"]
PAIRS = [(GOAT[i], GOAT[i + 1]) for i in range(0, len(GOAT), 2)]


def test_the_slice_covers_the_20_goat_decks():
    assert len(GOAT) == 20 and GOAT[0] == "01-goat-control-worlds-2020" and GOAT[-1] == "20-library-ftk"
    assert sorted(d for pair in PAIRS for d in pair) == sorted(GOAT)


@pytest.mark.parametrize("k,deck_a,deck_b", [(k, a, b) for k, (a, b) in enumerate(PAIRS)],
                         ids=[f"{a[:2]}-{b[:2]}" for a, b in PAIRS])
def test_goat_deck_pair_soak(k, deck_a, deck_b, tmp_path):
    # Seed 180000 + 2k puts deck A on player 1, seed 180000 + 2k + 1 on player 2; both have player
    # k % 2 + 1 go first, so deck A goes first in one of the two duels (duelcore.interfaces.sim.sides).
    seed = 180_000 + 2 * k
    reports = simulate(deck_a, deck_b, [seed], agents=("random", "random"), format="goat",
                       replays=str(tmp_path), leak_every=25)
    reports += simulate(deck_a, deck_b, [seed + 1], agents=("greedy", "greedy"), format="goat",
                        replays=str(tmp_path), leak_every=25)
    assert [(r.seed, r.problem) for r in reports] == [(seed, None), (seed + 1, None)]
    assert all(r.format == "goat" and r.rules == "goat" and r.turns > 0 for r in reports)
    assert [r.a_player for r in reports] == [1, 2]
    assert sorted(r.first_player == r.a_player for r in reports) == [False, True]
