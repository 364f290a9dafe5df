#!/usr/bin/env python3
"""Compare duelcore at the working tree against an earlier commit, in one run, on one pinned core.

The earlier commit REV is written to a temporary folder with ``git archive REV | tar -x`` (no
worktree; the folder is removed at exit). Each side is measured in a fresh child process
(``benchmarks/_measure.py``, run with this Python) whose PYTHONPATH is that side's tree, pinned to
one core (``--cpu``, default the last core this process may use).

Speed (the default): ``--rounds`` rounds; in each, both sides play the duels of
``benchmarks/random_duels.py`` (random agents, duel ``i`` with seed ``seed + i``), the sides
alternating within and across rounds (A B, B A, A B, ...; A is this tree). The report gives, for
each side, the median over rounds of duels/s, decisions/s, turns and decisions per duel, time per
turn, the per-decision cost by turn band and the late/early ratio, ``clone()`` at Decisions 1,
100, 200 and 400 of one fixed duel, ``view(player)`` and peak RSS; and the paired ratios (this
tree / REV) of each round and their median, for duels/s and per turn.

Same games (``--same-games``): both sides play the same duels (by default every pair of Starter
Decks, random and greedy agents, both rules presets) as the soak runner does; each prints SHA-256
digests of every duel's answers, events and result, and the report counts the duels whose digests
match. The exit code is 1 when any duel differs.

Exit codes: 0 done (and, with --same-games, every duel the same); 1 some duel differs; 2 an error
(an unknown REV, not a git checkout, a child that failed).

Usage:
    python benchmarks/compare.py --against REV [--rounds 5] [-n 40] [--decks yugi kaiba]
                                 [--rules modern] [--cpu N] [--json out.json]
    python benchmarks/compare.py --against BASE --same-games [-n 300] [--decks A B]
                                 [--agents random,random greedy,greedy] [--rules modern 2006]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import pathlib
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Iterable, Sequence

import _measure
from _machine import machine_line

ROOT = pathlib.Path(__file__).resolve().parent.parent
MEASURE = pathlib.Path(__file__).resolve().parent / "_measure.py"

#: The Decisions of the fixed duel at which clone() is timed.
CLONE_AT = (1, 100, 200, 400)
#: The turn bands of the per-decision cost, and the two the growth ratio compares.
BANDS = tuple(label for label, _, _ in _measure.BANDS)
EARLY, LATE = "1-10", "61-80"
#: The Starter Decks whose pairs --same-games plays by default, and its default agents and rules.
STARTER = ("yugi", "kaiba", "joey", "pegasus")
SAME_GAMES_AGENTS = ("random,random", "greedy,greedy")
SAME_GAMES_RULES = ("modern", "2006")
#: The digests compared by --same-games, in report order.
DIGESTS = ("answers", "events", "result")


class CompareError(Exception):
    """A comparison that cannot be made (unknown commit, not a git checkout, a failing child)."""


# ------------------------------------------------------------------------------- arithmetic
def median(values: Iterable[float | None]) -> float | None:
    """The median of the values that are not None, or None when there are none."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def ratio(a: float | None, b: float | None) -> float | None:
    """``a / b``, or None when either is missing or ``b`` is 0."""
    return None if a is None or not b else a / b


def round_figures(child: dict[str, Any]) -> dict[str, Any]:
    """The figures of one side in one round, from a speed child's JSON (``_measure.measure_speed``).

    Returns: "duels_per_s", "decisions_per_s", "turns_per_duel", "decisions_per_duel",
    "ms_per_turn", "duels_per_cpu_s", "band_us" ({band: median µs per decision or None}),
    "late_early" (band 61-80 / band 1-10, or None), "clone_ms" ({decision: ms or None}),
    "view_us", "rss_mib".
    """
    seconds, duels = child["seconds"], child["duels"]
    band_us = {b: child["bands"][b]["median_us"] for b in BANDS}
    return {
        "duels_per_s": duels / seconds,
        "decisions_per_s": child["decisions"] / seconds,
        "turns_per_duel": child["turns"] / duels,
        "decisions_per_duel": child["decisions"] / duels,
        "ms_per_turn": seconds * 1e3 / child["turns"],
        "duels_per_cpu_s": duels / child["cpu_seconds"],
        "band_us": band_us,
        "late_early": ratio(band_us[LATE], band_us[EARLY]),
        "clone_ms": {str(k): v for k, v in child["clone_ms"].items()},
        "view_us": child["view_us"],
        "rss_mib": child["rss_mib"],
    }


