"""Rush Recklessly (70046172), Quick-Play Spell: "Target 1 face-up monster on the field; it gains 700 ATK
until the end of this turn." """

from duelcore.cards.procedures import stat_boost
from duelcore.cards.registry import script
from duelcore.state.effects import Stat


@script(70046172)
def rush_recklessly(card):
    """Target 1 face-up monster (either side); it gains 700 ATK until the end of this turn (lost
    earlier if it leaves the field or is turned face-down: FD-21). Usable in the Damage Step, as it
    changes ATK (the shared ``stat_boost``). Source: card text."""
    return [stat_boost(card, "1 face-up monster gains 700 ATK until the end of this turn", Stat.ATK, 700)]
