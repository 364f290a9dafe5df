"""Agents: programs that answer Decisions from their own view only.

- :class:`duelcore.agents.random_agent.RandomAgent`: a seeded uniformly random player.
- :class:`duelcore.agents.greedy.GreedyAgent`: summons the strongest it can, attacks when it wins the battle.

:func:`make_agent` builds one by name; :func:`play` runs a duel to its end with two agents.
"""

from __future__ import annotations

from duelcore.agents.base import Agent, play, AGENTS
from duelcore.agents import make_agent

__all__ = ["Agent", "make_agent", "play", "AGENTS"]
