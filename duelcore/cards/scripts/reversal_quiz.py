"""Reversal Quiz (5990062), Normal Spell: "Send all cards in your hand and on your side of the field to
the Graveyard. Call the type of card (Spell, Trap, or Monster) on top of your Deck. If you call it
right, exchange your current Life Points with your opponent's current ones." """

from duelcore.cards.procedures.activation import send_to_gy_together, spell_activation
from duelcore.cards.procedures.search import call_card_type
from duelcore.cards.registry import script


def _my_cards(ctx):
    """Every card in the activating player's hand and on their side of the field but Reversal Quiz."""
    duel = ctx.duel
    return [c for c in list(duel.players[ctx.player].hand) + duel.field_cards(ctx.player) if c is not ctx.this]


@script(5990062)
def reversal_quiz(card):
    """Cost: every other card in its player's hand and on their side of the field is sent to the GY
    at the same time (:func:`send_to_gy_together`); it cannot be activated with no such card. On
    resolution, if their Deck holds a card, they call a card type (Monster, Spell or Trap), the top
    card of their Deck is revealed to both players and stays there (:func:`call_card_type`); if the
    call was right, the players exchange their current LP (``Duel.exchange_lp``). Effects of the
    cards sent (Black Pendant's damage) come after the exchange, in the next chain. The same text
    in April 2005 (no period variant).

    Source: card text; UDE FAQ and Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/reversal-quiz.md: the sending is a cost, needing a card in the hand or on the
    field; Black Pendant's damage "After" the exchange, Curtis Schultz 2004-04-04)."""

    def cost(ctx):
        send_to_gy_together(ctx.duel, ctx.player, _my_cards(ctx))

    def operation(ctx):
        duel = ctx.duel
        deck = duel.players[ctx.player].deck
        if not deck:
            return
        right = yield from call_card_type(ctx, deck[-1])
        if right:
            duel.exchange_lp(ctx.this)

    return [spell_activation(card, "Call the type of the top card of your Deck; if right, exchange LP", operation,
                             cost=cost, can_pay=lambda ctx: bool(_my_cards(ctx)))]
