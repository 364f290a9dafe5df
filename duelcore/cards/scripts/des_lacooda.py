"""Des Lacooda (2326738), Effect Monster, Level 3, EARTH Zombie, 500/600: "Once per turn: You can
change this card to face-down Defense Position. When this card is Flip Summoned: Draw 1 card."

Its text of 2005 ("Once per turn, you can flip this card into face-down Defense Position. When this
card is Flip Summoned, draw 1 card.") says the same in older words: no period variant.
"""

from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.registry import script


@script(2326738)
def des_lacooda(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``): once per turn its
    controller may change it to face-down Defense Position (the count is kept face-down, FD-22);
    when it is Flip Summoned its controller draws 1 card (a mandatory trigger, so it never misses
    the timing; not when it is flipped face-up by an attack or an effect). Source: card text
    (today's and the period text of cards.goat.en.cdb)."""

    def draw(ctx):
        ctx.duel.draw(ctx.player, 1)

    return cycle_flip_effects(card, "Draw 1 card", draw)
