"""Bit-field enums of the YGOPro/EDOPro card database, named with the official rulebook's terms.

Every value is the bit used in the ``datas`` table of a ``.cdb`` file (FORMATS.md 1.2 "type bits" and
1.3 "Other bit fields"). The enums are :class:`enum.IntFlag`, so a raw column value converts directly
(``TypeBits(0x11)``) and bits that only EDOPro defines (Rush Duel Types, Skill cards ...) are kept
rather than rejected.
"""

from __future__ import annotations

import enum

__all__ = ["TypeBits", "CardKind", "MonsterType", "Attribute", "LinkArrow"]


class TypeBits(enum.IntFlag):
    """The card-type bit set of a card (``datas.type``; FORMATS.md 1.2).

    A card has exactly one of MONSTER, SPELL, TRAP plus sub-type bits. A Normal Spell/Trap has no
    sub-type bit. TRAP_MONSTER is never stored in a database: the engine sets it while a Trap Card
    is treated as a monster. SPECIAL_SUMMON_ONLY is a database hint for monsters that cannot be
    Normal Summoned/Set. GEMINI is spelled ``DUAL`` in YGOPro source.
    """

    MONSTER = 0x1
    SPELL = 0x2
    TRAP = 0x4
    NORMAL = 0x10
    EFFECT = 0x20
    FUSION = 0x40
    RITUAL = 0x80
    TRAP_MONSTER = 0x100
    SPIRIT = 0x200
    UNION = 0x400
    GEMINI = 0x800
    TUNER = 0x1000
    SYNCHRO = 0x2000
    TOKEN = 0x4000
    QUICK_PLAY = 0x10000
    CONTINUOUS = 0x20000
    EQUIP = 0x40000
    FIELD = 0x80000
    COUNTER = 0x100000
    FLIP = 0x200000
    TOON = 0x400000
    XYZ = 0x800000
    PENDULUM = 0x1000000
    SPECIAL_SUMMON_ONLY = 0x2000000
    LINK = 0x4000000


#: Monster card types that live in the Extra Deck (YGOPro ``TYPES_EXTRA_DECK``).
EXTRA_DECK_TYPES = TypeBits.FUSION | TypeBits.SYNCHRO | TypeBits.XYZ | TypeBits.LINK


class CardKind(enum.Enum):
    """The three kinds of card in the rulebook: Monster Card, Spell Card, Trap Card."""

    MONSTER = "Monster"
    SPELL = "Spell"
    TRAP = "Trap"


_TYPE_LABELS: dict[str, str] = {
    "WINGED_BEAST": "Winged Beast",
    "BEAST_WARRIOR": "Beast-Warrior",
    "SEA_SERPENT": "Sea Serpent",
    "DIVINE_BEAST": "Divine-Beast",
    "CREATOR_GOD": "Creator God",
}


class MonsterType(enum.IntFlag):
    """A monster's Type, as printed on the card (``datas.race``; FORMATS.md 1.3 "Race / monster Type").

    Real cards carry exactly one bit. YGOPro source calls the column "race" and spells WINGED_BEAST
    ``WINDBEAST``, PSYCHIC ``PSYCHO`` and DIVINE_BEAST ``DEVINE``.
    """

    WARRIOR = 0x1
    SPELLCASTER = 0x2
    FAIRY = 0x4
    FIEND = 0x8
    ZOMBIE = 0x10
    MACHINE = 0x20
    AQUA = 0x40
    PYRO = 0x80
    ROCK = 0x100
    WINGED_BEAST = 0x200
    PLANT = 0x400
    INSECT = 0x800
    THUNDER = 0x1000
    DRAGON = 0x2000
    BEAST = 0x4000
    BEAST_WARRIOR = 0x8000
    DINOSAUR = 0x10000
    FISH = 0x20000
    SEA_SERPENT = 0x40000
    REPTILE = 0x80000
    PSYCHIC = 0x100000
    DIVINE_BEAST = 0x200000
    CREATOR_GOD = 0x400000
    WYRM = 0x800000
    CYBERSE = 0x1000000
    ILLUSION = 0x2000000

    @property
    def label(self) -> str:
        """The Type as printed on a card, e.g. ``"Winged Beast"``, ``"Beast-Warrior"``.

        A combination of bits (never on a real card) gives the labels joined by ``"/"``; bits with no
        member here (EDOPro Rush Duel Types) are shown as a hex number.
        """
        names: list[str] = []
        rest = int(self)
        for member in MonsterType:
            if rest & member.value:
                names.append(_TYPE_LABELS.get(member.name, member.name.capitalize()))
                rest &= ~member.value
        if rest:
            names.append(hex(rest))
        return "/".join(names) if names else "(none)"


class Attribute(enum.IntFlag):
    """A monster's Attribute (``datas.attribute``; FORMATS.md 1.3)."""

    EARTH = 0x01
    WATER = 0x02
    FIRE = 0x04
    WIND = 0x08
    LIGHT = 0x10
    DARK = 0x20
    DIVINE = 0x40

    @property
    def label(self) -> str:
        """The Attribute as printed on a card (``"DARK"``); several bits joined by ``"/"``."""
        names = [m.name for m in Attribute if int(self) & m.value]
        rest = int(self) & ~0x7F
        if rest:
            names.append(hex(rest))
        return "/".join(names) if names else "(none)"


class LinkArrow(enum.IntFlag):
    """The Link Arrows of a Link Monster (stored in ``datas.def``; FORMATS.md 1.3 "Link arrows").

    Directions are as seen by the card's controller with the card upright. 0x10 would be the card's
    own centre and is never used.
    """

    BOTTOM_LEFT = 0x001
    BOTTOM = 0x002
    BOTTOM_RIGHT = 0x004
    LEFT = 0x008
    RIGHT = 0x020
    TOP_LEFT = 0x040
    TOP = 0x080
    TOP_RIGHT = 0x100

    @property
    def label(self) -> str:
        """The arrows as words, e.g. ``"Bottom-Left, Bottom"``; ``"(none)"`` for no arrow."""
        names = [m.name.replace("_", "-").title() for m in LinkArrow if int(self) & m.value]
        return ", ".join(names) if names else "(none)"
