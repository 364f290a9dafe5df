"""Lord of D. (17985575), Effect Monster, Level 4, DARK Spellcaster, 1200/1100: "Dragon-Type monsters on the
field cannot be targeted by card effects." """

from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


@script(17985575)
def lord_of_d(card):
    """A Continuous Effect while face-up: face-up Dragon monsters on the field (both players') cannot
    be targeted by card effects (``untargetable``); effects that do not target still apply to them,
    and a face-down monster is not known to be a Dragon (FD-04). Source: card text."""

    def protects(duel, this, target, effect):
        return (target.location.is_monster_zone and target.face_up
                and target.data.monster_type is MonsterType.DRAGON)

    return [Effect(card, EffectKind.CONTINUOUS, "Dragon monsters on the field cannot be targeted by card effects",
                   range=MONSTER_ZONES, untargetable=protects)]
