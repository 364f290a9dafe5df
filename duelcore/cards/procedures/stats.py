"""Stat changes: "it gains N ATK/DEF until the end of this turn", and the stat conditions cards
name.

- :func:`stat_boost`: a Spell/Trap "Target 1 face-up monster on the field; it gains N ATK/DEF until
  the end of this turn" (Rush Recklessly, The Reliable Guardian); :func:`stat_boost_trap` for a
  Normal Trap (Reinforcements, Castle Walls). Usable in the Damage Step as it changes ATK/DEF.
- :func:`atk_at_least` / :func:`atk_at_most` / :func:`def_at_most`: "with N or more ATK" and the
  like, read from the monster's current stats (Trap Hole, Bottomless Trap Hole, Chain Destruction,
  Eatgaboon, House of Adhesive Tape).

Source: the card texts; rulebook "Damage Step" (cards that change ATK/DEF may be activated up to
the start of damage calculation), "Targeting"; FS-18.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.cards.procedures.activation import spell_activation, trap_activation
from duelcore.cards.procedures.filters import MonsterTest, face_up_monsters, is_face_up_monster
from duelcore.cards.procedures.lingering import UNTIL_END_OF_TURN
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.state.effects import Activation, Effect, Modifier, Stat

if TYPE_CHECKING:
    from duelcore.state.card import Card


def stat_boost(card: "Card", text: str, stat: Stat, points: int, activation: Any = None) -> Effect:
    """A Spell/Trap card: "Target 1 face-up monster on the field; it gains ``points`` ``stat``
    until the end of this turn" (Rush Recklessly, The Reliable Guardian, Reinforcements, Castle
    Walls). The target must still be that face-up monster at resolution; the change is a
    lingering one that also ends when the monster leaves the field or is turned face-down (FD-21).
    Usable in the Damage Step (it changes ATK/DEF). ``activation`` is :func:`spell_activation`
    (default) or :func:`trap_activation`."""

    def operation(ctx: Activation) -> None:
        for target in resolved_targets(ctx):
            ctx.duel.apply(target, Modifier(stat, "add", points), source=ctx.this,
                           reset=UNTIL_END_OF_TURN)
            value = target.atk if stat is Stat.ATK else target.defense
            ctx.duel.emit("stat_changed", ctx.player, card=target,
                          text=f"{stat.value} +{points} until the end of the turn ({stat.value} {value})")

    def legal(ctx: Activation, c: "Card") -> bool:
        # A Link Monster has no DEF to gain.
        return is_face_up_monster(ctx, c) and not (stat is Stat.DEF and c.data.is_link)

    make = activation or spell_activation
    return make(card, text, operation, damage_step=True,
                **targeting(face_up_monsters, legal, prompt="Choose a face-up monster"))


def stat_boost_trap(card: "Card", text: str, stat: Stat, points: int) -> "Effect":
    """A Normal Trap: "Target 1 face-up monster on the field; it gains ``points`` ``stat`` until the
    end of this turn" (the shared ``procedures.stat_boost``). Source: Reinforcements / Castle Walls
    card texts."""
    return stat_boost(card, text, stat, points, trap_activation)


def atk_at_least(points: int) -> MonsterTest:
    """"with ``points`` or more ATK": reads the monster's current ATK (points, Field Spells
    included: FS-18)."""
    return lambda m: m.atk >= points


def atk_at_most(points: int) -> MonsterTest:
    """"with ``points`` or less ATK" / "ATK ... is ``points`` points or less" (current ATK)."""
    return lambda m: m.atk <= points


def def_at_most(points: int) -> MonsterTest:
    """"DEF ... is ``points`` points or less" (current DEF, Field Spells included: FS-18)."""
    return lambda m: m.defense <= points
