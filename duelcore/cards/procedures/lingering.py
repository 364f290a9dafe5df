"""Lingering effects a resolved effect applies to a card (``Duel.apply``): the names of the flags
the engine reads, and how long they last.

Each flag is lost when the monster leaves the field or is turned face-down (FD-21), with the
Reset it is applied with.

Source: rulebook "Card Effects"; FD-20, FD-21.
"""

from __future__ import annotations

from duelcore.state.effects import Reset

#: The Reset of a lingering change "until the end of this turn": it also ends when the monster
#: leaves the field or is turned face-down (FD-20, FD-21).
UNTIL_END_OF_TURN = Reset.END_OF_TURN | Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN

#: "It cannot attack" (Silent Doom), read by rules.battle.can_attack.
CANNOT_ATTACK = "cannot_attack"

#: "It cannot be destroyed by battle this turn" (Half Shut), read by damage calculation.
INDESTRUCTIBLE_BY_BATTLE = "indestructible_by_battle"

#: "Banish it when it leaves the field" (Worm Yagan), read by Duel.move.
BANISH_WHEN_LEAVES = "banish_when_leaves_field"

#: "Its effects are negated": the flag Duel.effect_negated reads.
NEGATED = "negated"