def side_medians(rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The median over rounds of each figure of :func:`round_figures` (same keys; a figure missing
    in every round is None)."""
    out: dict[str, Any] = {}
    for key, value in rounds[0].items():
        if isinstance(value, dict):
            out[key] = {k: median(r[key][k] for r in rounds) for k in value}
        else:
            out[key] = median(r[key] for r in rounds)
    return out


def paired_ratios(this: Sequence[dict[str, Any]], rev: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The paired ratios of the rounds (this tree / REV, round by round) and their medians.

    ``this`` and ``rev`` are the two sides' :func:`round_figures`, round by round. "duels_per_s"
    is this tree's duels/s over REV's; "per_turn" is REV's time per turn over this tree's (this
    tree's turns/s over REV's), so for both, above 1 means this tree is faster.

    Returns: {"duels_per_s": [per round], "per_turn": [per round], "median_duels_per_s",
    "median_per_turn"}.
    """
    if len(this) != len(rev):
        raise ValueError(f"paired ratios need as many rounds of each side, got {len(this)} and {len(rev)}")
    duels = [ratio(t["duels_per_s"], r["duels_per_s"]) for t, r in zip(this, rev)]
    turns = [ratio(r["ms_per_turn"], t["ms_per_turn"]) for t, r in zip(this, rev)]
    return {"duels_per_s": duels, "per_turn": turns,
            "median_duels_per_s": median(duels), "median_per_turn": median(turns)}


def round_orders(rounds: int) -> list[tuple[str, str]]:
    """The order the sides run in each round: A B, B A, A B, ... (A is "this", B is "rev")."""
    return [("this", "rev") if i % 2 == 0 else ("rev", "this") for i in range(rounds)]


def compare_games(this: Sequence[dict[str, Any]], rev: Sequence[dict[str, Any]], first: int = 5) -> dict[str, Any]:
    """Compare the per-duel digest lines of the two sides (``_measure.play_games``'s lines).

    A duel only one side played, or that raised on either side, differs in every digest.

    Returns: {"compared": number of duels (either side), "match": {digest: count}, "all_match":
    bool, "differ": [(key, [digests that differ], error or None)] for the first ``first`` duels
    that differ, in the order played, "differing": how many duels differ}.
    """
    by_key = {tuple(line["key"]): line for line in rev}
    mine = {tuple(line["key"]): line for line in this}
    keys = list(mine) + [k for k in by_key if k not in mine]
    match = {d: 0 for d in DIGESTS}
    differ: list[tuple[tuple, list[str], str | None]] = []
    differing = 0
    for key in keys:
        a, b = mine.get(key), by_key.get(key)
        error = None
        if a is None or b is None:
            which = list(DIGESTS)
            error = f"played only on {'REV' if a is None else 'this tree'}"
        elif "error" in a or "error" in b:
            which = list(DIGESTS)
            error = "; ".join(f"{side}: {line['error']}" for side, line in (("this tree", a), ("REV", b))
                              if "error" in line)
        else:
            which = [d for d in DIGESTS if a[d] != b[d]]
        for d in DIGESTS:
            match[d] += d not in which
        if which:
            differing += 1
            if len(differ) < first:
                differ.append((key, which, error))
    return {"compared": len(keys), "match": match, "all_match": differing == 0, "differ": differ,
            "differing": differing}


def same_games_jobs(pairs: Sequence[tuple[str, str]], agents: Sequence[str], rules: Sequence[str], n: int,
                    first_seed: int = 0) -> list[dict[str, Any]]:
    """Share ``n`` duels out among every (agents, rules, deck pair) combination, in that order
    (the deck pair changing fastest), as evenly as may be: the first ``n % combinations`` get one
    more, and combinations left with no duel are left out. Combination ``c`` plays the
    consecutive seeds ``first_seed + c``, ``first_seed + c + 1``, ...: with four or more duels it
    has each deck on each side and each side going first (the soak's sides), and a few duels
    spread over every pair and several seeds."""
    combos = list(itertools.product(agents, rules, pairs))
    jobs = []
    for c, (names, preset, (a, b)) in enumerate(combos):
        count = n // len(combos) + (1 if c < n % len(combos) else 0)
        if count:
            jobs.append({"decks": [a, b], "agents": names.split(","), "rules": preset,
                         "seeds": list(range(first_seed + c, first_seed + c + count))})
    return jobs


# ------------------------------------------------------------------------------- the trees
def git(*args: str) -> str:
    """Run git in the repository root and return its stripped output.

    Raises:
        CompareError: the command failed (git's message included).
    """
    done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise CompareError(f"git {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def resolve(rev: str) -> str:
    """The full commit hash of ``rev``.

    Raises:
        CompareError: not a git checkout, or ``rev`` names no commit.
    """
    if shutil.which("git") is None:
        raise CompareError("git is not installed: compare.py needs it to write the other commit's tree")
    if subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--git-dir"], capture_output=True).returncode != 0:
        raise CompareError(f"{ROOT} is not a git checkout: compare.py needs its history to write {rev}'s tree")
    try:
        return git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    except CompareError:
        raise CompareError(f"--against {rev!r}: no such commit in {ROOT} (give a commit hash, branch or tag)") from None


def materialize(commit: str, folder: pathlib.Path) -> None:
    """Write the tree of ``commit`` into ``folder``: ``git archive commit | tar -x``.

    Raises:
        CompareError: git or tar failed.
    """
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    untar = subprocess.run(["tar", "-x", "-C", str(folder)], stdin=archive.stdout, capture_output=True)
    archive.stdout.close()
    err = archive.stderr.read().decode()
    if archive.wait() != 0 or untar.returncode != 0:
        raise CompareError(f"could not write {commit[:10]} to {folder}: {err.strip()} {untar.stderr.decode().strip()}")


def compile_tree(tree: pathlib.Path) -> None:
    """Compile the tree's duelcore to bytecode beforehand, so that neither side's measurement pays
    for compiling a module it imports late (the card scripts are imported when first needed).

    Raises:
        CompareError: a module does not compile.
    """
    done = subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "duelcore")],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise CompareError(f"could not compile {tree / 'duelcore'}:\n{done.stdout.strip()}")


