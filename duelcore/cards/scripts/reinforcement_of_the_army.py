"""Reinforcement of the Army (32807846), Normal Spell: "Add 1 Level 4 or lower Warrior monster from your
Deck to your hand."

Its text of 2005 ("Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand. Then
shuffle your Deck.") may be activated with no such monster in the Deck: see
:func:`reinforcement_of_the_army_2005`.
"""

from duelcore.cards.procedures.filters import of_real_type
from duelcore.cards.procedures.search import search_spell
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType

PROMPT = "Choose a Level 4 or lower Warrior monster to add to your hand"

_warrior = of_real_type(MonsterType.WARRIOR)


def _level_4_or_lower_warrior(card):
    """A Level 4 or lower Warrior monster (as printed: in the Deck nothing changes it)."""
    return _warrior(card) and not card.data.is_extra_deck and 1 <= card.data.level <= 4


@script(32807846)
def reinforcement_of_the_army(card):
    """Add 1 Level 4 or lower Warrior monster from the Deck to the hand (shown to both players), then
    shuffle. It cannot be activated while the Deck holds none. Source: card text."""
    return [search_spell(card, "Add 1 Level 4 or lower Warrior monster from your Deck to your hand",
                         _level_4_or_lower_warrior, PROMPT)]


@script(32807846, texts="2005")
def reinforcement_of_the_army_2005(card):
    """"Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand. Then shuffle your
    Deck." (the variant row Reinforcement of the Army (GOAT), 504700055.) Its UDE FAQ: "You must
    reveal the monster you select with this card's effect to your opponent before placing it in your
    hand"; "You can activate this card even if you have no Level 4 or lower Warrior-Type monsters
    remaining in your Deck, but you must let your opponent see your Deck to confirm. Shuffle your
    Deck afterwards" (goatrulings.com "Reinforcement of the Army"): the Deck is shown by the rule
    flag ``reveal_deck_when_search_finds_nothing``."""
    return [search_spell(card, "Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand",
                         _level_4_or_lower_warrior, PROMPT, needs_a_card=False)]
