"""Golem Sentry (52323207), Effect Monster, Level 4, EARTH Rock, 800/1800: "Once per turn: You can
change this card to face-down Defense Position. When this card is Flip Summoned: Target 1 monster your
opponent controls; return that target to the hand."

The same text in the Goat-era database and today: no period variant.
"""

from duelcore.cards.procedures.filters import is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.positions import cycle_flip_effects
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script


@script(52323207)
def golem_sentry(card):
    """A cycle-flip monster (``procedures.positions.cycle_flip_effects``). When it is Flip
    Summoned: a mandatory trigger that targets 1 monster the opponent controls (face-up or
    face-down) and returns it to its owner's hand if the opponent still controls it at resolution
    (a Token ceases to exist); with no such monster it is not activated. Source: card text
    (cards.en.cdb, cards.goat.en.cdb)."""

    return cycle_flip_effects(card, "Return 1 monster your opponent controls to the hand", return_targets_to_hand,
                              **targeting(opponents_monsters, is_opponents_monster,
                                          prompt="Choose a monster your opponent controls to return to the hand"))