def describe_this_tree() -> str:
    """This tree as the report names it: its folder, HEAD's short hash and whether files changed."""
    head = git("rev-parse", "--short", "HEAD")
    dirty = git("status", "--porcelain", "--untracked-files=no")
    return f"{ROOT} (HEAD {head}{' with uncommitted changes' if dirty else ''})"


def run_child(mode: str, tree: pathlib.Path, spec: dict[str, Any], cpu: int | None, label: str) -> str:
    """Run ``_measure.py mode`` with ``tree`` as PYTHONPATH (pinned to ``cpu``) and return its stdout.

    Raises:
        CompareError: the child failed (its stderr included).
    """
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, str(MEASURE), mode, "--spec", json.dumps(spec), "--tree", str(tree)]
    if cpu is not None:
        cmd += ["--cpu", str(cpu)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=str(tree))
    if done.returncode != 0:
        raise CompareError(f"the measurement of {label} failed (exit {done.returncode}):\n{done.stderr.strip()}")
    return done.stdout


def default_cpu() -> int | None:
    """The last core this process may run on, or None where processes cannot be pinned."""
    if not hasattr(os, "sched_getaffinity"):
        return None
    return max(os.sched_getaffinity(0))


# ------------------------------------------------------------------------------- the report
def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def speed_report(args: argparse.Namespace, names: dict[str, str], rounds: list[dict[str, Any]],
                 medians: dict[str, dict[str, Any]], ratios: dict[str, Any]) -> list[str]:
    """The speed report's lines: the run, a table of each side's medians, the paired ratios."""
    a, b = medians["this"], medians["rev"]
    rev_name = names["rev_short"]
    lines = [
        f"run: {args.decks[0]} vs {args.decks[1]}, rules {args.rules[0]}, random vs random, "
        f"{args.duels} duels a side a round (seeds {args.seed}-{args.seed + args.duels - 1}), {args.rounds} rounds "
        f"({', '.join(' '.join('A' if s == 'this' else 'B' for s in r['order']) for r in rounds)}; "
        f"A = this tree, B = {rev_name})",
        "",
        f"{'median over rounds':<34} {'this tree':>12} {rev_name:>12} {'this/' + rev_name:>14}",
    ]

    def row(label: str, x: float | None, y: float | None, spec: str, show_ratio: bool = True) -> None:
        r = ratio(x, y) if show_ratio else None
        lines.append(f"{label:<34} {_fmt(x, spec):>12} {_fmt(y, spec):>12} {_fmt(r, '.2f'):>14}")

    row("duels/s", a["duels_per_s"], b["duels_per_s"], ".2f")
    row("decisions/s", a["decisions_per_s"], b["decisions_per_s"], ".0f")
    row("duels per CPU-second", a["duels_per_cpu_s"], b["duels_per_cpu_s"], ".2f")
    row("turns per duel", a["turns_per_duel"], b["turns_per_duel"], ".1f")
    row("decisions per duel", a["decisions_per_duel"], b["decisions_per_duel"], ".1f")
    row("time per turn (ms)", a["ms_per_turn"], b["ms_per_turn"], ".3f")
    for band in BANDS:
        row(f"µs per decision, turns {band}", a["band_us"][band], b["band_us"][band], ".0f")
    row(f"late/early ({LATE} / {EARLY})", a["late_early"], b["late_early"], ".2f", show_ratio=False)
    for k in CLONE_AT:
        row(f"clone() at decision {k} (ms)", a["clone_ms"][str(k)], b["clone_ms"][str(k)], ".1f")
    row("view(player) (µs)", a["view_us"], b["view_us"], ".0f")
    row("peak RSS (MiB)", a["rss_mib"], b["rss_mib"], ".1f")
    for side, name in (("this", "this tree"), ("rev", rev_name)):
        reached = rounds[0][side]["clone_duel_decisions"]
        missed = [k for k in CLONE_AT if k > reached]
        if missed:
            lines.append(f"note: on {name} the clone duel (seed {args.clone_seed}) ends at decision {reached}: "
                         f"no clone() at decision {', '.join(map(str, missed))}")
    lines += [
        "",
        f"paired ratios, this tree / {rev_name} (above 1: this tree is faster)",
        f"{'round':<8}{'order':<8}{'duels/s':>10}{'per turn':>10}",
    ]
    for i, r in enumerate(rounds):
        order = " ".join("A" if s == "this" else "B" for s in r["order"])
        lines.append(f"{i + 1:<8}{order:<8}{_fmt(ratios['duels_per_s'][i], '.3f'):>10}"
                     f"{_fmt(ratios['per_turn'][i], '.3f'):>10}")
    lines.append(f"{'median':<16}{_fmt(ratios['median_duels_per_s'], '.3f'):>10}"
                 f"{_fmt(ratios['median_per_turn'], '.3f'):>10}")
    return lines


