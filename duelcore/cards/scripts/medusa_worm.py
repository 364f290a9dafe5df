"""Medusa Worm (2694423), Effect Monster, Level 2, EARTH Rock, 500/600: "Once per turn, you can flip
this card into face-down Defense Position. When this card is Flip Summoned, destroy 1 monster on your
opponent's side of the field."

The same text in 2005 and today (it was never reworded): no period variant.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script


@script(2694423)
def medusa_worm(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``). When it is Flip
    Summoned: a mandatory trigger that destroys 1 monster on the opponent's side of the field,
    chosen on activation as a target and destroyed if the opponent still controls it at
    resolution; with no monster on the opponent's side it is not activated. It is Swarm of
    Scarabs' effect ("《スカラベの大群》と効果を同じとする", yugioh-wiki.net "メデューサ・ワーム"), whose
    text targets ("Target 1 monster your opponent controls"), and ProjectIgnis' script
    (official/c2694423.lua) targets. Source: card text (cards.en.cdb, cards.goat.en.cdb)."""

    return cycle_flip_effects(card, "Destroy 1 monster on your opponent's side of the field", destroy_targets,
                              **targeting(opponents_monsters, is_opponents_monster,
                                          prompt="Choose a monster your opponent controls to destroy"))
