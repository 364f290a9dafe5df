"""Ancient Telescope (17092736), Normal Spell: "See the top 5 cards of your opponent's Deck. Return the
cards to the Deck in the same order." """

from duelcore.cards.procedures import reveal, spell_activation
from duelcore.cards.registry import script


@script(17092736)
def ancient_telescope(card):
    """Its activating player sees the top 5 cards of the opponent's Deck (all of it if fewer); they
    stay where they are, in the same order. Only the activating player learns them: the
    "looked at" event names them for that player and shows "a card" to the opponent (who may not
    look at their own Deck). Cannot be activated while the opponent's Deck is empty (it would do
    nothing). Source: card text; rulebook: a player may not look at the Deck."""

    def has_cards(ctx):
        return bool(ctx.duel.players[ctx.opponent].deck)

    def operation(ctx):
        deck = ctx.duel.players[ctx.opponent].deck
        top = list(reversed(deck))[:5]  # top card first
        if top:
            reveal(ctx.duel, top, [ctx.player], ctx.player)
        return
        yield

    return [spell_activation(card, "See the top 5 cards of your opponent's Deck", operation,
                             would_do_something=has_cards)]
