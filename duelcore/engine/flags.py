"""Rule flags and the presets that bundle them.

Each difference between rule eras is one named flag; a preset is a named set of flag values.
A duel records its preset and flags (they are part of its replay). Presets change rules, never
cards. Source: DESIGN §5; seed rulings FS-05, FS-06, FS-07, FS-19 for the Field Spell flags.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from duelcore.errors import DuelcoreError


@dataclass(frozen=True, slots=True)
class RuleFlags:
    """The rule flags of a duel.

    Attributes:
        preset: name of the preset these flags came from ("modern", "2006" or "custom").
        starting_lp: Life Points each player starts with (LP, default 8000).
        opening_hand: cards each player draws before the first turn (count, 5).
        hand_limit: most cards a player may hold at the end of their End Phase (count, 6).
        first_turn_draw: the player who goes first draws in their first Draw Phase.
        first_turn_battle_phase: the player who goes first may conduct a Battle Phase on turn 1.
        extra_monster_zones: the field has the two shared Extra Monster Zones (Master Rule 2020).
        extra_deck_to_main_monster_zone: Fusion, Synchro and Xyz Monsters summoned from the
            Extra Deck may go to a Main Monster Zone (Master Rule 2020).
        one_field_spell_on_field: only one face-up Field Spell on the whole field (FS-06, 2006).
        replaced_field_spell_destroyed: a Field Spell replaced by its controller's new one is
            destroyed (2006) instead of sent to the GY (modern) (FS-05).
        flip_effect_after_acid_trap_hole: a FLIP (or other trigger) effect of a monster turned
            face-down again before it could activate still activates, as after Acid Trap Hole
            (FS-19, 2006 ruling); without it, it cannot (the April 2020 rule).
        turn_limit: a duel that would begin turn ``turn_limit + 1`` ends as a draw (reason
            "turn_limit"), so no duel runs forever (0: no limit). Not a rule of the game; it is
            recorded with the flags so replays agree.
    """

    preset: str = "modern"
    starting_lp: int = 8000
    opening_hand: int = 5
    hand_limit: int = 6
    first_turn_draw: bool = False
    first_turn_battle_phase: bool = False
    extra_monster_zones: bool = True
    extra_deck_to_main_monster_zone: bool = True
    one_field_spell_on_field: bool = False
    replaced_field_spell_destroyed: bool = False
    flip_effect_after_acid_trap_hole: bool = False
    turn_limit: int = 300

    def to_dict(self) -> dict[str, Any]:
        """The flags as a plain dict (for replays and logs), in field order."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RuleFlags":
        """Rebuild flags from :meth:`to_dict` output.

        Raises:
            DuelcoreError: a key that is not a rule flag, a value of the wrong type (a flag
                is a bool, a number an int, the preset a str), or a number out of range
                (starting_lp below 1; opening_hand, hand_limit or turn_limit below 0).
        """
        if not isinstance(data, dict):
            raise DuelcoreError(f"rule flags must be a mapping, got {type(data).__name__}")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(fields))
        if unknown:
            raise DuelcoreError(f"unknown rule flag(s): {', '.join(unknown)}")
        for name, value in data.items():
            default = getattr(cls(), name)
            ok = isinstance(value, bool) if isinstance(default, bool) else (
                isinstance(value, int) and not isinstance(value, bool) if isinstance(default, int) else isinstance(value, str)
            )
            if not ok:
                raise DuelcoreError(f"rule flag {name} must be a {type(default).__name__}, got {value!r}")
        for name, low in (("starting_lp", 1), ("opening_hand", 0), ("hand_limit", 0), ("turn_limit", 0)):
            if name in data and data[name] < low:
                raise DuelcoreError(f"rule flag {name} must be {low} or more, got {data[name]!r}")
        return cls(**data)

    def with_changes(self, **changes: Any) -> "RuleFlags":
        """A copy with some flags changed; its preset becomes "custom" unless given.

        Raises:
            DuelcoreError: a name that is not a rule flag.
        """
        names = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise DuelcoreError(f"unknown rule flag(s): {', '.join(unknown)}")
        changes.setdefault("preset", "custom")
        return dataclasses.replace(self, **changes)


PRESETS: dict[str, RuleFlags] = {
    # Master Rule 2020: no draw for the first player, Extra Monster Zones, each player's own
    # face-up Field Spell, a replaced Field Spell is sent to the GY.
    "modern": RuleFlags(preset="modern"),
    # The rules of 2006 (the Field Spell seed document; also "Goat format" play): the first player
    # draws, no Extra Monster Zones, one face-up Field Spell on the whole field, and a replaced
    # Field Spell is destroyed.
    "2006": RuleFlags(
        preset="2006",
        first_turn_draw=True,
        extra_monster_zones=False,
        extra_deck_to_main_monster_zone=True,
        one_field_spell_on_field=True,
        replaced_field_spell_destroyed=True,
        flip_effect_after_acid_trap_hole=True,
    ),
}


def preset(name: str | RuleFlags) -> RuleFlags:
    """The flags of the preset called ``name`` ("modern" or "2006"); a RuleFlags passes through.

    Raises:
        DuelcoreError: an unknown preset name (the message lists the known ones).
    """
    if isinstance(name, RuleFlags):
        return name
    try:
        return PRESETS[name]
    except KeyError:
        raise DuelcoreError(
            f"unknown rules preset {name!r}; known presets: {', '.join(PRESETS)}"
        ) from None
