#!/usr/bin/env python3
"""The measuring child of ``benchmarks/compare.py``: measures the duelcore it imports, prints JSON.

``compare.py`` starts this script once per side and round, in a fresh process whose PYTHONPATH is
that side's tree, so ``import duelcore`` reads the tree being measured. The script itself is always
the current tree's; it uses only the public API that every measured tree offers (back to commit
6d4e10d): ``Duel.new``, ``duel.decision``, ``duel.apply_action``, ``duel.turn``, ``duel.result``,
``duel.record.answers``, ``duel.events``, ``duel.clone()``, ``duel.view(player)``,
``duelcore.agents.make_agent`` and ``play``'s loop, ``duelcore.decks.load_deck`` and
``CardDatabase.default()``. Where the trees differ, :class:`ApiShim` bridges them, and nowhere else.

Two modes, each printing JSON on stdout:

- ``speed``: the duels of ``benchmarks/random_duels.py`` (random agents, duel ``i`` with seed
  ``seed + i`` and agent seeds ``2 * seed + 1`` and ``2 * seed + 2``), timing each
  ``apply_action``; then one fixed duel, timing ``view(player)`` at every Decision and
  ``clone()`` at chosen Decisions. One JSON object (see :func:`measure_speed`).
- ``games``: plays the duels of a list of jobs as the soak runner ``duelcore sim`` does (deck A's
  player and the first player from the seed, agent seeds ``2 * seed + 1`` and ``2 * seed + 2``)
  and prints one JSON line per duel with the SHA-256 digests of its answers, events and result
  (see :func:`duel_digests`).

Usage (by compare.py): python benchmarks/_measure.py speed|games --spec JSON [--tree PATH] [--cpu N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import sys
import time
from array import array
from typing import Any, Iterable

#: The turn bands of the per-decision cost: (label, first turn, last turn or None for no end).
BANDS: tuple[tuple[str, int, int | None], ...] = (
    ("1-10", 1, 10), ("11-20", 11, 20), ("21-40", 21, 40), ("41-60", 41, 60), ("61-80", 61, 80), ("81+", 81, None),
)

#: The safety bound of ``duelcore.agents.play`` on the answers of one duel.
MAX_DECISIONS = 100_000


def band_of(turn: int) -> str:
    """The label of the turn band (BANDS) that turn ``turn`` (1-based; 0, before the first turn,
    counts with turns 1-10) is in."""
    for label, _, last in BANDS:
        if last is None or turn <= last:
            return label
    raise AssertionError("the last band has no end")  # pragma: no cover


# ------------------------------------------------------------------------------- the API shim
class ApiShim:
    """The one place where this script adapts to the API of the tree it measures.

    Everything else in the script calls the public API that all measured trees share. The
    differences bridged here, by tree:

    - the all-seeing rendering of an event: ``Event.all_seeing`` today, ``Event.data`` at 6d4e10d.
    """

    def __init__(self) -> None:
        from duelcore.agents import make_agent
        from duelcore.cards.database import CardDatabase
        from duelcore.decks import load_deck
        from duelcore.engine.duel import Duel

        self.Duel = Duel
        self.make_agent = make_agent
        self.load_deck = load_deck
        self.db = CardDatabase.default()

    @staticmethod
    def all_seeing(event: Any) -> dict[str, Any]:
        """The event's all-seeing rendering (the one logs and replay files store), on either tree."""
        rendering = getattr(event, "all_seeing", None)
        return event.data if rendering is None else rendering


# ------------------------------------------------------------------------------- digests
def canonical_json(obj: Any) -> str:
    """``obj`` as canonical JSON: sorted keys, no spaces, tuples as lists; raises TypeError for
    anything JSON cannot hold (so a rendering never hashes an object's address)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def digest_answers(answers: Iterable[tuple[int, Any]]) -> str:
    """SHA-256 (hex) of a duel's answers, ``[[player, answer], ...]`` as canonical JSON."""
    return hashlib.sha256(canonical_json([list(pair) for pair in answers]).encode()).hexdigest()


def digest_events(renderings: Iterable[dict[str, Any]]) -> str:
    """SHA-256 (hex) of a duel's events: each all-seeing rendering as canonical JSON, one a line."""
    h = hashlib.sha256()
    for rendering in renderings:
        h.update(canonical_json(rendering).encode())
        h.update(b"\n")
    return h.hexdigest()


