#!/usr/bin/env python3
"""The Goat soak: every shipped Goat tournament deck in checked duels under ``--format goat``.

The 20 decks of ``duelcore/decks/data/goat/`` (``01-goat-control-worlds-2020`` ...
``20-library-ftk``) are paired in a ring: deck i against deck i+1 (the last against the first), 20
pairings. Each pairing plays ``-n`` duels random against random and ``-n`` duels greedy against
greedy through the soak runner of ``duelcore sim`` (:func:`duelcore.interfaces.sim.simulate`):
invariants after every Decision, hidden-information checks, and a replay of every duel that must
rebuild the same final state. Seed ``s`` puts each deck on each side and each side first equally
often over any 4 consecutive seeds (``duelcore.interfaces.sim.sides``), so with the default
``-n 100`` each deck plays 400 duels: 200 random and 200 greedy, 100 as each player, going first in
half of them.

Each pairing and agent pair has its own results file, ``OUT/<deck A>--<deck B>.<agents>.jsonl``,
and its own replay folder, ``OUT/replays/<deck A>--<deck B>.<agents>/seed-N.jsonl`` (the replay of
each broken duel, for ``duelcore replay``). Results are appended as duels end: run the same command
again to resume; delete ``OUT`` to play everything again (after a change to the engine or a card).

At the end it prints one table, a row per deck (its duels in both of its pairings): duels, wins,
losses, draws, crashes, invariant violations, leaks, replay mismatches and mean turns (over the
duels that did not break), then the totals and every broken duel with its replay.

Usage (from the repository root; about 35 minutes with --jobs 2 on the shared 2-core machine)::

    python scripts/goat_soak.py                      # 20 pairings x (100 random + 100 greedy), --jobs 2
    python scripts/goat_soak.py -n 20 --out /tmp/gs  # a quicker pass
    python scripts/goat_soak.py --pairing 7          # only pairing 7 (08-chaos-turbo... vs 09-bazoo...)

One pairing's run is the same as ``duelcore sim DECK_A DECK_B --format goat -n 100 --start 180000
--agents greedy,greedy --jobs 2 --out OUT/DECK_A--DECK_B.greedy-greedy.jsonl --replays
OUT/replays/DECK_A--DECK_B.greedy-greedy``.

Exit status: 0 when no duel broke; 1 when some duel crashed, broke an invariant, leaked hidden
information or did not replay; 2 on wrong usage.

Source: DESIGN §8 (soak tests); issue 18, item 4 (each Goat deck in at least 200 duels, random
against random and greedy against greedy, with zero problems).
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

from duelcore.decks import shipped_decks
from duelcore.interfaces.sim import DuelReport, read_reports, simulate, summary

#: The agent pairs every pairing plays.
AGENT_PAIRS = (("random", "random"), ("greedy", "greedy"))
#: The first seed (each pairing plays the same seeds: seed, seed + 1, ...).
FIRST_SEED = 180_000
#: The kinds of problem, as ``summary`` counts them, and their column titles.
PROBLEMS = (("crash", "crashes"), ("invariant", "invariant"), ("leak", "leaks"), ("replay mismatch", "replay"))


def goat_decks() -> list[str]:
    """The short names of the shipped Goat decks, in their shipped order (01 ... 20)."""
    return [name for name, path in shipped_decks().items() if path.parent.name == "goat"]


def pairings(decks: list[str]) -> list[tuple[str, str]]:
    """The ring of pairings: (deck i, deck i+1), the last deck against the first."""
    return [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]


def run_name(deck_a: str, deck_b: str, agents: tuple[str, str]) -> str:
    """The stem of one run's results file and replay folder: ``A--B.random-random``."""
    return f"{deck_a}--{deck_b}.{'-'.join(agents)}"


