"""Agents: programs that answer Decisions from their own view only.

- :class:`duelcore.agents.random_agent.RandomAgent`: a seeded uniformly random player.
- :class:`duelcore.agents.greedy.GreedyAgent`: summons the strongest it can, attacks when it wins the battle.

:func:`make_agent` builds one by name; :func:`play` runs a duel to its end with two agents.
"""

from __future__ import annotations

# The agent modules register their classes in AGENTS as they are imported.
from duelcore.agents import greedy, random_agent  # noqa: F401
from duelcore.agents.base import AGENTS, Agent, play
from duelcore.errors import DuelcoreError
from duelcore.state.seeds import resolve_seed

__all__ = ["Agent", "make_agent", "play", "AGENTS"]


def make_agent(name: str, seed: int | None = 0) -> Agent:
    """Build the agent called ``name`` ("random" or "greedy") with a seed.

    Args:
        name: the agent's registry name.
        seed: the agent's own seed, a whole number; None draws one from the system's random
            source (kept as the agent's ``seed``). The duel's record holds the agent's answers,
            so a replay never needs it.

    Raises:
        DuelcoreError: an unknown agent name (the message lists the known ones).
        InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
    """
    seed = resolve_seed(seed, f"the seed of agent {name!r}")

    try:
        factory = AGENTS[name]
    except KeyError:
        raise DuelcoreError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    return factory(seed)
