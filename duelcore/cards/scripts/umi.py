"""Umi (22702055), Field Spell: "All Fish, Sea Serpent, Thunder, and Aqua monsters on the field gain
200 ATK/DEF, also all Machine and Pyro monsters on the field lose 200 ATK/DEF." """

from duelcore.cards.procedures import field_spell, of_type
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


@script(22702055)
def umi(card):
    """All face-up Fish, Sea Serpent, Thunder and Aqua monsters on the field (both players') gain
    200 ATK/DEF; all face-up Machine and Pyro monsters on the field lose 200 ATK/DEF. Cards that
    read "Umi is on the field" see it while it is face-up in a Field Zone
    (``_fs_fields.umi_on_field``; FS-21)."""
    return field_spell(card, "Fish, Sea Serpent, Thunder and Aqua +200 ATK/DEF; Machine and Pyro -200 ATK/DEF", [
        (of_type(MonsterType.FISH, MonsterType.SEA_SERPENT, MonsterType.THUNDER, MonsterType.AQUA), 200),
        (of_type(MonsterType.MACHINE, MonsterType.PYRO), -200),
    ])
