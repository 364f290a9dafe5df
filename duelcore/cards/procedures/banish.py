"""Banishing cards, as a cost or by an effect.

- :func:`banish_face_up`: banish 1 card face-up and say so (a cost: Immortal Phoenix Gearfried,
  Spiritual Beast Pettlephin; an effect: Amaterasu).
- :func:`banish`: cards are banished face-up by an effect, at the same time, with the "banished"
  trigger event (Soul Release).
- :func:`may_banish`: whether a player may banish a card now (Kycoo the Ghost Destroyer: "Your
  opponent cannot banish cards from either player's Graveyard"); both procedures skip a card they
  may not banish, and a cost must offer only cards that may be.

Source: the card texts; rulebook "Banished".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


def may_banish(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may banish ``card`` now: no live Continuous Effect forbids it
    (``Effect.forbids_banish``: Kycoo the Ghost Destroyer)."""
    return not any(e.forbids_banish(duel, e.card, player, card) for e in duel.live_continuous_effects("forbids_banish"))


def banish_face_up(duel: "Duel", player: int, card: "Card", reason: str) -> None:
    """Banish ``card`` face-up (as a cost or by an effect) and say so to both players; nothing
    happens when ``player`` may not banish it (:func:`may_banish`)."""
    if not may_banish(duel, player, card):
        return
    duel.move(card, Location.BANISHED, position=Position.FACE_UP, reason=reason)
    duel.emit("banished", player, known_to=(0, 1), card=card)


def banish(duel: "Duel", player: int, cards: "list[Card]") -> None:
    """Banish ``cards`` face-up by ``player``'s effect, all at once, and raise one "banished"
    trigger event naming them. A card ``player`` may not banish (:func:`may_banish`) stays where
    it is."""
    cards = [c for c in cards if may_banish(duel, player, c)]
    if not cards:
        return
    previous = [c.location for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.BANISHED, position=Position.FACE_UP, reason="effect")
            duel.emit("banished", player, known_to=(0, 1), card=c)
    duel.raise_event(TriggerEvent("banished", list(cards), previous, player=player, reason="effect"))
    duel.run_leave_hooks()
