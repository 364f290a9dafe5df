"""Dust Tornado (60082869), Normal Trap: "Target 1 Spell/Trap your opponent controls; destroy that target,
then you can Set 1 Spell/Trap from your hand." """

from duelcore.cards.procedures import resolved_targets, targeting, trap_activation
from duelcore.cards.registry import script


def _opponents_spell_traps(ctx):
    """Every Spell/Trap the opponent controls: their Spell & Trap Zones, then their Field Zone
    (face-up or face-down)."""
    side = ctx.duel.players[ctx.opponent]
    out = [c for c in side.spell_trap_zones if c is not None]
    if side.field_zone is not None:
        out.append(side.field_zone)
    return out


def _still_theirs(ctx, card):
    """A target that is still on the field under the opponent's control."""
    return card.on_field and card.controller == ctx.opponent


@script(60082869)
def dust_tornado(card):
    """Target 1 Spell/Trap the opponent controls (a Field Spell included, FS-12). On resolution
    the target is destroyed if it is still that card on the opponent's field; then, only if it
    was destroyed, its controller may Set 1 Spell/Trap from their hand (optional: "Choose none").
    The Set follows the usual rules (rules.turn.set_spell_trap): a Spell/Trap needs a free Spell &
    Trap Zone, a Field Spell goes face-down to the Field Zone (replacing one there, FS-05), in any
    phase of either player's turn (FS-04). A card Set this way counts as Set this turn (a Trap or
    Quick-Play Spell cannot be activated until the next turn).

    Source: Dust Tornado card text; FS-04, FS-12; rulebook "Set"."""
    from duelcore.rules.turn import can_set_spell_trap, set_spell_trap

    def operation(ctx):
        duel = ctx.duel
        destroyed = duel.destroy(resolved_targets(ctx), by=ctx.player)
        if not destroyed:
            return
        hand = [c for c in duel.players[ctx.player].hand if can_set_spell_trap(duel, ctx.player, c)]
        chosen = yield from ctx.select_cards(hand, "Set 1 Spell/Trap from your hand?", optional=True)
        for c in chosen:
            yield from set_spell_trap(duel, ctx.player, c)

    return [trap_activation(card, "Destroy 1 Spell/Trap your opponent controls, then you can Set 1 Spell/Trap",
                            operation, destroys=resolved_targets,
                            **targeting(_opponents_spell_traps, _still_theirs,
                                        prompt="Choose a Spell/Trap to destroy"))]
