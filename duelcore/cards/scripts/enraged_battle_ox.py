"""Enraged Battle Ox (76909279), Effect Monster, Level 4, EARTH Beast-Warrior, 1700/1000: "If a Beast,
Beast-Warrior, or Winged Beast-Type monster you control attacks a Defense Position monster, inflict
piercing battle damage to your opponent." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.rules.battle import PIERCING
from duelcore.state.effects import Effect, EffectKind

_TYPES = MonsterType.BEAST | MonsterType.BEAST_WARRIOR | MonsterType.WINGED_BEAST


def _your_beast(duel, this, monster):
    """A face-up Beast, Beast-Warrior or Winged Beast monster this card's controller controls (this
    card included)."""
    t = monster.data.monster_type
    return (monster.location.is_monster_zone and monster.face_up and monster.controller == this.controller
            and t is not None and bool(t & _TYPES))


@script(76909279)
def enraged_battle_ox(card):
    """A Continuous Effect of the face-up monster: every face-up Beast, Beast-Warrior or Winged Beast
    monster its controller controls inflicts piercing battle damage (flag
    :data:`~duelcore.rules.battle.PIERCING`, given by ``grants_to``). Source: card text."""
    return [Effect(card, EffectKind.CONTINUOUS, "Your Beast, Beast-Warrior and Winged Beast monsters inflict piercing battle damage",
                   range=MONSTER_ZONES, grants=PIERCING, grants_to=_your_beast)]
