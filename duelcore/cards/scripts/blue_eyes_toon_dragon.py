"""Blue-Eyes Toon Dragon (53183600), Toon Monster [Monster/Effect/Toon] LIGHT Dragon Lv8 3000/2500: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 2 monsters, while you control \"Toon World\". Cannot attack the turn it is Special Summoned. You must pay 500 LP to declare an attack with this monster. If \"Toon World\" on the field is destroyed, destroy this card. Can attack your opponent directly, unless they control a Toon monster, in which case this card must target a Toon monster for its attacks."

Scripted with the shared Toon procedure (:func:`_st_monsters_b.toon_effects`): its Special Summon
from the hand by Tributing while its controller controls "Toon World", the 500 LP attack cost, the
attack-target rule and its destruction with Toon World.
"""

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import toon_effects


@script(53183600)
def blue_eyes_toon_dragon(card):
    """The Toon Effects (:func:`_st_monsters_b.toon_effects`). Source: card text."""
    return toon_effects(card)
