"""Torpedo Fish (90337190), Effect Monster, Level 3, WATER Fish, 1000/1000: "While "Umi" is face-up on the
field, this card is unaffected by any Spell Cards." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_fields import umi_on_field
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(90337190)
def torpedo_fish(card):
    """A Continuous Effect: unaffected by Spell Cards' effects while "Umi" is on the field, which
    Maiden of the Aqua makes so only while no face-up Field Spell is on the field (FS-21)."""
    return [Effect(card, EffectKind.CONTINUOUS, 'Unaffected by Spell Cards while "Umi" is face-up on the field',
                   range=frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}), unaffected_by="spell",
                   applies_while=lambda duel, c: umi_on_field(duel))]
