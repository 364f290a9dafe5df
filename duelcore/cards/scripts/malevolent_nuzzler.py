"""Malevolent Nuzzler (99597615), Equip Spell: "The equipped monster gains 700 ATK. When this card is
sent from the field to the Graveyard: You can pay 500 LP; place this card on the top of the Deck."

Its text of April 2005 (the Goat format) is a period variant below (:func:`malevolent_nuzzler_2005`).
"""

from duelcore.cards.procedures.equip import equip_spell, place_this_on_top_of_deck
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.procedures.triggers import sent_from_field_to_gy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _back_on_top(card, *, when):
    """The trigger "When this card is sent from the field to the GY: pay 500 LP (cost; needs LP >=
    500); place this card on top of the Deck", an optional Trigger Effect in the GY; ``when`` True
    makes it miss the timing when its sending was not the last thing to happen (DESIGN §3)."""
    return Effect(card, EffectKind.TRIGGER, "Pay 500 LP; place this card on top of the Deck", event="sent_to_gy",
                  when=when, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                  operation=place_this_on_top_of_deck, **lp_cost(500))


@script(99597615)
def malevolent_nuzzler(card):
    """Equip to a face-up monster: it gains 700 ATK (shared ``equip_spell``). When this card is sent
    from the field to the GY: its owner can pay 500 LP (cost; needs LP >= 500) to place it on top
    of their Deck. An optional "When ... you can" Trigger Effect, so it can miss the timing.
    Source: card text."""
    return equip_spell(card, "Equip to a face-up monster: it gains 700 ATK", atk=700) + [_back_on_top(card, when=True)]


@script(99597615, texts="2005")
def malevolent_nuzzler_2005(card):
    """The text of April 2005: "Increase the ATK of a monster equipped with this card by 700 points.
    When this card is sent from the field to the Graveyard, if you pay 500 Life Points, this card
    returns to the top of your Deck."

    The same equip and the same cost as today's text, but the return does not miss the timing: it is
    still offered when the Nuzzler's sending was not the last thing to happen, as when its monster is
    Tributed for a Tribute Summon. The UDE FAQ of 2005: "If a "Sangan" or a "Witch of the Black Forest"
    equipped with "Malevolent Nuzzler" is Tributed and you activate the effect of "Malevolent
    Nuzzler", "Malevolent Nuzzler" goes on top of your Deck and then "Sangan" or "Witch of the Black
    Forest" is resolved"; EDOPro's Goat variant: "Doesn't miss timing".

    Sources: the period text: cards.goat.en.cdb's variant row Malevolent Nuzzler (GOAT) 504700176
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings, malevolent-nuzzler.md, UDE FAQ);
    ProjectIgnis/CardScripts goat/c99597615.lua.
    """
    return equip_spell(card, "Equip to a face-up monster: it gains 700 ATK", atk=700) + [_back_on_top(card, when=False)]
