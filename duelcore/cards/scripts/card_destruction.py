"""Card Destruction (72892473), Normal Spell: "Both players discard as many cards as possible from their
hands, then each player draws the same number of cards they discarded." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.discard import discard_hands
from duelcore.cards.registry import script


@script(72892473)
def card_destruction(card):
    """Both players discard their whole hands at the same time, then each draws as many cards as
    they discarded (a player who cannot draw enough loses at the next check). Cannot be
    activated when neither hand holds a card besides this one (it would do nothing); one player's
    hand may be empty. Source: card text."""

    def something(ctx):
        return any(c is not ctx.this for p in (0, 1) for c in ctx.duel.players[p].hand)

    def operation(ctx):
        duel = ctx.duel
        hands = discard_hands(duel, (ctx.player, ctx.opponent))
        for p, cards in hands.items():
            if cards:
                duel.draw(p, len(cards))

    return [spell_activation(card, "Both players discard their hands, then draw that many", operation,
                             would_do_something=something)]
