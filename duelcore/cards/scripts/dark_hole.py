"""Dark Hole (53129443), Normal Spell: "Destroy all monsters on the field." """

from duelcore.cards.procedures import monsters_on_field, spell_activation
from duelcore.cards.registry import script


@script(53129443)
def dark_hole(card):
    """Destroy all monsters on the field (simultaneously). Needs a monster on the field."""

    def operation(ctx):
        ctx.duel.destroy(monsters_on_field(ctx), by=ctx.player)
        return
        yield

    return [spell_activation(card, "Destroy all monsters on the field", operation,
                             would_do_something=lambda ctx: bool(monsters_on_field(ctx)))]
