"""Sangan (26202165), Effect Monster: "If this card is sent from the field to the GY: Add 1 monster
with 1500 or less ATK from your Deck to your hand, but you cannot activate cards, or the effects of
cards, with that name for the rest of this turn. You can only use this effect of "Sangan" once per turn." """

from duelcore.cards.procedures.search import search_trigger
from duelcore.cards.registry import script


@script(26202165)
def sangan(card):
    """Sent from the field to the GY: add 1 monster with 1500 or less ATK from the Deck to the hand."""
    legal = lambda c: c.data.is_monster and c.data.atk is not None and c.data.atk <= 1500  # noqa: E731
    return [search_trigger(card, "Add 1 monster with 1500 or less ATK from your Deck to your hand", legal, "Sangan")]
