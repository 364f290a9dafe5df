"""Waboku (12607053), Normal Trap: "You take no battle damage from your opponent's monsters this turn.
Your monsters cannot be destroyed by battle this turn." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script


@script(12607053)
def waboku(card):
    """Any time a Normal Trap may be activated (not in the Damage Step); on resolution, for the rest
    of this turn its controller takes no battle damage and their monsters are not destroyed by
    battle (player effects the battle rules honour; they apply to monsters that arrive later too)."""

    def operation(ctx):
        ctx.duel.add_player_effect(ctx.player, "no_battle_damage")
        ctx.duel.add_player_effect(ctx.player, "indestructible_by_battle")
        return
        yield

    return [trap_activation(card, "No battle damage and no destruction by battle for you this turn", operation)]
