"""Swarm of Locusts (41872150), Effect Monster, Level 3, DARK Insect, 1000/500: "Once per turn: You
can change this card to face-down Defense Position. When this card is Flip Summoned: Target 1
Spell/Trap Card your opponent controls; destroy that target."

Its text of 2005 ("Once per turn, you can flip this card into face-down Defense Position. When this
card is Flip Summoned, destroy 1 Spell or Trap Card your opponent controls.") plays the same: no
period variant.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_opponents_card, opponents_spell_traps
from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


@script(41872150)
def swarm_of_locusts(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``). When it is Flip
    Summoned: a mandatory trigger that targets 1 Spell/Trap Card the opponent controls (face-up or
    Set, a Field Spell included: FS-20) and destroys it if the opponent still controls it at
    resolution; with no such card it is not activated. It declares what it would destroy (Fake
    Trap answers it). Source: card text (today's and the period text of cards.goat.en.cdb)."""

    return cycle_flip_effects(card, "Destroy 1 Spell/Trap Card your opponent controls", destroy_targets,
                              destroys=resolved_targets,
                              **targeting(opponents_spell_traps, is_opponents_card, prompt="Choose a Spell/Trap Card to destroy"))
