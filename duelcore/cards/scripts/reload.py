"""Reload (22589918), Quick-Play Spell: "Add all cards in your hand to your Deck and shuffle it. Then
draw the same number of cards that you added to your Deck."

Its text of 2005 ("Add all the cards in your hand to your Deck ...") plays the same, so it has no
period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.deck import shuffle_into_deck
from duelcore.cards.registry import script


def _other_cards_in_hand(ctx):
    """The cards in the activating player's hand other than this card."""
    return [c for c in ctx.duel.players[ctx.player].hand if c is not ctx.this]


@script(22589918)
def reload(card):
    """Needs a card in your hand besides this one to be activated. At resolution every card in your
    hand goes into its owner's Deck (your opponent's card into theirs: UDE FAQ), each Deck that got
    one is shuffled, then you draw as many cards as were added. Sources: card text;
    goatrulings.com "Reload" (UDE FAQ)."""

    def operation(ctx):
        duel = ctx.duel
        added = shuffle_into_deck(duel, ctx.player, list(duel.players[ctx.player].hand))
        if added:
            duel.draw(ctx.player, len(added))

    return [spell_activation(card, "Add your hand to your Deck, shuffle it, then draw as many cards", operation,
                             would_do_something=lambda ctx: bool(_other_cards_in_hand(ctx)))]
