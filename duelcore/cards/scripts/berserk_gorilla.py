"""Berserk Gorilla (39168895), Effect Monster, Level 4, EARTH Beast, 2000/1000: "If this card is in
face-up Defense Position, destroy this card. This card must attack if able." (Its text of 2005 is the
same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position


@script(39168895)
def berserk_gorilla(card):
    """Two Continuous Effects of the face-up monster: (1) while it is in face-up Defense Position
    it is destroyed at once, with no Chain Link (``destroys_at_once``, applied by the state check);
    (2) it must attack if able (flag "must_attack": its controller cannot end the Battle Step while
    it may still declare an attack). It does not force its controller to enter the Battle Phase.
    Source: card text; ProjectIgnis/CardScripts c39168895.lua (EFFECT_SELF_DESTROY,
    EFFECT_MUST_ATTACK)."""

    def in_face_up_defense(duel, this):
        return [this] if this.location in MONSTER_ZONES and this.position is Position.FACE_UP_DEFENSE else []

    return [Effect(card, EffectKind.CONTINUOUS, "If this card is in face-up Defense Position, destroy this card",
                   range=MONSTER_ZONES, destroys_at_once=in_face_up_defense),
            Effect(card, EffectKind.CONTINUOUS, "This card must attack if able", range=MONSTER_ZONES, grants="must_attack")]
