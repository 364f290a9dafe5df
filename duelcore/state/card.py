"""A card inside a duel.

A :class:`Card` is one physical card: it keeps its ``uid`` for the whole duel, which is how card
conservation is checked. Every time it changes location it becomes a *new object* in the rules'
sense: its ``incarnation`` goes up, and a :class:`CardRef` taken before the move no longer
matches it (DESIGN §2: targets, equip links and "this card" references are lost). Turning a card
face-down does not change its incarnation (DESIGN §2, FD-20 to FD-26).
"""

from __future__ import annotations

import copy
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from duelcore.cards.registry import effects_for
from duelcore.errors import DuelcoreError
from duelcore.state.enums import Location, Position, SummonType

if TYPE_CHECKING:
    from duelcore.cards.database import CardData


class Card:
    """One physical card in a duel.

    Attributes:
        uid: index of this physical card in the duel, fixed for the whole duel (int >= 0).
        data: its printed data (CardData).
        owner: player index (0 or 1) whose deck it came from; it goes to this player's piles.
        controller: player index who controls it now (on the field; else the owner).
        location: where it is (Location).
        zone: zone index on the field (0-4 for Main Monster and Spell & Trap Zones, 0-1 for the
            Extra Monster Zones, 0 for the Field Zone), None elsewhere.
        position: Position on the field or banished, None in hand, Deck, Extra Deck and GY.
        incarnation: how many times it has changed location (a new object each time).
        turn_placed: turn number it came to its current field location, None off the field.
        summon_type: how it was summoned (SummonType), None if not summoned to the field.
        summoned_from: the location it was summoned from (Location), None if not.
        position_changed_turn: last turn its battle position changed (including Flip Summon).
        flip_summoned_turn: last turn it was Flip Summoned (its ``summon_type`` stays how it was
            first Summoned, if it was: FD-25).
        attack_declared_turn: last turn it declared an attack.
        attacks_this_turn: attacks it declared this turn (count).
        destroyed_by_battle: set during the Damage Step once damage calculation determines it is
            destroyed by battle; it is sent to the GY at the end of the Damage Step.
        effects: its Effects, built from its card script (empty for cards without effects).
        applied: effects applied to it by resolved effects (lingering changes; effects.Applied).
        values: what its own effects remember while it stays the same object (e.g. the monster
            an Equip Spell is equipped to); cleared when it moves.
        timestamp: when it last arrived on the field or was turned face-up (orders its
            continuous effects; rulebook "ATK/DEF modifications").
        face_down_count: how many times it has been turned face-down on the field (or face-up
            again by an effect); links of cards that "keep targeting" it are cut when it is (FD-20).
        turned_face_down: how many times an effect turned it face-down on the field; its
            once-per-turn uses are counted afresh each time (FD-21).
        duel: the duel it belongs to, which computes its derived stats (:attr:`atk`, :attr:`defense`).
        revealed_to: players it has been revealed to where it is now (a searched card shown to
            the opponent); cleared when it moves (DESIGN §4).
        properly_summoned: a monster that must first be Special Summoned a certain way (Extra
            Deck monsters, Ritual Monsters, "must be Special Summoned" monsters) was, so it may be
            revived from the GY or banishment; kept when turned face-down (FD-25) and when sent to
            the GY or banished, cleared when it returns to the hand, Deck or Extra Deck.
        materials: the Xyz Materials attached to it (Cards), kept when it is turned face-down (FD-24).
        attached_to: the Xyz Monster this card is attached to as Xyz Material, else None.
        left_field_controller: the player (0 or 1) who controlled it on the field just before its
            last move, when that move took it off the field; None when it came from anywhere else
            ("a monster on your side of the field was sent to your GY": Last Will). Kept until it
            moves again.
        info_cache: knowledge.card_info's renderings of it off the field, by what they depend on.
        quick_places: the locations from which one of its effects of Spell Speed 2 or 3 could be
            activated (set when its Effects are made).
        active_places: the locations from which any of its effects could be activated (a Trap
            Card never from the hand, a card's activation never from the GY).
    """

    __slots__ = (
        "uid",
        "data",
        "owner",
        "controller",
        "location",
        "zone",
        "position",
        "incarnation",
        "turn_placed",
        "summon_type",
        "summoned_from",
        "position_changed_turn",
        "flip_summoned_turn",
        "attack_declared_turn",
        "attacks_this_turn",
        "destroyed_by_battle",
        "effects",
        "applied",
        "values",
        "timestamp",
        "face_down_count",
        "turned_face_down",
        "_duel",
        "revealed_to",
        "properly_summoned",
        "materials",
        "attached_to",
        "left_field_controller",
        "info_cache",
        "quick_places",
        "active_places",
    )

    def __init__(self, uid: int, data: "CardData", owner: int, location: Location) -> None:
        self.uid = uid
        self.data = data
        self.owner = owner
        self.controller = owner
        self.location = location
        self.zone: int | None = None
        self.position: Position | None = None
        self.incarnation = 0
        self.turn_placed: int | None = None
        self.summon_type: SummonType | None = None
        self.summoned_from: Location | None = None
        self.position_changed_turn: int | None = None
        self.flip_summoned_turn: int | None = None
        self.attack_declared_turn: int | None = None
        self.attacks_this_turn = 0
        self.destroyed_by_battle = False
        self.effects: list = []
        self.applied: list = []
        self.values: dict = {}
        self.timestamp = 0
        self.face_down_count = 0
        self.turned_face_down = 0
        self._duel: "weakref.ref[Any] | None" = None
        self.revealed_to: frozenset[int] = frozenset()
        self.properly_summoned = False
        self.materials: list[Card] = []
        self.attached_to: Card | None = None
        self.left_field_controller: int | None = None
        self.info_cache: dict = {}
        self.quick_places: frozenset[Location] = frozenset()
        self.active_places: frozenset[Location] = frozenset()

    def __deepcopy__(self, memo: dict[int, Any]) -> "Card":
        """A copy of this card for a copy of its duel (copy.deepcopy of the duel;
        engine.turn_state). Its printed data is shared; its facts are copied; its Effects are
        made again from its script for the copy (an Effect's callbacks may close over the card
        they were made for), and every reference to one of this card's Effects met later in the
        copied state (an Equip Card's "equip_effect") becomes the copy's Effect at the same
        place. Source: DESIGN §6 (the duel state is data)."""
        new = Card.__new__(Card)
        memo[id(self)] = new
        for name in Card.__slots__:
            setattr(new, name, getattr(self, name))  # plain facts first: a script reads them
        new.duel = copy.deepcopy(self.duel, memo)
        new.effects = effects_for(new, self.duel.card_texts) if self.effects else []  # the copy may be half made
        if len(new.effects) != len(self.effects):
            raise DuelcoreError(f"{self.name}: its script made {len(new.effects)} effects for the copy, "
                                f"{len(self.effects)} for the card")
        for old, made in zip(self.effects, new.effects):
            memo[id(old)] = made
        for name in ("applied", "values", "materials", "attached_to", "revealed_to"):
            setattr(new, name, copy.deepcopy(getattr(self, name), memo))
        new.info_cache = {}
        return new

    @property
    def duel(self) -> Any:
        """The duel it belongs to, or None. Held weakly: the duel holds its cards, and a card
        does not keep a duel alive, so a finished duel that nobody holds is freed at once
        rather than left to the cyclic garbage collector."""
        ref = self._duel
        return None if ref is None else ref()

    @duel.setter
    def duel(self, duel: Any) -> None:
        self._duel = None if duel is None else weakref.ref(duel)

    # --- derived facts -------------------------------------------------------------------
    @property
    def name(self) -> str:
        """Its current name (printed name; effects that change names come with the effect model)."""
        return self.data.name

    @property
    def face_up(self) -> bool:
        """True when face-up on the field or banished face-up; cards in the GY count as face-up;
        cards in hand, Deck and Extra Deck are not face-up."""
        if self.position is not None:
            return self.position.face_up
        return self.location is Location.GY

    @property
    def on_field(self) -> bool:
        """True when in a zone of the field."""
        return self.location.on_field

    @property
    def atk(self) -> int:
        """Current ATK in points, computed from its printed ATK and the effects that apply now
        ("?" counts as 0): asked of its duel, whose rules know the effects (``Duel.current_atk``,
        rules.stats); its printed ATK while it belongs to no duel. Source: rulebook "ATK/DEF
        modifications"."""
        duel = self.duel
        return self.data.atk_value if duel is None else duel.current_atk(self)

    @property
    def defense(self) -> int:
        """Current DEF in points, computed like :attr:`atk` (Link monsters have none and read 0)."""
        duel = self.duel
        return self.data.def_value if duel is None else duel.current_def(self)

    @property
    def level(self) -> int:
        """Current Level; 0 for cards without one: Spells, Traps, and Xyz and Link Monsters (a Rank
        or Link Rating is not a Level)."""
        data = self.data
        if data.is_xyz or data.is_link:
            return 0
        return data.level

    def ref(self) -> "CardRef":
        """A reference to this card as the object it is now (lost when it changes location)."""
        return CardRef(self, self.incarnation)

    def reset_field_state(self) -> None:
        """Forget every fact tied to its time on the field (called when it changes location)."""
        self.turn_placed = None
        self.summon_type = None
        self.summoned_from = None
        self.position_changed_turn = None
        self.flip_summoned_turn = None
        self.attack_declared_turn = None
        self.attacks_this_turn = 0
        self.destroyed_by_battle = False
        self.applied = []
        self.values = {}
        self.revealed_to = frozenset()

    def link(self) -> "LinkRef":
        """A "keeps targeting" link to this card: cut when it moves or is turned face-down (FD-20)."""
        return LinkRef(self, self.incarnation, self.face_down_count)

    def __repr__(self) -> str:
        where = self.location.value
        if self.zone is not None:
            where += f" {self.zone + 1}"
        return f"<Card #{self.uid} {self.data.name} ({where}, owner {self.owner})>"


@dataclass(frozen=True, slots=True)
class CardRef:
    """A reference to a card as one object: it matches only while the card has not moved since.

    Source: DESIGN §2 ("a card moved to another location becomes a new object").
    """

    card: Card
    incarnation: int

    @property
    def valid(self) -> bool:
        """True while the card is still the object this reference was taken of."""
        return self.card.incarnation == self.incarnation


@dataclass(frozen=True, slots=True)
class LinkRef:
    """A link of a card that keeps targeting another (an Equip Spell, Call of the Haunted).

    It holds while the card is the same object and has not been turned face-down since (FD-20).
    """

    card: Card
    incarnation: int
    face_down_count: int

    @property
    def valid(self) -> bool:
        """True while the link holds."""
        c = self.card
        return c.incarnation == self.incarnation and c.face_down_count == self.face_down_count

