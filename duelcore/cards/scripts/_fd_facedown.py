"""Shared pieces of the cards that prove what is kept and what is reset when a monster is turned
face-down (FD-20 to FD-26): no card of its own.

- :data:`MONSTER_ZONES`: where a monster's effects are live on the field.
- The names of the lingering flags these cards apply with :meth:`Duel.apply` (each is lost when
  the monster leaves the field or is turned face-down, FD-21): :data:`CANNOT_ATTACK`,
  :data:`INDESTRUCTIBLE_BY_BATTLE`, :data:`BANISH_WHEN_LEAVES`, :data:`NEGATED` and
  :data:`SPELL_COUNTER`.
- :func:`counters`, :func:`remove_counter`: Spell Counters on a card (one lingering flag each).
- :func:`was_special_summoned`, :func:`special_summoned_from_gy`: facts of how a monster came
  to the field (the summon is kept when it is turned face-down, FD-25; where it came from is
  not, FD-26).
- :func:`effect_damage`: inflict effect damage (LP).
- :func:`defense_to_attack`: change a face-up Defense Position monster to face-up Attack
  Position by an effect.
- :func:`summoned_this_way`: the "summoned" trigger-event test ("When this card is Flip
  Summoned", "If this card is Normal Summoned").

Source: the card texts; SEED-RULINGS FD-20 to FD-26; rulebook "Counters", "Battle Position".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.state.enums import Location, Position, SummonType

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.effects import Activation

#: Where a monster's own effects are live on the field.
MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

#: "It cannot attack" (Silent Doom), read by rules.battle.can_attack.
CANNOT_ATTACK = "cannot_attack"
#: "It cannot be destroyed by battle this turn" (Half Shut), read by damage calculation.
INDESTRUCTIBLE_BY_BATTLE = "indestructible_by_battle"
#: "Banish it when it leaves the field" (Worm Yagan), read by Duel.move.
BANISH_WHEN_LEAVES = "banish_when_leaves_field"
#: "Its effects are negated": the flag Duel.effect_negated reads.
NEGATED = "negated"
#: One Spell Counter (Breaker the Magical Warrior); one lingering flag per counter.
SPELL_COUNTER = "spell_counter"

#: The summons that are Special Summons (rulebook "Special Summon": Fusion, Ritual, Xyz and Link
#: Summons are Special Summons).
SPECIAL_SUMMONS = frozenset({SummonType.SPECIAL, SummonType.FUSION, SummonType.RITUAL, SummonType.XYZ,
                             SummonType.LINK})


def counters(card: "Card", flag: str = SPELL_COUNTER) -> int:
    """How many counters of ``flag`` ``card`` holds now (count >= 0): 0 once it has moved or
    been turned face-down, as every counter is then removed (FD-21; rulebook "Counters")."""
    return sum(1 for a in card.applied if a.flag == flag and a.card.valid)


def remove_counter(duel: "Duel", card: "Card", flag: str = SPELL_COUNTER) -> bool:
    """Remove 1 counter of ``flag`` from ``card``; returns False (changing nothing) if it has none."""
    for applied in card.applied:
        if applied.flag == flag and applied.card.valid:
            card.applied.remove(applied)
            duel.note_action()
            return True
    return False


def was_special_summoned(card: "Card") -> bool:
    """Whether the monster on the field was Special Summoned (by any Special Summon, Fusion, Ritual,
    Xyz and Link Summons included). Kept when it is turned face-down (FD-25)."""
    return card.location.is_monster_zone and card.summon_type in SPECIAL_SUMMONS


def special_summoned_from_gy(card: "Card") -> bool:
    """Whether the monster on the field was Special Summoned from the GY. Where it came from is
    forgotten when it is turned face-down (FD-26), so after a face-down/face-up cycle this is False."""
    return was_special_summoned(card) and card.summoned_from is Location.GY


def effect_damage(duel: "Duel", player: int, amount: int) -> None:
    """``player`` takes ``amount`` effect damage (LP); logged as "... took N damage (LP x)"."""
    duel.damage(player, amount, kind="effect_damage")


def defense_to_attack(duel: "Duel", card: "Card") -> None:
    """Change the face-up Defense Position monster ``card`` to face-up Attack Position by an effect.

    It is not the player's own change of battle position (the monster may still change it by
    hand this turn); nothing is flipped, so links of cards that keep targeting it hold.
    Source: rulebook "Battle Position" (a change by a card effect is not the once-per-turn change).
    """
    card.position = Position.FACE_UP_ATTACK
    duel.note_action()
    duel.emit("changed_position", card.controller, card=card, position=card.position.value)


def summoned_this_way(ctx: "Activation", *how: str) -> bool:
    """Whether the trigger event of ``ctx`` is this card's summon of one of the kinds ``how``
    ("normal", "tribute", "flip", "special"...). Whether the effect is still activated once the
    card has left the field, before it could be, is a rule of the engine, not of this test (rule
    flag ``trigger_after_card_left_its_place``: not under modern, still under 2006)."""
    ev = ctx.event
    return ev is not None and ev.kind == "summoned" and ctx.this in ev.cards and ev.data.get("type") in how
