"""A simple greedy agent: summons the strongest monster it can, attacks when it wins the battle.

It reads only its Decision's options, which are rendered from its own view (a face-down
opponent monster is unknown to it, and it guesses it at 1500 DEF).
"""

from __future__ import annotations

from typing import Any

from duelcore.agents.base import Agent, register
from duelcore.engine.decision import Action, Decision, DecisionKind

#: What the greedy agent assumes of a face-down monster it cannot see (DEF in points).
UNKNOWN_DEF_GUESS = 1500


def _stat(card: dict[str, Any] | None, key: str, default: int = 0) -> int:
    if not card or card.get("hidden"):
        return default
    return int(card.get(key) or 0)


@register("greedy")
class GreedyAgent(Agent):
    """Greedy play from the decider's options only.

    Main Phase: Normal Summon the highest-ATK monster it can (Set it instead when its ATK is
    below 1000 and it has more DEF); flip face-down monsters; go to battle when it has an
    attacker; otherwise end the turn. Battle: attack with the strongest monster that wins or
    trades up against the weakest target, or attacks directly. Tributes and discards: the
    lowest-ATK cards.

    Args:
        seed: unused (the agent is deterministic); kept for a uniform constructor.
    """

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._pending_target: dict[str, Any] | None = None

    def choose(self, decision: Decision, view: dict[str, Any] | None) -> Any:
        """The greedy option index for ``decision``."""
        kind = decision.kind
        opts = decision.options
        if kind is DecisionKind.IDLE_COMMAND:
            return self._idle(decision)
        if kind is DecisionKind.BATTLE_COMMAND:
            return self._battle(decision)
        if kind in (DecisionKind.SELECT_ATTACK_TARGET, DecisionKind.REPLAY):
            return self._target(decision)
        if kind in (DecisionKind.SELECT_TRIBUTE, DecisionKind.SELECT_DISCARD):
            return min(range(len(opts)), key=lambda i: (_stat(opts[i].card, "atk"), i))
        return 0

    def _idle(self, decision: Decision) -> int:
        opts = decision.options
        best, best_score = None, -1
        for i, o in enumerate(opts):
            if o.action in (Action.NORMAL_SUMMON, Action.SET_MONSTER):
                atk = _stat(o.card, "atk")
                dfn = _stat(o.card, "def")
                want_set = atk < 1000 and dfn > atk
                if (o.action is Action.SET_MONSTER) != want_set:
                    continue
                score = max(atk, dfn) + 10_000 * int(_stat(o.card, "level") >= 5)
                if score > best_score:
                    best, best_score = i, score
        if best is not None:
            return best
        for i, o in enumerate(opts):
            if o.action is Action.FLIP_SUMMON:
                return i
        for i, o in enumerate(opts):
            if o.action is Action.ENTER_BATTLE_PHASE:
                return i
        for i, o in enumerate(opts):
            if o.action is Action.END_TURN:
                return i
        return len(opts) - 1

    def _battle(self, decision: Decision) -> int:
        opts = decision.options
        attackers = [(i, o) for i, o in enumerate(opts) if o.action is Action.ATTACK]
        if attackers:
            i, _ = max(attackers, key=lambda io: (_stat(io[1].card, "atk"), -io[0]))
            return i
        return next(i for i, o in enumerate(opts) if o.action is Action.ENTER_MAIN_PHASE_2)

    def _target(self, decision: Decision) -> int:
        opts = decision.options
        for i, o in enumerate(opts):
            if o.action is Action.DIRECT_ATTACK:
                return i

        def loss(o: Any) -> int:
            card = o.card
            if card is None:
                return 10**9
            if card.get("hidden"):
                return UNKNOWN_DEF_GUESS
            return _stat(card, "atk") if "Attack" in card.get("position", "") else _stat(card, "def")

        targets = [(i, o) for i, o in enumerate(opts) if o.action is Action.TARGET]
        if targets:
            i, _ = min(targets, key=lambda io: (loss(io[1]), io[0]))
            return i
        return 0
