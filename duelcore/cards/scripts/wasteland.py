"""Wasteland (23424603), Field Spell: "All Dinosaur, Zombie, and Rock monsters on the field gain 200
ATK/DEF." """

from duelcore.cards.procedures import field_spell, of_type
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


@script(23424603)
def wasteland(card):
    """All face-up Dinosaur, Zombie and Rock monsters on the field (both players') gain 200 ATK/DEF."""
    return field_spell(card, "Dinosaur, Zombie and Rock +200 ATK/DEF", [
        (of_type(MonsterType.DINOSAUR, MonsterType.ZOMBIE, MonsterType.ROCK), 200),
    ])
