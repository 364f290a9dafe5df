"""Harpie's Feather Duster (18144506), Normal Spell: "Destroy all Spell and Trap Cards your opponent
controls." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import opponents_spell_traps
from duelcore.cards.registry import script


@script(18144506)
def harpie_s_feather_duster(card):
    """Spell Speed 1. On resolution every Spell and Trap Card the opponent controls (Spell & Trap
    Zones and Field Zone, face-up or face-down) is destroyed, at the same time. It does not target.
    It cannot be activated while the opponent controls no Spell/Trap. Source: card text."""

    def operation(ctx):
        ctx.duel.destroy(opponents_spell_traps(ctx), by=ctx.player)

    return [spell_activation(card, "Destroy all Spell and Trap Cards your opponent controls", operation,
                             destroys=opponents_spell_traps,
                             would_do_something=lambda ctx: bool(opponents_spell_traps(ctx)))]
