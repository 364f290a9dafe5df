"""Dark Hole (53129443), Normal Spell: "Destroy all monsters on the field." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import monsters_on_field
from duelcore.cards.registry import script


@script(53129443)
def dark_hole(card):
    """Destroy all monsters on the field (simultaneously). Needs a monster on the field."""

    def operation(ctx):
        ctx.duel.destroy(monsters_on_field(ctx), by=ctx.player)

    return [spell_activation(card, "Destroy all monsters on the field", operation, destroys=monsters_on_field,
                             would_do_something=lambda ctx: bool(monsters_on_field(ctx)))]