def digest_result(result: Any) -> str:
    """SHA-256 (hex) of how a duel ended: winner, reason and turn as canonical JSON (``null`` for a
    duel that has no result)."""
    value = None if result is None else {"winner": result.winner, "reason": result.reason, "turn": result.turn}
    return hashlib.sha256(canonical_json(value).encode()).hexdigest()


def duel_digests(duel: Any, shim: type[ApiShim] | ApiShim = ApiShim) -> dict[str, str]:
    """The three digests of a duel: {"answers", "events", "result"} (hex SHA-256 each)."""
    return {
        "answers": digest_answers(duel.record.answers),
        "events": digest_events(shim.all_seeing(e) for e in duel.events),
        "result": digest_result(duel.result),
    }


def soak_sides(seed: int) -> tuple[int, int]:
    """(index of deck A's player, first player) of duel ``seed``, as the soak runner
    (``duelcore.interfaces.sim.sides``) has them: each deck on each side, each side going first,
    equally often over any 4 consecutive seeds."""
    return seed % 2, (seed // 2) % 2


# ------------------------------------------------------------------------------- the duels
def play_one(api: ApiShim, decks: list[Any], seed: int, rules: str, agent_names: tuple[str, str],
             first_player: int = 0, timings: dict[str, array] | None = None) -> Any:
    """Play one duel to its end and return it: the loop of ``duelcore.agents.play`` (the agent of
    the deciding player answers, from its view when it wants one), with agent seeds ``2 * seed + 1``
    and ``2 * seed + 2``. With ``timings``, the time of each ``apply_action`` (seconds) is appended
    to the array of the turn band the Decision was asked in (the timer costs well under 1% of
    an answer).

    Raises:
        RuntimeError: the duel did not end within MAX_DECISIONS answers (as ``play`` does).
    """
    duel = api.Duel.new(decks, seed=seed, rules=rules, db=api.db, first_player=first_player)
    agents = [api.make_agent(agent_names[0], 2 * seed + 1), api.make_agent(agent_names[1], 2 * seed + 2)]
    clock = time.perf_counter
    n = 0
    while duel.decision is not None:
        decision = duel.decision
        agent = agents[decision.player]
        view = duel.view(decision.player) if agent.wants_view else None
        answer = agent.choose(decision, view)
        if timings is None:
            duel.apply_action(answer)
        else:
            turn = duel.turn
            start = clock()
            duel.apply_action(answer)
            timings[band_of(turn)].append(clock() - start)
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"duel {seed} did not end within {MAX_DECISIONS} decisions")
    return duel


def measure_speed(api: ApiShim, spec: dict[str, Any]) -> dict[str, Any]:
    """The speed figures of one side for one round.

    ``spec``: {"decks": [a, b], "rules", "seed", "duels", "clone_seed", "clone_at": [1, 100, ...],
    "clones"}.

    Returns a JSON-ready dict: "duels", "seconds" (wall time of the duels), "cpu_seconds" (the
    process's CPU time for them), "decisions", "turns" (sums over the duels), "bands" ({label:
    {"decisions", "median_us"}}, median_us None for an empty band), "rss_mib" (peak RSS after the
    duels, before the clone and view measurements), "clone_ms" ({decision: median ms, or None when
    the duel ended before it}), "clone_duel_decisions" (how many Decisions that duel has),
    "view_us" (median ``view(player)`` time over its Decisions).
    """
    decks = [api.load_deck(d, api.db) for d in spec["decks"]]
    timings = {label: array("d") for label, _, _ in BANDS}
    decisions = turns = 0
    cpu_start, start = time.process_time(), time.perf_counter()
    for i in range(spec["duels"]):
        duel = play_one(api, decks, spec["seed"] + i, spec["rules"], ("random", "random"), timings=timings)
        decisions += len(duel.record.answers)
        turns += duel.result.turn
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    rss_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    bands = {label: {"decisions": len(t), "median_us": statistics.median(t) * 1e6 if t else None}
             for label, t in timings.items()}
    clone_ms, view_us, reached = _clone_and_view(api, decks, spec)
    return {"duels": spec["duels"], "seconds": seconds, "cpu_seconds": cpu_seconds, "decisions": decisions,
            "turns": turns, "bands": bands, "rss_mib": rss_mib, "clone_ms": clone_ms,
            "clone_duel_decisions": reached, "view_us": view_us}


