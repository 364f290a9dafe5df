"""Invigoration (98374133), Equip Spell: "An EARTH monster equipped with this card increases its ATK by
400 points and decreases its DEF by 200 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.cards.types import Attribute


@script(98374133)
def invigoration(card):
    """Equip only to a face-up EARTH monster: it gains 400 ATK and loses 200 DEF (shared
    ``equip_spell`` with an Attribute filter). Source: card text."""
    return type_equip(card, "Equip to a face-up EARTH monster: it gains 400 ATK and loses 200 DEF", 400, -200,
                      attribute=Attribute.EARTH)
