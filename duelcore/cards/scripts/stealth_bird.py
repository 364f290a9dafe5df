"""Stealth Bird (3510565), Effect Monster, Level 3, DARK Winged Beast, 700/1700: "Once per turn: You
can change this card to face-down Defense Position. When this card is Flip Summoned: Inflict 1000
damage to your opponent."

A cycle-flip monster: the once-per-turn use of its own "change this card to face-down" is kept
when it is turned face-down, whoever does it (FD-22), unlike every other once-per-turn count (FD-21).
"""

from duelcore.cards.procedures.life_points import effect_damage
from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.registry import script


@script(3510565)
def stealth_bird(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``): (1) Ignition, once per
    turn (count kept face-down, FD-22): change this face-up card to face-down Defense Position.
    (2) Mandatory trigger "When this card is Flip Summoned": the opponent takes 1000 damage (a
    mandatory trigger never misses the timing)."""

    def burn(ctx):
        effect_damage(ctx.duel, ctx.opponent, 1000)

    return cycle_flip_effects(card, "Inflict 1000 damage to your opponent", burn)
