"""Card data: the card database reader and the bit-field enums of YGOPro's ``.cdb`` format.

``CardDatabase.default()`` is duelcore's shipped database; ``CardDatabase.open(path)`` reads any
YGOPro/EDOPro ``.cdb``. See FORMATS.md 1.1-1.3 for the columns and bits.
"""

from .database import ARTWORK_OFFSET, CardData, CardDatabase, TrapMonsterStats
from .types import EXTRA_DECK_TYPES, Attribute, CardKind, LinkArrow, MonsterType, TypeBits

__all__ = [
    "ARTWORK_OFFSET",
    "EXTRA_DECK_TYPES",
    "Attribute",
    "CardData",
    "CardDatabase",
    "CardKind",
    "LinkArrow",
    "MonsterType",
    "TrapMonsterStats",
    "TypeBits",
]
