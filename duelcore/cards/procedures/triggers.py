"""Trigger-event conditions: what the event of a trigger (or the window an activation answers)
says happened.

- :func:`flipped_this`: this card was flipped face-up (FLIP effects).
- :func:`summoned_this_way`: this card was Summoned in one of some ways ("When this card is Flip
  Summoned": Stealth Bird; "If this card is Normal Summoned": Breaker the Magical Warrior).
- :func:`sent_from_field_to_gy`: this card was sent from the field to the GY (Sangan, Witch of
  the Black Forest, Axe of Despair, Black Pendant, Malevolent Nuzzler);
  :func:`sent_from_hand_to_gy`: from the hand (Night Assailant).
- :func:`sent_to_gy_this_turn`: this card is in the GY because it was sent there this turn
  (Manticore of Darkness).
- :func:`destroyed_by_battle_to_gy`: this card was destroyed by battle and sent to the GY (Mystic
  Tomato, Pyramid Turtle, Nimble Momonga).
- :func:`window_events`: the trigger events the current response window answers (Trap Hole,
  Mirror Force, Solemn Judgment).
- :func:`face_up_category_cards` / :func:`left_field_face_up`: the cards of an event that left the
  field face-up, the only ones whose category can meet a condition (Gigantic Cephalotus, FD-09).

Source: rulebook "Trigger Effects"; FD-09, FD-25.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.state.effects import Activation
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.effects import TriggerEvent


def flipped_this(ctx: "Activation") -> bool:
    """The trigger event is this card being flipped face-up (Flip Summon, attack, or an effect)."""
    return ctx.event is not None and ctx.this in ctx.event.cards


def summoned_this_way(ctx: "Activation", *how: str) -> bool:
    """Whether the trigger event of ``ctx`` is this card's summon of one of the kinds ``how``
    ("normal", "tribute", "flip", "special"...). Whether the effect is still activated once the
    card has left the field, before it could be, is a rule of the engine, not of this test (rule
    flag ``trigger_after_card_left_its_place``: not under modern, still under 2006)."""
    ev = ctx.event
    return ev is not None and ev.kind == "summoned" and ctx.this in ev.cards and ev.data.get("type") in how


def sent_from_field_to_gy(ctx: "Activation") -> bool:
    """Whether the trigger event of ``ctx`` sent this card from the field to the GY, where it still
    is ("When this card is sent from the field to the Graveyard")."""
    ev = ctx.event
    if ev is None or ctx.this not in ev.cards:
        return False
    i = ev.cards.index(ctx.this)
    prev = ev.previous[i] if i < len(ev.previous) else None
    return prev is not None and prev.on_field and ctx.this.location is Location.GY


def sent_from_hand_to_gy(ctx: "Activation") -> bool:
    """Whether the trigger event of ``ctx`` sent this card from the hand to the GY, where it still
    is ("When this card is sent from the hand to the Graveyard": discarded by an effect or as a
    cost; Night Assailant)."""
    ev = ctx.event
    if ev is None or ctx.this not in ev.cards:
        return False
    i = ev.cards.index(ctx.this)
    prev = ev.previous[i] if i < len(ev.previous) else None
    return prev is Location.HAND and ctx.this.location is Location.GY


#: Log events by which a card went to the GY (sent, discarded, for the hand limit too, Tributed,
#: destroyed).
_TO_GY_EVENTS = frozenset({"sent_to_gy", "discarded", "discard", "tributed", "destroyed", "destroyed_by_battle"})


def sent_to_gy_this_turn(ctx: "Activation") -> bool:
    """Whether this card is in the GY because it was sent there this turn, from anywhere (the
    field, the hand, the Deck), by anything (an effect, a cost, battle, the hand limit): a log
    event of this turn sent it there ("During the End Phase, if this card is in the GY because it
    was sent there this turn": Manticore of Darkness). A card cannot be sent to the GY while it is
    there, so such an event is its arrival as the object it is now."""
    this = ctx.this
    return this.location is Location.GY and ctx.duel.event_this_turn(this, _TO_GY_EVENTS) is not None
def destroyed_by_battle_to_gy(ctx: "Activation") -> bool:
    """Whether the trigger event of ``ctx`` destroyed this card by battle and it is now in the GY
    ("When this card is destroyed by battle and sent to the GY"; in the texts of 2005 "When this
    card is sent to the Graveyard as a result of battle")."""
    ev = ctx.event
    return (ev is not None and ev.kind == "destroyed" and ev.reason == "battle" and ctx.this in ev.cards
            and ctx.this.location is Location.GY)


def window_events(ctx: Activation, kind: str) -> list[Any]:
    """The trigger events of ``kind`` the current window answers ("When ..." activations)."""
    window = ctx.values.get("window")
    return [] if window is None else [e for e in window.events if e.kind == kind]


def left_field_face_up(event: "TriggerEvent", index: int) -> bool:
    """Whether the ``index``-th card of ``event`` was face-up when it left the field (the event's
    ``face_up`` data; an event that does not record it counts as face-down, so no category is
    read from a card that might have been hidden: FD-09)."""
    face_up = event.data.get("face_up")
    return bool(face_up) and index < len(face_up) and bool(face_up[index])


def face_up_category_cards(event: "TriggerEvent", test: Callable[["Card"], bool]) -> list["Card"]:
    """The cards of ``event`` that left a Monster Zone face-up, are now in the GY and meet ``test``
    (a Type, archetype or other category). A card destroyed or sent to the GY while face-down is
    never counted, even though it is face-up in the GY now (FD-09)."""
    out = []
    for i, (card, before) in enumerate(zip(event.cards, event.previous)):
        if before is None or not before.is_monster_zone or card.location is not Location.GY:
            continue
        if left_field_face_up(event, i) and test(card):
            out.append(card)
    return out
