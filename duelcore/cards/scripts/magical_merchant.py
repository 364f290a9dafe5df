"""Magical Merchant (32362575), Flip Effect Monster, Level 1, LIGHT Insect, 200/700: "FLIP: Excavate
cards from the top of your Deck until you excavate a Spell/Trap, then add that card to your hand, also
send the remaining cards to the GY."

The text of April 2005 plays the same (it has no period variant row).
"""

from duelcore.cards.procedures.deck import excavate_until
from duelcore.cards.procedures.filters import is_spell_or_trap
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.registry import script


def _excavate(ctx):
    """Excavate from the top of the Deck down to the first Spell/Trap, shown to both players
    (``deck.excavate_until``); add it to the hand and send the others to the GY at once. With no
    Spell/Trap in the Deck the whole Deck is excavated, then shuffled (no one knows which card is
    where any more), and nothing else happens."""
    duel = ctx.duel
    excavated, found = excavate_until(duel, ctx.player, is_spell_or_trap)
    if found is None:
        if excavated:
            duel.shuffle_deck(ctx.player)
            for card in excavated:
                card.revealed_to = frozenset()
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
