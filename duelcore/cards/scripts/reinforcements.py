"""Reinforcements (17814387), Normal Trap: "Target 1 face-up monster on the field; it gains 500 ATK
until the end of this turn." """

from duelcore.cards.scripts import _st_traps
from duelcore.cards.registry import script
from duelcore.state.effects import Stat

POINTS = 500


@script(17814387)
def reinforcements(card):
    """Target 1 face-up monster on the field (either player's); it gains 500 ATK until the end of
    this turn. Usable in the Damage Step up to damage calculation (it changes ATK). Source: card
    text; rulebook "Damage Step"."""
    return [_st_traps.stat_boost_trap(card, "1 face-up monster gains 500 ATK until the end of this turn",
                                      Stat.ATK, POINTS)]
