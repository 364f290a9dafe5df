"""The "Ghostrick" archetype (Ghostrick Specter, Ghostrick Witch).

- :data:`GHOSTRICK` / :func:`is_ghostrick_monster`: the archetype (setcode 0x8d), read from the
  card's real identity (Ghostrick Specter's special ruling, FD-09).
- :func:`ghostrick_summon_condition`: "Cannot be Normal Summoned, unless you control a "Ghostrick"
  monster".
- Every Ghostrick Effect Monster's "Once per turn: You can change this card to face-down Defense
  Position." is the cycle-flip monsters' ``positions.turn_self_face_down`` (FD-22).

Source: seed rulings FD-02, FD-09, FD-10, FD-22, FD-27 (the Yu-Gi-Oh! Card Wiki's page on face-down
cards, yugioh-wiki.net, which follows the Master Rule rulebook of April 2020); the card texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


#: The "Ghostrick" archetype's setcode (card database ``setcode``).
GHOSTRICK = 0x8D


def is_ghostrick_monster(card: "Card") -> bool:
    """True for a Monster Card of the "Ghostrick" archetype, by its real (printed) identity,
    whatever its position (Ghostrick Specter's special ruling of 2018-07-05, FD-09)."""
    return card.data.is_monster and card.data.matches_setcode(GHOSTRICK)


def ghostrick_summon_condition(card: "Card") -> Effect:
    """"Cannot be Normal Summoned, unless you control a "Ghostrick" monster" (a face-up one: a
    face-down monster is not known to be one, FD-02); a Set is allowed. Source: the Ghostrick
    card texts."""

    def may_be_summoned(duel: "Duel", this: "Card", player: int, kind: str) -> bool:
        return kind != "normal" or any(is_ghostrick_monster(m) and m.face_up for m in duel.monsters(player))

    return Effect(card, EffectKind.CONTINUOUS, 'Cannot be Normal Summoned, unless you control a "Ghostrick" monster',
                  range=frozenset({Location.HAND}), summon_condition=may_be_summoned)
