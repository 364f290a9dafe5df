"""Dekoichi the Battlechanted Locomotive (87621407), Flip Effect Monster, Level 4, DARK Machine,
1400/1000: "FLIP: Draw 1 card, then draw 1 additional card for each face-up "Bokoichi the Freightening
Car" you control."

The text of April 2005 plays the same (it has no period variant row).
"""

from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.registry import script

#: The Normal Monster whose copies add a draw.
BOKOICHI = "Bokoichi the Freightening Car"


@script(87621407)
def dekoichi_the_battlechanted_locomotive(card):
    """A mandatory FLIP effect: its controller draws 1 card, then 1 more for each face-up "Bokoichi
    the Freightening Car" they control when it resolves, the opponent's they have taken control of
    included ("The number of "Bokoichi the Freightening Car" on your side of the field is counted
    when this card's effect resolves", UDE FAQ).

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings
    dekoichi-the-battlechanted-locomotive.md, UDE FAQ)."""

    def operation(ctx):
        duel = ctx.duel
        more = sum(1 for m in duel.monsters(ctx.player) if m.face_up and m.name == BOKOICHI)
        duel.draw(ctx.player, 1)
        if more:
            duel.draw(ctx.player, more)

    return [flip_effect(card, "FLIP: Draw 1 card, and 1 more for each face-up monster it names that you control",
                        operation)]
