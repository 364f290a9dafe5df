"""The named states of a duel: locations, battle positions, phases, steps and summon types.

Source: the official rulebook (Master Rule 2020 revision) names; DESIGN §1.
"""

from __future__ import annotations

import enum


class Location(enum.Enum):
    """Where a card is. Source: rulebook "The Game Mat".

    Zones on the field are the Main Monster Zones, the Extra Monster Zones, the Spell & Trap Zones
    and the Field Zone; every other location is a pile or the hand.

    Attributes of each member (plain values, read in the engine's hottest paths):
        on_field: True for the zones of the field (Monster, Spell & Trap and Field Zones).
        is_monster_zone: True for a Main Monster Zone or an Extra Monster Zone.
    """

    on_field: bool
    is_monster_zone: bool

    # Members are hashed by identity (sets of locations are tested in the hottest paths; Enum's
    # own hash is computed in Python). Nothing iterates such a set in an order that matters.
    __hash__ = object.__hash__

    DECK = "Deck"
    HAND = "hand"
    EXTRA_DECK = "Extra Deck"
    MAIN_MONSTER_ZONE = "Main Monster Zone"
    EXTRA_MONSTER_ZONE = "Extra Monster Zone"
    SPELL_TRAP_ZONE = "Spell & Trap Zone"
    FIELD_ZONE = "Field Zone"
    GY = "GY"
    BANISHED = "banished"
    XYZ_MATERIAL = "Xyz Material"   # attached to an Xyz Monster on the field
    NOWHERE = "nowhere"             # a Token that left the field (it ceases to exist)


_FIELD = frozenset(
    {
        Location.MAIN_MONSTER_ZONE,
        Location.EXTRA_MONSTER_ZONE,
        Location.SPELL_TRAP_ZONE,
        Location.FIELD_ZONE,
    }
)
for _location in Location:
    _location.on_field = _location in _FIELD
    _location.is_monster_zone = _location is Location.MAIN_MONSTER_ZONE or _location is Location.EXTRA_MONSTER_ZONE


class Position(enum.Enum):
    """A card's position. Source: rulebook "Battle Positions" and "Set".

    Monsters on the field are face-up Attack, face-up Defense or face-down Defense Position.
    Spells and Traps on the field, and banished cards, are face-up or face-down. Cards in the
    hand, Deck, Extra Deck and GY have no position (``None`` on the card).

    Attributes of each member (plain values, read in the engine's hottest paths):
        face_up: True unless the position is face-down.
        is_attack: True for face-up Attack Position (the only Attack Position).
        is_defense: True for face-up or face-down Defense Position.
    """

    face_up: bool
    is_attack: bool
    is_defense: bool

    __hash__ = object.__hash__  # as Location's

    FACE_UP_ATTACK = "face-up Attack Position"
    FACE_UP_DEFENSE = "face-up Defense Position"
    FACE_DOWN_DEFENSE = "face-down Defense Position"
    FACE_UP = "face-up"
    FACE_DOWN = "face-down"


for _position in Position:
    _position.face_up = _position is not Position.FACE_DOWN_DEFENSE and _position is not Position.FACE_DOWN
    _position.is_attack = _position is Position.FACE_UP_ATTACK
    _position.is_defense = _position is Position.FACE_UP_DEFENSE or _position is Position.FACE_DOWN_DEFENSE


class Phase(enum.Enum):
    """The phases of a turn, in order. Source: rulebook "Turn Structure"."""

    DRAW = "Draw Phase"
    STANDBY = "Standby Phase"
    MAIN1 = "Main Phase 1"
    BATTLE = "Battle Phase"
    MAIN2 = "Main Phase 2"
    END = "End Phase"


class BattleStep(enum.Enum):
    """The steps of the Battle Phase. Source: rulebook "Battle Phase"."""

    START = "Start Step"
    BATTLE = "Battle Step"
    DAMAGE = "Damage Step"
    END = "End Step"


class DamageStepTiming(enum.Enum):
    """The five timings of the Damage Step, in order. Source: rulebook "Damage Step"."""

    START = "start of the Damage Step"
    BEFORE_DAMAGE_CALCULATION = "before damage calculation"
    DAMAGE_CALCULATION = "damage calculation"
    AFTER_DAMAGE_CALCULATION = "after damage calculation"
    END = "end of the Damage Step"


class SummonType(enum.Enum):
    """How a monster came to the field. Source: rulebook "Summoning Monsters"; kept when it is turned face-down (FD-25)."""

    NORMAL = "Normal Summon"
    TRIBUTE = "Tribute Summon"
    FLIP = "Flip Summon"
    SPECIAL = "Special Summon"
    FUSION = "Fusion Summon"
    RITUAL = "Ritual Summon"
    XYZ = "Xyz Summon"
    LINK = "Link Summon"
    SET = "Set"
    TRIBUTE_SET = "Tribute Set"
