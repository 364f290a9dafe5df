"""Yami (59197169), Field Spell: "Increases the ATK and DEF of all Fiend and Spellcaster-Type
monsters by 200 points. Also decreases the ATK and DEF of all Fairy-Type monsters by 200 points." """

from duelcore.cards.procedures import field_spell, of_type
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


@script(59197169)
def yami(card):
    """All face-up Fiend and Spellcaster monsters on the field gain 200 ATK/DEF; all face-up
    Fairy monsters lose 200 ATK/DEF (both players' monsters)."""
    return field_spell(card, "Fiend and Spellcaster +200 ATK/DEF; Fairy -200 ATK/DEF", [
        (of_type(MonsterType.FIEND, MonsterType.SPELLCASTER), 200),
        (of_type(MonsterType.FAIRY), -200),
    ])
