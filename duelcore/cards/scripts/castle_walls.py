"""Castle Walls (44209392), Normal Trap: "Increase the DEF of 1 face-up monster on the field by 500
points until the end of this turn." """

from duelcore.cards.scripts import _st_traps
from duelcore.cards.registry import script
from duelcore.state.effects import Stat

POINTS = 500


@script(44209392)
def castle_walls(card):
    """Target 1 face-up monster on the field (either player's); it gains 500 DEF until the end of
    this turn. Usable in the Damage Step up to damage calculation (it changes DEF). Source: card
    text; rulebook "Damage Step"."""
    return [_st_traps.stat_boost_trap(card, "1 face-up monster gains 500 DEF until the end of this turn",
                                      Stat.DEF, POINTS)]
