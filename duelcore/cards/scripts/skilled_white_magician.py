"""Skilled White Magician (46363422), Effect Monster, Level 4, LIGHT Spellcaster, 1700/1900: "Each time a
Spell Card is activated, place 1 Spell Counter on this card when that Spell Card resolves (max. 3). You
can Tribute this card with 3 Spell Counters on it; Special Summon 1 "Buster Blader" from your hand, Deck,
or GY."

Its text of April 2005 is a period variant below (:func:`skilled_white_magician_2005`).
"""

from duelcore.cards.procedures.counters import has_counters, spell_counters_from_spells
from duelcore.cards.procedures.summoning import HAND_DECK_OR_GY, tribute_this_to_summon
from duelcore.cards.registry import script

#: The monster it Special Summons.
BUSTER_BLADER = "Buster Blader"
#: The words of its Ignition Effect: they name no card (the hand and Deck are secret, and an
#: effect's words are shown to both players).
WORDS = "Tribute this card with 3 Spell Counters: Special Summon the monster it names from your hand, Deck, or GY"


@script(46363422)
def skilled_white_magician(card):
    """As Skilled Dark Magician, for Buster Blader: 1 Spell Counter (max. 3) when a Spell Card
    activated while it was face-up resolves (``counters.spell_counters_from_spells``); with 3, its
    Ignition Effect Tributes it to Special Summon 1 Buster Blader from the hand, Deck or GY, only
    with one there (``summoning.tribute_this_to_summon``)."""
    return [*spell_counters_from_spells(card, 3),
            tribute_this_to_summon(card, WORDS, BUSTER_BLADER, HAND_DECK_OR_GY, has_counters(3))]


@script(46363422, texts="2005")
def skilled_white_magician_2005(card):
    """The text of April 2005: "Each time you or your opponent activates 1 Spell Card, put 1 Spell
    Counter on this card (max. 3). Tribute this card with 3 Spell Counters on it to Special Summon 1
    "Buster Blader" from your hand, Deck, or Graveyard."

    As Skilled Dark Magician's text of 2005: the Tribute may be made with no Buster Blader in the
    hand, Deck or GY ("If there is no "Buster Blader" in your hand/Deck/Graveyard you can still
    activate this effect but your opponent can verify the contents to make certain, and then the
    effect disappears", UDE FAQ).

    Sources: the variant row Skilled White Magician (GOAT) 504700074 (duelcore/cards/data/
    texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings skilled-white-magician.md, UDE
    FAQ)."""
    return [*spell_counters_from_spells(card, 3),
            tribute_this_to_summon(card, WORDS, BUSTER_BLADER, HAND_DECK_OR_GY, has_counters(3), needs_next=False)]