def deck_rows(reports: list[DuelReport], decks: list[str]) -> list[dict]:
    """One row per deck of ``decks`` over ``reports``: its duels, wins, losses, draws, each kind of
    problem and the mean turns of its duels that did not break."""
    rows = []
    for deck in decks:
        mine = [(r, "A" if r.deck_a == deck else "B") for r in reports if deck in (r.deck_a, r.deck_b)]
        ok = [(r, side) for r, side in mine if r.problem is None]
        row = {"deck": deck, "duels": len(mine),
               "wins": sum(r.winning_deck == side for r, side in ok),
               "losses": sum(r.winning_deck not in (None, side) for r, side in ok),
               "draws": sum(r.winning_deck is None for r, _ in ok),
               "mean_turns": sum(r.turns for r, _ in ok) / len(ok) if ok else 0.0}
        for kind, _ in PROBLEMS:
            row[kind] = sum(bool(r.problem and r.problem.startswith(kind)) for r, _ in mine)
        rows.append(row)
    return rows


def table(rows: list[dict]) -> str:
    """The per-deck table as Markdown (a row per deck, then the totals; each duel counts for both
    of its decks in the rows and once in the totals)."""
    head = ["deck", "duels", "wins", "losses", "draws"] + [title for _, title in PROBLEMS] + ["mean turns"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [row["deck"]] + [str(row[k]) for k in ("duels", "wins", "losses", "draws")]
        cells += [str(row[kind]) for kind, _ in PROBLEMS] + [f"{row['mean_turns']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the soak (resuming from ``--out``) and print the table; returns the exit status."""
    decks = goat_decks()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--duels", type=int, default=100,
                        help="duels per pairing for each agent pair (default 100; a multiple of 4 keeps sides even)")
    parser.add_argument("--start", type=int, default=FIRST_SEED, help=f"the first seed (default {FIRST_SEED})")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--out", default="goat-soak", help="folder of the results and replays (default goat-soak)")
    parser.add_argument("--leak-every", type=int, default=10,
                        help="check views and Decisions for leaks every this many Decisions (default 10, as duelcore sim)")
    parser.add_argument("--pairing", type=int, action="append", choices=range(len(decks)), metavar="I",
                        help="play only pairing I (0-19: deck I+1 against the next; repeatable); the table covers all")
    args = parser.parse_args(argv)
    if args.duels < 1 or args.jobs < 1 or args.leak_every < 0 or args.start < 0:
        parser.error("-n and --jobs must be at least 1, --start and --leak-every at least 0")

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    seeds = range(args.start, args.start + args.duels)
    began = time.monotonic()
    files = []
    for i, (deck_a, deck_b) in enumerate(pairings(decks)):
        for agents in AGENT_PAIRS:
            name = run_name(deck_a, deck_b, agents)
            path = out / f"{name}.jsonl"
            files.append(path)
            if args.pairing and i not in args.pairing:
                continue
            t0 = time.monotonic()
            new = simulate(deck_a, deck_b, seeds, agents=agents, format="goat", out=path,
                           replays=str(out / "replays" / name), leak_every=args.leak_every, jobs=args.jobs)
            s = summary([r for r in read_reports([path]) if r.seed in seeds])
            bad = sum(s["problems"].values())
            print(f"pairing {i:2d} {name}: {s['duels']} duels ({len(new)} new, {time.monotonic() - t0:.0f} s), "
                  f"{bad} broken", flush=True)

    reports = [r for r in read_reports([p for p in files if p.exists()]) if r.seed in seeds]
    rows = deck_rows(reports, decks)
    print()
    print(f"Goat soak, --format goat, seeds {seeds.start}-{seeds.stop - 1}, agents "
          f"{' and '.join(','.join(a) for a in AGENT_PAIRS)}, results in {out}")
    print(table(rows))
    s = summary(reports)
    p = s["problems"]
    print(f"\n{s['duels']} duels ({sum(r.agents[0] == 'random' for r in reports)} random, "
          f"{sum(r.agents[0] == 'greedy' for r in reports)} greedy), draws {s['draws']}; crashes {p['crash']}, "
          f"invariant violations {p['invariant']}, leaks {p['leak']}, replay mismatches {p['replay mismatch']}; "
          f"this run {time.monotonic() - began:.0f} s")
    for r in reports:
        if r.problem:
            print(f"  {r.deck_a} vs {r.deck_b} ({','.join(r.agents)}) seed {r.seed}: {r.problem.splitlines()[0]}"
                  + (f" (replay: {r.replay})" if r.replay else ""))
    return 1 if s["broken"] else 0


if __name__ == "__main__":
    sys.exit(main())
