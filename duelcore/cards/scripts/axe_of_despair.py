"""Axe of Despair (40619825), Equip Spell: "The equipped monster gains 1000 ATK. When this card is
sent from the field to the Graveyard: You can Tribute 1 monster; place this card on the top of your Deck."

Its text of April 2005 (the Goat format) is a period variant below (:func:`axe_of_despair_2005`).
"""

from duelcore.cards.procedures.equip import equip_spell, place_this_on_top_of_deck
from duelcore.cards.procedures.tributes import tribute_as_cost, tribute_cost_candidates
from duelcore.cards.procedures.triggers import sent_from_field_to_gy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _back_on_top(card, *, when):
    """The trigger "When this card is sent from the field to the Graveyard: Tribute 1 monster (cost);
    place this card on top of your Deck", an optional Trigger Effect in the GY; ``when`` True makes it
    miss the timing when its sending was not the last thing to happen (DESIGN §3)."""

    def can_pay(ctx):
        return bool(tribute_cost_candidates(ctx))

    def cost(ctx):
        yield from tribute_as_cost(ctx, None, "Choose a monster to Tribute")

    return Effect(card, EffectKind.TRIGGER, "Tribute 1 monster; place this card on top of your Deck",
                  event="sent_to_gy", when=when, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                  cost=cost, can_pay=can_pay, operation=place_this_on_top_of_deck)


@script(40619825)
def axe_of_despair(card):
    """Equip to a face-up monster: it gains 1000 ATK. When sent from the field to the GY: you can
    Tribute 1 monster (cost; any monster of its player's, or the one Soul Exchange binds them to
    Tribute, face-down too: rules.tributes) to place this card on top of your Deck (an optional
    "When" trigger, which can miss the timing)."""
    return equip_spell(card, "Equip to a face-up monster: it gains 1000 ATK", atk=1000) + [_back_on_top(card, when=True)]


@script(40619825, texts="2005")
def axe_of_despair_2005(card):
    """The text of April 2005: "Increase the ATK of a monster equipped with this card by 1000 points.
    When this card is sent from the field to the Graveyard, if you Tribute 1 monster on your side of
    the field, this card returns to the top of your Deck."

    The same equip and the same Tribute (a cost) as today's text, but the return does not miss the
    timing: it is still offered when the Axe's sending was not the last thing to happen, as when its
    monster is Tributed for a Tribute Summon (the Summon comes after). So ruled for its twin card
    Malevolent Nuzzler (same wording, "if you pay 500 Life Points"): its UDE FAQ of 2005 has its effect
    activated after its monster (Sangan) is Tributed; EDOPro's Goat variant of the Axe says "Doesn't
    miss timing".

    Sources: the period text: cards.goat.en.cdb's variant row Axe of Despair (GOAT) 504700068
    (duelcore/cards/data/texts-2005.json), as printed in SYE-035 (eternity.mancubus.net Card of the
    Day, 2005-02-13); goatrulings.com
    (TheMTtakeover/goat-rulings, malevolent-nuzzler.md, UDE FAQ); ProjectIgnis/CardScripts
    goat/c504700068.lua. Not followed: the same FAQ's answer for the Axe with Cyber Jar (the monsters
    Cyber Jar Special Summons cannot be Tributed "since the timing has passed"); Cyber Jar is
    scripted, but no scenario plays that case, and that answer is recorded in docs/GOAT.md as an
    open question.
    """
    return equip_spell(card, "Equip to a face-up monster: it gains 1000 ATK", atk=1000) + [_back_on_top(card, when=False)]
