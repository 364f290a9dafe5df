"""Banishing cards, as a cost or by an effect.

- :func:`banish_face_up`: banish 1 card face-up and say so (a cost: Immortal Phoenix Gearfried,
  Spiritual Beast Pettlephin; an effect: Amaterasu).
- :func:`banish`: cards are banished face-up by an effect, at the same time, with the "banished"
  trigger event (Soul Release).
- :func:`can_banish`: whether a card may be banished now: not a card that Necrovalley keeps in
  its GY (Skull Lair's cost; Immortal Phoenix Gearfried's).

Both procedures leave a card a GY lock keeps (Necrovalley: "Cards in the Graveyard cannot be
banished"; ``Duel.graveyard_locked``).

Source: the card texts; rulebook "Banished".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Effect


def can_banish(duel: "Duel", card: "Card", effect: "Effect | None" = None) -> bool:
    """Whether ``card`` may be banished now by ``effect`` (its cost or its resolution; None for the
    rules): not a card in a GY that a Continuous Effect keeps there (Necrovalley: "Cards in the
    Graveyard cannot be banished"; goatrulings.com "Necrovalley", UDE FAQ: it "WILL prevent a player
    from removing cards in the Graveyard from play to activate the effect of Bazoo the Soul-Eater",
    and from banishing them to Special Summon Black Luster Soldier - Envoy of the Beginning)."""
    return not duel.graveyard_locked(card, effect, banishing=True)


def banish_face_up(duel: "Duel", player: int, card: "Card", reason: str, effect: "Effect | None" = None) -> None:
    """Banish ``card`` face-up (as a cost or by ``effect``) and say so to both players; a card
    :func:`can_banish` refuses stays where it is."""
    if not can_banish(duel, card, effect):
        return
    duel.move(card, Location.BANISHED, position=Position.FACE_UP, reason=reason)
    duel.emit("banished", player, known_to=(0, 1), card=card)


def banish(duel: "Duel", player: int, cards: "list[Card]", effect: "Effect | None" = None) -> None:
    """Banish ``cards`` face-up by ``player``'s effect (``effect``), all at once, and raise one
    "banished" trigger event naming them; a card :func:`can_banish` refuses stays where it is."""
    cards = [c for c in cards if can_banish(duel, c, effect)]
    if not cards:
        return
    previous = [c.location for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.BANISHED, position=Position.FACE_UP, reason="effect")
            duel.emit("banished", player, known_to=(0, 1), card=c)
    duel.raise_event(TriggerEvent("banished", list(cards), previous, player=player, reason="effect"))
    duel.run_leave_hooks()
