"""Shared pieces of the face-down / hidden-information cards (prefix fd_hidden): no card of its own.

- :data:`GHOSTRICK` / :func:`is_ghostrick_monster`: the "Ghostrick" archetype (setcode 0x8d), read
  from the card's real identity (Ghostrick Specter's special ruling, FD-09).
- :func:`turn_self_face_down`: "Once per turn: You can change this card to face-down Defense
  Position." (every Ghostrick Effect Monster), a cycle-flip limit kept face-down (FD-22).
- :func:`can_be_face_down`: a monster that can be changed to face-down Defense Position: not a
  Token and not a Link Monster (FD-27).
- :func:`face_up_category_cards`: the cards of a "sent to the GY" / "destroyed" trigger event that
  left the field face-up, the only ones whose category can meet a trigger condition (FD-09).
- :func:`special_summon_from_deck`: Special Summon 1 card with a given name from the Deck.

Source: FD-09, FD-22, FD-27 (/work/shared/rules/SEED-RULINGS.md section A); the card texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation, TriggerEvent

#: The "Ghostrick" archetype's setcode (card database ``setcode``).
GHOSTRICK = 0x8D

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


def is_ghostrick_monster(card: "Card") -> bool:
    """True for a Monster Card of the "Ghostrick" archetype, by its real (printed) identity,
    whatever its position (Ghostrick Specter's special ruling of 2018-07-05, FD-09)."""
    return card.data.is_monster and card.data.matches_setcode(GHOSTRICK)


def can_be_face_down(card: "Card") -> bool:
    """Whether ``card`` could be changed to face-down Defense Position: a face-up monster in a
    Monster Zone that is neither a Token nor a Link Monster (FD-27)."""
    return card.location.is_monster_zone and card.face_up and not card.data.is_token and not card.data.is_link


def ghostrick_summon_condition(card: "Card") -> Effect:
    """"Cannot be Normal Summoned, unless you control a "Ghostrick" monster" (a face-up one: a
    face-down monster is not known to be one, FD-02); a Set is allowed. Source: the Ghostrick
    card texts."""

    def may_be_summoned(duel: "Duel", this: "Card", player: int, kind: str) -> bool:
        return kind != "normal" or any(is_ghostrick_monster(m) and m.face_up for m in duel.monsters(player))

    return Effect(card, EffectKind.CONTINUOUS, 'Cannot be Normal Summoned, unless you control a "Ghostrick" monster',
                  range=frozenset({Location.HAND}), summon_condition=may_be_summoned)


def turn_self_face_down(card: "Card") -> Effect:
    """"Once per turn: You can change this card to face-down Defense Position." An Ignition Effect
    of the face-up monster (a face-down one cannot activate it: FD-10). Its once-per-turn count is
    kept when the card is turned face-down (a cycle-flip limit, FD-22), so it cannot be used again
    the same turn after being flipped face-up. Source: the Ghostrick card texts."""

    def condition(ctx: "Activation") -> bool:
        return can_be_face_down(ctx.this)

    def operation(ctx: "Activation") -> "Process":
        this = ctx.this
        if ctx.card.valid and can_be_face_down(this):
            ctx.duel.change_to_face_down(this)
        return
        yield

    return Effect(card, EffectKind.IGNITION, "Change this card to face-down Defense Position", range=MONSTER_ZONES,
                  count_limit=1, count_kept_face_down=True, condition=condition, operation=operation)


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


def special_summon_from_deck(ctx: "Activation", name: str, position=None) -> "Process":
    """The activating player Special Summons 1 card named ``name`` from their Deck (chosen if
    several; the Deck is shuffled afterwards). Returns the card, or None when there is none or no
    zone. ``position`` None lets the player choose face-up Attack or Defense Position."""
    from duelcore.cards.procedures import can_special_summon

    duel = ctx.duel
    pool = [c for c in reversed(duel.players[ctx.player].deck) if c.name == name and can_special_summon(duel, ctx.player, c)]
    if not pool:
        return None
    chosen = yield from ctx.select_cards(pool[:1], f"Choose 1 \"{name}\" in your Deck", 1, look=True)
    summoned = yield from duel.special_summon(chosen[0], ctx.player, position=position)
    duel.shuffle_deck(ctx.player)
    return summoned
