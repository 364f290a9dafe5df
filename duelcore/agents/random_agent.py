"""A seeded random agent: every legal option equally likely. Source: DESIGN §8 (random duels)."""

from __future__ import annotations

import random
from typing import Any

from duelcore.agents.base import Agent, register
from duelcore.state.decision import Decision
from duelcore.state.seeds import resolve_seed


@register("random")
class RandomAgent(Agent):
    """Answers each Decision with a uniformly random legal option, from its own seeded generator.

    Args:
        seed: the agent's own seed, a whole number; the same seed and Decisions give the same
            answers. None draws one from the system's random source (kept as ``seed``).

    Raises:
        InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
    """

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = resolve_seed(seed)
        self.rng = random.Random(self.seed)

    def choose(self, decision: Decision, view: dict[str, Any] | None) -> Any:
        """A random option index (or, for a multi-select, a random allowed set of indices)."""
        n = len(decision.options)
        if decision.max_count == 1:
            return self.rng.randrange(n)
        k = self.rng.randint(decision.min_count, min(decision.max_count, n))
        return tuple(sorted(self.rng.sample(range(n), k)))
