"""A Feather of the Phoenix (49140998), Normal Spell: "Discard 1 card, then target 1 card in your GY;
return that target to the top of your Deck."

Its text of 2005 ("Discard 1 card. Select 1 card from your Graveyard and return it to the top of your
Deck.") plays the same: its UDE FAQ rules the discard a cost and the selection a target
(goatrulings.com "A Feather of the Phoenix"), so it has no period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.deck import return_to_deck_top
from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Location


def _your_gy(ctx):
    """The cards in the activating player's GY, the top card first."""
    return list(reversed(ctx.duel.players[ctx.player].gy))


def _in_your_gy(ctx, card):
    """A card still in the activating player's GY."""
    return card.location is Location.GY and card.owner == ctx.player


@script(49140998)
def a_feather_of_the_phoenix(card):
    """Cost: discard 1 card (not this one). Then target 1 card in your GY, the card just discarded
    among them (its UDE FAQ: "You can select the card you discarded for the cost"); a card must be
    in your GY before the cost is paid (as EDOPro's script asks). At resolution, if the target is
    still in your GY, it goes on top of your Deck; a Fusion Monster goes to your Fusion Deck
    instead (UDE FAQ). Sources: card text; goatrulings.com "A Feather of the Phoenix" (UDE FAQ:
    the discard is a cost, "This is an effect that targets"); ProjectIgnis/CardScripts
    official/c49140998.lua."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            return_to_deck_top(ctx.duel, target, ctx.player)

    return [spell_activation(card, "Return 1 card from your GY to the top of your Deck", operation,
                             cost=discard_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                             **targeting(_your_gy, _in_your_gy, prompt="Choose a card to return to the top of your Deck"))]
