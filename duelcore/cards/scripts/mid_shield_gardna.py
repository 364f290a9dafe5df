"""Mid Shield Gardna (75487237), Effect Monster, Level 4, EARTH Warrior, 100/1800: "Once per turn, you
can flip this card into face-down Defense Position. Negate the activation of a Spell Card that targets
this 1 face-down monster. At that time, flip this card into face-up Defense Position." """

from duelcore.cards.procedures.positions import turn_self_face_down
from duelcore.cards.procedures.targeting import face_down_negates_targeting_spell
from duelcore.cards.registry import script


@script(75487237)
def mid_shield_gardna(card):
    """(1) Ignition, once per turn: change this face-up card to face-down Defense Position (the use
    counts for the turn even though the card is turned face-down: FD-22 cycle-flip exception;
    ``procedures.positions.turn_self_face_down``).
    (2) Works while face-down, as its text says (FD-11), and is not activated (no Chain Link): as an
    opponent's Spell Card that targets only this face-down monster is about to resolve, its
    activation is negated and this card is flipped to face-up Defense Position
    (:func:`procedures.targeting.face_down_negates_targeting_spell`)."""

    return [turn_self_face_down(card), face_down_negates_targeting_spell(card)]
