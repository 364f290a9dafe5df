"""Thestalos the Firestorm Monarch (26205777), Effect Monster, Level 6, FIRE Pyro, 2400/1000: "If this
card is Tribute Summoned: Discard 1 random card from your opponent's hand, then, if it was a Monster
Card, inflict damage to your opponent equal to its original Level x 100."

Its text of April 2005, "When this card is Tribute Summoned, discard 1 random card from your opponent's
hand. If it was a Monster Card, inflict damage to your opponent equal to its Level x 100.", plays the
same: a mandatory trigger never misses the timing, and a card's Level in the hand is its printed one.
"""

from duelcore.cards.procedures.discard import discard_at_random
from duelcore.cards.procedures.life_points import effect_damage
from duelcore.cards.procedures.summoning import tribute_summoned_trigger
from duelcore.cards.registry import script


@script(26205777)
def thestalos_the_firestorm_monarch(card):
    """A mandatory trigger on its Tribute Summon (not a Tribute Set): the opponent discards 1 card
    at random (the duel's seeded generator); if it was a Monster Card, they take damage equal to
    its Level x 100, even if it did not stay in the GY ("you still inflict damage because the
    monster was discarded to the Graveyard (even though it doesn't remain there)", UDE FAQ).
    Nothing happens when their hand is empty.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings
    thestalos-the-firestorm-monarch.md, UDE FAQ)."""

    def operation(ctx):
        victim = discard_at_random(ctx.duel, ctx.opponent)
        if victim is not None and victim.data.is_monster:
            effect_damage(ctx.duel, ctx.opponent, victim.data.level * 100)

    return [tribute_summoned_trigger(card, "Discard 1 random card from your opponent's hand; damage if it was a monster",
                                     operation)]
