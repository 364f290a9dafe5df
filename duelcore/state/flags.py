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

#: The largest opening hand or hand limit a rule flag may set: more than a player could hold in
#: any format that limits the Main Deck (60 cards).
_MOST_CARDS = 60


#: The allowed range (lowest, highest, inclusive) of each numeric rule flag, and why its ends are
#: where they are. Values outside it are refused: they cannot be meant (an opening hand larger
#: than any Deck, no Life Points, a turn limit that would let a duel run for ever).
LIMITS: dict[str, tuple[int, int, str]] = {
    "starting_lp": (1, 1_000_000, "a player at 0 LP has lost; no format starts above 1,000,000"),
    "opening_hand": (0, _MOST_CARDS, f"no format deals or keeps more than {_MOST_CARDS} cards"),
    "hand_limit": (0, _MOST_CARDS, f"no format deals or keeps more than {_MOST_CARDS} cards"),
    "turn_limit": (1, 10_000, "it must end every duel; the longest duels last a few hundred turns"),
}


def _check_names(data: dict[str, Any]) -> None:
    """Raise DuelcoreError unless every key of ``data`` is a rule flag (listing the rule flags)."""
    names = [f.name for f in dataclasses.fields(RuleFlags)]
    unknown = sorted(str(k) for k in set(data) - set(names))
    if unknown:
        raise DuelcoreError(f"unknown rule flag(s): {', '.join(unknown)}; the rule flags are {', '.join(names)}")


def _check_flag(name: str, value: Any, default: Any) -> None:
    """Raise DuelcoreError unless ``value`` has the type of the flag's ``default`` and, for a
    number, lies within LIMITS (the message names the flag, what it must be and the value)."""
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise DuelcoreError(f"rule flag {name} must be true or false, got {value!r}")
    elif isinstance(default, int):
        if not isinstance(value, int) or isinstance(value, bool):
            raise DuelcoreError(f"rule flag {name} must be a whole number, got {value!r}")
        low, high, why = LIMITS[name]
        if not low <= value <= high:
            raise DuelcoreError(f"rule flag {name} must be {low} to {high:,} ({why}), got {value!r}")
    elif not isinstance(value, str) or not value:
        raise DuelcoreError(f"rule flag {name} must be a name, got {value!r}")


