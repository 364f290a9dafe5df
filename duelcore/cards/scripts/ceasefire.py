"""Ceasefire (36468556), Normal Trap: "If a face-down Defense Position monster or an Effect Monster is
on the field: Change all face-down Defense Position monsters on the field to face-up Defense Position
(Flip monsters' effects are not activated at this time), also inflict 500 damage to your opponent for
each Effect Monster on the field." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import face_down_defense, monsters_on_field
from duelcore.cards.registry import script

#: Damage per Effect Monster on the field, in LP.
DAMAGE_EACH = 500


def _face_up_effect_monsters(ctx):
    """The face-up Effect Monsters on the field (a Token is not one)."""
    return [m for m in monsters_on_field(ctx) if m.face_up and m.data.is_effect_monster and not m.data.is_token]


@script(36468556)
def ceasefire(card):
    """Activated only while a face-down Defense Position monster or a face-up Effect Monster is on
    the field. On resolution every face-down Defense Position monster on the field is changed to
    face-up Defense Position without activating anything that answers a flip (no FLIP effect:
    ``Duel.change_to_face_up_defense(flip_effects=False)``); face-down Attack Position monsters are
    left alone. Then the opponent takes 500 damage for each Effect Monster face-up on the field
    (those just flipped included; Tokens are not Effect Monsters).

    Its text of 2005 ("Change all face-down Defense Position monsters ... also inflict 500 damage
    ...") has no condition written on it, but the period Netrep gives it the same two conditions,
    so it plays as today's (no period variant).

    Source: card text; Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/ceasefire.md: the two activation conditions; face-down Attack Position
    monsters are not affected; Tokens are not Effect Monsters; chained to a Flip-Summoned monster's
    FLIP effect, that effect still resolves)."""

    def condition(ctx):
        return any(face_down_defense(m) for m in monsters_on_field(ctx)) or bool(_face_up_effect_monsters(ctx))

    def operation(ctx):
        duel = ctx.duel
        with duel.simultaneous():
            for monster in [m for m in monsters_on_field(ctx) if face_down_defense(m)]:
                duel.change_to_face_up_defense(monster, flip_effects=False)
        duel.state_check()
        duel.damage(ctx.opponent, DAMAGE_EACH * len(_face_up_effect_monsters(ctx)), kind="effect_damage")

    return [trap_activation(card, "Flip all face-down Defense Position monsters; 500 damage per Effect Monster",
                            operation, condition=condition)]
