"""Declarations: a card name declared on activation, from a short list of candidates.

- :func:`known_card_names`: the card names a player may declare from the list the engine offers:
  the names of the cards they may see now (knowledge.can_see), the face-up top card of their own
  Deck first (Convulsion of Nature).
- :func:`declare_card_name`: "declare 1 card name" (Archfiend's Oath): the activating player
  chooses one of those names; the declared name is said aloud, so it becomes public
  (``Duel.declared_names``) and a "declared" event names it to both players.

A player may declare any card name; the engine offers only the names a player can know of, so that
the list is short and never names a card hidden from them (DESIGN §4). Types and Attributes are
declared with ``Activation.declare`` directly (Array of Revealing Light).

Source: the card texts; FS-08 (declarations made on activation); DESIGN §4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.state.effects import Activation
from duelcore.state.knowledge import can_see

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def main_deck_card(data: "CardData") -> bool:
    """A card that can be in a Main Deck (not a Fusion, Synchro, Xyz or Link Monster): what
    "declare 1 card name" may name when the card checked is drawn from the Deck (Archfiend's Oath;
    ProjectIgnis ``official/c22796548.lua`` declares any card but an Extra Deck monster)."""
    return not data.is_extra_deck


def known_card_names(duel: "Duel", player: int, which: Callable[["CardData"], bool] = main_deck_card) -> list[str]:
    """The card names ``player`` (0 or 1) is offered to declare: every name borne by a card they may
    see now (their hand, the fields, the GYs, banished cards, their Extra Deck, revealed cards and
    the face-up top card of a Deck), that passes ``which`` (on its data). The face-up top card of
    their own Deck comes first, then the others in alphabetical order, each name once."""
    deck = duel.players[player].deck
    first = [deck[-1].name] if deck and can_see(deck[-1], player) and which(deck[-1].data) else []
    names = {c.name for c in duel.cards if c.name not in first and which(c.data) and can_see(c, player)}
    return first + sorted(names, key=str.casefold)


def declare_card_name(ctx: Activation, prompt: str, which: Callable[["CardData"], bool] = main_deck_card) -> "Process":
    """The activating player declares 1 card name, chosen among :func:`known_card_names` (an
    "option" Decision whose options are the names; not asked when there is one). The name is said
    aloud: it is added to ``Duel.declared_names`` (public words, not a card) and a "declared" event
    names it, with this card, to both players. Returns the declared name."""
    words = yield from ctx.declare(known_card_names(ctx.duel, ctx.player, which), prompt)
    ctx.duel.declared_names.add(words)
    ctx.duel.emit("declared", ctx.player, card=ctx.this, text=words)
    return words
