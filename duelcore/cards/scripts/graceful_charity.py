"""Graceful Charity (79571449), Normal Spell: "Draw 3 cards, then discard 2 cards." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import discard
from duelcore.state.decision import DecisionKind


@script(79571449)
def graceful_charity(card):
    """Its activating player draws 3 cards, then discards 2 cards of their choice from the hand
    (chosen one at a time, discarded together). Cannot be activated with fewer than 3 cards in
    the Deck. Source: card text."""

    def can_draw(ctx):
        return len(ctx.duel.players[ctx.player].deck) >= 3

    def operation(ctx):
        duel = ctx.duel
        duel.draw(ctx.player, 3)
        hand = list(duel.players[ctx.player].hand)
        chosen = yield from ctx.select_cards(hand, "Discard 2 cards", 2, kind=DecisionKind.SELECT_DISCARD)
        discard(duel, ctx.player, chosen)

    return [spell_activation(card, "Draw 3 cards, then discard 2 cards", operation, would_do_something=can_draw)]
