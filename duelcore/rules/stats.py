"""Derived stats: ATK and DEF computed when read, from printed data and the effects that apply now.

Source: rulebook "ATK/DEF modifications"; DESIGN §2; FS-16 (no Field Spell modifier on a
face-down monster). The order of application:

1. changes to the *original* value (Shrink halves the original ATK), in the order applied;
2. every other change, in the order it was applied (its timestamp): "gains/loses X" adds; an
   activated "becomes X" (or a doubled/halved value, fixed when it resolved) replaces what came
   before it; a continuous "becomes X" does the same but only while it applies.

No modifier applies to a face-down monster: whether an effect applies to a face-down card is
decided here, in one place (FS-16, FD-10). A value never goes below 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import duelcore.state.effects as _effects

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.effects import Effect, Modifier, Stat


def modifiers(card: "Card", stat: Stat) -> list[tuple[int, Modifier]]:
    """The (timestamp, Modifier) pairs that change ``card``'s ``stat`` now, oldest first."""
    duel = card.duel
    out: list[tuple[int, Modifier]] = []
    for applied in card.applied:
        m = applied.modifier
        if m is not None and m.stat is stat and applied.card.valid:
            if duel is not None and duel.immune(card, applied.source):
                continue
            out.append((applied.timestamp, m))
    live = None if duel is None else _standing_live(duel)
    if live is not None:
        # The duel stands still (a view is being made): which effects are live was found once.
        for effect, source, timestamp in live:
            m = effect.modifier
            if m.stat is stat and m.applies_to(duel, card) and not duel.immune(card, source):
                out.append((timestamp, m))
    elif duel is not None and any(e.card.on_field for e in duel._modifier_effects):
        # The live Continuous Effects that change this stat of this card, in their order; the
        # cheap tests first (all are pure, so the order of the tests changes nothing).
        for effect in duel._modifier_effects:
            m = effect.modifier
            if m.stat is not stat or m.applies_to is None or effect.card.location not in effect.range:
                continue
            if not m.applies_to(duel, card) or not duel.is_live(effect):
                continue
            # The card whose effect it is (an Equip Spell's, even when written on its host).
            source = duel.effect_source(effect)
            if source is not None and not duel.immune(card, source):
                out.append((source.values.get("timestamp", source.timestamp), m))
    if len(out) > 1:
        out.sort(key=lambda tm: tm[0])
    return out


def current_stats(card: "Card") -> tuple[int, int]:
    """``card``'s (ATK, DEF) now: :func:`current_atk` and :func:`current_def` read together (a
    view reads both of every monster). While the duel stands still (:func:`standing_still`)
    with no live effect that changes ATK or DEF and no change applied to the card, they are its
    printed values without looking further (what :func:`modifiers` would find: nothing)."""
    data = card.data
    duel = card.duel
    if duel is None or not card.location.is_monster_zone or not card.face_up or (
            not card.applied and _standing_live(duel) == ()):
        return data.atk_value, data.def_value
    return _compute(card, _effects.Stat.ATK, data.atk_value), _compute(card, _effects.Stat.DEF, data.def_value)


def live_modifiers(duel: Any) -> tuple[tuple[Effect, Card, int], ...]:
    """The Continuous Effects that may change a monster's ATK or DEF now, as (effect, the card
    whose effect it is, its timestamp), in the order :func:`modifiers` reads them: those that
    :func:`modifiers` would find live for any card (what is left to test is whether the effect
    applies to that card and whether that card is unaffected by it). The tests do not depend
    on the card, so while the duel stands still they are made once for every card read
    (:func:`standing_still`)."""
    effects = duel._modifier_effects
    if not any(e.card.on_field for e in effects):
        return ()
    live = []
    for effect in effects:
        if effect.modifier.applies_to is None or effect.card.location not in effect.range or not duel.is_live(effect):
            continue
        source = duel.effect_source(effect)
        if source is not None:
            live.append((effect, source, source.values.get("timestamp", source.timestamp)))
    return tuple(live)


#: ``Duel._live_modifiers`` while the duel stands still and no ATK/DEF has been read yet.
_NOT_YET = object()


def _standing_live(duel: Any) -> tuple | None:
    """:func:`live_modifiers` of ``duel`` while it stands still (made at the first read), else None."""
    live = duel._live_modifiers
    if live is _NOT_YET:
        duel._live_modifiers = None  # reads made while finding them take the ordinary way
        live = duel._live_modifiers = live_modifiers(duel)
    return live


class standing_still:
    """``with standing_still(duel):`` while the body runs, ATK and DEF are read with
    :func:`live_modifiers` made once, at the first read (a view of the whole field reads every
    monster's). The body must not change the duel: its views do not. Nested uses keep the
    outer one's. (A class rather than a generator: it is entered at every view.)"""

    __slots__ = ("duel", "outer")

    def __init__(self, duel: Any) -> None:
        self.duel = duel
        self.outer = False

    def __enter__(self) -> None:
        duel = self.duel
        self.outer = duel._live_modifiers is None
        if self.outer:
            duel._live_modifiers = _NOT_YET

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            self.duel._live_modifiers = None


def _compute(card: "Card", stat: Stat, printed: int) -> int:
    if not card.location.is_monster_zone or not card.face_up or card.duel is None:
        return printed
    mods = modifiers(card, stat)
    if not mods:
        return printed
    value = printed
    for _, m in mods:
        if m.op == "original_half":
            value = (printed + 1) // 2  # halving the original twice still gives half (Shrink FAQ)
        elif m.op == "original_set":
            value = m.value
    # "All effects that add or subtract ATK or DEF are reversed" (Reverse Trap): a duel-wide
    # player effect "reverse_modifiers" on either player.
    sign = -1 if card.duel.has_player_effect(0, "reverse_modifiers") else 1
    for _, m in mods:
        if m.op == "add":
            value += sign * (m.value if m.value_fn is None else m.value_fn(card))
        elif m.op == "set":
            value = m.value if m.value_fn is None else m.value_fn(card)
    return max(0, value)


def original_atk(card: "Card") -> int:
    """The original ATK: printed ATK after changes to the original value (Shrink), in points."""
    printed = card.data.atk_value
    if card.duel is None or not card.location.is_monster_zone or not card.face_up:
        return printed
    value = printed
    for _, m in modifiers(card, _effects.Stat.ATK):
        if m.op == "original_half":
            value = (printed + 1) // 2
        elif m.op == "original_set":
            value = m.value
    return value


def current_atk(card: "Card") -> int:
    """``card``'s ATK now (points)."""
    return _compute(card, _effects.Stat.ATK, card.data.atk_value)


def current_def(card: "Card") -> int:
    """``card``'s DEF now (points)."""
    return _compute(card, _effects.Stat.DEF, card.data.def_value)


__all__ = ["current_atk", "current_def", "current_stats", "original_atk", "modifiers", "live_modifiers",
           "standing_still"]
