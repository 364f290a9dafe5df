"""Big Eye (16768387), Flip Effect Monster, Level 4, DARK Fiend, 1200/1000: "FLIP: Look at up to 5 cards
from the top of your Deck, then place them on the top of the Deck in any order." """

from duelcore.cards.procedures import reveal
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_effect


@script(16768387)
def big_eye(card):
    """FLIP (mandatory, no target): its controller looks at the top 5 cards of their Deck (all of
    them if fewer than 5; looking at fewer would only tell them less, since any order of those
    cards can still be kept), then puts them back on top in the order they choose: they pick the
    new top card first, then the next, and so on (the last is forced). Only that player learns
    the cards ("looked_at" names them to them alone) and they stay known to them while they stay
    in the Deck; the Deck is not shuffled. With an empty Deck nothing happens."""

    def operation(ctx):
        duel = ctx.duel
        deck = duel.players[ctx.player].deck
        n = min(5, len(deck))
        if n == 0:
            return
        top = list(reversed(deck[-n:]))  # top card first
        reveal(duel, top, [ctx.player], ctx.player)
        order = []
        left = list(top)
        while left:  # one question per place, the last card is forced
            pick = yield from ctx.select_cards(left, "Choose the card to place on top of the Deck next", 1, look=True)
            order.append(pick[0])
            left.remove(pick[0])
        del deck[-n:]
        deck.extend(reversed(order))  # the first chosen ends up on top
        duel.note_action()

    return [flip_effect(card, "FLIP: look at up to 5 cards from the top of your Deck and reorder them", operation)]
