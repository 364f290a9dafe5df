"""A simple greedy agent: plays the strongest summon, uses removal on threats, Sets Traps and
springs them on the opponent's plays, and attacks when it wins the battle.

It reads only its Decision's options and its own view (a face-down opponent monster is unknown to
it; it guesses 1500 DEF).
"""

from __future__ import annotations

from typing import Any

from duelcore.agents.base import Agent, register
from duelcore.state.decision import Action, Decision, DecisionKind
from duelcore.state.seeds import resolve_seed

#: What the greedy agent assumes of a face-down monster it cannot see (DEF in points).
UNKNOWN_DEF_GUESS = 1500

#: Words of a target prompt that mean "hurt the chosen card" (choose the opponent's best).
HARMFUL = ("destroy", "Choose a monster", "Spell/Trap")
#: Words that mean "choose something of mine to give up" (choose the weakest).
COSTLY = ("Discard", "Tribute")

#: Cards that add to a monster's stat until the end of the turn: name -> (stat key, points). The
#: agent plays them on its own monster in a battle they turn (or keep from being lost).
BOOSTS = {
    "Reinforcements": ("atk", 500), "Rush Recklessly": ("atk", 700),
    "Castle Walls": ("def", 500), "The Reliable Guardian": ("def", 700),
}
#: Cards worth activating only while the opponent attacks the agent (they stop or punish an attack).
AGAINST_AN_ATTACK = frozenset({
    "Waboku", "Negate Attack", "Mirror Force", "Magic Cylinder", "Sakuretsu Armor", "Enchanted Javelin",
    "Spellbinding Circle", "Shadow Spell",
})
#: Cards that destroy a Spell/Trap the opponent controls: activated at the opponent's End Phase
#: (or in reply to the opponent's own Spell/Trap) while the opponent controls one.
SPELL_TRAP_REMOVAL = frozenset({"Dust Tornado", "Mystical Space Typhoon"})
#: Cards that give up more than they take (Two-Pronged Attack destroys 2 of the agent's monsters):
#: never activated by this agent.
NEVER = frozenset({"Two-Pronged Attack", "Ultimate Offering"})


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


def _face_up(card: dict[str, Any] | None) -> bool:
    """A card rendering of a face-up monster in a Monster Zone."""
    return (card is not None and not card.get("hidden") and "Monster Zone" in card.get("location", "")
            and "face-up" in card.get("position", ""))


