#!/usr/bin/env python3
"""Benchmark: full random duels on one core.

Plays N complete duels between two random agents and prints duels/s, decisions/s, mean
decisions per duel, mean turns per duel and the peak resident memory of the process, and the
duels per second of the process's own CPU time (less sensitive to a busy machine). With
``--repeat R`` it plays the same N duels R times and prints each run's duels/s and their median
and spread (the duels are the same every time; only the time changes). It also prints what the
figures depend on: the CPU, the Python version and the load average when it started (a busy
machine gives lower figures).

By default it plays the real Starter Deck: Yugi against Starter Deck: Kaiba; ``--decks`` takes
any two deck names, .ydk paths or ydke:// links (e.g. ``normal-yugi normal-kaiba``, the Normal
Monster decks, for the engine's bare speed). ``--format goat`` plays a duel of the Goat format (its
rules preset and its card texts of 2005; ``--decks`` defaults to the format's decks then, Goat
Control against Chaos Turbo). ``--agents greedy,random`` chooses the two agents.

Usage: python benchmarks/random_duels.py [-n 200] [--repeat 5] [--decks yugi kaiba] [--rules modern]
       [--format goat] [--agents random,random]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time

from _duels import add_duel_options, check_duel_options
from _machine import machine_line
from duelcore.agents import make_agent, play
from duelcore.cards.database import CardDatabase
from duelcore.decks import load_deck
from duelcore.decks.game_formats import FORMATS
from duelcore.engine.duel import Duel
from duelcore.errors import DuelcoreError


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns the exit code (0)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_duel_options(ap, duels=200)
    ap.add_argument("--rules", default=None, choices=["modern", "2006", "goat"],
                    help="the rules preset (default: the format's, else modern)")
    ap.add_argument("--agents", default="random,random", metavar="A,B",
                    help="the agents of player 1 and player 2 (random, greedy; default random,random)")
    args = ap.parse_args(argv)
    deck_names = check_duel_options(ap, args)
    agents = [a.strip() for a in args.agents.split(",")]
    if len(agents) != 2:
        ap.error("--agents takes two agents, e.g. random,random")
    rules = args.rules or (FORMATS[args.format_name].rules if args.format_name else "modern")
    db = CardDatabase.default()
    try:
        decks = [load_deck(d, db) for d in deck_names]
        Duel.new(decks, seed=args.seed, rules=rules, db=db, format=args.format_name)
        for a in agents:
            make_agent(a, 0)
    except DuelcoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(machine_line())
    rates: list[float] = []
    cpu_rates: list[float] = []
    for _ in range(args.repeat):
        cpu_start = time.process_time()
        elapsed, decisions, turns, wins = _run(decks, args.duels, args.seed, rules, args.format_name, agents, db)
        rates.append(args.duels / elapsed)
        cpu_rates.append(args.duels / (time.process_time() - cpu_start))
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    n = args.duels
    played_as = f"format {args.format_name}" if args.format_name else f"rules {rules}"
    print(f"decks: {deck_names[0]} vs {deck_names[1]}, {played_as}, {n} duels, {agents[0]} vs {agents[1]}, one core")
    print(f"time: {elapsed:.2f} s (the last run)")
    print(f"duels/s: {statistics.median(rates):.1f}")
    if args.repeat > 1:
        runs = ", ".join(f"{r:.1f}" for r in rates)
        print(f"duels/s of the {args.repeat} runs: {runs} (median {statistics.median(rates):.1f}, "
              f"spread {min(rates):.1f}-{max(rates):.1f})")
    print(f"duels per CPU-second: {statistics.median(cpu_rates):.1f} (the process's own CPU time: "
          "close to duels/s on an idle core, higher when other programs share it)")
    print(f"decisions/s: {decisions / n * statistics.median(rates):.0f}")
    print(f"mean decisions per duel: {decisions / n:.1f}")
    print(f"mean turns per duel: {turns / n:.1f}")
    print(f"results: player 1 won {wins[0]}, player 2 won {wins[1]}, draws {wins[2]}")
    print(f"peak RSS: {peak_kib / 1024:.1f} MiB")
    return 0


def _run(decks: list, n: int, first_seed: int, rules: str, format_name: str | None, agents: list[str],
         db: CardDatabase) -> tuple[float, int, int, list[int]]:
    """Play ``n`` duels of ``agents`` (seeds ``first_seed`` ..); returns (seconds, answers, turns,
    wins of player 1, player 2 and draws)."""
    decisions = turns = 0
    wins = [0, 0, 0]
    start = time.perf_counter()
    for i in range(n):
        seed = first_seed + i
        duel = Duel.new(decks, seed=seed, rules=rules, db=db, format=format_name)
        result = play(duel, [make_agent(agents[0], 2 * seed + 1), make_agent(agents[1], 2 * seed + 2)])
        decisions += len(duel.record.answers)
        turns += result.turn
        wins[2 if result.winner is None else result.winner] += 1
    return time.perf_counter() - start, decisions, turns, wins


if __name__ == "__main__":
    sys.exit(main())
