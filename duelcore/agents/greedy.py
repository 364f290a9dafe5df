"""A simple greedy agent: plays the strongest summon, uses removal on threats, Sets Traps and
springs them on the opponent's plays, and attacks when it wins the battle.

It reads only its Decision's options and its own view (a face-down opponent monster is unknown to
it; it guesses 1500 DEF).
"""

from __future__ import annotations

from typing import Any

from duelcore.agents.base import Agent, register
from duelcore.engine.decision import Action, Decision, DecisionKind

#: What the greedy agent assumes of a face-down monster it cannot see (DEF in points).
UNKNOWN_DEF_GUESS = 1500

#: Words of a target prompt that mean "hurt the chosen card" (choose the opponent's best).
HARMFUL = ("destroy", "Choose a monster", "Spell/Trap")
#: Words that mean "choose something of mine to give up" (choose the weakest).
COSTLY = ("Discard", "Tribute")


def _stat(card: dict[str, Any] | None, key: str, default: int = 0) -> int:
    if not card or card.get("hidden"):
        return default
    return int(card.get(key) or 0)


def _defends_with(card: dict[str, Any]) -> int:
    """What a monster of the opponent holds against an attack: ATK in Attack Position, DEF in
    Defense Position, the guess for a face-down one."""
    if card.get("hidden"):
        return UNKNOWN_DEF_GUESS
    return _stat(card, "atk") if "Attack" in card.get("position", "") else _stat(card, "def")


def _monsters(view: dict[str, Any] | None, player: int) -> list[dict[str, Any]]:
    if view is None:
        return []
    zones = view["players"][player]["main_monster_zones"]
    return [c for c in zones if c is not None]


