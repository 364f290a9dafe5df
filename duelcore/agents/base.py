"""The agent interface, the agent registry and the loop that plays a duel with two agents.

An agent class registers itself with :func:`register`; :func:`duelcore.agents.make_agent` builds
one by name.

An agent sees only the Decision it must answer (whose options are rendered from its own view)
and, if it asks for it, its own :meth:`Duel.view`. Source: DESIGN §1 and §4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.errors import DuelcoreError

if TYPE_CHECKING:
    from duelcore.state.decision import Decision
    from duelcore.engine.duel import Duel
    from duelcore.state.record import DuelResult


class Agent:
    """A player program.

    Attributes:
        name: the agent's registry name.
        wants_view: True if :meth:`choose` needs the player's view (computing it costs time).
    """

    name = "agent"
    wants_view = False

    def choose(self, decision: "Decision", view: dict[str, Any] | None) -> Any:
        """Return an answer to ``decision`` (an option index, or indices for a multi-select)."""
        raise NotImplementedError


AGENTS: dict[str, Callable[[int | None], Agent]] = {}


def register(name: str) -> Callable[[type], type]:
    """Class decorator: make an Agent class available to :func:`make_agent` under ``name``.

    The class is built as ``cls(seed)``.
    """

    def deco(cls: type) -> type:
        AGENTS[name] = cls
        cls.name = name
        return cls

    return deco


def play(duel: "Duel", agents: "tuple[Agent, Agent] | list[Agent]", max_decisions: int = 100_000) -> "DuelResult":
    """Let ``agents[0]`` and ``agents[1]`` answer every Decision until the duel ends.

    Args:
        duel: a duel not yet over.
        agents: the agent of player 0 and of player 1.
        max_decisions: a safety bound on the number of answers (count).

    Returns:
        the duel's DuelResult.

    Raises:
        DuelcoreError: the duel did not end within ``max_decisions`` answers.
    """
    n = 0
    while duel.decision is not None:
        decision = duel.decision
        agent = agents[decision.player]
        view = duel.view(decision.player) if agent.wants_view else None
        duel.apply_action(agent.choose(decision, view))
        n += 1
        if n > max_decisions:
            raise DuelcoreError(f"the duel did not end within {max_decisions} decisions")
    assert duel.result is not None
    return duel.result