@dataclass(frozen=True, slots=True)
class RuleFlags:
    """The rule flags of a duel.

    Attributes:
        preset: name of the preset these flags came from ("modern", "2006", "goat" or "custom").
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
        trigger_after_card_left_its_place: a Trigger Effect (a FLIP effect too) whose condition
            was met still activates when its card, before the effect could be activated, left the
            place where it was then (the field, the GY, the hand: it became a new object) or was
            turned face-down there: a FLIP monster flipped by Acid Trap Hole and destroyed, or
            changed back to face-down (FS-19, 2006); a monster Normal Summoned by a Chain Link and
            destroyed by an earlier one. Without it (modern), such an effect is not activated,
            mandatory ones included (the Master Rule revision of 1 April 2020: "an effect is not
            activated if its card is no longer in the place where it activates").
        one_chain_per_damage_substep: in each timing of the Damage Step only one chain is built:
            once a chain has resolved there (the chain of the Trigger Effects that activate at
            that timing, or one a player starts), the duel moves on to the next timing (Goat
            format: cardmarket's Goat Control rules, "Only one chain per damage sub-step can be
            formed"; EDOPro's Goat switch ``DUEL_SINGLE_CHAIN_IN_DAMAGE_SUBSTEP``, edo9300/ygopro-core
            issue 115). Without it (modern), players may start chains until both pass.
        atk_def_changes_in_damage_calculation: a card or effect that may be activated in the
            Damage Step to change ATK/DEF may also be activated during damage calculation, in a
            window of its own after "before damage calculation" (Goat format: ProjectIgnis'
            Goat-format scripts of the ATK/DEF-changing cards, Rush Recklessly, Reinforcements,
            Castle Walls, The Reliable Guardian, Snake Fang, Limiter Removal, Mask of Weakness:
            ``EFFECT_FLAG_DAMAGE_CAL``, against ``EFFECT_FLAG_DAMAGE_STEP`` in their current
            scripts; TCGplayer, "Black and White Assorted Updates": under earlier TCG rulings such
            cards "could be activated during damage calculation"). Without it (modern), only up
            to before damage calculation.
        damage_step_start_triggers_only: at the start of the Damage Step no player may start a
            chain: only Trigger Effects that activate there form one (and may be responded to);
            ATK/DEF changes are activated after a face-down attack target is flipped, before
            damage calculation (Goat format: EDOPro's Goat switch ``DUEL_6_STEP_BATLLE_STEP``,
            which opens the start of the Damage Step only for a pending trigger; a rulings FAQ
            of the time: "I can still activate 'Reinforcements' ... in the Damage Step after the
            monster is flipped", rareccgcards.com; "The Damage Step - Explained", 13 March 2007,
            tfd.hunbrony.hu: entering the Damage Step is "a point where certain things happen",
            and cards that modify ATK or DEF are played in the part where face-down monsters are
            flipped). Without it (modern), the start of the Damage Step is a response window
            like the others.
        zero_atk_battle_destroys_both: two Attack Position monsters with equal ATK destroy each
            other by battle even when both have 0 ATK (the TCG until Official Rulebook 7.2,
            2011: "Previously in the TCG it was ruled that if two monsters in Attack Position
            with zero ATK battle each other, both of them would be destroyed",
            thefrozeninferno.blogspot.com, 2010-10-04; EDOPro's Goat switch
            ``DUEL_0_ATK_DESTROYED``). Without it (modern), 0 against 0 destroys neither.
        reposition_if_summoned_by_other_player: a monster Summoned or Set this turn by the other
            player (now controlled by the turn player: Change of Heart) may have its battle
            position changed by hand; the block is only for a monster "Summoned or Set that turn
            by the turn player" (UDE, "Battle Position Changes Effective June 6, 2005"; EDOPro's
            Goat switch ``DUEL_CAN_REPOS_IF_NON_SUMPLAYER``). Without it (modern), no monster
            Summoned this turn may be.
        replay_returns_to_battle_step: a replay takes the attack back: the monster has not
            declared an attack, and the turn player is back at the Battle Step's choice of an
            attacking monster, so it may attack now or later in the Battle Phase (UDE's Basic
            FAQ revision of 21 June 2005: "A replay causes the attack to 'rewind' to the
            beginning of the Battle Step ... the monster that was attacking can still attack
            again later in the Battle Phase"; the TCG rule until May 2006; EDOPro's Goat switch
            ``DUEL_STORE_ATTACK_REPLAYS``). Without it (modern), the player chooses a new target
            or not to attack, and the monster has declared an attack either way.
        ignition_priority: in the turn player's Main Phase, after a Summon that started no chain
            and after a chain has finished resolving, the turn player may activate a monster's
            Ignition Effect (Spell Speed 1, from wherever the card is) as Chain Link 1 before the
            opponent may respond; the opponent may chain to it. No Normal Spell, Summon or other
            action is allowed there (goat; goatformat.com Rule #4; EDOPro
            DUEL_TCG_FAST_EFFECT_IGNITION, edo9300/ygopro-core pull 155). Without it (modern, and
            in the TCG since 25 April 2012) only Spell Speed 2 or higher effects come first.
        triggers_in_event_order: Trigger Effects whose events happened at different times and
            that wait for the same chain go on it in the order their events happened, whoever's
            they are and whether mandatory or optional; the triggers of one event (or of events
            of one action) keep the SEGOC classes among themselves (goat; goatformat.com rule #9,
            quoted in edo9300/edopro issue 291). Without it (modern): the SEGOC classes only.
        continuous_trap_effects_from_next_chain: a face-up Trap Card's other effects (Ultimate
            Offering's "pay 500 LP; Normal Summon/Set 1 monster") cannot be activated in the chain
            in which the card itself was activated, only from the next chain on (goat). Without it
            (modern) they may be chained to the card's own activation. Sources: cardmarket's Goat
            format rules ("Continuous Traps with ignition-like effects cannot be flipped face-up
            and use their ignition-like effects simultaneously",
            https://www.cardmarket.com/en/YuGiOh/Series/Formats/GoatControl); EDOPro's Goat mode
            (switch DUEL_USE_TRAPS_IN_NEW_CHAIN; edo9300/ygopro-core issue #115: "continuous traps
            effects cannot be activated until the end of the chain they're flipped in").
        reveal_deck_when_search_finds_nothing: when a card's effect searches its player's Deck
            for a card and none can be taken ("fail to find"), the whole Deck is shown to the
            opponent, then shuffled (goat). Without it (modern) nothing is shown. Sources:
            cardmarket's Goat format rules ("Effects that require hands or decks to be revealed to
            ensure correct resolving have to be carried out even independent of other information
            available for verification"); Temple of Ra's Goat-derived format ("All rules from Goat
            Format apply ... This includes rules such as first turn draw, fail to find",
            https://templeofra.neocities.org/formats/hindsight_format/); Sangan's period text
            ("... from your Deck, show it to your opponent, and add it to your hand. Then shuffle
            your Deck").
        turn_limit: a duel that would begin turn ``turn_limit + 1`` ends as a draw (reason
            "turn_limit"), so no duel runs forever. Not a rule of the game; it is recorded with the
            flags so replays agree.

    Every value is checked when the flags are made (presets, :meth:`from_dict` for replays,
    :meth:`with_changes`, scenarios): a flag of the wrong type or a number outside
    :data:`LIMITS` raises DuelcoreError naming the flag, the allowed values and the value given.
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
    trigger_after_card_left_its_place: bool = False
    one_chain_per_damage_substep: bool = False
    atk_def_changes_in_damage_calculation: bool = False
    damage_step_start_triggers_only: bool = False
    zero_atk_battle_destroys_both: bool = False
    reposition_if_summoned_by_other_player: bool = False
    replay_returns_to_battle_step: bool = False
    ignition_priority: bool = False
    triggers_in_event_order: bool = False
    continuous_trap_effects_from_next_chain: bool = False
    reveal_deck_when_search_finds_nothing: bool = False
    turn_limit: int = 300

    def __post_init__(self) -> None:
        """Check every value (DuelcoreError naming the flag; see the class doc)."""
        for f in dataclasses.fields(self):
            _check_flag(f.name, getattr(self, f.name), f.default)

    def to_dict(self) -> dict[str, Any]:
        """The flags as a plain dict (for replays and logs), in field order."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RuleFlags":
        """Rebuild flags from :meth:`to_dict` output; a flag left out takes its default.

        Raises:
            DuelcoreError: not a mapping, a key that is not a rule flag (the message lists the
                rule flags), a value of the wrong type (a flag is true or false, a number is a
                whole number, the preset is a name), or a number outside :data:`LIMITS`.
        """
        if not isinstance(data, dict):
            raise DuelcoreError(f"rule flags must be a mapping of flag names to values, got {type(data).__name__}")
        _check_names(data)
        return cls(**data)

    def with_changes(self, **changes: Any) -> "RuleFlags":
        """A copy with some flags changed; its preset becomes "custom" unless given.

        Raises:
            DuelcoreError: a name that is not a rule flag, or a value of the wrong type or out of
                range (as :meth:`from_dict`).
        """
        _check_names(changes)
        changes.setdefault("preset", "custom")
        return dataclasses.replace(self, **changes)


