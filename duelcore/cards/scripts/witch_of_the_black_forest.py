"""Witch of the Black Forest (78010363), Effect Monster: "If this card is sent from the field to the GY:
Add 1 monster with 1500 or less DEF from your Deck to your hand, but you cannot activate cards, or the
effects of cards, with that name for the rest of this turn. You can only use this effect of "Witch of
the Black Forest" once per turn." """

from duelcore.cards.registry import script
from duelcore.cards.scripts.sangan import search_trigger


def _def_1500_or_less(c):
    """A monster with a DEF (not a Link Monster) of 1500 or less."""
    return c.data.is_monster and not c.data.is_link and c.data.defense is not None and c.data.defense <= 1500


@script(78010363)
def witch_of_the_black_forest(card):
    """Sent from the field to the GY: add 1 monster with 1500 or less DEF from the Deck to the hand
    (Sangan's trigger, with DEF instead of ATK); that name is locked for the rest of the turn."""
    return [search_trigger(card, "Add 1 monster with 1500 or less DEF from your Deck to your hand",
                           _def_1500_or_less, "Witch of the Black Forest")]
