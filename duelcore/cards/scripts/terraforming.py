"""Terraforming (73628505), Normal Spell: "Add 1 Field Spell from your Deck to your hand."

Its text of 2005 ("Add 1 Field Spell Card from your Deck to your hand.") may be activated with no
Field Spell in the Deck: see :func:`terraforming_2005`.
"""

from duelcore.cards.procedures.search import search_spell
from duelcore.cards.registry import script

TEXT = "Add 1 Field Spell from your Deck to your hand"
PROMPT = "Choose a Field Spell to add to your hand"


def _field_spell(card):
    """A Field Spell Card."""
    return card.data.is_field_spell


@script(73628505)
def terraforming(card):
    """Add 1 Field Spell from the Deck to the hand (shown to both players), then shuffle. It cannot
    be activated while the Deck holds no Field Spell. Source: card text."""
    return [search_spell(card, TEXT, _field_spell, PROMPT)]


@script(73628505, texts="2005")
def terraforming_2005(card):
    """"Add 1 Field Spell Card from your Deck to your hand." (the variant row Terraforming (GOAT),
    504700121.) It may be activated with no Field Spell left in the Deck; then the Deck is shown to
    the opponent and shuffled (the rule flag ``reveal_deck_when_search_finds_nothing``), as EDOPro's
    Goat script does (ProjectIgnis/CardScripts goat/c504700121.lua: no check on activation,
    Duel.GoatConfirm) and as Reinforcement of the Army's UDE FAQ rules for the same wording."""
    return [search_spell(card, TEXT, _field_spell, PROMPT, needs_a_card=False)]
