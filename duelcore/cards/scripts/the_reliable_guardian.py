"""The Reliable Guardian (16430187), Quick-Play Spell: "Increase 1 face-up monster's DEF by 700 points
until the end of this turn." """

from duelcore.cards.procedures import stat_boost
from duelcore.cards.registry import script
from duelcore.state.effects import Stat


@script(16430187)
def the_reliable_guardian(card):
    """Target 1 face-up monster (either side; it is ruled a targeting effect; not a Link Monster,
    which has no DEF); it gains 700 DEF until the end of this turn (lost earlier if it leaves the
    field or is turned face-down). Usable in the Damage Step, as it changes DEF (the shared
    ``stat_boost``). Source: card text and rulings."""
    return [stat_boost(card, "1 face-up monster gains 700 DEF until the end of this turn", Stat.DEF, 700)]
