"""Harpie's Feather Duster (18144506), Normal Spell: "Destroy all Spell and Trap Cards your opponent
controls." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.scripts import _st_traps
from duelcore.cards.registry import script


@script(18144506)
def harpie_s_feather_duster(card):
    """Spell Speed 1. On resolution every Spell and Trap Card the opponent controls (Spell & Trap
    Zones and Field Zone, face-up or face-down) is destroyed, at the same time. It does not target.
    It cannot be activated while the opponent controls no Spell/Trap. Source: card text."""

    def operation(ctx):
        ctx.duel.destroy(_st_traps.opponents_spell_traps(ctx.duel, ctx.player), by=ctx.player)
        return
        yield

    return [spell_activation(card, "Destroy all Spell and Trap Cards your opponent controls", operation,
                             destroys=lambda ctx: _st_traps.opponents_spell_traps(ctx.duel, ctx.player),
                             would_do_something=lambda ctx: bool(_st_traps.opponents_spell_traps(ctx.duel, ctx.player)))]
