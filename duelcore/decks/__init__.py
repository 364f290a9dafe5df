"""duelcore.decks: decks (Main Deck, Extra Deck, Side Deck), their deck-building checks, and shipped decks.

``Deck`` holds passcodes (:mod:`duelcore.formats.decklist`, below this package: the file formats
read and write it); ``validate`` checks the deck-building rules; ``missing_scripts`` names
the cards that keep a legal deck from being played yet (effects without a script); ``load_deck`` reads a
``ydke://`` link, a ``.ydk`` file or a shipped deck by name; ``shipped_decks`` lists the shipped ones.
"""

from duelcore.decks.deck import load_deck, missing_scripts, shipped_decks, validate
from duelcore.formats.decklist import Deck

__all__ = ["Deck", "validate", "missing_scripts", "load_deck", "shipped_decks"]