def _clone_and_view(api: ApiShim, decks: list[Any], spec: dict[str, Any]) -> tuple[dict[str, float | None], float, int]:
    """Play duel ``clone_seed`` with random agents (as the benchmark's duels), timing
    ``view(player)`` of the deciding player at every Decision and ``clone()`` ``clones`` times at
    each Decision of ``clone_at`` (1-based). Returns ({decision: median clone ms or None},
    median view µs, the duel's number of Decisions)."""
    seed, at, clock = spec["clone_seed"], set(spec["clone_at"]), time.perf_counter
    duel = api.Duel.new(decks, seed=seed, rules=spec["rules"], db=api.db)
    agents = [api.make_agent("random", 2 * seed + 1), api.make_agent("random", 2 * seed + 2)]
    clone_ms: dict[str, float | None] = {str(k): None for k in spec["clone_at"]}
    view_times: list[float] = []
    k = 0
    while duel.decision is not None:
        k += 1
        decision = duel.decision
        t = clock()
        view = duel.view(decision.player)
        view_times.append(clock() - t)
        if k in at:
            times = []
            for _ in range(spec["clones"]):
                t = clock()
                copy = duel.clone()
                times.append(clock() - t)
                del copy
            clone_ms[str(k)] = statistics.median(times) * 1e3
        agent = agents[decision.player]
        duel.apply_action(agent.choose(decision, view if agent.wants_view else None))
    return clone_ms, statistics.median(view_times) * 1e6, k


def play_games(api: ApiShim, jobs: list[dict[str, Any]], out: Any) -> None:
    """Play every duel of ``jobs`` as the soak runner does and write one JSON line per duel to
    ``out``: {"key": [deck A, deck B, "agent,agent", rules, seed], "answers", "events", "result"}
    (hex SHA-256 digests), or with "error" instead of the digests when the duel raised.

    A job: {"decks": [a, b], "agents": [name A, name B], "rules", "seeds": [...]}.
    """
    for job in jobs:
        a, b = job["decks"]
        loaded = [api.load_deck(d, api.db) for d in (a, b)]
        for seed in job["seeds"]:
            key = [a, b, ",".join(job["agents"]), job["rules"], seed]
            a_index, first = soak_sides(seed)
            decks = loaded if a_index == 0 else loaded[::-1]
            names = tuple(job["agents"]) if a_index == 0 else tuple(job["agents"][::-1])
            try:
                line = {"key": key, **duel_digests(play_one(api, decks, seed, job["rules"], names, first), api)}
            except Exception as exc:  # reported as a difference, with its text
                line = {"key": key, "error": f"{type(exc).__name__}: {exc}"}
            out.write(json.dumps(line) + "\n")
            out.flush()


def main(argv: list[str] | None = None) -> int:
    """Pin to the core asked for, import the duelcore of PYTHONPATH, measure, print JSON."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["speed", "games"])
    ap.add_argument("--spec", required=True, help="the measurement, as JSON (see measure_speed, play_games)")
    ap.add_argument("--cpu", type=int, default=None, help="the core to run on (default: not pinned)")
    ap.add_argument("--tree", default=None, help="the tree duelcore must be imported from (checked)")
    args = ap.parse_args(argv)
    if args.cpu is not None:
        os.sched_setaffinity(0, {args.cpu})
    spec = json.loads(args.spec)
    api = ApiShim()
    import duelcore

    package = os.path.dirname(os.path.realpath(duelcore.__file__))
    if args.tree is not None and package != os.path.join(os.path.realpath(args.tree), "duelcore"):
        print(f"error: duelcore was imported from {package}, not from the tree {args.tree}: "
              "PYTHONPATH must name the tree first", file=sys.stderr)
        return 2
    try:
        if args.mode == "games":
            play_games(api, spec["jobs"], sys.stdout)
            return 0
        figures = measure_speed(api, spec)
    except Exception as exc:
        if not type(exc).__module__.startswith("duelcore."):
            raise
        print(f"error: {exc}", file=sys.stderr)  # bad input (a deck, a seed): duelcore's own message
        return 2
    figures["duelcore"] = package
    figures["cpus"] = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
