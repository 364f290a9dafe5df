"""Toon Summoned Skull (91842653), Toon Monster [Monster/Effect/Toon] DARK Fiend Lv6 2500/1200: "(This card is always treated as an \"Archfiend\" card.)
Cannot be Normal Summoned/Set. Cannot be Special Summoned unless you control \"Toon World\". Must first be Special Summoned (from your hand) by Tributing the same number of monsters needed for a Tribute Summon (normally 1). This card cannot attack the turn it is Special Summoned. You must pay 500 Life Points to declare an attack with this monster. If \"Toon World\" on the field is destroyed, destroy this card. This card can attack your opponent directly, unless they control a Toon Monster. If they do control one, this card must target a Toon Monster for its attacks."

Scripted with the shared Toon procedure (:func:`_st_monsters_b.toon_effects`): its Special Summon
from the hand by Tributing while its controller controls "Toon World", the 500 LP attack cost, the
attack-target rule and its destruction with Toon World.
"""

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import toon_effects


@script(91842653)
def toon_summoned_skull(card):
    """The Toon Effects (:func:`_st_monsters_b.toon_effects`). Source: card text."""
    return toon_effects(card)
