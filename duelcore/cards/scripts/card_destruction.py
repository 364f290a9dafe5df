"""Card Destruction (72892473), Normal Spell: "Both players discard as many cards as possible from their
hands, then each player draws the same number of cards they discarded." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import discard


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
        hands = {p: list(duel.players[p].hand) for p in (ctx.player, ctx.opponent)}
        everything = [c for p in hands for c in hands[p]]
        if everything:
            with duel.simultaneous():
                for p, cards in hands.items():
                    discard(duel, p, cards)
        for p, cards in hands.items():
            if cards:
                duel.draw(p, len(cards))
        return
        yield

    return [spell_activation(card, "Both players discard their hands, then draw that many", operation,
                             would_do_something=something)]
