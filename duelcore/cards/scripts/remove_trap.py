"""Remove Trap (51482758), Normal Spell: "Select 1 face-up Trap Card on the field and destroy it." """

from duelcore.cards.procedures import resolved_targets, spell_activation, spell_traps_on_field, targeting
from duelcore.cards.registry import script


def _legal(ctx, c):
    """A face-up Trap Card on the field."""
    return c.on_field and c.face_up and c.data.is_trap


@script(51482758)
def remove_trap(card):
    """Target 1 face-up Trap Card on the field (either side) and destroy it. It targets (the
    "Select" of the old wording is treated as targeting, as the card is ruled and reprinted: "Target
    1 face-up Trap on the field; destroy that target"). A Set card is not a legal target.
    Source: card text and rulings."""

    def operation(ctx):
        ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)
        return
        yield

    return [spell_activation(card, "Destroy 1 face-up Trap Card on the field", operation, destroys=resolved_targets,
                             **targeting(spell_traps_on_field, _legal, prompt="Choose a face-up Trap Card"))]
