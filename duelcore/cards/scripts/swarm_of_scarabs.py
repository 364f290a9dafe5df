"""Swarm of Scarabs (15383415), Effect Monster, Level 3, DARK Insect, 500/1000: "Once per turn: You
can change this card to face-down Defense Position. When this card is Flip Summoned: Target 1 monster
your opponent controls; destroy that target."

Its text of 2005 ("Once per turn, you can flip this card into face-down Defense Position. When this
card is Flip Summoned, destroy 1 monster your opponent controls.") plays the same: no period variant.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script


@script(15383415)
def swarm_of_scarabs(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``). When it is Flip
    Summoned: a mandatory trigger that targets 1 monster the opponent controls (face-up or
    face-down) and destroys it if the opponent still controls it at resolution; with no such
    monster it is not activated. Source: card text (today's and the period text of
    cards.goat.en.cdb)."""

    return cycle_flip_effects(card, "Destroy 1 monster your opponent controls", destroy_targets,
                              **targeting(opponents_monsters, is_opponents_monster,
                                          prompt="Choose a monster your opponent controls to destroy"))
