"""Cyber Tutu (49375719), Effect Monster (EARTH Warrior, Level 3, 1000/800): "If the ATK of each monster
your opponent controls is higher than the ATK of this card, this card can attack your opponent
directly." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

#: The Continuous Effect's text (what the engine would read to offer "Attack directly").
TEXT = "Can attack directly if each monster your opponent controls has higher ATK"


def may_attack_directly(duel, card):
    """Whether Cyber Tutu ``card`` may attack the opponent directly although they control monsters:
    it is face-up, its effect not negated, the opponent controls at least one monster, and every
    one of them is *known* to have higher ATK than ``card``'s current ATK (points). A face-down
    monster stays one of "each monster your opponent controls" but its ATK is unknown, so the
    condition cannot be confirmed and the answer is False, even if every face-up one qualifies
    (FD-08). Source: card text; FD-08."""
    if not card.location.is_monster_zone or not card.face_up or duel.effect_negated(card):
        return False
    others = duel.monsters(1 - card.controller)
    if not others:
        return False  # an ordinary direct attack: no effect needed
    return all(m.face_up and m.atk > card.atk for m in others)


@script(49375719)
def cyber_tutu(card):
    """A Continuous Effect of the face-up monster: it may attack directly while
    :func:`may_attack_directly` holds.

    The Battle Step offers "Attack directly" beside the monsters while it holds
    (``permits_direct_attack``). Source: card text; FD-08."""
    return [Effect(card, EffectKind.CONTINUOUS, TEXT, range=MONSTER_ZONES, permits_direct_attack=may_attack_directly)]
