"""Discarding cards from the hand, as a cost or by an effect.

- :func:`discard_cost` / :func:`other_cards_in_hand`: "Discard 1 card" as a cost (Magic Jammer,
  Special Hurricane, Dark Paladin, A Feather of the Phoenix, Monster Reincarnation);
  :func:`discard_hand_cost`: the whole hand as a cost (Serial Spell).
- :func:`discard`: cards are discarded by an effect, at the same time (Card Destruction, Graceful
  Charity).
- :func:`discard_at_random`: a player discards 1 card at random, drawn with the duel's seeded
  generator (Robbin' Goblin, White Magical Hat).

Source: the card texts; rulebook "Costs", "Discard".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.effects import Activation, TriggerEvent
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def other_cards_in_hand(ctx: Activation) -> list["Card"]:
    """The cards in the activating player's hand other than the activating card itself (the cards
    a "Discard 1 card" cost may use)."""
    return [c for c in ctx.duel.players[ctx.player].hand if c is not ctx.this]


def discard_cost(ctx: Activation) -> "Process":
    """Cost: discard 1 card from the hand (not the activating card itself), chosen by the
    activating player: it goes to the GY ("discarded" event, and a "sent_to_gy" trigger event with
    reason "cost", as a card discarded by an effect has: a Night Assailant discarded for A Feather of
    the Phoenix activates, its UDE FAQ says). Use ``bool(other_cards_in_hand(ctx))`` as the effect's
    ``can_pay``. Source: rulebook "Costs"; the texts of Magic Jammer, Special Hurricane, Dark
    Paladin, A Feather of the Phoenix and Monster Reincarnation."""
    chosen = yield from ctx.select_cards(other_cards_in_hand(ctx), "Discard 1 card")
    _discard_as_cost(ctx, chosen)


def discard_hand_cost(ctx: Activation) -> None:
    """Cost: discard every card in the hand but the activating card itself, all at once ("Discard
    all the cards in your hand to the Graveyard": Serial Spell, whose UDE FAQ rules it a cost). Use
    ``bool(other_cards_in_hand(ctx))`` as the effect's ``can_pay``."""
    _discard_as_cost(ctx, other_cards_in_hand(ctx))


def _discard_as_cost(ctx: Activation, cards: "list[Card]") -> None:
    """The activating player discards ``cards`` from the hand as a cost, at the same time: each goes
    to the GY ("discarded" events) and one "sent_to_gy" trigger event (reason "cost") names them."""
    if not cards:
        return
    duel = ctx.duel
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.GY, reason="cost")
            duel.emit("discarded", ctx.player, card=c)
    duel.raise_event(TriggerEvent("sent_to_gy", list(cards), [Location.HAND] * len(cards), player=ctx.player,
                                  reason="cost"))


def discard(duel: "Duel", player: int, cards: "list[Card]") -> None:
    """``player`` discards ``cards`` from their hand by an effect, all at once: each goes to the
    GY ("discarded" events) and one "sent_to_gy" trigger event (reason "discard") names them."""
    if not cards:
        return
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.GY, reason="discard")
            duel.emit("discarded", player, card=c)
    duel.raise_event(TriggerEvent("sent_to_gy", list(cards), [Location.HAND] * len(cards), player=player,
                                  reason="discard"))


def discard_at_random(duel: "Duel", player: int) -> "Card | None":
    """``player`` discards 1 card at random from their hand by an effect: it is picked with the
    duel's seeded generator ``duel.rng`` (so a replay with the same seed picks the same card), goes
    to its owner's GY ("discarded" log event, seen by both players) and one "sent_to_gy" trigger
    event (reason "discard") names it. Returns the discarded card, or None when the hand is empty
    (nothing happens). Source: Robbin' Goblin / White Magical Hat card texts ("discards 1 card
    randomly")."""
    hand = list(duel.players[player].hand)
    if not hand:
        return None
    victim = hand[duel.rng.randrange(len(hand))]
    duel.move(victim, Location.GY, reason="discard")
    duel.emit("discarded", player, known_to=(0, 1), card=victim)
    duel.raise_event(TriggerEvent("sent_to_gy", [victim], [Location.HAND], player=player, reason="discard"))
    return victim
