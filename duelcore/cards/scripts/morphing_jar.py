"""Morphing Jar (33508719), Flip Effect Monster, Level 2, EARTH Rock, 700/600: "FLIP: Both players
discard as many cards as possible from their hands, then each player draws 5 cards."

Its text of 2005, "FLIP: Both players discard their entire hands, then draw 5 cards.", plays the
same (every card in a hand can be discarded): no period variant.
"""

from duelcore.cards.procedures.discard import discard_hands
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.registry import script


@script(33508719)
def morphing_jar(card):
    """A mandatory FLIP effect (it activates however the card is flipped face-up, after damage
    calculation when an attack flipped it): both players discard their whole hands at the same time
    (``procedures.discard.discard_hands``), then both draw 5 cards at the same time. Drawing is
    drawing: a player with fewer than 5 cards in the Deck draws what is left and loses the Duel
    (both at once: a draw), "since the text of this card says "draw"" (UDE FAQ, goatrulings.com
    "Morphing Jar"). The discarded cards' own triggers ("When this card is sent from the hand to
    the GY": Night Assailant) activate after the chain. Source: card text (today's and of 2005);
    UDE FAQ."""

    def operation(ctx):
        duel = ctx.duel
        players = (ctx.player, ctx.opponent)
        discard_hands(duel, players)
        with duel.simultaneous():
            for p in players:
                duel.draw(p, 5)

    return [flip_effect(card, "FLIP: both players discard their hands, then draw 5 cards", operation)]