def games_report(result: dict[str, Any], rev_name: str) -> list[str]:
    """The same-games report's lines: duels compared, matches per digest, the first that differ."""
    n = result["compared"]
    lines = [f"duels compared: {n}"]
    for d in DIGESTS:
        lines.append(f"{d} digests that match: {result['match'][d]} of {n}")
    if result["all_match"]:
        lines.append(f"every duel plays as on {rev_name}")
        return lines
    lines.append(f"duels that differ: {result['differing']}; the first {len(result['differ'])}:")
    for key, which, error in result["differ"]:
        a, b, agents, rules, seed = key
        lines.append(f"  {a} vs {b}, {agents}, rules {rules}, seed {seed}: {', '.join(which)} differ"
                     + (f" ({error})" if error else ""))
    return lines


# ------------------------------------------------------------------------------- the runs
def run_speed(args: argparse.Namespace, trees: dict[str, pathlib.Path], names: dict[str, str]) -> tuple[int, dict]:
    """Measure both sides ``args.rounds`` times, alternating; print the report; return (0, JSON)."""
    spec = {"decks": args.decks, "rules": args.rules[0], "seed": args.seed, "duels": args.duels,
            "clone_seed": args.clone_seed, "clone_at": list(CLONE_AT), "clones": args.clones}
    rounds: list[dict[str, Any]] = []
    for i, order in enumerate(round_orders(args.rounds)):
        entry: dict[str, Any] = {"order": list(order)}
        for side in order:
            label = "this tree" if side == "this" else names["rev_short"]
            child = json.loads(run_child("speed", trees[side], spec, args.cpu, label))
            entry[side] = child
            print(f"round {i + 1}/{args.rounds}: {label}: {child['duels'] / child['seconds']:.2f} duels/s",
                  file=sys.stderr, flush=True)
        rounds.append(entry)
    figures = {side: [round_figures(r[side]) for r in rounds] for side in ("this", "rev")}
    medians = {side: side_medians(figures[side]) for side in figures}
    ratios = paired_ratios(figures["this"], figures["rev"])
    print("\n".join(speed_report(args, names, rounds, medians, ratios)))
    return 0, {"rounds": rounds, "figures": figures, "medians": medians, "paired_ratios": ratios}


