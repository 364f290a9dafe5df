"""Milus Radiant (7489323), Effect Monster (EARTH Beast, Level 1, 300/250): "As long as this card
remains face-up on the field, increase the ATK of all EARTH monsters by 500 points and decrease the
ATK of all WIND monsters by 400 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.cards.types import Attribute
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def _of_attribute(attribute):
    """Which monsters: face-up monsters on the field (either side, this card included) of ``attribute``."""

    def applies_to(duel, monster):
        return monster.location.is_monster_zone and monster.face_up and monster.data.attribute == attribute

    return applies_to


@script(7489323)
def milus_radiant(card):
    """Two Continuous Effects of the face-up monster: all face-up EARTH monsters on the field gain
    500 ATK (itself included: 800), all face-up WIND monsters lose 400 ATK. Never to face-down
    monsters (FS-16). Source: card text."""
    return [
        Effect(card, EffectKind.CONTINUOUS, "All EARTH monsters gain 500 ATK", range=MONSTER_ZONES,
               modifier=Modifier(Stat.ATK, "add", 500, _of_attribute(Attribute.EARTH))),
        Effect(card, EffectKind.CONTINUOUS, "All WIND monsters lose 400 ATK", range=MONSTER_ZONES,
               modifier=Modifier(Stat.ATK, "add", -400, _of_attribute(Attribute.WIND))),
    ]
