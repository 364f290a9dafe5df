"""A simple greedy agent: plays the strongest summon, uses removal on threats, Sets Traps and
springs them on the opponent's plays, and attacks when it wins the battle.

It reads only its Decision's options and its own view (a face-down opponent monster is unknown to
it; it guesses 1500 DEF), and the public card data (printed ATK, Level, whether a monster is a Flip
monster). What it does with a card is read from tables of card names by role (below): a card in no
table is played by the general rules (Traps against the opponent's plays, Equip Spells on its own
monsters...). Each rule says what it is for in its docstring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from duelcore.agents.base import Agent, register
from duelcore.state.decision import Action, Decision, DecisionKind
from duelcore.state.seeds import resolve_seed

Card = dict[str, Any]

#: What the greedy agent assumes of a face-down monster it cannot see (DEF in points).
UNKNOWN_DEF_GUESS = 1500

#: Words of a target prompt that mean "hurt the chosen card" (choose the opponent's best).
HARMFUL = ("destroy", "Choose a monster", "Spell/Trap", "banish", "face-down", "take control", "return to the Deck")
#: Words that mean "choose something of mine to give up" (choose the least valuable).
COSTLY = ("Discard", "Tribute", "Banish 1")

# ---------------------------------------------------------------------------- cards by role
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
#: Cards and effects that destroy 1 Spell/Trap: used while the opponent controls one, in the
#: agent's Main Phase or (a Quick-Play, a Trap) in reply to the opponent's Spell/Trap or at their
#: End Phase. Breaker the Magical Warrior's is an Ignition Effect (its Main Phase only).
SPELL_TRAP_REMOVAL = frozenset({"Dust Tornado", "Mystical Space Typhoon", "Breaker the Magical Warrior"})
#: Spell/Trap kinds that stay on the field once activated: destroyed while their activation is on
#: the chain, they do nothing (an Equip Spell equips nothing, Call of the Haunted summons nothing).
LASTING_SUB_KINDS = frozenset({"Equip", "Continuous", "Field"})
#: Spells that draw (or draw and discard): always played first, to see more cards.
DRAW_SPELLS = frozenset({"Pot of Greed", "Graceful Charity", "Upstart Goblin"})
#: Cards whose effect in the hand fetches more copies from the Deck (thinning it): used at once.
DECK_SEARCHERS_IN_HAND = frozenset({"Thunder Dragon"})
#: Cards that destroy every Spell/Trap on the field: used only when the opponent has more of them
#: than the agent (each card lost counts the same).
MASS_SPELL_TRAP_REMOVAL = frozenset({"Heavy Storm"})
#: Cards that destroy every monster the opponent controls: used while they control one.
ONE_SIDED_MONSTER_REMOVAL = frozenset({"Raigeki"})
#: Cards that destroy every monster on the field: used only when the opponent's monsters outnumber
#: the agent's, or are as many and stronger (the agent gives up fewer cards than it takes).
MASS_MONSTER_REMOVAL = frozenset({"Dark Hole", "Torrential Tribute"})
#: Cards that remove 1 monster of the opponent by targeting it: name -> which monsters it may
#: target ("face-up", "face-down" or "any"). Used on the opponent's best such monster, never on
#: the agent's own (the target options name each card's controller); kept while the opponent has
#: none.
MONSTER_REMOVAL = {
    "Nobleman of Crossout": "face-down",
    "Chaos Sorcerer": "face-up",
    "Black Luster Soldier - Envoy of the Beginning": "any",
    "Thousand-Eyes Restrict": "any",  # equips the monster to itself: gone from the opponent's side
    "Relinquished": "any",
}
#: Cards that destroy any 1 card on the field by targeting it: used on the opponent's best card
#: (an attacking monster first, else a threat or a Spell/Trap) in the opponent's turn.
CARD_REMOVAL = frozenset({"Raigeki Break"})
#: Ring of Destruction destroys a face-up monster and both players take damage equal to its ATK
#: (its text of 2005). Kept for a real threat of the opponent (:data:`THREAT_ATK`) and never used
#: when that damage would end the agent's duel.
BURN_REMOVAL = frozenset({"Ring of Destruction"})
#: A face-up monster of the opponent with this much ATK is a threat worth Ring of Destruction.
THREAT_ATK = 1900
#: Cards that take control of the opponent's monster: used on the opponent's best face-up monster
#: when it is worth taking (:data:`WORTH_TAKING_ATK` or better than the agent's best); the agent
#: then attacks with it and offers it first as a Tribute.
CONTROL = frozenset({"Snatch Steal", "Change of Heart", "Brain Control", "Mind Control"})
#: A monster of the opponent with this much ATK is worth taking control of.
WORTH_TAKING_ATK = 1500
#: Cards that make the opponent discard: name -> LP they cost. Used while the opponent holds 2 or
#: more cards and the agent keeps :data:`LP_TO_SPARE` after paying.
HAND_DISRUPTION = {"Delinquent Duo": 1000}
#: The LP the agent keeps after paying a card's LP cost (Delinquent Duo, Premature Burial).
LP_TO_SPARE = 2000
#: Cards that Special Summon a monster from the agent's GY: name -> LP they cost. Used on its best
#: monster there of :data:`REVIVE_ATK` or more; Call of the Haunted (a Trap) in the agent's Main
#: Phase, at the opponent's End Phase or when the opponent attacks directly.
REVIVAL = {"Monster Reborn": 0, "Premature Burial": 800, "Call of the Haunted": 0}
#: A monster in the GY worth reviving has this much ATK.
REVIVE_ATK = 1500
#: Quick-Plays that turn a face-up monster face-down: used on an opponent's attacker that would
#: win its battle (or attacks directly), and in the agent's Main Phase 1 on an opponent's monster
#: that keeps the agent's monsters from attacking (Thousand-Eyes Restrict).
FACE_DOWN_SWITCH = frozenset({"Book of Moon"})
#: Monsters that keep every other monster from attacking while face-up (Thousand-Eyes Restrict).
ATTACK_LOCKS = frozenset({"Thousand-Eyes Restrict"})
#: What such a monster is worth to the agent (in ATK points: it takes the ATK of the monster it
#: equips, and stops the opponent's attacks).
LOCK_VALUE = 3000
#: Spells that Tribute a monster to Special Summon a Fusion Monster of its Level from the Extra
#: Deck: used on the agent's least valuable monster whose Level has a Fusion Monster stronger than
#: it in the agent's Extra Deck (a Sheep Token, Level 1, for Thousand-Eyes Restrict).
LEVEL_SWAP = frozenset({"Metamorphosis"})
#: How much more ATK the Fusion Monster must have than the monster Tributed for it.
LEVEL_SWAP_GAIN = 500
#: Spells that Tribute a monster to Special Summon another from the Deck: used on a Token or a
#: monster with less than 1000 ATK.
TRIBUTE_FOR_A_MONSTER = frozenset({"Monster Gate"})
#: Quick-Plays that Special Summon Tokens and lock the agent's Summons for the turn (Scapegoat):
#: Set, then activated in the opponent's turn: when the opponent attacks (directly, or a monster
#: the attacker beats), at the opponent's End Phase when a Spell of :data:`LEVEL_SWAP` in the hand
#: can Tribute a Token next turn, or in reply to the opponent's Spell/Trap removal (in any turn:
#: it would be lost). Never by choice in the agent's own Main Phase: its lock (2005 text: no
#: Normal, Flip or Special Summon that turn) would forbid Metamorphosis's Special Summon too.
TOKEN_WALLS = frozenset({"Scapegoat"})
#: Spells that make both players discard their hands and draw again: used when the opponent holds
#: at least 2 cards and at least as many as the agent's other cards.
HAND_RESETS = frozenset({"Card Destruction"})
#: Monsters whose Summon turns 1 face-up monster face-down (mandatory): Normal Summoned when the
#: opponent has a face-up monster worth it, else Set.
FLIPS_ONE_DOWN = frozenset({"Tsukuyomi"})
#: Flip monsters whose FLIP effect needs a card of a kind in the agent's GY ("Spell"): Flip
#: Summoned only then.
FLIP_NEEDS = {"Magician of Faith": "Spell"}
#: What a Deck search takes first, in this order (Sangan, Witch of the Black Forest...); a monster
#: not listed comes after, by ATK.
SEARCH_FIRST = ("Magician of Faith", "Tsukuyomi", "Sinister Serpent", "Night Assailant", "Breaker the Magical Warrior",
                "Dekoichi the Battlechanted Locomotive", "Mystic Tomato", "Gravekeeper's Spy", "Sangan",
                "Dark Mimic LV1", "Witch of the Black Forest")
#: How much the agent values keeping a Spell/Trap (a GY Spell Magician of Faith takes back, a card
#: it discards last); a card not listed is worth :data:`DEFAULT_SPELL_TRAP_VALUE`.
SPELL_TRAP_VALUE = {
    "Pot of Greed": 5000, "Graceful Charity": 4500, "Delinquent Duo": 4000, "Heavy Storm": 3800,
    "Snatch Steal": 3600, "Premature Burial": 3000, "Scapegoat": 3000, "Metamorphosis": 2800,
    "Ring of Destruction": 2800, "Torrential Tribute": 2800, "Mirror Force": 2800, "Nobleman of Crossout": 2600,
    "Book of Moon": 2500, "Mystical Space Typhoon": 2400, "Call of the Haunted": 2400,
    "Card Destruction": 1200, "Monster Gate": 1200,
}
DEFAULT_SPELL_TRAP_VALUE = 2000
#: Monsters the agent gives up first (Sinister Serpent comes back from the GY each Standby Phase;
#: Thunder Dragon fetches its copies by being discarded): their value when chosen for a cost or a
#: discard. A Token is worth 0 (it leaves nothing behind).
GIVE_UP_FIRST = {"Sinister Serpent": 0, "Thunder Dragon": 500}
#: Monsters whose trigger after damage calculation banishes the monster they battled and
#: themselves: used when that monster is at least as strong as they are (a trade up), or the
#: battle is not in the view.
TRADES = frozenset({"D.D. Warrior Lady"})
#: Monsters whose Quick Effect negates a card's activation or effect (paying LP or a card):
#: used only against the opponent's Chain Link, never the agent's own.
NEGATORS = frozenset({"Dark Balter the Terrible", "Ryu Senshi"})
#: Monsters whose effects above are Ignition Effects used by those rules (in the agent's Main
#: Phase); any other monster effect offered is a trigger or a Quick Effect, always used.
MONSTER_ROLES = frozenset(MONSTER_REMOVAL) | SPELL_TRAP_REMOVAL | DECK_SEARCHERS_IN_HAND
#: The phases where the agent's Ignition Effects are used.
MAIN_PHASES = ("Main Phase 1", "Main Phase 2")
#: Cards that give up more than they take (Two-Pronged Attack destroys 2 of the agent's monsters):
#: never activated by this agent.
NEVER = frozenset({"Two-Pronged Attack", "Ultimate Offering"})


# ---------------------------------------------------------------------------- reading cards
def _stat(card: Card | None, key: str, default: int = 0) -> int:
    """The stat ``key`` ("atk", "def", "level") of a card rendering, ``default`` when the card is
    hidden or missing."""
    if not card or card.get("hidden"):
        return default
    return int(card.get(key) or 0)


def _defends_with(card: Card) -> int:
    """What a monster of the opponent holds against an attack: ATK in Attack Position, DEF in
    Defense Position, the guess for a face-down one."""
    if card.get("hidden"):
        return UNKNOWN_DEF_GUESS
    return _stat(card, "atk") if "Attack" in card.get("position", "") else _stat(card, "def")


def _threat(card: Card) -> int:
    """How dangerous a monster is: its ATK, the guess for a face-down one."""
    return _stat(card, "atk", UNKNOWN_DEF_GUESS)


def _monsters(view: dict[str, Any] | None, player: int) -> list[Card]:
    """The monsters in ``player``'s Main Monster Zones as the view renders them ([] without a view)."""
    if view is None:
        return []
    zones = view["players"][player]["main_monster_zones"]
    return [c for c in zones if c is not None]


