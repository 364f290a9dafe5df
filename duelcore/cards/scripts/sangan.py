"""Sangan (26202165), Effect Monster: "If this card is sent from the field to the GY: Add 1 monster
with 1500 or less ATK from your Deck to your hand, but you cannot activate cards, or the effects of
cards, with that name for the rest of this turn. You can only use this effect of "Sangan" once per turn."

Its text of 2005 (the Goat format) has neither the name lock nor the once-per-turn line: see
:func:`sangan_2005`.
"""

from duelcore.cards.procedures.search import search_trigger
from duelcore.cards.registry import script


def _atk_1500_or_less(c):
    """A monster with 1500 or less ATK."""
    return c.data.is_monster and c.data.atk is not None and c.data.atk <= 1500


@script(26202165)
def sangan(card):
    """Sent from the field to the GY: add 1 monster with 1500 or less ATK from the Deck to the hand."""
    return [search_trigger(card, "Add 1 monster with 1500 or less ATK from your Deck to your hand", _atk_1500_or_less,
                           "Sangan")]


@script(26202165, texts="2005")
def sangan_2005(card):
    """"When this card is sent from the field to the Graveyard, select 1 monster with an ATK of 1500
    or less from your Deck, show it to your opponent, and add it to your hand. Then shuffle your
    Deck." (cards.goat.en.cdb and the variant row Sangan (GOAT), 504700178; the SYE-018 printing,
    quoted in eternity.mancubus.net's Card of the Day of 2004-12-04; the TCG errata of March 2017,
    Duelist Saga, added the lock and the once-per-turn line: TCGplayer, 2017-03-27.)

    A mandatory trigger, so it never misses the timing although it says "When"; every Sangan sent
    from the field to the GY searches, any number of times a turn, and the card added may be used
    the same turn. Period rulings (UDE FAQ, goatrulings.com "Sangan"): it must be shown; it
    activates only from the field; its controller's opponent may chain to it."""
    return [search_trigger(card, "Select 1 monster with an ATK of 1500 or less from your Deck and add it to your hand",
                           _atk_1500_or_less, "Sangan", once_per_turn=False, lock_name=False)]