def _same_place(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two card renderings of the same card on the field (same controller, location and zone)."""
    return all(a.get(k) == b.get(k) for k in ("controller", "location", "zone"))


def _opponents_end_phase(view: dict[str, Any], me: int) -> bool:
    """The opponent's End Phase (the last moment to use a card before the agent's own turn)."""
    return view["turn_player"] != me and view.get("phase") == "End Phase"


def _printed(card: dict[str, Any], key: str) -> int:
    """The printed ATK or DEF of a visible card (public card data), or its current value if unknown."""
    from duelcore.cards.database import CardDatabase

    code = card.get("passcode")
    if card.get("hidden") or code is None:
        return _stat(card, key)
    data = CardDatabase.default().get(code)
    return int((data.atk if key == "atk" else data.defense) or 0)


def _printed_type(card: dict[str, Any]) -> str | None:
    """The Type (Dragon, Warrior...) of a visible monster (public card data), or None."""
    from duelcore.cards.database import CardDatabase

    code = card.get("passcode")
    if card.get("hidden") or code is None:
        return None
    kind = CardDatabase.default().get(code).monster_type
    return None if kind is None else kind.name.replace("_", " ").title()


@register("greedy")
class GreedyAgent(Agent):
    """Greedy play from the decider's options and view.

    Main Phase: activate Pot of Greed-like Normal Spells; mass removal when the opponent's board
    is the stronger; Spell/Trap removal on the opponent's Spells/Traps; revival and equips when
    they help; a Field Spell when its Field Zone is empty and it has a face-up monster; then
    Normal Summon the highest-ATK monster (Set it when its ATK is below 1000 and
    it has more DEF); Set Traps; flip face-down monsters; go to battle with an attacker.
    Chains (:meth:`_worth_it`): triggers always; Traps with an activation condition against the
    opponent's play, never its own; battle Traps only while the opponent attacks; stat boosts
    only when they turn the battle under way (on its own monster in it); Spell/Trap removal in
    reply to the opponent's Spell/Trap or at their End Phase; no card that would do nothing now
    (Reverse Trap with no gains to reverse, Scapegoat with monsters to spare, Two-Pronged
    Attack). Battle: attack with the strongest monster at the weakest target, or directly.
    Targets: the opponent's strongest card for harm, its own best for help; costs and discards:
    its weakest card.

    Args:
        seed: unused (the agent is deterministic); kept for a uniform constructor, and checked
            as every seed is (a whole number, or None for one drawn from the system).

    Raises:
        InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
    """

    wants_view = True

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = resolve_seed(seed)

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
            return self._select(decision, view)
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
        face_up_mine = [c for c in mine if _face_up(c)]
        their_spell_traps = view is not None and (
            any(c is not None for c in view["players"][1 - me]["spell_trap_zones"])
            or view["players"][1 - me]["field_zone"] is not None)
        # Spells in order of priority: draw, clear the opponent's monsters, their Spells/Traps,
        # revive, equip (Dark Hole before Monster Reborn, so the revived monster survives it).
        ranked: list[tuple[int, int]] = []
        for i, o in enumerate(opts):
            if o.action is not Action.ACTIVATE or o.card is None:
                continue
            name, sub = o.card.get("name", ""), o.card.get("sub_kind", "")
            if name in SPELL_TRAP_REMOVAL:
                if their_spell_traps:
                    ranked.append((2, i))  # clear the way before attacking
                continue
            if o.card.get("kind") == "Trap" or sub == "Quick-Play":
                continue  # kept for the opponent's turn and plays
            if "Draw" in o.text or name == "Pot of Greed":
                ranked.append((0, i))
            elif name == "Raigeki" and theirs:
                ranked.append((1, i))
            elif name == "Dark Hole" and (len(theirs) > len(mine) or their_best > my_best):
                ranked.append((1, i))
            elif name in ("Monster Reborn", "Premature Burial"):
                if max((_stat(c, "atk") for c in my_gy), default=0) >= 1500:
                    ranked.append((3, i))
            elif sub == "Equip" and face_up_mine:
                ranked.append((4, i))  # only on a face-up monster of its own
            elif sub == "Field" and face_up_mine and view is not None and view["players"][me]["field_zone"] is None:
                ranked.append((5, i))  # a deck's Field Spell favours its own monsters
        if ranked:
            return min(ranked)[1]
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
            if o.action is Action.SET_SPELL_TRAP and o.card is not None and o.card.get("name") not in NEVER:
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
        """A response: triggers always; Counter Traps and answers against the opponent's Chain
        Link; battle cards only while the opponent attacks; stat boosts only when they turn the
        battle; Spell/Trap removal at the opponent's End Phase; never a card that would do nothing
        now (the Decision offers only cards whose activation is legal; this picks the useful ones)."""
        opts = decision.options
        pass_index = next((i for i, o in enumerate(opts) if o.action is Action.PASS), None)
        for i, o in enumerate(opts):
            if o.action is Action.ACTIVATE and o.card is not None and self._worth_it(o.card, decision.player, view):
                return i
        return pass_index if pass_index is not None else 0

    def _worth_it(self, card: dict[str, Any], me: int, view: dict[str, Any] | None) -> bool:
        """Whether activating ``card`` (as offered) now helps the agent ``me``."""
        if card.get("location") == "GY" or card.get("kind") == "Monster":
            return True  # optional triggers and monster effects: always worth it
        name = card.get("name", "")
        if view is None or name in NEVER:
            return False
        chain = view.get("chain") or []
        against_me = bool(chain) and chain[-1]["player"] != me
        attack = view.get("attack")
        attacked = attack is not None and view["turn_player"] != me
        if name in BOOSTS:
            return self._boost_turns_battle(name, me, view) is not None
        if name in AGAINST_AN_ATTACK:
            return attacked
        if name == "Dragon Capture Jar":
            # Dragons go to Defense Position: worth it against an attacking Dragon.
            return attacked and _printed_type(attack["attacker"]) == "Dragon"
        if name == "Reverse Trap":
            # Reverses the attacker's gains: worth it when the attacking monster has more ATK than printed.
            return attacked and _stat(attack["attacker"], "atk") > _printed(attack["attacker"], "atk")
        if name == "Scapegoat":
            return attacked and (attack["target"] is None or len(_monsters(view, me)) <= 1)
        if name == "Just Desserts":
            return len(_monsters(view, 1 - me)) >= 2 or _opponents_end_phase(view, me)
        if name in SPELL_TRAP_REMOVAL:
            theirs = view["players"][1 - me]
            has_one = any(c is not None for c in theirs["spell_trap_zones"]) or theirs["field_zone"] is not None
            return has_one and (against_me or _opponents_end_phase(view, me))
        if card.get("kind") == "Trap" or card.get("sub_kind") == "Counter":
            # Traps with an activation condition (Trap Hole, Magic Jammer, Fake Trap...): the
            # engine offers them only when it holds; answer the opponent, never the agent itself.
            return against_me or (not chain and view["turn_player"] != me)
        return False

    def _boost_turns_battle(self, name: str, me: int, view: dict[str, Any]) -> dict[str, Any] | None:
        """The agent's monster in the attack under way that the boost ``name`` makes win (or not
        lose) the battle, or None. The boost must be on the stat that monster battles with."""
        attack = view.get("attack")
        if attack is None or attack["target"] is None:
            return None
        stat, points = BOOSTS[name]
        attacker, target = attack["attacker"], attack["target"]
        if attacker.get("controller") == me:
            mine, theirs = attacker, target
            uses = "atk"
        else:
            mine, theirs = target, attacker
            uses = "atk" if "Attack" in mine.get("position", "") else "def"
        if not _face_up(mine) or stat != uses:
            return None  # a boost only helps a face-up monster still in the battle
        their_value = _defends_with(theirs) if theirs is target else _stat(theirs, "atk")
        my_value = _stat(mine, uses)
        if my_value < their_value <= my_value + points or (uses == "atk" and my_value == their_value):
            return mine
        return None

    def _select(self, decision: Decision, view: dict[str, Any] | None = None) -> int:
        opts = decision.options
        me = decision.player
        prompt = decision.prompt
        real = [i for i, o in enumerate(opts) if o.card is not None]
        if not real:
            return 0
        if prompt == "Choose a face-up monster" and view is not None and view.get("attack") is not None:
            # A stat boost in a battle: the agent's own monster in that battle.
            attack = view["attack"]
            fighter = next((c for c in (attack["attacker"], attack["target"]) if c and c.get("controller") == me), None)
            for i in real:
                if fighter is not None and _same_place(opts[i].card, fighter):
                    return i
        if prompt == "Choose a face-up monster":
            # A stat boost otherwise: its own strongest face-up monster, never the opponent's if it has one.
            own = [i for i in real if opts[i].card.get("controller") == me]
            return max(own or real, key=lambda i: (_stat(opts[i].card, "atk"), -i))
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
        attack directly; otherwise move on (or, when moving on is not offered because a monster
        must attack, attack with the strongest)."""
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
        move_on = next((i for i, o in enumerate(opts) if o.action is Action.ENTER_MAIN_PHASE_2), None)
        # A monster that must attack if able (Berserk Gorilla) leaves no way to move on: attack.
        return attackers[0][0] if move_on is None else move_on

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
