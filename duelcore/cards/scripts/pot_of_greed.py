"""Pot of Greed (55144522), Normal Spell: "Draw 2 cards." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script


@script(55144522)
def pot_of_greed(card):
    """Draw 2 cards. Cannot be activated with fewer than 2 cards in the Deck (no blank activation)."""

    def can_draw(ctx):
        return len(ctx.duel.players[ctx.player].deck) >= 2

    def operation(ctx):
        ctx.duel.draw(ctx.player, 2)
        return
        yield

    return [spell_activation(card, "Draw 2 cards", operation, would_do_something=can_draw)]
