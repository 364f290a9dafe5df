"""Sogen (86318356), Field Spell: "Increases the ATK and DEF of all Beast-Warrior and Warrior-Type
monsters by 200 points." """

from duelcore.cards.procedures import field_spell, of_type
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


@script(86318356)
def sogen(card):
    """All face-up Beast-Warrior and Warrior monsters on the field (both players') gain 200 ATK/DEF."""
    return field_spell(card, "Beast-Warrior and Warrior +200 ATK/DEF", [
        (of_type(MonsterType.BEAST_WARRIOR, MonsterType.WARRIOR), 200),
    ])
