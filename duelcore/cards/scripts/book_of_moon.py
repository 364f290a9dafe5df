"""Book of Moon (14087893), Quick-Play Spell: "Target 1 face-up monster on the field; change that target to face-down Defense Position." """

from duelcore.cards.procedures import face_up_monsters, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script


def _can_be_face_down(ctx, c):
    """A face-up monster that can be face-down: not a Token, not a Link Monster (FD-27)."""
    return c.location.is_monster_zone and c.face_up and not c.data.is_token and not c.data.is_link


def _refusal(ctx, c):
    """Why Book of Moon cannot target ``c``: it cannot be face-down, or it already is (FD-27)."""
    if not c.location.is_monster_zone:
        return None
    if not c.face_up:
        return "it is already face-down"
    if c.data.is_token:
        return "a Token cannot be face-down (FD-27)"
    if c.data.is_link:
        return "a Link Monster cannot be face-down (FD-27)"
    return None


@script(14087893)
def book_of_moon(card):
    """Target 1 face-up monster; change it to face-down Defense Position (it is reset: FD-20, FD-21)."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.change_to_face_down(target)
        return
        yield

    return [spell_activation(card, "Change 1 face-up monster to face-down Defense Position", operation,
                             damage_step=False,
                             **targeting(face_up_monsters, _can_be_face_down, prompt="Choose a monster",
                                         refusal=_refusal))]