def _face_up(card: Card | None) -> bool:
    """A card rendering of a face-up monster in a Monster Zone."""
    return (card is not None and not card.get("hidden") and "Monster Zone" in card.get("location", "")
            and "face-up" in card.get("position", ""))


def _face_down(card: Card) -> bool:
    """A card rendering of a face-down card on the field."""
    return "face-down" in card.get("position", "")


def _same_place(a: Card, b: Card) -> bool:
    """Two card renderings of the same card on the field (same controller, location and zone)."""
    return all(a.get(k) == b.get(k) for k in ("controller", "location", "zone"))


def _opponents_end_phase(view: dict[str, Any], me: int) -> bool:
    """The opponent's End Phase (the last moment to use a card before the agent's own turn)."""
    return view["turn_player"] != me and view.get("phase") == "End Phase"


def _data(card: Card):
    """The public card data of a visible card, or None."""
    from duelcore.cards.database import CardDatabase

    code = card.get("passcode")
    if card.get("hidden") or code is None:
        return None
    return CardDatabase.default().get(code)


def _printed(card: Card, key: str) -> int:
    """The printed ATK or DEF of a visible card (public card data), or its current value if unknown."""
    data = _data(card)
    if data is None:
        return _stat(card, key)
    return int((data.atk if key == "atk" else data.defense) or 0)


