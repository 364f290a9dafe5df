"""Banishing cards, as a cost or by an effect.

- :func:`banish_face_up`: banish 1 card face-up and say so (a cost: Immortal Phoenix Gearfried,
  Spiritual Beast Pettlephin; an effect: Amaterasu).
- :func:`banish`: cards are banished face-up by an effect, at the same time, with the "banished"
  trigger event (Soul Release).
- :func:`banish_name_from_decks`: each player shows their Deck to the other, then every card with a
  monster's name is banished from both Decks (Nobleman of Crossout on a Flip monster).
- :func:`may_banish`: whether a player may banish a card now by an effect or for a cost: not a card
  a GY lock keeps in its GY (Necrovalley: "Cards in the Graveyard cannot be banished";
  ``Duel.graveyard_locked``), nor one a Continuous Effect forbids that player to banish (Kycoo the
  Ghost Destroyer: "Your opponent cannot banish cards from either player's Graveyard"). Both
  procedures skip a card that may not be banished, and a cost offers only cards that may be (Skull
  Lair, Bazoo the Soul-Eater).

Source: the card texts; rulebook "Banished".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.search import reveal
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Effect


def may_banish(duel: "Duel", player: int, card: "Card", effect: "Effect | None" = None) -> bool:
    """Whether ``player`` may banish ``card`` now by ``effect`` (its cost or its resolution; None for
    the rules):

    - not a card in a GY that a Continuous Effect keeps there (Necrovalley: "Cards in the Graveyard
      cannot be banished"; goatrulings.com "Necrovalley", UDE FAQ: it "WILL prevent a player from
      removing cards in the Graveyard from play to activate the effect of Bazoo the Soul-Eater", and
      from banishing them to Special Summon Black Luster Soldier - Envoy of the Beginning);
    - not a card a live Continuous Effect forbids ``player`` to banish (``Effect.forbids_banish``:
      Kycoo the Ghost Destroyer)."""
    if duel.graveyard_locked(card, effect, banishing=True):
        return False
    return not any(e.forbids_banish(duel, e.card, player, card) for e in duel.live_continuous_effects("forbids_banish"))


def banish_face_up(duel: "Duel", player: int, card: "Card", reason: str, effect: "Effect | None" = None) -> None:
    """Banish ``card`` face-up (as a cost or by ``effect``) and say so to both players; nothing
    happens when ``player`` may not banish it (:func:`may_banish`)."""
    if not may_banish(duel, player, card, effect):
        return
    duel.move(card, Location.BANISHED, position=Position.FACE_UP, reason=reason)
    duel.emit("banished", player, known_to=(0, 1), card=card)


def banish(duel: "Duel", player: int, cards: "list[Card]", effect: "Effect | None" = None) -> None:
    """Banish ``cards`` face-up by ``player``'s effect (``effect``), all at once, and raise one
    "banished" trigger event naming them. A card ``player`` may not banish (:func:`may_banish`)
    stays where it is."""
    cards = [c for c in cards if may_banish(duel, player, c, effect)]
    if not cards:
        return
    previous = [c.location for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.BANISHED, position=Position.FACE_UP, reason="effect")
            duel.emit("banished", player, known_to=(0, 1), card=c)
    duel.raise_event(TriggerEvent("banished", list(cards), previous, player=player, reason="effect"))
    duel.run_leave_hooks()


def same_name(card: "Card", other: "Card") -> bool:
    """Whether ``card`` and ``other`` have the same card name: the same card (alternate artworks
    included), or one is always treated as having the other's name (``CardData.rule_code``)."""
    a, b = card.data, other.data
    return a.identity == b.identity or a.rule_code == b.identity or b.rule_code == a.identity


def banish_name_from_decks(duel: "Duel", player: int, named: "Card") -> list["Card"]:
    """``player``'s effect: each player shows their Deck (its contents, not its order) to the other
    player, then every card in either Deck with ``named``'s name (:func:`same_name`) is banished
    face-up at the same time (:func:`banish`: one "banished" trigger event), then both Decks are
    shuffled (the turn player's first). Cards of that name in the hands, on the field or in the
    GYs stay. Returns the banished cards.

    Source: Nobleman of Crossout's text ("each player reveals their Main Deck, then banishes all
    cards from it with that monster's name"; 2005: "both players check their respective Decks and
    remove all monsters of the same name from play. Then shuffle the Decks") and UDE FAQ ("Both
    players must reveal their Decks to each other"; goatrulings.com nobleman-of-crossout.md);
    ProjectIgnis/CardScripts official/c71044499.lua (each Deck confirmed to the other player)."""
    order = (duel.turn_player, 1 - duel.turn_player)
    for p in order:
        shown = sorted(duel.players[p].deck, key=lambda c: (c.data.name, c.data.passcode))
        reveal(duel, shown, [1 - p], 1 - p)
    doomed = [c for p in order for c in duel.players[p].deck if same_name(c, named)]
    banish(duel, player, doomed)
    for p in order:
        if duel.players[p].deck:
            duel.shuffle_deck(p)
    return doomed
