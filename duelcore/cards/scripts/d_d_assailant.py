"""D.D. Assailant (70074904), Effect Monster (EARTH Warrior, Level 4, 1700/1600): "After damage
calculation, when this card is destroyed by battle with an opponent's monster: Banish that monster,
also banish this card."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.banish import banish_battling_pair
from duelcore.cards.registry import script


@script(70074904)
def d_d_assailant(card):
    """A mandatory trigger after damage calculation of a battle with an opponent's monster that
    destroyed this card: banish that monster, also banish this card (which is still on the field
    until the end of the Damage Step); it does not target
    (:func:`~duelcore.cards.procedures.banish.banish_battling_pair`)."""
    return [banish_battling_pair(card, "Banish that monster, also banish this card", mandatory=True,
                                 condition=lambda ctx, other: ctx.this.destroyed_by_battle)]
