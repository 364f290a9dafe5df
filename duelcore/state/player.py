"""One player's side of the duel: LP, hand, piles and zones.

Source: rulebook "The Game Mat" (Master Rule 2020): 5 Main Monster Zones, 5 Spell & Trap Zones
and a Field Zone per player; the two Extra Monster Zones are shared and kept by the duel.
"""

from __future__ import annotations

from duelcore.state.card import Card

MAIN_MONSTER_ZONES = 5
SPELL_TRAP_ZONES = 5


class PlayerState:
    """A player's LP, hand, Deck, Extra Deck, GY, banished cards and zones.

    Attributes:
        index: 0 or 1.
        lp: Life Points (int, may not go below 0).
        hand: cards in the hand, in the order they were added.
        deck: the Deck; the top card is the last element.
        extra_deck: the Extra Deck.
        gy: the GY; the most recent card is the last element.
        banished: banished cards, face-up and face-down (each card's position says which).
        main_monster_zones: 5 entries, a Card or None (index 0 is the player's leftmost zone).
        spell_trap_zones: 5 entries, a Card or None.
        field_zone: the card in the Field Zone, or None.
        normal_summons_this_turn: Normal Summons and Sets made this turn (count).
        summons_this_turn: monsters Summoned this turn, every kind of Summon (count; Scapegoat).
    """

    __slots__ = (
        "index",
        "lp",
        "hand",
        "deck",
        "extra_deck",
        "gy",
        "banished",
        "main_monster_zones",
        "spell_trap_zones",
        "field_zone",
        "normal_summons_this_turn",
        "summons_this_turn",
    )

    def __init__(self, index: int, lp: int) -> None:
        self.index = index
        self.lp = lp
        self.hand: list[Card] = []
        self.deck: list[Card] = []
        self.extra_deck: list[Card] = []
        self.gy: list[Card] = []
        self.banished: list[Card] = []
        self.main_monster_zones: list[Card | None] = [None] * MAIN_MONSTER_ZONES
        self.spell_trap_zones: list[Card | None] = [None] * SPELL_TRAP_ZONES
        self.field_zone: Card | None = None
        self.normal_summons_this_turn = 0
        self.summons_this_turn = 0

    def free_main_monster_zones(self) -> list[int]:
        """Indices (0-4) of this player's empty Main Monster Zones, left to right."""
        return [i for i, c in enumerate(self.main_monster_zones) if c is None]

    def free_spell_trap_zones(self) -> list[int]:
        """Indices (0-4) of this player's empty Spell & Trap Zones, left to right."""
        return [i for i, c in enumerate(self.spell_trap_zones) if c is None]