def run_same_games(args: argparse.Namespace, trees: dict[str, pathlib.Path], names: dict[str, str]) -> tuple[int, dict]:
    """Play the same duels on both sides, compare their digests, print the report; return (0 or 1, JSON)."""
    pairs = [tuple(args.decks)] if args.decks else list(itertools.combinations(STARTER, 2))
    jobs = same_games_jobs(pairs, args.agents, args.rules, args.duels, args.seed)
    print(f"run: {args.duels} duels a side as the soak plays them: "
          f"{', '.join(f'{a} vs {b}' for a, b in pairs)}; agents {' and '.join(args.agents)}; "
          f"rules {' and '.join(args.rules)}; combination c of these plays seeds {args.seed} + c, {args.seed} + c + 1, ...")
    lines: dict[str, list[dict[str, Any]]] = {}
    for side in ("this", "rev"):
        label = "this tree" if side == "this" else names["rev_short"]
        start = time.perf_counter()
        out = run_child("games", trees[side], {"jobs": jobs}, args.cpu, label)
        lines[side] = [json.loads(line) for line in out.splitlines() if line.strip()]
        print(f"{label}: {len(lines[side])} duels in {time.perf_counter() - start:.1f} s", file=sys.stderr, flush=True)
    result = compare_games(lines["this"], lines["rev"])
    print("\n".join(games_report(result, names["rev_short"])))
    return (0 if result["all_match"] else 1), {"jobs": jobs, "duels": lines, "comparison": {
        **result, "differ": [[list(k), w, e] for k, w, e in result["differ"]]}}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line (see the module doc); fills the defaults that depend on the mode."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", required=True, metavar="REV", help="the commit to compare with (hash, branch, tag)")
    ap.add_argument("--same-games", action="store_true",
                    help="compare the digests of the same duels' answers, events and results instead of speed")
    ap.add_argument("-n", "--duels", type=int, default=None,
                    help="duels a side (a round): default 40; with --same-games, in all: default 300")
    ap.add_argument("--rounds", type=int, default=5, help="speed rounds, each side once a round (default 5)")
    ap.add_argument("--decks", nargs=2, default=None, metavar=("A", "B"),
                    help="the two decks (default yugi kaiba; with --same-games, every pair of Starter Decks)")
    ap.add_argument("--rules", nargs="+", choices=["modern", "2006"], default=None,
                    help="the rules preset (default modern; with --same-games, one or both: default both)")
    ap.add_argument("--agents", nargs="+", default=None, metavar="A,B",
                    help="--same-games only: the agent pairs (default random,random greedy,greedy)")
    ap.add_argument("--seed", type=int, default=0, help="first seed; duel i uses seed + i (default 0)")
    ap.add_argument("--cpu", type=int, default=None, help="the core to pin the children to (default: the last core)")
    ap.add_argument("--clone-seed", type=int, default=3,
                    help="the seed of the duel whose clone() and view() are timed (default 3: 470 Decisions "
                         "with yugi vs kaiba)")
    ap.add_argument("--clones", type=int, default=5, help="clone() calls timed at each point (default 5)")
    ap.add_argument("--json", default=None, metavar="PATH", help="also write every figure to this JSON file")
    args = ap.parse_args(argv)
    if args.same_games:
        args.duels = 300 if args.duels is None else args.duels
        args.rules = list(SAME_GAMES_RULES) if args.rules is None else args.rules
        args.agents = list(SAME_GAMES_AGENTS) if args.agents is None else args.agents
        for pair in args.agents:
            if len(pair.split(",")) != 2 or not all(pair.split(",")):
                ap.error(f"--agents {pair!r}: give two agent names joined by a comma, e.g. random,random")
    else:
        args.duels = 40 if args.duels is None else args.duels
        args.decks = ["yugi", "kaiba"] if args.decks is None else args.decks
        args.rules = ["modern"] if args.rules is None else args.rules
        if len(args.rules) != 1:
            ap.error("--rules takes one preset when measuring speed (several only with --same-games)")
        if args.agents is not None:
            ap.error("--agents is for --same-games; the speed run plays random agents, as random_duels.py")
    if args.duels < 1:
        ap.error("-n must be at least 1")
    if args.rounds < 1 or args.clones < 1:
        ap.error("--rounds and --clones must be at least 1")
    if args.cpu is None:
        args.cpu = default_cpu()
    elif hasattr(os, "sched_getaffinity") and args.cpu not in os.sched_getaffinity(0):
        ap.error(f"--cpu {args.cpu}: not a core this process may use ({sorted(os.sched_getaffinity(0))})")
    return args


