"""Dark Energy (4614116), Equip Spell: "Increase the ATK and DEF of a Fiend-Type monster equipped with
this card by 300 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.cards.types import MonsterType


@script(4614116)
def dark_energy(card):
    """Equip only to a face-up Fiend monster: it gains 300 ATK and 300 DEF (shared ``equip_spell``
    with a Type filter). Source: card text."""
    return type_equip(card, "Equip to a face-up Fiend monster: it gains 300 ATK/DEF", 300, 300,
                      types=[MonsterType.FIEND])
