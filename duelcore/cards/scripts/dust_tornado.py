"""Dust Tornado (60082869), Normal Trap: "Target 1 Spell/Trap your opponent controls; destroy that target,
then you can Set 1 Spell/Trap from your hand." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import is_opponents_card, opponents_spell_traps
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


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
                            **targeting(opponents_spell_traps, is_opponents_card,
                                        prompt="Choose a Spell/Trap to destroy"))]
