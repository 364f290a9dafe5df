"""Raigeki (12580477), Normal Spell: "Destroy all monsters your opponent controls." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.registry import script


@script(12580477)
def raigeki(card):
    """Destroy all monsters the opponent controls. Needs one to destroy."""

    def operation(ctx):
        ctx.duel.destroy(ctx.duel.monsters(ctx.opponent), by=ctx.player)

    return [spell_activation(card, "Destroy all monsters your opponent controls", operation,
                             destroys=lambda ctx: ctx.duel.monsters(ctx.opponent),
                             would_do_something=lambda ctx: bool(ctx.duel.monsters(ctx.opponent)))]
