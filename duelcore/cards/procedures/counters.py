"""Counters on cards: Spell Counters (Breaker the Magical Warrior) and Magic Reflector's counter.

A counter is a lingering flag (``Duel.apply``), one Applied entry per counter, so it is lost when
the card leaves the field or is turned face-down, like every counter.

Source: rulebook "Counters"; FD-21.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


#: One Spell Counter (Breaker the Magical Warrior); one lingering flag per counter.
SPELL_COUNTER = "spell_counter"

#: The lingering flag that is one Magic Reflector counter on a card (one Applied entry per counter).
MAGIC_REFLECTOR_COUNTER = "magic_reflector_counter"


def counters(card: "Card", flag: str = SPELL_COUNTER) -> int:
    """How many counters of ``flag`` ``card`` holds now (count >= 0): 0 once it has moved or
    been turned face-down, as every counter is then removed (FD-21; rulebook "Counters")."""
    return sum(1 for a in card.applied if a.flag == flag and a.card.valid)


def remove_counter(duel: "Duel", card: "Card", flag: str = SPELL_COUNTER) -> bool:
    """Remove 1 counter of ``flag`` from ``card``; returns False (changing nothing) if it has none."""
    for applied in card.applied:
        if applied.flag == flag and applied.card.valid:
            card.applied.remove(applied)
            duel.note_action()
            return True
    return False
