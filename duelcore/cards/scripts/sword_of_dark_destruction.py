"""Sword of Dark Destruction (37120512), Equip Spell: "Equip only to a DARK monster. It gains 400 ATK
and loses 200 DEF." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.cards.types import Attribute


@script(37120512)
def sword_of_dark_destruction(card):
    """Equip only to a face-up DARK monster: it gains 400 ATK and loses 200 DEF (shared
    ``equip_spell`` with an Attribute filter). Source: card text."""
    return type_equip(card, "Equip to a face-up DARK monster: it gains 400 ATK and loses 200 DEF", 400, -200,
                      attribute=Attribute.DARK)
