"""Toon Table of Contents (89997728), Normal Spell: "Add 1 "Toon" card from your Deck to your hand."

Its text of 2005 ("Add 1 card from your Deck to your hand that includes "Toon" in its card name, or
is named "Manga Ryu-Ran".") names its cards by their names and may be activated with no such card
in the Deck: see :func:`toon_table_of_contents_2005`.
"""

from duelcore.cards.procedures.filters import in_archetype
from duelcore.cards.procedures.search import search_spell
from duelcore.cards.registry import script

PROMPT = "Choose a \"Toon\" card to add to your hand"
#: The archetype of today's text (looked up by name in the card database).
TOON = "Toon"


def _toon_card(card):
    """A "Toon" card (of the archetype, any card type: Toon World, this card itself)."""
    return in_archetype(card, TOON)


def _toon_in_name_or_manga_ryu_ran(card):
    """A card whose name includes "Toon", or named "Manga Ryu-Ran" (the text of 2005)."""
    return "Toon" in card.data.name or card.data.name == "Manga Ryu-Ran"


@script(89997728)
def toon_table_of_contents(card):
    """Add 1 "Toon" card from the Deck to the hand (shown to both players), then shuffle; another Toon
    Table of Contents is one. It cannot be activated while the Deck holds none. Source: card text."""
    return [search_spell(card, "Add 1 \"Toon\" card from your Deck to your hand", _toon_card, PROMPT)]


@script(89997728, texts="2005")
def toon_table_of_contents_2005(card):
    """"Add 1 card from your Deck to your hand that includes "Toon" in its card name, or is named
    "Manga Ryu-Ran"." (the variant row Toon Table of Contents (GOAT), 504700156; cards.goat.en.cdb.)
    A copy of itself is such a card (the Library FTK deck thins its Deck with them). It may be
    activated with none in the Deck; then the Deck is shown to the opponent and shuffled (the rule
    flag ``reveal_deck_when_search_finds_nothing``), as EDOPro's Goat script does
    (ProjectIgnis/CardScripts goat/c504700156.lua: no check on activation, Duel.GoatConfirm)."""
    return [search_spell(card, "Add 1 card whose name includes \"Toon\", or \"Manga Ryu-Ran\", from your Deck to your hand",
                         _toon_in_name_or_manga_ryu_ran, PROMPT, needs_a_card=False)]