@register("greedy")
class GreedyAgent(Agent):
    """Greedy play from the decider's options and view.

    Main Phase: activate Pot of Greed-like Normal Spells; mass removal when the opponent's board
    is the stronger; revival and equips when they help; then Normal Summon the highest-ATK monster
    (Set it when its ATK is below 1000 and it has more DEF); Set Traps; flip face-down monsters;
    go to battle with an attacker. Chains: activate a Trap or trigger when the opponent's play
    offers it, never against its own. Battle: attack with the strongest monster at the weakest
    target, or directly. Targets: the opponent's strongest card for harm, its own best for help;
    costs and discards: its weakest card.

    Args:
        seed: unused (the agent is deterministic); kept for a uniform constructor.
    """

    wants_view = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, decision: Decision, view: dict[str, Any] | None) -> Any:
        """The greedy option index for ``decision``."""
        kind = decision.kind
        opts = decision.options
        if kind is DecisionKind.IDLE_COMMAND:
            return self._idle(decision, view)
        if kind is DecisionKind.BATTLE_COMMAND:
            return self._battle(decision, view)
        if kind in (DecisionKind.SELECT_ATTACK_TARGET, DecisionKind.REPLAY):
            return self._target(decision)
        if kind in (DecisionKind.SELECT_TRIBUTE, DecisionKind.SELECT_DISCARD):
            return min(range(len(opts)), key=lambda i: (_stat(opts[i].card, "atk"), i))
        if kind is DecisionKind.CHAIN_OR_PASS:
            return self._chain(decision, view)
        if kind is DecisionKind.SELECT_CARDS:
            return self._select(decision)
        if kind is DecisionKind.YES_NO:
            return 0
        return 0

    # ------------------------------------------------------------------ Main Phase
    def _idle(self, decision: Decision, view: dict[str, Any] | None) -> int:
        opts = decision.options
        me = decision.player
        mine, theirs = _monsters(view, me), _monsters(view, 1 - me)
        my_best = max((_stat(c, "atk") for c in mine), default=0)
        their_best = max((_stat(c, "atk", UNKNOWN_DEF_GUESS) for c in theirs), default=0)
        my_gy = [] if view is None else [c for c in view["players"][me]["gy"] if c.get("kind") == "Monster"]
        for i, o in enumerate(opts):
            if o.action is not Action.ACTIVATE or o.card is None:
                continue
            name, sub = o.card.get("name", ""), o.card.get("sub_kind", "")
            if o.card.get("kind") == "Trap" or sub == "Quick-Play":
                continue  # kept for the opponent's turn and plays
            if "Draw" in o.text or name == "Pot of Greed":
                return i
            if name == "Raigeki":
                return i
            if name == "Dark Hole" and (len(theirs) > len(mine) or their_best > my_best):
                return i
            if sub == "Equip" and name != "Premature Burial" and mine:
                return i
            if name in ("Monster Reborn", "Premature Burial") and max((_stat(c, "atk") for c in my_gy), default=0) >= 1500:
                return i
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
            if o.action is Action.SET_SPELL_TRAP and o.card is not None:
                if o.card.get("kind") == "Trap" or o.card.get("sub_kind") == "Quick-Play":
                    return i
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

    # ------------------------------------------------------------------ chains
    def _chain(self, decision: Decision, view: dict[str, Any] | None) -> int:
        opts = decision.options
        me = decision.player
        chain = [] if view is None else view.get("chain", [])
        against_me = not chain or chain[-1]["player"] != me
        pass_index = next((i for i, o in enumerate(opts) if o.action is Action.PASS), None)
        for i, o in enumerate(opts):
            if o.action is not Action.ACTIVATE or o.card is None:
                continue
            if o.card.get("location") == "GY" or o.card.get("kind") == "Monster":
                return i  # optional triggers: always worth it
            if o.card.get("kind") == "Trap" and against_me:
                return i
        return pass_index if pass_index is not None else 0

    def _select(self, decision: Decision) -> int:
        opts = decision.options
        me = decision.player
        prompt = decision.prompt
        real = [i for i, o in enumerate(opts) if o.card is not None]
        if not real:
            return 0
        if any(w in prompt for w in COSTLY):
            return min(real, key=lambda i: (_stat(opts[i].card, "atk"), i))
        if any(w in prompt for w in HARMFUL) and "Special Summon" not in prompt and "equip" not in prompt:
            theirs = [i for i in real if opts[i].card.get("controller") != me]
            pool = theirs or real
            return max(pool, key=lambda i: (_stat(opts[i].card, "atk", UNKNOWN_DEF_GUESS), -i))
        if "equip" in prompt:
            mine = [i for i in real if opts[i].card.get("controller") == me]
            pool = mine or real
            return max(pool, key=lambda i: (_stat(opts[i].card, "atk"), -i))
        return max(real, key=lambda i: (_stat(opts[i].card, "atk"), -i))

    # ------------------------------------------------------------------ battle
    def _battle(self, decision: Decision, view: dict[str, Any] | None) -> int:
        """Attack with the strongest monster that can win (or trade with) the weakest target, or
        attack directly; otherwise move on."""
        opts = decision.options
        me = decision.player
        theirs = _monsters(view, 1 - me)
        weakest = min((_defends_with(c) for c in theirs), default=None)
        attackers = [(i, o) for i, o in enumerate(opts) if o.action is Action.ATTACK]
        attackers.sort(key=lambda io: (-_stat(io[1].card, "atk"), io[0]))
        for i, o in attackers:
            atk = _stat(o.card, "atk")
            if weakest is None or atk > weakest or (atk == weakest and atk > 0 and len(attackers) > 1):
                return i
        return next(i for i, o in enumerate(opts) if o.action is Action.ENTER_MAIN_PHASE_2)

    def _target(self, decision: Decision) -> int:
        opts = decision.options
        for i, o in enumerate(opts):
            if o.action is Action.DIRECT_ATTACK:
                return i

        def loss(o: Any) -> int:
            return 10**9 if o.card is None else _defends_with(o.card)

        targets = [(i, o) for i, o in enumerate(opts) if o.action is Action.TARGET]
        if targets:
            i, _ = min(targets, key=lambda io: (loss(io[1]), io[0]))
            return i
        return 0
