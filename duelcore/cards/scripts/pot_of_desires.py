"""Pot of Desires (35261759), Normal Spell: "Banish 10 cards from the top of your Deck, face-down; draw 2
cards. You can only activate 1 "Pot of Desires" per turn." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.state.enums import Location, Position

#: Cards banished face-down as the cost (count).
BANISHED = 10
#: Cards drawn on resolution (count).
DRAWN = 2


@script(35261759)
def pot_of_desires(card):
    """Cost: banish the top 10 cards of the Deck face-down (one action). They become face-down
    banished cards: their owner may look at them, the opponent may not, in any view or event
    (FD-07); they can never be used as Fusion Material (FD-28). Resolution: draw 2 cards.

    It can be activated only with at least 12 cards in the Deck (10 to banish, then 2 to draw),
    and only once per turn per player (the activation is counted even if it is negated).
    Source: card text; FD-07, FD-28."""

    def can_pay(ctx):
        return len(ctx.duel.players[ctx.player].deck) >= BANISHED + DRAWN

    def cost(ctx):
        duel = ctx.duel
        deck = duel.players[ctx.player].deck
        top = list(reversed(deck))[:BANISHED]
        with duel.simultaneous():
            for c in top:
                duel.move(c, Location.BANISHED, position=Position.FACE_DOWN, reason="cost")
                duel.emit("banished", ctx.player, card=c)
        return
        yield

    def operation(ctx):
        ctx.duel.draw(ctx.player, DRAWN)
        return
        yield

    return [spell_activation(card, "Banish 10 cards from the top of your Deck face-down; draw 2 cards", operation,
                             cost=cost, can_pay=can_pay, count_limit=1, count_per_name=True)]
