"""D.D. Warrior Lady (7572887), Effect Monster (LIGHT Warrior, Level 4, 1500/1600): "After damage
calculation, when this card battles an opponent's monster: You can banish that monster, also banish
this card."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.banish import banish_battling_pair
from duelcore.cards.registry import script


@script(7572887)
def d_d_warrior_lady(card):
    """An optional trigger after damage calculation of any battle with an opponent's monster
    (attacking or attacked, whatever the damage, even when this card was destroyed by that
    battle): banish that monster, also banish this card; it does not target
    (:func:`~duelcore.cards.procedures.banish.banish_battling_pair`; UDE FAQ and Netrep,
    goatrulings.com "D.D. Warrior Lady")."""
    return [banish_battling_pair(card, "Banish that monster, also banish this card", mandatory=False,
                                 condition=lambda ctx, other: True)]
