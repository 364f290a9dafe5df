"""The "Ghostrick" archetype (Ghostrick Specter, Ghostrick Witch).

- :data:`GHOSTRICK` / :func:`is_ghostrick_monster`: the archetype (setcode 0x8d), read from the
  card's real identity (Ghostrick Specter's special ruling, FD-09).
- :func:`ghostrick_summon_condition`: "Cannot be Normal Summoned, unless you control a "Ghostrick"
  monster".
- :func:`turn_self_face_down`: "Once per turn: You can change this card to face-down Defense
  Position." (every Ghostrick Effect Monster), a cycle-flip limit kept face-down (FD-22).

Source: FD-02, FD-09, FD-10, FD-22, FD-27 (/work/shared/rules/SEED-RULINGS.md section A); the card
texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.positions import can_be_face_down
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Activation


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


def turn_self_face_down(card: "Card") -> Effect:
    """"Once per turn: You can change this card to face-down Defense Position." An Ignition Effect
    of the face-up monster (a face-down one cannot activate it: FD-10). Its once-per-turn count is
    kept when the card is turned face-down (a cycle-flip limit, FD-22), so it cannot be used again
    the same turn after being flipped face-up. Source: the Ghostrick card texts."""

    def condition(ctx: "Activation") -> bool:
        return can_be_face_down(ctx.this)

    def operation(ctx: "Activation") -> None:
        this = ctx.this
        if ctx.card.valid and can_be_face_down(this):
            ctx.duel.change_to_face_down(this)

    return Effect(card, EffectKind.IGNITION, "Change this card to face-down Defense Position", range=MONSTER_ZONES,
                  count_limit=1, count_kept_face_down=True, condition=condition, operation=operation)
