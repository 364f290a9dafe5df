"""Trap Dustshoot (64697231), Normal Trap: "Activate only if your opponent has 4 or more cards in their
hand. Look at your opponent's hand, select 1 Monster Card in it, and return that card to its owner's
Deck." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.deck import shuffle_into_deck
from duelcore.cards.procedures.search import reveal
from duelcore.cards.registry import script

#: How many cards the opponent must hold when it is activated.
HAND_SIZE = 4


@script(64697231)
def trap_dustshoot(card):
    """Activated only while the opponent holds 4 or more cards; that condition is not checked again
    at resolution (an opponent who chains Book of Moon from the hand, down to 3 cards, still loses a
    monster). On resolution its player looks at the opponent's whole hand (a reveal to that player
    only), chooses 1 Monster Card in it, and that card is returned to its owner's Deck, which is
    shuffled (``procedures.deck.shuffle_into_deck``; a card of theirs the opponent took goes back to its owner's
    Deck). With no Monster Card in the hand nothing is returned. The same text in April 2005 (no
    period variant).

    Source: card text; UDE FAQ (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/trap-dustshoot.md: a card taken with "Exchange" returns to its owner's Deck)
    and that page's later ruling on Book of Moon chained in response; ProjectIgnis/CardScripts
    official/c64697231.lua (the hand confirmed to the player, then 1 monster to the Deck)."""

    def condition(ctx):
        return len(ctx.duel.players[ctx.opponent].hand) >= HAND_SIZE

    def operation(ctx):
        duel = ctx.duel
        hand = list(duel.players[ctx.opponent].hand)
        if not hand:
            return
        reveal(duel, hand, [ctx.player], ctx.player)
        monsters = [c for c in hand if c.data.is_monster]
        chosen = yield from ctx.select_cards(monsters, "Choose 1 Monster Card to return to the Deck", look=True)
        shuffle_into_deck(duel, ctx.player, chosen)

    return [trap_activation(card, "Look at your opponent's hand; return 1 Monster Card to the Deck", operation,
                            condition=condition)]
