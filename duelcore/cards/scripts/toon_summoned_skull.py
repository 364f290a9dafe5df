"""Toon Summoned Skull (91842653), Toon Monster [Monster/Effect/Toon] DARK Fiend Lv6 2500/1200: "(This card is always treated as an \"Archfiend\" card.)
Cannot be Normal Summoned/Set. Cannot be Special Summoned unless you control \"Toon World\". Must first be Special Summoned (from your hand) by Tributing the same number of monsters needed for a Tribute Summon (normally 1). This card cannot attack the turn it is Special Summoned. You must pay 500 Life Points to declare an attack with this monster. If \"Toon World\" on the field is destroyed, destroy this card. This card can attack your opponent directly, unless they control a Toon Monster. If they do control one, this card must target a Toon Monster for its attacks."

Scripted with the shared Toon procedure (:func:`procedures.toons.toon_effects`): its Special Summon
from the hand by Tributing while its controller controls "Toon World", the 500 LP attack cost, the
attack-target rule and its destruction with Toon World. Its text of 2005 (the Goat format) is the
Toon template of that year: see :func:`toon_summoned_skull_2005`.
"""

from duelcore.cards.procedures.toons import toon_effects
from duelcore.cards.registry import script


@script(91842653)
def toon_summoned_skull(card):
    """The Toon Effects (:func:`procedures.toons.toon_effects`). Source: card text."""
    return toon_effects(card)


@script(91842653, texts="2005")
def toon_summoned_skull_2005(card):
    """"This card cannot be Normal Summoned or Set. This card can only be Special Summoned while
    "Toon World" is on your side the field. You can Special Summon this monster from your hand, but
    Tributes are required for monsters Level 5 or more. This card cannot attack in the turn that it
    is Summoned. Unless you pay 500 Life Points, this monster cannot attack. When "Toon World" on
    the field is destroyed, this card is also destroyed. If your opponent doesn't control a Toon
    Monster, this card can attack your opponent's Life Points directly. If a face-up Toon Monster
    is on your opponent's side of the field, you must select the Toon Monster as an attack
    target." (cards.goat.en.cdb; the variant row Toon Summoned Skull (GOAT), 504700160.)

    The Toon template of 2005 (:func:`procedures.toons.toon_effects` with ``texts="2005"``): it
    plays as today's text but for "cannot attack in the turn that it is Summoned", which a Flip
    Summon meets too, and a Flip Summon that needs a face-up "Toon World"."""
    return toon_effects(card, texts="2005")
