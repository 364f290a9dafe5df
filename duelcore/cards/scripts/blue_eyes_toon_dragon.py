"""Blue-Eyes Toon Dragon (53183600), Toon Monster [Monster/Effect/Toon] LIGHT Dragon Lv8 3000/2500: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 2 monsters, while you control \"Toon World\". Cannot attack the turn it is Special Summoned. You must pay 500 LP to declare an attack with this monster. If \"Toon World\" on the field is destroyed, destroy this card. Can attack your opponent directly, unless they control a Toon monster, in which case this card must target a Toon monster for its attacks."

Scripted with the shared Toon procedure (:func:`procedures.toons.toon_effects`): its Special Summon
from the hand by Tributing while its controller controls "Toon World", the 500 LP attack cost, the
attack-target rule and its destruction with Toon World.

Its text of April 2005 (the Goat format) is a period variant below (:func:`blue_eyes_toon_dragon_2005`).
"""

from duelcore.cards.procedures.toons import toon_effects
from duelcore.cards.registry import script


@script(53183600)
def blue_eyes_toon_dragon(card):
    """The Toon Effects (:func:`procedures.toons.toon_effects`). Source: card text."""
    return toon_effects(card)


@script(53183600, texts="2005")
def blue_eyes_toon_dragon_2005(card):
    """The text of April 2005: "This card cannot be Normal Summoned or Set. This card can only be
    Special Summoned while "Toon World" is on your side the field. You can Special Summon this
    monster from your hand, but Tributes are required for monsters Level 5 or more. This card cannot
    attack in the turn that it is Summoned. Unless you pay 500 Life Points, this monster cannot
    attack. When "Toon World" on the field is destroyed, this card is also destroyed. If your
    opponent doesn't control a Toon Monster, this card can attack your opponent's Life Points
    directly. If a face-up Toon Monster is on your opponent's side of the field, you must select the
    Toon Monster as an attack target."

    The Toon template of 2005 (:func:`procedures.toons.toon_effects` with ``texts="2005"``): it
    cannot attack the turn it is Flip Summoned either, and it is not Flip Summoned without a face-up
    "Toon World" on its controller's side of the field; the rest plays as today's text.

    Sources: the period text: cards.goat.en.cdb's variant row Blue-Eyes Toon Dragon (GOAT) 504700086
    (duelcore/cards/data/texts-2005.json); Netrep rulings of the period (goatrulings.com,
    TheMTtakeover/goat-rulings goat-indv-rulings/blue-eyes-toon-dragon.md and toon-mermaid.md:
    Tributes to Special Summon it, its revival once properly Special Summoned, no Flip Summon
    without Toon World). EDOPro's Goat script (ProjectIgnis/CardScripts goat/c504700086.lua, "Basically pre
    errata") also forbids the Flip Summon without Toon World, but lets the Toon be Normal Summoned
    (with Tributes) while Toon World is face-up and revived without a proper Summon first; the
    Netrep rulings say otherwise and are followed.
    """
    return toon_effects(card, texts="2005")