PRESETS: dict[str, RuleFlags] = {
    # Master Rule 2020: no draw for the first player, Extra Monster Zones, each player's own
    # face-up Field Spell, a replaced Field Spell is sent to the GY.
    "modern": RuleFlags(preset="modern"),
    # The rules of 2006 (the Field Spell seed document; also "Goat format" play): the first player
    # draws, no Extra Monster Zones, one face-up Field Spell on the whole field, a replaced
    # Field Spell is destroyed, and a trigger still activates after its card left its place.
    "2006": RuleFlags(
        preset="2006",
        first_turn_draw=True,
        extra_monster_zones=False,
        extra_deck_to_main_monster_zone=True,
        one_field_spell_on_field=True,
        replaced_field_spell_destroyed=True,
        trigger_after_card_left_its_place=True,
    ),
}

# The Goat format (the TCG of April 2005): the rules of 2006, and the rules of the time that changed
# later, each a flag (docs/GOAT.md gives each one's source and scenario).
PRESETS["goat"] = PRESETS["2006"].with_changes(
    preset="goat",
    one_chain_per_damage_substep=True,
    atk_def_changes_in_damage_calculation=True,
    damage_step_start_triggers_only=True,
    zero_atk_battle_destroys_both=True,
    reposition_if_summoned_by_other_player=True,
    replay_returns_to_battle_step=True,
    ignition_priority=True,
    triggers_in_event_order=True,
    continuous_trap_effects_from_next_chain=True,
    reveal_deck_when_search_finds_nothing=True,
)


def preset(name: str | RuleFlags) -> RuleFlags:
    """The flags of the preset called ``name`` ("modern", "2006" or "goat"); a RuleFlags passes through.

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
