"""Soak runs: play many duels between two decks and agents, check every one, summarise the results.

Each duel is played with invariants checked at every Decision
(:func:`duelcore.engine.invariants.check_invariants`) and both players' views, Decisions and
events checked for hidden-information leaks every ``leak_every`` Decisions; when it ends, it is
rebuilt from its record and the final state hashes must agree. A duel that breaks any of this
is saved as a replay (``<replays>/seed-<N>.jsonl``) and reported.

Seed ``s`` decides everything of duel ``s``: deck A is player 1 on even seeds and player 2 on odd
ones, and the first player alternates every two seeds, so each deck plays each side and goes
first equally often. The agent named first plays deck A, the second deck B.

Results go to a JSON-Lines file, one line per duel, written as each duel ends; a run given the
same file again skips the seeds already in it (resume after an interruption), and several runs
over different seed ranges (or ``jobs`` worker processes) can fill one file.

Where the duels are played is the backend's choice, made in one place (:func:`_play`):
``"process"`` plays them in this process or in ``jobs`` worker processes; ``"ray"`` plays each as
a Ray task on a local Ray instance or an existing Ray cluster
(:mod:`duelcore.interfaces.sim_ray`). Each backend calls :func:`play_one` with the same seeds, so
the reports are the same.

Source: DESIGN §8 (property and soak tests); the duelcore brief's soak requirement.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import pathlib
import traceback
from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterable, Iterator

from duelcore.errors import DuelcoreError

#: The backends that can play a simulation's duels (see :func:`_play`).
BACKENDS = ("process", "ray")

#: A result line's keys, in order.
FIELDS = ("seed", "deck_a", "deck_b", "agents", "rules", "a_player", "first_player", "winner", "winning_deck",
          "reason", "turns", "decisions", "problem", "replay", "format")


@dataclass
class DuelReport:
    """What one soak duel gave.

    Attributes:
        seed: the duel's seed.
        deck_a, deck_b: the two decks' names; agents: the agent names of deck A and deck B.
        rules: the rules preset.
        a_player: the player (1 or 2) deck A played.
        first_player: the player (1 or 2) who took turn 1.
        winner: 1, 2, or None for a draw (or when the duel broke).
        winning_deck: "A", "B", or None.
        reason: how it ended ("lp", "deck_out", "turn_limit"...), or "error".
        turns: turns played (count); decisions: Decisions answered (count).
        problem: None, or what went wrong: "crash: ...", "invariant: ...", "leak: ...",
            "replay mismatch: ...".
        replay: the saved replay's path when there was a problem, else None.
        format: the game format, or None (a rules preset alone).
    """

    seed: int
    deck_a: str
    deck_b: str
    agents: list[str]
    rules: str
    a_player: int
    first_player: int
    winner: int | None
    winning_deck: str | None
    reason: str
    turns: int
    decisions: int
    problem: str | None = None
    replay: str | None = None
    format: str | None = None


@dataclass
class _Job:
    deck_a: str
    deck_b: str
    agents: tuple[str, str]
    rules: str
    leak_every: int
    replays: str | None
    cdb: str | None
    format: str | None = None


def sides(seed: int) -> tuple[int, int]:
    """(index of deck A's player, first player index) for ``seed``: each deck on each side, each
    side going first, equally often over any 4 consecutive seeds."""
    return seed % 2, (seed // 2) % 2


def play_one(job: _Job, seed: int) -> DuelReport:
    """Play and check duel ``seed`` of ``job`` (see the module doc). Never raises for a broken
    duel: the problem is in the report."""
    from duelcore.agents import make_agent
    from duelcore.cards.database import CardDatabase
    from duelcore.decks import load_deck
    from duelcore.engine.duel import Duel
    from duelcore.engine.invariants import LeakWatcher, check_invariants, check_no_leak
    from duelcore.engine.replay import rebuild, write_log

    db = CardDatabase.open(job.cdb) if job.cdb else CardDatabase.default()
    a_index, first = sides(seed)
    deck_a, deck_b = load_deck(job.deck_a, db), load_deck(job.deck_b, db)
    decks = [deck_a, deck_b] if a_index == 0 else [deck_b, deck_a]
    names = list(job.agents) if a_index == 0 else list(reversed(job.agents))
    agents = [make_agent(names[0], seed * 2 + 1), make_agent(names[1], seed * 2 + 2)]
    report = DuelReport(seed, job.deck_a, job.deck_b, list(job.agents), job.rules, a_index + 1, first + 1,
                        None, None, "error", 0, 0, format=job.format)
    duel = None
    try:
        duel = Duel.new(decks, seed=seed, rules=job.rules, db=db, first_player=first, format=job.format)
        if job.leak_every:
            # Every event is checked for both players as it is emitted (an effect may later hide a
            # card an event rightly named); views and Decisions every leak_every Decisions.
            LeakWatcher(duel).check_backlog()
        n = 0
        while duel.decision is not None:
            check_invariants(duel)
            if job.leak_every and n % job.leak_every == 0:
                for p in (0, 1):
                    check_no_leak(duel, p, events=False)
            d = duel.decision
            view = duel.view(d.player) if agents[d.player].wants_view else None
            duel.apply_action(agents[d.player].choose(d, view))
            n += 1
            if n > 100_000:
                raise RuntimeError("no result after 100000 Decisions")
        check_invariants(duel)
        report.decisions = n
        report.turns = duel.turn
        result = duel.result
        report.reason = result.reason
        report.winner = None if result.winner is None else result.winner + 1
        if result.winner is not None:
            report.winning_deck = "A" if result.winner == a_index else "B"
        again = rebuild(duel.record, db)
        if again.state_hash() != duel.state_hash() or again.result is None or again.result.text() != result.text():
            report.problem = "replay mismatch: the record rebuilds a different final state"
    except Exception as exc:  # a broken invariant, a leak or a crash: reported, never raised
        text = f"{type(exc).__name__}: {exc}"
        if "LEAK" in text:
            report.problem = "leak: " + text
        elif isinstance(exc, AssertionError) or "AssertionError" in text:
            report.problem = "invariant: " + text
        else:
            report.problem = "crash: " + text + "\n" + "".join(traceback.format_exception(exc)[-3:])
    if report.problem and duel is not None and job.replays:
        folder = pathlib.Path(job.replays)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"seed-{seed}.jsonl"
        try:
            write_log(duel, path, {"agents": names, "problem": report.problem.splitlines()[0]})
            report.replay = str(path)
        except Exception as exc:  # the replay itself could not be written: say so
            report.problem += f" (replay not saved: {exc})"
    return report


def _worker(args: tuple[_Job, int]) -> DuelReport:
    return play_one(*args)


def _play(job: _Job, seeds: list[int], jobs: int, backend: str, address: str | None) -> Iterator[DuelReport]:
    """The reports of ``seeds``' duels of ``job`` as they end, played by ``backend``: "process"
    (this process, or a pool of ``jobs`` worker processes) or "ray" (Ray tasks on a local instance
    of ``jobs`` CPUs, or on the cluster at ``address``)."""
    if backend == "ray":
        from duelcore.interfaces.sim_ray import ray_map

        yield from ray_map(play_one, job, seeds, jobs, address)
    elif jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            yield from pool.imap_unordered(_worker, [(job, s) for s in seeds])
    else:
        for s in seeds:
            yield play_one(job, s)


def done_seeds(path: pathlib.Path) -> set[int]:
    """The seeds already in a results file (a missing file has none; a torn last line is ignored)."""
    if not path.exists():
        return set()
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.add(int(json.loads(line)["seed"]))
        except (ValueError, KeyError, TypeError):
            continue
    return out


def simulate(deck_a: str, deck_b: str, seeds: Iterable[int], agents: tuple[str, str] = ("random", "random"),
             rules: str | None = None, out: str | pathlib.Path | None = None, replays: str | None = None,
             leak_every: int = 10, jobs: int = 1, cdb: str | None = None,
             on_report: Callable[[DuelReport], None] | None = None, format: str | None = None,
             backend: str = "process", address: str | None = None) -> list[DuelReport]:
    """Play the duels of ``seeds`` (skipping those already in ``out``) and return their reports.

    Args:
        deck_a, deck_b: deck names, .ydk paths or ydke:// links.
        seeds: the seeds to play, whole numbers (each names its duel in the results, so None
            is refused here).
        agents: the agent names of deck A and deck B.
        rules: a rules preset name; None: the format's, else "modern".
        out: a JSON-Lines results file, appended to as duels end (resumable).
        replays: the folder for replays of broken duels (None: none saved).
        leak_every: check hidden information every this many Decisions (0: never).
        jobs: worker processes (1: this process); with the ray backend, the CPUs of the local Ray
            instance.
        cdb: a YGOPro .cdb to use instead of the shipped database.
        on_report: called with each report as it arrives (progress display).
        format: a game format name (``decks.game_formats``) or None: both decks must be legal in
            it (sizes, Forbidden & Limited list, pool), and its card texts are played.
        backend: where the duels are played (:data:`BACKENDS`): "process", or "ray" (Ray tasks;
            needs ``pip install 'duelcore[ray]'``; see :mod:`duelcore.interfaces.sim_ray`).
        address: with the ray backend, an existing Ray cluster ("HOST:PORT", "ray://HOST:PORT",
            "auto"); None starts a local Ray instance for the run and shuts it down at the end.

    Raises:
        DuelcoreError: a deck or agent that cannot be loaded, a deck not legal in the format, an
            unknown format, an unknown backend, an address without the ray backend, the ray
            backend without Ray installed (all checked before any duel is played); a Ray cluster
            that cannot be reached, a duel that failed on Ray (the duels already played are in
            ``out``).
        InvalidSeed: a seed that is not a whole number (checked before any duel is played).
    """
    from duelcore.agents import make_agent
    from duelcore.cards.database import CardDatabase
    from duelcore.decks import load_deck, validate
    from duelcore.state.seeds import check_seed

    from duelcore.decks.game_formats import game_format

    if backend not in BACKENDS:
        raise DuelcoreError(f"unknown simulation backend {backend!r}: choose one of {', '.join(BACKENDS)}")
    if address is not None and backend != "ray":
        raise DuelcoreError(f"a cluster address ({address!r}) is only used by the ray backend: add --backend ray "
                            f"(backend=\"ray\"), or leave the address out")
    if backend == "ray":
        from duelcore.interfaces.sim_ray import import_ray

        import_ray()
    db = CardDatabase.open(cdb) if cdb else CardDatabase.default()
    if rules is None:
        rules = game_format(format).rules if format is not None else "modern"
    for spec in (deck_a, deck_b):
        validate(load_deck(spec, db), db, game_format=format)
    for name in agents:
        make_agent(name, 0)
    seeds = [check_seed(s, f"seeds[{i}]") for i, s in enumerate(seeds)]
    path = pathlib.Path(out) if out else None
    skip = done_seeds(path) if path else set()
    todo = [s for s in seeds if s not in skip]
    job = _Job(deck_a, deck_b, tuple(agents), rules, leak_every, replays, cdb, format)
    reports: list[DuelReport] = []
    handle = None  # opened at the first report: a run that plays nothing leaves no file behind
    try:
        for report in _play(job, todo, jobs, backend, address):
            if path and handle is None:
                handle = path.open("a", encoding="utf-8")
            _record(report, reports, handle, on_report)
    finally:
        if handle:
            handle.close()
    return reports


def _record(report: DuelReport, reports: list[DuelReport], handle: Any, on_report: Any) -> None:
    reports.append(report)
    if handle:
        handle.write(json.dumps(asdict(report)) + "\n")
        handle.flush()
    if on_report:
        on_report(report)


def read_reports(paths: Iterable[str | pathlib.Path]) -> list[DuelReport]:
    """Every report in the given results files (the last line for a seed wins)."""
    by_seed: dict[tuple[str, int], DuelReport] = {}
    for p in paths:
        for line in pathlib.Path(p).read_text(encoding="utf-8").splitlines():
            try:
                data = json.loads(line)
                # "format" came later: a line without it is a duel of a rules preset alone.
                report = DuelReport(**{k: data[k] if k != "format" else data.get(k) for k in FIELDS})
            except (ValueError, KeyError, TypeError):
                continue
            by_seed[(str(p), report.seed)] = report
    return list(by_seed.values())


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion, as (low, high) in 0..1."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(reports: list[DuelReport]) -> dict[str, Any]:
    """Win rates with 95% intervals, draws, mean turns and the problems of ``reports``."""
    n = len(reports)
    ok = [r for r in reports if r.problem is None]
    a = sum(1 for r in ok if r.winning_deck == "A")
    b = sum(1 for r in ok if r.winning_deck == "B")
    draws = sum(1 for r in ok if r.winner is None)
    kinds = {k: sum(1 for r in reports if r.problem and r.problem.startswith(k)) for k in
             ("crash", "invariant", "leak", "replay mismatch")}
    return {
        "duels": n,
        "deck_a_wins": a, "deck_a_rate": a / len(ok) if ok else 0.0, "deck_a_ci": wilson(a, len(ok)),
        "deck_b_wins": b, "deck_b_rate": b / len(ok) if ok else 0.0, "deck_b_ci": wilson(b, len(ok)),
        "draws": draws,
        "mean_turns": sum(r.turns for r in ok) / len(ok) if ok else 0.0,
        "problems": kinds,
        "broken": [(r.seed, r.problem.splitlines()[0], r.replay) for r in reports if r.problem],
    }
