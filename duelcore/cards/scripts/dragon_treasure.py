"""Dragon Treasure (1435851), Equip Spell: "A Dragon-Type monster equipped with this card increases
its ATK and DEF by 300 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.cards.types import MonsterType


@script(1435851)
def dragon_treasure(card):
    """Equip only to a face-up Dragon monster: it gains 300 ATK and 300 DEF (shared ``equip_spell``
    with a Type filter). Source: card text."""
    return type_equip(card, "Equip to a face-up Dragon monster: it gains 300 ATK/DEF", 300, 300,
                      types=[MonsterType.DRAGON])
