"""Response windows: the moments when players may respond, as data.

A :class:`Window` names the moment (the idle Main Phase, "summoned", "attack_declaration", the
timings of the Damage Step, a chain) and what may be activated in it. Opening one and letting the
players respond is :func:`duelcore.rules.chain.response_window`.

Source: rulebook "Chains" and "Battle Phase" (attack declaration, the Damage Step timings).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from duelcore.state.effects import TriggerEvent

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel


@dataclass
class Window:
    """A moment when players may activate effects.

    Attributes:
        name: e.g. "idle", "summoned", "attack_declaration", "damage_step_start", "chain".
        events: the TriggerEvents that just happened, which "When ..." cards may respond to.
        idle: the turn player's Main Phase with no chain open (Spell Speed 1 allowed for them).
        damage_step: inside the Damage Step (only effects allowed there).
        min_speed: the lowest Spell Speed allowed (3 while a summon may be negated).
        after_damage_calculation: inside the Damage Step after damage calculation (its own
            windows, and the chains built in them): no ATK/DEF-changing card may be activated
            there (rulebook "Damage Step"); set from ``name`` and passed on to chain windows.
        ignition_priority: the turn player may also activate a monster's Ignition Effect (Spell
            Speed 1) here, as Chain Link 1, before the opponent may respond (rule flag
            ``ignition_priority``; set by rules.chain.open_window); not passed on to chain windows.
    """

    name: str
    events: list[TriggerEvent] = field(default_factory=list)
    idle: bool = False
    damage_step: bool = False
    min_speed: int = 0
    after_damage_calculation: bool = False
    ignition_priority: bool = False

    def __post_init__(self) -> None:
        if self.name in ("after_damage_calculation", "damage_step_end"):
            self.after_damage_calculation = True

    def for_chain(self) -> "Window":
        """The window of a chain built in this one (same Damage Step limits, same events)."""
        return Window("chain", self.events, False, self.damage_step, self.min_speed, self.after_damage_calculation)


def window_title(duel: "Duel", window: Window) -> str:
    """A short description of the window for prompts."""
    titles = {
        "summoned": "After the summon",
        "flip_summoned": "After the Flip Summon",
        "attack_declaration": "Attack declared",
        "replay": "New attack target",
        "battle_start": "Start Step",
        "battle_end": "End Step",
        "damage_step_start": "Start of the Damage Step",
        "before_damage_calculation": "Before damage calculation",
        "after_damage_calculation": "After damage calculation",
        "damage_step_end": "End of the Damage Step",
        "summoning": "A monster would be Summoned",
        "phase_end": f"End of the {duel.phase.value if duel.phase else 'phase'}",
        "draw": "Draw Phase",
        "standby": "Standby Phase",
        "end_phase": "End Phase",
        "idle": duel.phase.value if duel.phase else "Main Phase",
        "battle_step": "Battle Step",
        "chain": "Chain",
    }
    return titles.get(window.name, window.name.replace("_", " ").capitalize())
