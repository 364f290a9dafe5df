"""Skilled Dark Magician (73752131), Effect Monster, Level 4, DARK Spellcaster, 1900/1700: "Each time a
Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves (max. 3). You can
Tribute this card with 3 Spell Counters on it; Special Summon 1 "Dark Magician" from your hand, Deck, or
GY."

Its text of April 2005 is a period variant below (:func:`skilled_dark_magician_2005`).
"""

from duelcore.cards.procedures.counters import has_counters, spell_counters_from_spells
from duelcore.cards.procedures.summoning import HAND_DECK_OR_GY, tribute_this_to_summon
from duelcore.cards.registry import script

#: The monster it Special Summons.
DARK_MAGICIAN = "Dark Magician"
#: The words of its Ignition Effect: they name no card (the hand and Deck are secret, and an
#: effect's words are shown to both players).
TEXT = "Tribute this card with 3 Spell Counters: Special Summon the monster it names from your hand, Deck, or GY"


@script(73752131)
def skilled_dark_magician(card):
    """It gets 1 Spell Counter (max. 3) when a Spell Card activated while it was face-up on the field
    resolves, its effect negated or not, if it is still face-up then (not when the activation was
    negated: ``counters.spell_counters_from_spells``). With 3, its Ignition Effect Tributes it (cost)
    to Special Summon 1 Dark Magician from the hand, Deck or GY, only with one there
    (``summoning.tribute_this_to_summon``)."""
    return [*spell_counters_from_spells(card, 3), tribute_this_to_summon(card, TEXT, DARK_MAGICIAN, HAND_DECK_OR_GY,
                                                                          has_counters(3))]


@script(73752131, texts="2005")
def skilled_dark_magician_2005(card):
    """The text of April 2005: "Each time you or your opponent activates 1 Spell Card, put 1 Spell
    Counter on this card (max. 3). Tribute this card with 3 Spell Counters on it to Special Summon 1
    "Dark Magician" from your hand, Deck, or Graveyard."

    The Spell Counters as today's (the period FAQ places them when the Spell resolves), but the
    Tribute may be made with no Dark Magician in the hand, Deck or GY: nothing is Special Summoned
    and, under the goat rules, the hand and Deck are shown ("If there is no "Dark Magician" in your
    hand/Deck/Graveyard you can still activate this effect but your opponent can verify the contents
    to make certain, and then the effect disappears", UDE FAQ).

    Sources: the variant row Skilled Dark Magician (GOAT) 504700122 (duelcore/cards/data/
    texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings skilled-dark-magician.md, UDE FAQ);
    ProjectIgnis/CardScripts goat/c504700122.lua."""
    return [*spell_counters_from_spells(card, 3),
            tribute_this_to_summon(card, TEXT, DARK_MAGICIAN, HAND_DECK_OR_GY, has_counters(3), needs_next=False)]
