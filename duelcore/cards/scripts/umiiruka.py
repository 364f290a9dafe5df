"""Umiiruka (82999629), Field Spell: "Increase the ATK of all WATER monsters by 500 points and decrease
their DEF by 400 points." """

from duelcore.cards.procedures import field_spell
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_fields import field_stat_modifier, of_attribute
from duelcore.cards.types import Attribute
from duelcore.state.effects import Stat


@script(82999629)
def umiiruka(card):
    """All face-up WATER monsters on the field (both players') gain 500 ATK and lose 400 DEF (DEF
    never below 0). The activation is the shared Field Spell one; the two changes differ, so
    they are two modifiers of their own."""
    water = of_attribute(Attribute.WATER)
    return field_spell(card, "WATER monsters +500 ATK, -400 DEF", []) + [
        field_stat_modifier(card, Stat.ATK, 500, water, "WATER monsters +500 ATK"),
        field_stat_modifier(card, Stat.DEF, -400, water, "WATER monsters -400 DEF"),
    ]
