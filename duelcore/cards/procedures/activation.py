"""Activating a Spell or Trap Card, and the costs every kind of card may pay.

- :func:`spell_activation` / :func:`trap_activation`: the Effect of activating a Spell or Trap
  Card (every Spell and Trap script).
- :func:`no_effect`: the resolution of an activation that does nothing by itself (Continuous
  Spells and Traps, Field Spells: Toon World, Royal Decree, Fusion Gate...).
- :func:`send_cost_candidates`: "send 1 <kind of> monster you control to the GY" as a cost
  (Symbols of Duty): only face-up monsters qualify (FD-13).
- :func:`send_to_gy_together`: cards in the hand and on the field sent to the GY at the same time
  (Reversal Quiz's cost).

Other costs live with their mechanic: LP (``life_points.lp_cost``), Tributes
(``tributes.tribute_as_cost``), discards (``discard.discard_cost``), banishing
(``banish.banish_face_up``).

Source: rulebook "Spell Cards", "Trap Cards", "Costs"; FD-13.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.state.effects import Activation, Effect, EffectKind, TriggerEvent
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.cards.procedures.filters import MonsterTest
    from duelcore.engine.duel import Duel
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


def send_to_gy_together(duel: "Duel", player: int, cards: list["Card"], reason: str = "cost") -> None:
    """``cards`` (in the hand or on the field) are sent to their owners' GYs at the same time, as one
    game action (a Token on the field ceases to exist): a "sent_to_gy" event each, then one
    "sent_to_gy" trigger event (``player``, ``reason``; where each card was and whether it was
    face-up) naming those now in the GY, then what leaving the field brings (Call of the Haunted's
    monster is destroyed) and the state check. Source: Reversal Quiz's text ("Send all cards in your
    hand and on your side of the field to the Graveyard") and UDE FAQ (it is a cost)."""
    previous = [c.location for c in cards]
    face_up = [bool(c.face_up) for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.GY, reason=reason)
            if c.location is Location.GY:
                duel.emit("sent_to_gy", c.owner, card=c)
    sent = [i for i, c in enumerate(cards) if c.location is Location.GY]
    if sent:
        duel.raise_event(TriggerEvent("sent_to_gy", [cards[i] for i in sent], [previous[i] for i in sent], player=player,
                                      reason=reason, data={"face_up": [face_up[i] for i in sent]}))
    duel.run_leave_hooks()
    duel.state_check()
