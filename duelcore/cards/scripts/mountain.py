"""Mountain (50913601), Field Spell: "Increase the ATK and DEF of all Dragon, Winged Beast, and
Thunder-Type monsters by 200 points." """

from duelcore.cards.procedures import field_spell, of_type
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


@script(50913601)
def mountain(card):
    """All face-up Dragon, Winged Beast and Thunder monsters on the field (both players') gain 200
    ATK and DEF while it is face-up in the Field Zone (shared ``field_spell``; FS-16: never a
    face-down monster). Source: card text."""
    return field_spell(card, "Dragon, Winged Beast and Thunder +200 ATK/DEF", [
        (of_type(MonsterType.DRAGON, MonsterType.WINGED_BEAST, MonsterType.THUNDER), 200),
    ])
