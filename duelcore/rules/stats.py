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

from typing import TYPE_CHECKING

import duelcore.state.effects as _effects

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.effects import Modifier, Stat


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
    if duel is not None and any(e.card.on_field for e in duel._modifier_effects):
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
    out.sort(key=lambda tm: tm[0])
    return out


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


__all__ = ["current_atk", "current_def", "original_atk", "modifiers"]