def _exit_on_term(signum: int, frame: Any) -> None:
    """SIGTERM exits like Ctrl-C does, so the temporary folder is still removed."""
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    """Run the comparison and print its report; returns the exit code (0, 1 or 2, see the module doc)."""
    args = parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # the report's lines in order with the progress lines
    signal.signal(signal.SIGTERM, _exit_on_term)
    try:
        commit = resolve(args.against)
        names = {"this": describe_this_tree(), "rev_short": commit[:7]}
        with tempfile.TemporaryDirectory(prefix=f"duelcore-{commit[:7]}-") as tmp:
            materialize(commit, pathlib.Path(tmp))
            trees = {"this": ROOT, "rev": pathlib.Path(tmp)}
            for tree in trees.values():
                compile_tree(tree)
            print(f"duelcore: this tree {names['this']} against {args.against} ({commit})")
            print(f"{machine_line()}; children pinned to core {args.cpu if args.cpu is not None else '(none)'}")
            run = run_same_games if args.same_games else run_speed
            code, data = run(args, trees, names)
    except CompareError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        data = {"against": args.against, "commit": commit, "this": names["this"], "cpu": args.cpu,
                "args": {k: v for k, v in vars(args).items() if k != "json"}, **data}
        pathlib.Path(args.json).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return code


if __name__ == "__main__":
    sys.exit(main())
