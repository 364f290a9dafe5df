"""Response windows: the moments when players may respond.

Source: rulebook "Chains" and "Battle Phase" (attack declaration, the Damage Step timings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel, Process
    from duelcore.state.effects import TriggerEvent


def response_window(
    duel: "Duel",
    name: str,
    events: "Iterable[TriggerEvent]" = (),
    damage_step: bool = False,
    min_speed: int = 0,
) -> "Process":
    """Open the response window called ``name`` (e.g. "attack_declaration", "summoned").

    Pending triggers go on a chain first; then each player, turn player first, may activate
    what the window allows (rules.chain.open_window). A duel's ``response_window`` hook, when
    set, runs first (tests use it to change the board mid-battle).
    """
    from duelcore.rules.chain import open_window

    hook = duel.response_window
    if hook is not None:
        yield from hook(duel, name)
    yield from open_window(duel, name, events, damage_step, min_speed)