def _printed_type(card: Card) -> str | None:
    """The Type (Dragon, Warrior...) of a visible monster (public card data), or None."""
    data = _data(card)
    if data is None or data.monster_type is None:
        return None
    return data.monster_type.name.replace("_", " ").title()


def _is_flip(card: Card) -> bool:
    """A visible Flip monster (public card data)."""
    data = _data(card)
    return data is not None and data.is_flip


def _value(card: Card) -> int:
    """How much the agent values keeping one of its own cards (points): a monster's ATK or DEF
    (:data:`GIVE_UP_FIRST`, a Token: less), a Spell/Trap's :data:`SPELL_TRAP_VALUE`."""
    name = card.get("name", "")
    if name in GIVE_UP_FIRST:
        return GIVE_UP_FIRST[name]
    if "Token" in card.get("sub_kind", ""):
        return 0
    if card.get("kind") in ("Spell", "Trap"):
        return SPELL_TRAP_VALUE.get(name, DEFAULT_SPELL_TRAP_VALUE)
    return max(_stat(card, "atk"), _stat(card, "def"))


def _search_rank(card: Card) -> tuple[int, int]:
    """The order a Deck search takes monsters in (:data:`SEARCH_FIRST`, then the highest ATK)."""
    name = card.get("name", "")
    first = SEARCH_FIRST.index(name) if name in SEARCH_FIRST else len(SEARCH_FIRST)
    return (first, -_stat(card, "atk"))


# ---------------------------------------------------------------------------- the board
@dataclass
class _Board:
    """The agent's view of the duel, read once per Decision: its monsters and the opponent's,
    Spells/Traps, LP, hands, GY and Extra Deck (player indexes 0 and 1; LP in points)."""

    me: int
    view: dict[str, Any]

    def side(self, player: int) -> dict[str, Any]:
        """``player``'s half of the view (LP, hand, zones, GY...)."""
        return self.view["players"][player]

    @property
    def mine(self) -> list[Card]:
        """The agent's monsters."""
        return _monsters(self.view, self.me)

    @property
    def theirs(self) -> list[Card]:
        """The opponent's monsters (a face-down one hidden)."""
        return _monsters(self.view, 1 - self.me)

    def spell_traps(self, player: int) -> list[Card]:
        """``player``'s cards in the Spell & Trap Zones and the Field Zone."""
        side = self.side(player)
        return [c for c in side["spell_trap_zones"] + [side["field_zone"]] if c is not None]

    @property
    def my_lp(self) -> int:
        """The agent's LP."""
        return self.side(self.me)["lp"]

    @property
    def their_lp(self) -> int:
        """The opponent's LP."""
        return self.side(1 - self.me)["lp"]

    @property
    def my_turn(self) -> bool:
        """Whether the agent is the turn player."""
        return self.view["turn_player"] == self.me

    @property
    def attack(self) -> dict[str, Any] | None:
        """The opponent's attack on the agent under way, or None."""
        return None if self.my_turn else self.view.get("attack")

    def their_chain_link(self) -> Card | None:
        """The card of the last Chain Link when the opponent activated it, else None."""
        chain = self.view.get("chain") or []
        return chain[-1]["card"] if chain and chain[-1]["player"] != self.me else None

    def my_best_atk(self) -> int:
        """The highest ATK among the agent's monsters (0 with none)."""
        return max((_stat(c, "atk") for c in self.mine if not c.get("hidden")), default=0)

    def taken(self, monster: Card) -> bool:
        """Whether ``monster`` is the opponent's monster the agent controls by its own
        :data:`CONTROL` Equip Spell (the Equip Card's public "equipped_to" names it)."""
        for c in self.spell_traps(self.me):
            host = c.get("equipped_to")
            if c.get("name") in CONTROL and host and all(host.get(k) == monster.get(k) for k in ("controller", "zone")):
                return True
        return False

    def holds(self, names: frozenset[str]) -> bool:
        """Whether the agent has a card of ``names`` in its hand or Set."""
        cards = self.side(self.me)["hand"] + self.spell_traps(self.me)
        return any(c.get("name") in names for c in cards)

    def fusion_levels(self) -> dict[int, int]:
        """The best worth of the Fusion Monsters in the agent's Extra Deck, by Level: their ATK, a
        monster of :data:`ATTACK_LOCKS` :data:`LOCK_VALUE` while a lock would pay
        (:meth:`lock_would_pay`), else 0."""
        best: dict[int, int] = {}
        lock = LOCK_VALUE if self.lock_would_pay() else 0
        for c in self.side(self.me).get("extra_deck", []):
            if "Fusion" in c.get("sub_kind", "") and c.get("level") is not None:
                level = int(c["level"])
                worth = lock if c.get("name") in ATTACK_LOCKS else _stat(c, "atk")
                best[level] = max(best.get(level, -1), worth)
        return best

    def attackers(self) -> list[Card]:
        """The agent's face-up monsters in Attack Position (Tokens aside)."""
        return [c for c in self.mine if _face_up(c) and "Attack" in c.get("position", "")
                and "Token" not in c.get("sub_kind", "")]

    def lock_would_pay(self) -> bool:
        """Whether a Thousand-Eyes Restrict of the agent's would help: no face-up monster of
        :data:`ATTACK_LOCKS` is on the field (two lock every attack), the opponent controls a
        monster for it to equip, and its lock would stop no attack of the agent's worth more (the
        opponent's best face-up monster is at least as strong as the agent's best attacker, or
        the agent has none of 1000 ATK or more)."""
        if any(_face_up(c) and c.get("name") in ATTACK_LOCKS for c in self.mine + self.theirs):
            return False
        if not self.theirs:
            return False
        mine = max((_stat(c, "atk") for c in self.attackers()), default=0)
        theirs = max((_stat(c, "atk") for c in self.theirs if _face_up(c)), default=0)
        return mine < 1000 or theirs >= mine

    def own_lock_in_the_way(self) -> Card | None:
        """The agent's own face-up monster of :data:`ATTACK_LOCKS` that stops a stronger attacker
        of its own (its lock costs more than its own attack brings), or None."""
        for c in self.mine:
            if _face_up(c) and c.get("name") in ATTACK_LOCKS:
                others = [_stat(m, "atk") for m in self.attackers() if not _same_place(m, c)]
                if others and max(others) > _stat(c, "atk"):
                    return c
        return None

    def face_down_target(self) -> Card | None:
        """The opponent's face-up monster worth turning face-down (Tsukuyomi): one that locks the
        agent's attacks (:data:`ATTACK_LOCKS`), else the strongest that beats the agent's best
        monster or has :data:`THREAT_ATK` or more ATK; never a Token (it cannot be Set)."""
        face_up = [c for c in self.theirs if _face_up(c) and "Token" not in c.get("sub_kind", "")]
        locks = [c for c in face_up if c.get("name") in ATTACK_LOCKS]
        if locks:
            return locks[0]
        best = self.my_best_atk()
        worth = [c for c in face_up if _stat(c, "atk") > best or _stat(c, "atk") >= THREAT_ATK]
        return max(worth, key=lambda c: _stat(c, "atk"), default=None)

    def gy_revival_target(self) -> Card | None:
        """The agent's best monster in its GY worth reviving (:data:`REVIVE_ATK`), or None."""
        pool = [c for c in self.side(self.me)["gy"] if c.get("kind") == "Monster" and _stat(c, "atk") >= REVIVE_ATK]
        return max(pool, key=lambda c: _stat(c, "atk"), default=None)

    def board_beats_mine(self) -> bool:
        """The opponent's monsters outnumber the agent's, or are as many and stronger in total."""
        mine, theirs = self.mine, self.theirs
        if len(theirs) != len(mine):
            return len(theirs) > len(mine)
        return sum(_threat(c) for c in theirs) > sum(_threat(c) for c in mine)


