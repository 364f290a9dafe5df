"""Shared pieces for the Starter Deck Spell Cards (helper prefix ``st_spells``).

- :func:`type_equip`: an Equip Spell that may be equipped only to monsters of some Types, of an
  Attribute, or on its controller's side, and changes ATK/DEF (wraps
  :func:`duelcore.cards.procedures.equip_spell` with a ``legal`` filter).
- :func:`sent_from_field_to_gy`: the condition "When this card is sent from the field to the GY".
- :func:`place_this_on_top_of_deck`: the resolution "place this card on the top of your Deck"
  (Axe of Despair, Malevolent Nuzzler).
- :func:`discard`: cards are discarded from the hand by an effect (simultaneously).
- :func:`banish`: cards are banished face-up by an effect (simultaneously).

Source: the card texts of the 2002 Starter Decks; rulebook "Equip Spell Cards", "Discard",
"Banished".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from duelcore.cards.procedures import equip_spell, is_face_up_monster
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation, Effect


def type_equip(card: "Card", text: str, atk: int = 0, defense: int = 0, *, types: Iterable[Any] = (),
               attribute: Any = None, own_side: bool = False, **kw: Any) -> "list[Effect]":
    """An Equip Spell "equip only to a <Type>/<Attribute> monster (on your side)": the shared
    :func:`equip_spell` with a ``legal`` filter; the equipped monster gains ``atk`` ATK and
    ``defense`` DEF (points; negative to lose).

    Args:
        types: MonsterType members the monster must be one of (empty: any Type).
        attribute: an Attribute member the monster must have (None: any).
        own_side: only a monster the activating player controls (Ring of Magnetism).
        kw: further Effect fields for the activation.

    The filter is checked when the target is chosen and again at resolution (a monster that is
    no longer legal is not equipped; the Equip Spell then goes to the GY after the chain).
    Source: rulebook "Equip Spell Cards"; FD-04 (never to a face-down monster).
    """
    wanted = tuple(types)

    def legal(ctx: "Activation", monster: "Card") -> bool:
        if not is_face_up_monster(ctx, monster):
            return False
        if wanted and monster.data.monster_type not in wanted:
            return False
        if attribute is not None and monster.data.attribute != attribute:
            return False
        if own_side and monster.controller != ctx.player:
            return False
        return True

    return equip_spell(card, text, atk=atk, defense=defense, legal=legal, **kw)


def sent_from_field_to_gy(ctx: "Activation") -> bool:
    """Whether the trigger event of ``ctx`` sent this card from the field to the GY, where it still
    is ("When this card is sent from the field to the Graveyard")."""
    ev = ctx.event
    if ev is None or ctx.this not in ev.cards:
        return False
    i = ev.cards.index(ctx.this)
    prev = ev.previous[i] if i < len(ev.previous) else None
    return prev is not None and prev.on_field and ctx.this.location is Location.GY


def place_this_on_top_of_deck(ctx: "Activation") -> "Process":
    """Resolution of "place this card on the top of your Deck": the card, if it is still the
    object in the GY that activated the effect, goes on top of its owner's Deck (a
    "placed_on_deck" event). Source: Axe of Despair's and Malevolent Nuzzler's texts."""
    if ctx.card.valid and ctx.this.location is Location.GY:
        ctx.duel.move(ctx.this, Location.DECK, reason="effect")
        ctx.duel.emit("placed_on_deck", ctx.player, card=ctx.this)
    return
    yield




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


def banish(duel: "Duel", player: int, cards: "list[Card]") -> None:
    """Banish ``cards`` face-up by ``player``'s effect, all at once, and raise one "banished"
    trigger event naming them."""
    if not cards:
        return
    previous = [c.location for c in cards]
    with duel.simultaneous():
        for c in cards:
            duel.move(c, Location.BANISHED, position=Position.FACE_UP, reason="effect")
            duel.emit("banished", player, known_to=(0, 1), card=c)
    duel.raise_event(TriggerEvent("banished", list(cards), previous, player=player, reason="effect"))
    duel.run_leave_hooks()
