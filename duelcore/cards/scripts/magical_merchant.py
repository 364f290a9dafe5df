"""Magical Merchant (32362575), Flip Effect Monster, Level 1, LIGHT Insect, 200/700: "FLIP: Excavate
cards from the top of your Deck until you excavate a Spell/Trap, then add that card to your hand, also
send the remaining cards to the GY."

The text of April 2005 plays the same (it has no period variant row).
"""

from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.registry import script


def _excavate(ctx):
    """Excavate from the top of the Deck down to the first Spell/Trap, shown to both players; add it
    to the hand and send the others to the GY at once. With no Spell/Trap in the Deck the whole
    Deck is excavated, then shuffled, and nothing else happens."""
    duel = ctx.duel
    deck = duel.players[ctx.player].deck
    if not deck:
        return
    excavated = []
    for card in reversed(deck):  # the top card is the last one
        excavated.append(card)
        if card.data.is_spell or card.data.is_trap:
            break
    for card in excavated:
        card.revealed_to = frozenset({0, 1})
    duel.emit("excavated", ctx.player, cards=list(excavated))
    found = excavated[-1]
    if not (found.data.is_spell or found.data.is_trap):
        duel.shuffle_deck(ctx.player)
        return
    add_to_hand(duel, found, ctx.player)
    with duel.simultaneous():
        for card in excavated[:-1]:
            duel.send_to_gy(card)


@script(32362575)
def magical_merchant(card):
    """A mandatory FLIP effect: cards are excavated from the top of its controller's Deck until a
    Spell or Trap Card is, every excavated card shown to both players ("You need to show the cards
    to your opponent, including the one you keep", UDE FAQ); that card is added to the hand and the
    others are sent to the GY together. With no Spell or Trap Card in the Deck the whole Deck is
    excavated and shuffled back, and nothing is added or sent ("If you pick up your entire Deck and
    there were no Spell or Trap Cards, then "Magical Merchant"'s effect disappears", UDE FAQ).

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings magical-merchant.md, UDE FAQ);
    ProjectIgnis/CardScripts official/c32362575.lua (the whole Deck is shown and shuffled)."""
    return [flip_effect(card, "FLIP: Excavate until a Spell/Trap; add it to your hand, the rest to the GY", _excavate)]
