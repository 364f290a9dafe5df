"""Gyaku-Gire Panda (9817927), Effect Monster, Level 3, EARTH Beast, 800/1600: "Increase the ATK of this
card by 500 points for each monster on your opponent's side of the field. When this card attacks with an
ATK that is higher than the DEF of your opponent's Defense Position monster, inflict the difference as
Battle Damage to your opponent's Life Points." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.rules.battle import PIERCING
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def _opponents_monsters_bonus(card):
    """500 points for each monster (face-up or face-down) the opponent of ``card``'s controller
    controls, counted whenever its ATK is read."""
    return 500 * len(card.duel.monsters(1 - card.controller))


@script(9817927)
def gyaku_gire_panda(card):
    """Two Continuous Effects of the face-up monster: it gains 500 ATK for each monster its
    controller's opponent controls; and it inflicts piercing battle damage (flag
    :data:`~duelcore.rules.battle.PIERCING`). Source: card text."""

    def itself(duel, monster):
        return monster is card and monster.location.is_monster_zone and monster.face_up

    return [Effect(card, EffectKind.CONTINUOUS, "Gains 500 ATK for each monster your opponent controls",
                   range=MONSTER_ZONES, modifier=Modifier(Stat.ATK, "add", 0, itself, value_fn=_opponents_monsters_bonus)),
            Effect(card, EffectKind.CONTINUOUS, "If this card attacks a Defense Position monster, inflict piercing battle damage",
                   range=MONSTER_ZONES, grants=PIERCING)]
