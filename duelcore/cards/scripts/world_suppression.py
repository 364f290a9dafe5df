"""World Suppression (12253117), Normal Trap: "You can only activate this card when a Field Spell Card is
activated. Negate the Field Spell Card during the turn this card is activated." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_negation import activated_card_link, remember_link
from duelcore.state.effects import Reset


def _field_spell(link):
    """Answers: the activation of a Field Spell Card (either player's)."""
    return link.card.data.is_field_spell


@script(12253117)
def world_suppression(card):
    """Activated only in direct response to the activation of a Field Spell Card, by either
    player (never against a Field Spell already face-up: FS-15). On resolution, if that Field
    Spell is still the same card on the field, its effects are negated until the end of this
    turn: its activation then resolves with its effect negated and the card stays face-up in the
    Field Zone (its activation was not negated); from the next turn on its effects apply again
    (FS-14). The negation is a lingering "negated" flag with Reset.END_OF_TURN, so it also ends
    if the Field Spell leaves the field.

    Source: World Suppression card text; FS-14, FS-15."""

    def condition(ctx):
        return activated_card_link(ctx, _field_spell) is not None

    def operation(ctx):
        link = ctx.values["answers"]
        field = link.card
        if link.activation.card.valid and field.on_field:
            ctx.duel.apply(field, flag="negated", source=ctx.this,
                           reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN, turns=1)
        return
        yield

    return [trap_activation(card, "Negate the Field Spell Card during this turn", operation,
                            condition=condition, target=remember_link(_field_spell))]
