"""duelcore.decks: decks (Main Deck, Extra Deck, Side Deck), their deck-building checks, and shipped decks.

``Deck`` holds passcodes; ``validate`` checks the deck-building rules; ``load_deck`` reads a
``ydke://`` link, a ``.ydk`` file or a shipped deck by name; ``shipped_decks`` lists the shipped ones.
"""

from duelcore.decks.deck import Deck, load_deck, shipped_decks, validate

__all__ = ["Deck", "validate", "load_deck", "shipped_decks"]