class _Play(NamedTuple):
    """A use of a card the agent finds worth it: ``rank`` orders the uses (lower first) and
    ``target`` is the card it means to choose (a target or a cost), if any."""

    rank: int
    target: Card | None = None


@register("greedy")
class GreedyAgent(Agent):
    """Greedy play from the decider's options and view.

    Main Phase (:meth:`_idle`): draw Spells; mass removal when the opponent's board is the
    stronger; Spell/Trap removal on the opponent's Spells/Traps; hand disruption; removal and
    control of the opponent's best monster; Special Summons from the hand; revival; Metamorphosis
    on a Token; equips; a Field Spell; then Normal Summon the best monster (Set a Flip monster or a
    weak one); Set Traps and Quick-Plays; flip face-down monsters; go to battle with an attacker.
    Chains (:meth:`_play`, the same rules): triggers always; Traps with an activation condition
    against the opponent's play, never its own; battle Traps only while the opponent attacks; stat
    boosts only when they turn the battle; Scapegoat, Ring of Destruction, Book of Moon and Raigeki
    Break by their own rules; no card that would do nothing now. Battle: attack with the strongest
    monster at the weakest target, or directly. Targets: the one it planned when it activated the
    card, else the opponent's best card for harm, its own best for help; costs and discards: its
    least valuable card.

    The agent remembers one thing between Decisions: the target it planned for the card it just
    activated (chosen among its view's cards, never hidden ones).

    Args:
        seed: unused (the agent is deterministic); kept for a uniform constructor, and checked
            as every seed is (a whole number, or None for one drawn from the system).

    Raises:
        InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
    """

    wants_view = True

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = resolve_seed(seed)
        self._plan: Card | None = None

    def choose(self, decision: Decision, view: dict[str, Any] | None) -> Any:
        """The greedy option index for ``decision``."""
        kind = decision.kind
        opts = decision.options
        board = None if view is None else _Board(decision.player, view)
        if kind in (DecisionKind.IDLE_COMMAND, DecisionKind.BATTLE_COMMAND, DecisionKind.CHAIN_OR_PASS):
            self._plan = None  # a new action: any plan was for an earlier one
        if kind is DecisionKind.IDLE_COMMAND:
            return self._idle(decision, board)
        if kind is DecisionKind.BATTLE_COMMAND:
            return self._battle(decision, view)
        if kind in (DecisionKind.SELECT_ATTACK_TARGET, DecisionKind.REPLAY):
            return self._target(decision)
        if kind in (DecisionKind.SELECT_TRIBUTE, DecisionKind.SELECT_DISCARD):
            return self._select(decision, board)
        if kind is DecisionKind.CHAIN_OR_PASS:
            return self._chain(decision, board)
        if kind is DecisionKind.SELECT_CARDS:
            return self._select(decision, board)
        if kind is DecisionKind.SELECT_POSITION:
            return self._position(decision, board)
        return 0

    # ------------------------------------------------------------------ Main Phase
    def _idle(self, decision: Decision, board: _Board | None) -> int:
        """An idle command: the best-ranked activation or Special Summon worth it
        (:meth:`_play`), else the best Normal Summon or Set (:meth:`_summon`), a Trap or
        Quick-Play to Set, a Flip Summon or position change worth it, the Battle Phase, the end
        of the turn."""
        opts = decision.options
        ranked: list[tuple[int, int, Card | None]] = []
        for i, o in enumerate(opts):
            if o.card is None or o.action not in (Action.ACTIVATE, Action.SPECIAL_SUMMON):
                continue
            play = self._play(o.card, board, idle=True, option=o)
            if play is not None:
                ranked.append((play.rank, i, play.target))
        if ranked:
            _, i, target = min(ranked, key=lambda r: r[:2])
            self._plan = target
            return i
        best = self._summon(opts, board)
        if best is not None:
            return best
        for i, o in enumerate(opts):
            if o.action is Action.SET_SPELL_TRAP and o.card is not None and o.card.get("name") not in NEVER:
                if o.card.get("kind") == "Trap" or o.card.get("sub_kind") == "Quick-Play":
                    return i
        for i, o in enumerate(opts):
            if o.action is Action.FLIP_SUMMON and self._worth_flipping(o.card, board):
                return i
        for i, o in enumerate(opts):
            if o.action is Action.CHANGE_POSITION and o.text.endswith("to Attack Position") \
                    and self._worth_attacking_with(o.card, board):
                return i
        for i, o in enumerate(opts):
            if o.action is Action.ENTER_BATTLE_PHASE:
                return i
        for i, o in enumerate(opts):
            if o.action is Action.END_TURN:
                return i
        return len(opts) - 1

    def _summon(self, opts: tuple, board: _Board | None) -> int | None:
        """The Normal Summon or Set to make: the monster with the best score (its ATK or DEF), Set
        when it is a Flip monster (its effect comes when it is flipped), has less than 1000 ATK
        (Sinister Serpent, Magician of Faith) or is a :data:`FLIPS_ONE_DOWN` monster with no
        opponent's monster worth turning face-down; a Tribute Summon first (a Level 5 or more
        monster)."""
        best, best_score = None, -1
        for i, o in enumerate(opts):
            if o.action not in (Action.NORMAL_SUMMON, Action.SET_MONSTER):
                continue
            card = o.card
            atk, dfn = _stat(card, "atk"), _stat(card, "def")
            score = max(atk, dfn) + 10_000 * int(_stat(card, "level") >= 5)
            if card.get("name") in FLIPS_ONE_DOWN:
                worth = board is not None and board.face_down_target() is not None
                want_set = not worth
                score = 2500 if worth else dfn
            elif _is_flip(card):
                want_set, score = True, score + 500
            else:
                want_set = atk < 1000  # it would only be a target in Attack Position
            if (o.action is Action.SET_MONSTER) != want_set:
                continue
            if score > best_score:
                best, best_score = i, score
        return best

    @staticmethod
    def _worth_flipping(card: Card | None, board: _Board | None) -> bool:
        """A face-down monster of the agent is Flip Summoned when its FLIP effect does something
        (:data:`FLIP_NEEDS`: Magician of Faith needs a Spell in the GY; a :data:`FLIPS_ONE_DOWN`
        monster, an opponent's monster worth turning face-down) or, not a Flip monster, when it
        has 1000 or more ATK (else it stays a face-down wall)."""
        if card is None:
            return True
        if card.get("name") in FLIPS_ONE_DOWN:
            return board is not None and board.face_down_target() is not None
        need = FLIP_NEEDS.get(card.get("name", ""))
        if need is not None:
            return board is not None and any(c.get("kind") == need for c in board.side(board.me)["gy"])
        return _is_flip(card) or _stat(card, "atk") >= 1000

    @staticmethod
    def _worth_attacking_with(card: Card | None, board: _Board | None) -> bool:
        """A face-up Defense Position monster of the agent is changed to Attack Position when its
        ATK is 1000 or more, at least its DEF, and more than every face-up monster's ATK of the
        opponent (a Thousand-Eyes Restrict summoned in Defense Position that has since equipped a
        monster)."""
        if card is None or board is None:
            return False
        atk = _stat(card, "atk")
        theirs = max((_stat(c, "atk") for c in board.theirs if _face_up(c)), default=0)
        return atk >= 1000 and atk >= _stat(card, "def") and atk > theirs

    # ------------------------------------------------------------------ which cards to use
    def _chain(self, decision: Decision, board: _Board | None) -> int:
        """A response: the best-ranked activation worth it now (:meth:`_play`), else pass."""
        opts = decision.options
        pass_index = next((i for i, o in enumerate(opts) if o.action is Action.PASS), None)
        ranked: list[tuple[int, int, Card | None]] = []
        for i, o in enumerate(opts):
            if o.action is Action.ACTIVATE and o.card is not None:
                play = self._play(o.card, board, idle=False, option=o)
                if play is not None:
                    ranked.append((play.rank, i, play.target))
        if ranked:
            _, i, target = min(ranked, key=lambda r: r[:2])
            self._plan = target
            return i
        return pass_index if pass_index is not None else 0

    def _play(self, card: Card, board: _Board | None, idle: bool, option: Any) -> _Play | None:
        """Whether the ``option`` (an activation of ``card``, or its Special Summon from the hand)
        helps the agent now, and how urgently: a :class:`_Play`, or None to keep the card.
        ``idle``: in the agent's own Main Phase (an idle command), else a response in a chain
        window, where the agent never chains to its own Chain Link but with a trigger."""
        name = card.get("name", "")
        chain = [] if board is None else board.view.get("chain") or []
        if not idle and board is not None and name in MONSTER_ROLES and board.my_turn and not chain \
                and board.view.get("phase") in MAIN_PHASES:
            idle = True  # an Ignition Effect offered right after a Summon (the goat rule ignition_priority)
        if name in NEGATORS:
            return _Play(1) if board is not None and board.their_chain_link() is not None else None
        if name in TRADES and board is not None:
            return _Play(5) if self._trade_up(card, board) else None
        if not idle and (card.get("location") == "GY" or card.get("kind") == "Monster"):
            return _Play(5)  # optional triggers and monster effects: always worth it
        if board is None or name in NEVER:
            return None
        b = board
        if option.action is Action.SPECIAL_SUMMON:
            return _Play(5)  # its own Special Summon from the hand (Chaos Sorcerer): a strong monster
        if not idle and chain and chain[-1]["player"] == b.me:
            return None  # one answer is enough
        if name in DRAW_SPELLS or "Draw" in option.text:
            return _Play(0) if idle else None
        if name in DECK_SEARCHERS_IN_HAND:
            return _Play(0) if idle else None
        if name in MASS_SPELL_TRAP_REMOVAL:
            return _Play(1) if idle and self._more_spell_traps(b) else None
        if name in ONE_SIDED_MONSTER_REMOVAL:
            return _Play(1) if idle and b.theirs else None
        if name in MASS_MONSTER_REMOVAL:
            return _Play(1) if b.board_beats_mine() else None
        if name in SPELL_TRAP_REMOVAL:
            return self._spell_trap_removal(card, b, idle)
        if name in HAND_DISRUPTION:
            return self._hand_disruption(name, b) if idle else None
        if name in HAND_RESETS:
            return self._hand_reset(b) if idle else None
        if name in BURN_REMOVAL:
            target = self._ring_target(b)
            return None if target is None else _Play(2, target)
        if name in CARD_REMOVAL:
            return self._card_removal(b, idle)
        if name in MONSTER_REMOVAL:
            return self._monster_removal(card, b, idle)
        if name in CONTROL:
            target = self._worth_taking(b)
            return _Play(4, target) if idle and target is not None else None
        if name in FACE_DOWN_SWITCH:
            return self._face_down_switch(b, idle)
        if name in REVIVAL:
            return self._revival(name, b, idle)
        if name in LEVEL_SWAP:
            target = self._level_swap_tribute(b)
            return _Play(7, target) if idle and target is not None else None
        if name in TRIBUTE_FOR_A_MONSTER:
            target = self._fodder(b)
            return _Play(8, target) if idle and target is not None else None
        if name in TOKEN_WALLS:
            return self._token_wall(b, idle)
        if idle:
            return self._main_phase_default(card, b)
        return self._response_default(card, b)

    # ---- one rule per role (each returns a _Play or None)
    def _main_phase_default(self, card: Card, b: _Board) -> _Play | None:
        """A card of no table in the agent's Main Phase: an Equip Spell on a face-up monster of its
        own, a Field Spell when its Field Zone is empty and it has a face-up monster. Traps,
        Quick-Plays and monster effects wait (a Trap for the opponent's play)."""
        sub = card.get("sub_kind", "")
        if card.get("kind") != "Spell" or sub == "Quick-Play":
            return None
        face_up_mine = [c for c in b.mine if _face_up(c)]
        if sub == "Equip" and face_up_mine:
            return _Play(9)
        if sub == "Field" and face_up_mine and b.side(b.me)["field_zone"] is None:
            return _Play(10)
        return None

    def _response_default(self, card: Card, b: _Board) -> _Play | None:
        """A card of no role table in a chain window: battle cards while the opponent attacks,
        stat boosts that turn the battle, and a Trap or Counter Trap with an activation condition
        against the opponent's play (the engine offers it only when its condition holds), never
        the agent's own."""
        name = card.get("name", "")
        me, view = b.me, b.view
        chain = view.get("chain") or []
        against_me = bool(chain) and chain[-1]["player"] != me
        attack = b.attack
        if name in BOOSTS:
            return _Play(3) if self._boost_turns_battle(name, me, view) is not None else None
        if name in AGAINST_AN_ATTACK:
            return _Play(1) if attack is not None else None
        if name == "Dragon Capture Jar":
            # Dragons go to Defense Position: worth it against an attacking Dragon.
            return _Play(3) if attack is not None and _printed_type(attack["attacker"]) == "Dragon" else None
        if name == "Reverse Trap":
            # Reverses the attacker's gains: worth it when the attacking monster has more ATK than printed.
            worth = attack is not None and _stat(attack["attacker"], "atk") > _printed(attack["attacker"], "atk")
            return _Play(3) if worth else None
        if name == "Just Desserts":
            return _Play(3) if len(b.theirs) >= 2 or _opponents_end_phase(view, me) else None
        if card.get("kind") == "Trap" or card.get("sub_kind") == "Counter":
            return _Play(4) if against_me or (not chain and not b.my_turn) else None
        return None

    @staticmethod
    def _trade_up(card: Card, b: _Board) -> bool:
        """D.D. Warrior Lady: banish itself with the opponent's monster of its battle only when
        that monster has at least its ATK (or the battle is not shown)."""
        attack = b.view.get("attack")
        if attack is None:
            return True
        other = next((c for c in (attack["attacker"], attack["target"]) if c and c.get("controller") != b.me), None)
        return other is None or _threat(other) >= _printed(card, "atk")

    @staticmethod
    def _more_spell_traps(b: _Board) -> bool:
        """Heavy Storm's rule: the opponent has more Spells/Traps on the field than the agent."""
        return len(b.spell_traps(1 - b.me)) > len(b.spell_traps(b.me))

    @staticmethod
    def _spell_trap_removal(card: Card, b: _Board, idle: bool) -> _Play | None:
        """Destroy the opponent's best Spell/Trap (a face-up one: a Snatch Steal holding the
        agent's monster, an Equip...; else a Set one): in the agent's Main Phase, or (a Quick-Play,
        a Trap) in reply to the opponent's Spell/Trap or at their End Phase."""
        theirs = b.spell_traps(1 - b.me)
        if not theirs:
            return None
        target = max(theirs, key=lambda c: (not _face_down(c), c.get("zone") or 0))
        if idle:
            return _Play(2, target)
        if card.get("kind") == "Monster":
            return None
        link = b.their_chain_link()
        if link is not None and link.get("sub_kind") in LASTING_SUB_KINDS and "Zone" in link.get("location", ""):
            return _Play(2, link)  # it stays on the field: destroyed now, it does nothing
        if link is not None and link.get("name") in SPELL_TRAP_REMOVAL | MASS_SPELL_TRAP_REMOVAL:
            return _Play(2, target)  # used before it is destroyed
        return _Play(2, target) if _opponents_end_phase(b.view, b.me) else None

    @staticmethod
    def _hand_disruption(name: str, b: _Board) -> _Play | None:
        """Delinquent Duo: the opponent holds 2 or more cards and the agent keeps
        :data:`LP_TO_SPARE` after paying."""
        if b.side(1 - b.me)["hand_count"] >= 2 and b.my_lp - HAND_DISRUPTION[name] >= LP_TO_SPARE:
            return _Play(3)
        return None

    @staticmethod
    def _hand_reset(b: _Board) -> _Play | None:
        """Card Destruction: the opponent holds 2 or more cards and at least as many as the agent's
        other cards (it loses as much as the agent, and the agent's hand is renewed)."""
        theirs = b.side(1 - b.me)["hand_count"]
        mine = b.side(b.me)["hand_count"] - 1
        return _Play(3) if theirs >= 2 and theirs >= mine else None

    @staticmethod
    def _ring_target(b: _Board) -> Card | None:
        """Ring of Destruction's target: the opponent's face-up monster whose ATK (the damage both
        players take) ends the opponent's duel and not the agent's, else their strongest threat (a
        monster of :data:`THREAT_ATK` or more ATK, or one that beats the agent's best monster with
        1500 or more) whose ATK the agent survives. None: keep the Ring."""
        lp, their_lp = b.my_lp, b.their_lp
        face_up = [c for c in b.theirs if _face_up(c) and _stat(c, "atk") < lp]
        wins = [c for c in face_up if _stat(c, "atk") >= their_lp]
        if wins:
            return wins[0]
        best = b.my_best_atk()
        threats = [c for c in face_up
                   if _stat(c, "atk") >= THREAT_ATK or (_stat(c, "atk") >= REVIVE_ATK and _stat(c, "atk") > best)]
        return max(threats, key=lambda c: _stat(c, "atk"), default=None)

    def _card_removal(self, b: _Board, idle: bool) -> _Play | None:
        """Raigeki Break: in the opponent's turn, on the monster attacking the agent, else (at
        their End Phase or in reply to their card) on their best monster or Spell/Trap."""
        if idle or b.my_turn:
            return None
        attack = b.attack
        if attack is not None:
            return _Play(2, attack["attacker"])
        link = b.their_chain_link()
        if not (_opponents_end_phase(b.view, b.me) or link is not None):
            return None
        monsters = sorted(b.theirs, key=_threat, reverse=True)
        if monsters and _threat(monsters[0]) >= REVIVE_ATK:
            return _Play(3, monsters[0])
        theirs = b.spell_traps(1 - b.me)
        if theirs:
            return _Play(3, max(theirs, key=lambda c: not _face_down(c)))
        return _Play(3, monsters[0]) if monsters else None

    @staticmethod
    def _monster_removal(card: Card, b: _Board, idle: bool) -> _Play | None:
        """Nobleman of Crossout, Chaos Sorcerer, Black Luster Soldier - Envoy of the Beginning,
        Thousand-Eyes Restrict: in the agent's Main Phase, on the opponent's best monster of the
        kind the card may target (:data:`MONSTER_REMOVAL`); kept while they have none."""
        if not idle:
            return None
        kind = MONSTER_REMOVAL[card.get("name", "")]
        pool = [c for c in b.theirs
                if kind == "any" or (kind == "face-up") == _face_up(c)]
        if not pool:
            return None
        return _Play(4, max(pool, key=lambda c: (_face_up(c), _threat(c))))

    @staticmethod
    def _worth_taking(b: _Board) -> Card | None:
        """Snatch Steal's target: the opponent's best face-up monster, when it has
        :data:`WORTH_TAKING_ATK` or more ATK or beats the agent's best monster."""
        pool = [c for c in b.theirs if _face_up(c)]
        if not pool:
            return None
        best = max(pool, key=lambda c: _stat(c, "atk"))
        atk = _stat(best, "atk")
        return best if atk >= WORTH_TAKING_ATK or atk > b.my_best_atk() else None

    def _face_down_switch(self, b: _Board, idle: bool) -> _Play | None:
        """Book of Moon: on the opponent's monster attacking the agent when it would win the battle
        (or attacks directly with 1000 or more ATK); in the agent's Main Phase 1 on a monster that
        locks its attacks: the opponent's, or its own when that lock stops a stronger attacker of
        its own (:meth:`_Board.own_lock_in_the_way`)."""
        if idle:
            strong = [c for c in b.mine if _face_up(c) and _stat(c, "atk") >= 1000]
            if b.view.get("phase") != "Main Phase 1" or not strong:
                return None  # no monster of its own that could attack once the lock is gone
            locks = [c for c in b.theirs if _face_up(c) and c.get("name") in ATTACK_LOCKS]
            own = b.own_lock_in_the_way()
            if locks or own is not None:
                return _Play(4, locks[0] if locks else own)
            return None
        attack = b.attack
        if attack is None or not _face_up(attack["attacker"]):
            return None
        attacker, target = attack["attacker"], attack["target"]
        atk = _stat(attacker, "atk")
        if target is None:
            return _Play(3, attacker) if atk >= 1000 else None
        if target.get("controller") == b.me and atk > _defends_with(target):
            return _Play(3, attacker)
        return None

    @staticmethod
    def _revival(name: str, b: _Board, idle: bool) -> _Play | None:
        """Premature Burial, Call of the Haunted, Monster Reborn: on the agent's best monster in
        its GY (:data:`REVIVE_ATK`), when the LP cost leaves :data:`LP_TO_SPARE`; in the agent's
        Main Phase, or (Call of the Haunted) at the opponent's End Phase or when they attack
        directly."""
        target = b.gy_revival_target()
        if target is None or (REVIVAL[name] and b.my_lp - REVIVAL[name] < LP_TO_SPARE):
            return None
        if idle:
            return _Play(6, target)
        attack = b.attack
        if _opponents_end_phase(b.view, b.me) or (attack is not None and attack["target"] is None):
            return _Play(3, target)
        return None

    @staticmethod
    def _level_swap_tribute(b: _Board) -> Card | None:
        """Metamorphosis's Tribute: the agent's least valuable monster whose Level has a Fusion
        Monster in its Extra Deck worth :data:`LEVEL_SWAP_GAIN` more than it (a Sheep Token for
        Thousand-Eyes Restrict), never one it cannot see the Level of, nor a Thousand-Eyes
        Restrict (for another)."""
        fusions = b.fusion_levels()
        pool = [c for c in b.mine if not c.get("hidden") and c.get("level") is not None
                and c.get("name") not in ATTACK_LOCKS
                and int(c["level"]) in fusions and fusions[int(c["level"])] >= _stat(c, "atk") + LEVEL_SWAP_GAIN]
        if not pool:
            return None
        return min(pool, key=lambda c: (not b.taken(c), _value(c)))

    @staticmethod
    def _fodder(b: _Board) -> Card | None:
        """Monster Gate's Tribute: the agent's Token, taken monster or monster with less than
        1000 ATK, the least valuable first."""
        pool = [c for c in b.mine if "Token" in c.get("sub_kind", "") or b.taken(c) or _stat(c, "atk") < 1000]
        return min(pool, key=lambda c: (not b.taken(c), _value(c)), default=None)

    @staticmethod
    def _token_wall(b: _Board, idle: bool) -> _Play | None:
        """Scapegoat: never in the agent's Main Phase (it stays Set); in a chain window, when the
        opponent attacks directly with 1000 ATK or more, or with a monster that beats the agent's
        monster it attacks; at the opponent's End Phase when the agent holds Metamorphosis and a
        Fusion Monster of Level 1 (Thousand-Eyes Restrict) for a Token next turn; or in reply to
        the opponent's Spell/Trap removal (it would be lost)."""
        if idle:
            return None
        attack = b.attack
        if attack is not None:
            target, atk = attack["target"], _stat(attack["attacker"], "atk")
            if (atk >= 1000 if target is None else atk > _defends_with(target)):
                return _Play(4)
            return None
        if _opponents_end_phase(b.view, b.me) and not b.view.get("chain"):
            if b.holds(LEVEL_SWAP) and 1 in b.fusion_levels():
                return _Play(3)
            return None
        link = b.their_chain_link()
        if link is not None and link.get("name") in SPELL_TRAP_REMOVAL | MASS_SPELL_TRAP_REMOVAL | CARD_REMOVAL:
            return _Play(2)
        return None

    # ------------------------------------------------------------------ battle details
    def _boost_turns_battle(self, name: str, me: int, view: dict[str, Any]) -> Card | None:
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

    # ------------------------------------------------------------------ choosing cards
    def _select(self, decision: Decision, board: _Board | None) -> int:
        """A card choice: the card planned when the agent activated its card (:meth:`_play`), if
        offered; else by whose cards are offered and what the prompt says: harm (destroy, banish,
        turn face-down, take control, return) on the opponent's best card and never on the agent's
        own while an opponent's card is offered; costs and discards of its least valuable card; a
        Deck search by :data:`SEARCH_FIRST`; help (a boost, an equip, a Special Summon, a Spell
        back from the GY) on its best card."""
        opts = decision.options
        me = decision.player
        prompt = decision.prompt
        view = None if board is None else board.view
        real = [i for i, o in enumerate(opts) if o.card is not None]
        if not real:
            return 0
        if self._plan is not None:
            planned = [i for i in real if _same_place(opts[i].card, self._plan)
                       and opts[i].card.get("name") == self._plan.get("name")]
            if planned:
                self._plan = None
                return planned[0]
        cards = {i: opts[i].card for i in real}
        mine = [i for i in real if cards[i].get("controller") == me]
        theirs = [i for i in real if cards[i].get("controller") != me]

        def best(pool: list[int], key) -> int:
            return max(pool, key=lambda i: (key(cards[i]), -i))

        def least(pool: list[int]) -> int:
            return min(pool, key=lambda i: (not (board is not None and board.taken(cards[i])), _value(cards[i]), i))

        if prompt == "Choose a face-up monster" and view is not None and view.get("attack") is not None:
            # A stat boost in a battle: the agent's own monster in that battle.
            attack = view["attack"]
            fighter = next((c for c in (attack["attacker"], attack["target"]) if c and c.get("controller") == me), None)
            for i in real:
                if fighter is not None and _same_place(cards[i], fighter):
                    return i
        if prompt == "Choose a face-up monster":
            # A stat boost otherwise: its own strongest face-up monster, never the opponent's if it has one.
            return best(mine or real, lambda c: _stat(c, "atk"))
        if decision.kind in (DecisionKind.SELECT_TRIBUTE, DecisionKind.SELECT_DISCARD) or any(w in prompt for w in COSTLY):
            return least(mine or real)
        if all(cards[i].get("location") == "Deck" for i in real):
            return min(real, key=lambda i: (_search_rank(cards[i]), i))
        helps_mine = "equip" in prompt and "take control" not in prompt and "to equip to" not in prompt
        if "Special Summon" in prompt or helps_mine:
            return best(mine or real, lambda c: _stat(c, "atk"))
        if any(w in prompt for w in HARMFUL):
            if theirs:
                return best(theirs, _threat)
            return least(real)  # only the agent's own cards may be chosen: the least valuable
        if mine and not theirs and all(cards[i].get("kind") in ("Spell", "Trap") for i in real):
            return best(real, _value)  # a Spell back from the GY (Magician of Faith)
        return best(real, lambda c: _stat(c, "atk"))

    def _position(self, decision: Decision, board: _Board | None) -> int:
        """A Special Summon's battle position (options: Attack, then Defense): Attack Position when
        the monster's ATK is at least its DEF and 1000; a monster of :data:`ATTACK_LOCKS` (0 ATK
        until it equips a monster) in Attack Position when the opponent controls a monster."""
        opts = decision.options
        card = opts[0].card
        defense = next((i for i, o in enumerate(opts) if "Defense" in o.text), None)
        attack = next((i for i, o in enumerate(opts) if "Attack" in o.text), 0)
        if card is None or defense is None:
            return attack
        if card.get("name") in ATTACK_LOCKS:
            return attack if board is not None and board.theirs else defense
        atk, dfn = _stat(card, "atk"), _stat(card, "def")
        return attack if atk >= dfn and atk >= 1000 else defense

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
        """An attack target: a direct attack if offered, else the monster that holds least
        against the attack."""
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
