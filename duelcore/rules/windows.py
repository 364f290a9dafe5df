"""Response windows: the moments when players may respond (chains come with the effect model).

Source: rulebook "Chains" and "Battle Phase" (attack declaration, the Damage Step timings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel, Process


def response_window(duel: "Duel", name: str) -> "Process":
    """Open the response window called ``name`` (e.g. "attack_declaration", "summon").

    With no effects in play nothing can respond yet; a duel's ``response_window`` hook, when set,
    runs here (tests use it to change the board mid-battle).
    """
    hook = duel.response_window
    if hook is not None:
        yield from hook(duel, name)
