"""Book of Moon (14087893), Quick-Play Spell: "Target 1 face-up monster on the field; change that target to face-down Defense Position." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import face_up_monsters
from duelcore.cards.procedures.positions import can_be_face_down, change_targets_face_down, face_down_refusal
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script


@script(14087893)
def book_of_moon(card):
    """Target 1 face-up monster; change it to face-down Defense Position (it is reset: FD-20, FD-21)."""

    return [spell_activation(card, "Change 1 face-up monster to face-down Defense Position", change_targets_face_down,
                             damage_step=False,
                             **targeting(face_up_monsters, lambda ctx, c: can_be_face_down(c), prompt="Choose a monster",
                                         refusal=face_down_refusal))]
