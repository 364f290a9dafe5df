"""Book of Secret Arts (91595718), Equip Spell: "A Spellcaster-Type monster equipped with this card
increases its ATK and DEF by 300 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.cards.types import MonsterType


@script(91595718)
def book_of_secret_arts(card):
    """Equip only to a face-up Spellcaster monster: it gains 300 ATK and 300 DEF (shared
    ``equip_spell`` with a Type filter). Source: card text."""
    return type_equip(card, "Equip to a face-up Spellcaster monster: it gains 300 ATK/DEF", 300, 300,
                      types=[MonsterType.SPELLCASTER])
