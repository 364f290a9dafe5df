#!/usr/bin/env python3
"""Benchmark: environment steps per second of duelcore.env on one core, beside the engine's own speed.

Plays N complete duels through the PettingZoo AEC environment ``DuelEnv``, each agent taking a
random legal slot (from the action mask) at every step, and prints steps/s and decisions/s (a
"next page" step is a step but not a decision). Then it plays the very same duels on the engine
alone (``Duel.new`` and ``apply_action`` with the answers the environment gave, no observation),
prints the engine's decisions/s and the cost of the environment on top of the engine (its time
over the engine's, minus one: the observation encoding, the mask and the AEC bookkeeping; issue
19 asks for no more than a third). With ``--repeat R`` both are timed R times and the medians
are printed. It prints the machine line of ``benchmarks/random_duels.py`` first.

Last, if ``duelcore.env`` has a Gymnasium environment (a ``gymnasium.Env`` subclass), it runs
``gymnasium.vector.AsyncVectorEnv`` of it on both cores; if not, it says so and skips that part.

By default it plays Starter Deck: Yugi against Starter Deck: Kaiba; ``--format goat`` plays the
Goat format (its decks by default: Goat Control against Chaos Turbo).

Usage: python benchmarks/env_steps.py [-n 50] [--repeat 3] [--decks yugi kaiba] [--format goat]
       [--slots 32] [--seed 0]
"""

from __future__ import annotations

import argparse
import inspect
import statistics
import sys
import time

import numpy as np

from _duels import add_duel_options, check_duel_options
from _machine import machine_line
from duelcore.cards.database import CardDatabase
from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.errors import DuelcoreError


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns the exit code (0, or 1 on a bad deck)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_duel_options(ap, duels=50)
    ap.add_argument("--slots", type=int, default=32, help="the environment's option slots (default 32)")
    args = ap.parse_args(argv)
    deck_names = check_duel_options(ap, args)
    try:
        from duelcore.env import DuelEnv
    except ImportError as exc:
        print(f"error: duelcore.env needs the env extra (pip install 'duelcore[env]'): {exc}", file=sys.stderr)
        return 1
    db = CardDatabase.default()
    try:
        decks = [load_deck(d, db) for d in deck_names]
        env = DuelEnv(decks=decks, format=args.format_name, option_slots=args.slots, db=db)
    except DuelcoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(machine_line())
    env_times: list[float] = []
    engine_times: list[float] = []
    for _ in range(args.repeat):
        elapsed, steps, answers = _run_env(env, args.duels, args.seed)
        env_times.append(elapsed)
        engine_times.append(_run_engine(decks, answers, args.seed, args.format_name, db))
    decisions = sum(len(a) for a in answers)
    env_time, engine_time = statistics.median(env_times), statistics.median(engine_times)
    played_as = f"format {args.format_name}" if args.format_name else "rules modern"
    print(f"decks: {deck_names[0]} vs {deck_names[1]}, {played_as}, {args.duels} duels, random legal actions, "
          f"{args.slots} option slots, one core")
    print(f"steps: {steps} ({decisions} decisions, {steps - decisions} \"next page\" steps)")
    print(f"environment: {env_time:.2f} s, {steps / env_time:.0f} steps/s, {decisions / env_time:.0f} decisions/s, "
          f"{args.duels / env_time:.1f} duels/s")
    print(f"engine alone (the same duels, no observation): {engine_time:.2f} s, {decisions / engine_time:.0f} decisions/s")
    print(f"environment cost on top of the engine: {env_time / engine_time - 1:+.0%} of the engine's time "
          "(the issue asks for at most +33%)")
    if args.repeat > 1:
        runs = ", ".join(f"{steps / t:.0f}" for t in env_times)
        print(f"environment steps/s of the {args.repeat} runs: {runs}")
        runs = ", ".join(f"{decisions / t:.0f}" for t in engine_times)
        print(f"engine decisions/s of the {args.repeat} runs: {runs}")
    _vector(args, decks, db)
    return 0


def _run_env(env, n: int, first_seed: int) -> tuple[float, int, list[list[tuple[int, int]]]]:
    """Play ``n`` duels through the AEC ``env`` (duel i: ``reset(seed=first_seed + i)``), each step a
    random legal slot (numpy generator of seed ``first_seed + i``); returns (seconds, steps, each
    duel's answers)."""
    steps = 0
    answers = []
    start = time.perf_counter()
    for i in range(n):
        seed = first_seed + i
        rng = np.random.default_rng(seed)
        env.reset(seed=seed)
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(_random_slot(rng, obs["action_mask"]))
            steps += 1
        answers.append(list(env.duel.record.answers))
    return time.perf_counter() - start, steps, answers


def _random_slot(rng: np.random.Generator, mask: np.ndarray) -> int:
    """A random slot that ``mask`` allows (0 when it allows none): the same draw as
    ``rng.choice(np.flatnonzero(mask))`` (numpy draws its index with ``integers``) without the
    cost of choice's argument checks, which is not the environment's."""
    legal = np.flatnonzero(mask)
    return int(legal[rng.integers(len(legal))]) if len(legal) else 0


def _run_engine(decks: list, answers: list[list[tuple[int, int]]], first_seed: int, format_name: str | None,
                db: CardDatabase) -> float:
    """Play the duels of ``answers`` on the engine alone (``Duel.new``, ``apply_action``); returns seconds."""
    start = time.perf_counter()
    for i, duel_answers in enumerate(answers):
        duel = Duel.new(decks, seed=first_seed + i, format=format_name, db=db)
        for _, index in duel_answers:
            duel.apply_action(index)
    return time.perf_counter() - start


def _gym_env_class():
    """The Gymnasium environment class of duelcore.env, or None if it has none."""
    import gymnasium

    import duelcore.env as env_module

    for value in vars(env_module).values():
        if inspect.isclass(value) and issubclass(value, gymnasium.Env):
            return value
    return None


def _vector(args: argparse.Namespace, decks: list, db: CardDatabase) -> None:
    """Steps/s of an asynchronous vector environment of duelcore.env's Gymnasium environment on two
    cores, random actions from the mask; or a message that there is none."""
    cls = _gym_env_class()
    if cls is None:
        print("vector environment: skipped (duelcore.env has no Gymnasium environment yet)")
        return
    import gymnasium

    vec = gymnasium.vector.AsyncVectorEnv([lambda: cls(decks=decks, format=args.format_name) for _ in range(2)])
    rng = np.random.default_rng(args.seed)
    obs, _ = vec.reset(seed=args.seed)
    steps = episodes = 0
    start = time.perf_counter()
    while episodes < args.duels:
        masks = obs["action_mask"]
        actions = np.array([_random_slot(rng, m) for m in masks])
        obs, _, term, trunc, _ = vec.step(actions)
        steps += len(actions)
        episodes += int(np.sum(term | trunc))
    elapsed = time.perf_counter() - start
    vec.close()
    # A learner step also plays the random opponent's answers up to the learner's next Decision,
    # and the vector env's autoreset steps are counted: compare duels/s, not steps/s, with one core.
    print(f"vector environment ({cls.__name__} against its random opponent, AsyncVectorEnv of 2, two cores): "
          f"{episodes} episodes, {steps / elapsed:.0f} learner steps/s, {episodes / elapsed:.1f} duels/s")


if __name__ == "__main__":
    sys.exit(main())
