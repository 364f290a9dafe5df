"""Kaiser Sea Horse (17444133), Effect Monster, Level 4, LIGHT Sea Serpent, 1700/1650: "This card can
be treated as 2 Tributes for the Tribute Summon of a LIGHT monster." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_costs import MONSTER_ZONES
from duelcore.cards.types import Attribute
from duelcore.state.effects import Effect, EffectKind


def counts_as_two_tributes(tribute, summoned):
    """Whether ``tribute`` (a Kaiser Sea Horse on the field) may count as 2 Tributes for the Tribute
    Summon of ``summoned``: only for a LIGHT monster, and only a Tribute Summon (not a Tribute Set,
    not a Tribute cost). The effect is unclassified and applies while it is face-down too (FD-12).
    The engine's Tribute Summon asks it through the effect's ``tribute_value``."""
    attribute = summoned.data.attribute
    return tribute.location.is_monster_zone and attribute is not None and bool(attribute & Attribute.LIGHT)


@script(17444133)
def kaiser_sea_horse(card):
    """An unclassified effect that applies face-up or face-down (FD-12): it may count as 2 Tributes
    for the Tribute Summon of a LIGHT monster (the engine's Tribute Summon reads ``tribute_value``)."""
    return [Effect(card, EffectKind.CONTINUOUS, "Can be treated as 2 Tributes for the Tribute Summon of a LIGHT monster",
                   range=MONSTER_ZONES, face_down_ok=True,
                   tribute_value=lambda duel, t, summoned: 2 if counts_as_two_tributes(t, summoned) else 1)]
