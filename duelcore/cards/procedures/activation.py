"""Activating a Spell or Trap Card, and the costs every kind of card may pay.

- :func:`spell_activation` / :func:`trap_activation`: the Effect of activating a Spell or Trap
  Card (every Spell and Trap script).
- :func:`no_effect`: the resolution of an activation that does nothing by itself (Continuous
  Spells and Traps, Field Spells: Toon World, Royal Decree, Fusion Gate...).
- :func:`send_cost_candidates`: "send 1 <kind of> monster you control to the GY" as a cost
  (Symbols of Duty): only face-up monsters qualify (FD-13).

Other costs live with their mechanic: LP (``life_points.lp_cost``), Tributes
(``tributes.tribute_as_cost``), discards (``discard.discard_cost``), banishing
(``banish.banish_face_up``).

Source: rulebook "Spell Cards", "Trap Cards", "Costs"; FD-13.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.state.effects import Activation, Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.cards.procedures.filters import MonsterTest
    from duelcore.state.card import Card
    from duelcore.state.decision import Process


HAND_AND_FIELD = frozenset({Location.HAND, Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE})


def spell_activation(card: "Card", text: str, operation: Callable[[Activation], "Process | None"], **kw: Any) -> Effect:
    """The Effect of activating the Spell Card ``card`` (from the hand or Set on the field).

    Keyword arguments are Effect fields (condition, target, has_target, cost, can_pay,
    would_do_something, targets, damage_step, needs_card_on_field...).
    """
    return Effect(card, EffectKind.ACTIVATE, text, range=HAND_AND_FIELD, operation=operation, **kw)


def trap_activation(card: "Card", text: str, operation: Callable[[Activation], "Process | None"], **kw: Any) -> Effect:
    """The Effect of activating the Trap Card ``card`` (Set on the field; never from the hand)."""
    return Effect(card, EffectKind.ACTIVATE, text, range=HAND_AND_FIELD, operation=operation, **kw)


def no_effect(ctx: Activation) -> None:
    """The resolution of a card activation that does nothing by itself: the card stays face-up
    and its other effects apply once it has resolved (Continuous Spells and Traps, Field Spells).
    Source: rulebook "Continuous Spell Cards", "Field Spell Cards"."""


def send_cost_candidates(ctx: "Activation", test: MonsterTest) -> list["Card"]:
    """The monsters the activating player controls that may be sent to the GY as a cost needing
    ``test``: face-up ones only. Sending is not a Tribute, so a face-down monster, whose card is
    unknown, cannot pay it (FD-13; Symbols of Duty once allowed it, the current rule does not)."""
    return [m for m in ctx.duel.monsters(ctx.player) if m.face_up and test(m)]
