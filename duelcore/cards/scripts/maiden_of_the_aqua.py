"""Maiden of the Aqua (17214465), Effect Monster (WATER Aqua Lv4 700/2000): "As long as this card
remains face-up on the field, the field is treated as "Umi" (however there is no increasing or
decreasing of ATK/DEF due to "Umi"'s effect). If there is an active Field Spell Card on the field,
this effect is not applied." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(17214465)
def maiden_of_the_aqua(card):
    """A Continuous Effect with no modifier: while this card is face-up in a Monster Zone, its
    effect is not negated and no face-up Field Spell is on the field (either player's), cards that
    read "Umi is on the field" see Umi (``_fs_fields.umi_on_field``, FS-21). Umi's ATK/DEF changes
    never apply through it."""
    return [Effect(card, EffectKind.CONTINUOUS, "The field is treated as \"Umi\" while no Field Spell is face-up",
                   range=frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}))]
