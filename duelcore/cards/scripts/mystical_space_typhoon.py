"""Mystical Space Typhoon (5318639), Quick-Play Spell: "Target 1 Spell/Trap on the field; destroy that target." """

from duelcore.cards.procedures import is_on_field, resolved_targets, spell_activation, spell_traps_on_field, targeting
from duelcore.cards.registry import script


@script(5318639)
def mystical_space_typhoon(card):
    """Target 1 Spell/Trap on the field (not itself); destroy that target on resolution (FS-12)."""

    def operation(ctx):
        ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)
        return
        yield

    return [spell_activation(card, "Destroy 1 Spell/Trap on the field", operation, destroys=resolved_targets,
                             **targeting(spell_traps_on_field, is_on_field, prompt="Choose a Spell/Trap to destroy"))]
