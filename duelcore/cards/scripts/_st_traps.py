"""Shared pieces of the Starter Deck Traps and Spells scripted under the ``st_traps`` prefix: no card
of its own.

- :func:`until_end_of_turn`: the Reset of a lingering "until the end of this turn" stat change
  (Castle Walls, Reinforcements).
- :func:`stat_boost_trap`: "Target 1 face-up monster on the field; it gains N ATK/DEF until the end
  of this turn" (Reinforcements, Castle Walls), usable in the Damage Step as it changes ATK/DEF.
- :func:`opponents_spell_traps`: every Spell/Trap a player's opponent controls (Harpie's Feather
  Duster, Gryphon Wing).
- :func:`discard_at_random`: a player discards 1 card at random, drawn with the duel's seeded
  generator (Robbin' Goblin, White Magical Hat).

Source: the card texts; rulebook "Damage Step" (cards that change ATK/DEF may be activated up to
the start of damage calculation), "Targeting".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures import stat_boost, trap_activation
from duelcore.state.effects import Reset, Stat, TriggerEvent
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Effect


def until_end_of_turn() -> Reset:
    """The Reset of a lingering change "until the end of this turn": it also ends when the monster
    leaves the field or is turned face-down (FD-20, FD-21)."""
    return Reset.END_OF_TURN | Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN


def stat_boost_trap(card: "Card", text: str, stat: Stat, points: int) -> "Effect":
    """A Normal Trap: "Target 1 face-up monster on the field; it gains ``points`` ``stat`` until the
    end of this turn" (the shared ``procedures.stat_boost``). Source: Reinforcements / Castle Walls
    card texts."""
    return stat_boost(card, text, stat, points, trap_activation)


def opponents_spell_traps(duel: "Duel", player: int) -> list["Card"]:
    """Every Spell/Trap Card ``player``'s opponent controls, face-up or face-down: their Spell &
    Trap Zones left to right, then their Field Zone."""
    side = duel.players[1 - player]
    out = [c for c in side.spell_trap_zones if c is not None]
    if side.field_zone is not None:
        out.append(side.field_zone)
    return out


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
