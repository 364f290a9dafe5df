"""Goddess with the Third Eye (53493204), Effect Monster: "You can substitute this card for any 1
Fusion Material Monster. When you do this, the other Fusion Material Monster(s) must be the correct one(s)." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(53493204)
def goddess_with_the_third_eye(card):
    """A Fusion substitute: it may stand for any 1 named Fusion Material (at most one substitute per
    Fusion Summon: rules.special_summon). An unclassified effect, so it applies face-down too (FD-12)."""
    return [Effect(card, EffectKind.CONTINUOUS, "Substitute for any 1 Fusion Material",
                   range=frozenset({Location.HAND, Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}),
                   face_down_ok=True, fusion_substitute=True)]
