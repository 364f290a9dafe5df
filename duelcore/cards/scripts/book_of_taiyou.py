"""Book of Taiyou (38699854), Normal Spell: "Flip 1 face-down monster on the field into face-up Attack
Position."

The card's rulings treat the monster as chosen on activation (a targeting effect), as Book of
Moon's counterpart. The monster is flipped face-up by an effect, not Flip Summoned: its FLIP effect
and "when flipped face-up" effects activate, and it does not use its change of battle position for
the turn.
"""

from duelcore.cards.procedures import monsters_on_field, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script


def _face_down_monster(ctx, c):
    """A face-down monster in a Monster Zone."""
    return c.location.is_monster_zone and not c.face_up


def _refusal(ctx, c):
    """Why Book of Taiyou cannot target ``c``: a face-up monster is already face-up."""
    if c.location.is_monster_zone and c.face_up:
        return "it is already face-up"
    return None


@script(38699854)
def book_of_taiyou(card):
    """Target 1 face-down monster on the field (either side); on resolution, if it is still that
    face-down monster, change it to face-up Attack Position (Duel.change_to_face_up_attack: a new
    face-up stint: links to it as it was face-down are cut, FD-23)."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.change_to_face_up_attack(target)
        return
        yield

    return [spell_activation(card, "Flip 1 face-down monster into face-up Attack Position", operation,
                             **targeting(monsters_on_field, _face_down_monster, prompt="Choose a face-down monster",
                                         refusal=_refusal))]
