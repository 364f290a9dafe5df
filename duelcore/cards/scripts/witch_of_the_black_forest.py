"""Witch of the Black Forest (78010363), Effect Monster: "If this card is sent from the field to the GY:
Add 1 monster with 1500 or less DEF from your Deck to your hand, but you cannot activate cards, or the
effects of cards, with that name for the rest of this turn. You can only use this effect of "Witch of
the Black Forest" once per turn."

Its text of 2005 (the Goat format) has neither the name lock nor the once-per-turn line: see
:func:`witch_of_the_black_forest_2005`.
"""

from duelcore.cards.procedures.search import search_trigger
from duelcore.cards.registry import script


def _def_1500_or_less(c):
    """A monster with a DEF (not a Link Monster) of 1500 or less."""
    return c.data.is_monster and not c.data.is_link and c.data.defense is not None and c.data.defense <= 1500


@script(78010363)
def witch_of_the_black_forest(card):
    """Sent from the field to the GY: add 1 monster with 1500 or less DEF from the Deck to the hand
    (Sangan's trigger, with DEF instead of ATK); that name is locked for the rest of the turn."""
    return [search_trigger(card, "Add 1 monster with 1500 or less DEF from your Deck to your hand",
                           _def_1500_or_less, "Witch of the Black Forest")]


@script(78010363, texts="2005")
def witch_of_the_black_forest_2005(card):
    """"When this card is sent from the field to the Graveyard, select 1 monster with a DEF of 1500
    or less from your Deck, show it to your opponent, and add it to your hand. Then shuffle your
    Deck." (cards.goat.en.cdb and the variant row Witch of the Black Forest (GOAT), 504700144; the
    SDP-014 printing says the same without "show it", quoted in eternity.mancubus.net's Card of the
    Day of 2004-11-11; the lock and the once-per-turn line came with a later errata.)

    Sangan's trigger of 2005 with DEF instead of ATK (:func:`sangan.sangan_2005`): mandatory, so it
    never misses the timing; every Witch sent from the field to the GY searches, and the card
    added may be used the same turn (UDE FAQ and Netrep, goatrulings.com "Witch of the Black
    Forest"). Forbidden on the Forbidden & Limited list of April 2005, so it plays only outside it."""
    return [search_trigger(card, "Select 1 monster with a DEF of 1500 or less from your Deck and add it to your hand",
                           _def_1500_or_less, "Witch of the Black Forest", once_per_turn=False,
                           lock_name=False)]
