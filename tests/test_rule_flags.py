"""Rule flags are checked in one place, whoever makes them: a preset, a replay's header
(RuleFlags.from_dict), with_changes, a scenario's flags or RuleFlags(...) itself. A flag of the
wrong type or a number no duel can be played with (an opening hand larger than any Deck, no LP,
a negative hand limit, a turn limit of 0) is refused with an error naming the flag, the allowed
values and the value given; an opening hand larger than a deck's Main Deck is refused by
Duel.new.

Source: DESIGN §5 (rules are flags with presets), the rulebook's "Deck Construction" (a Main Deck
holds 40 to 60 cards), and the contract "bad input gets a clear error that names the problem".
"""

from __future__ import annotations

import pytest

from duelcore.decks import load_deck
from duelcore.engine.duel import Duel
from duelcore.state.enums import Location
from duelcore.state.flags import PRESETS, RuleFlags, preset
from duelcore.errors import DuelcoreError
from duelcore.scenarios import build_duel

from helpers import loose_deck

ALL_FLAGS = ("preset, starting_lp, opening_hand, hand_limit, first_turn_draw, first_turn_battle_phase, "
             "extra_monster_zones, extra_deck_to_main_monster_zone, one_field_spell_on_field, "
             "replaced_field_spell_destroyed, trigger_after_card_left_its_place, one_chain_per_damage_substep, "
             "atk_def_changes_in_damage_calculation, damage_step_start_triggers_only, zero_atk_battle_destroys_both, "
             "reposition_if_summoned_by_other_player, replay_returns_to_battle_step, ignition_priority, "
             "triggers_in_event_order, continuous_trap_effects_from_next_chain, "
             "reveal_deck_when_search_finds_nothing, turn_limit")

#: (flag, value, the error's exact text)
BAD_VALUES = [
    ("starting_lp", 0, "rule flag starting_lp must be 1 to 1,000,000 (a player at 0 LP has lost; no format starts above "
                       "1,000,000), got 0"),
    ("starting_lp", -5, "rule flag starting_lp must be 1 to 1,000,000 (a player at 0 LP has lost; no format starts above "
                        "1,000,000), got -5"),
    ("starting_lp", 10**12, "rule flag starting_lp must be 1 to 1,000,000 (a player at 0 LP has lost; no format starts "
                            "above 1,000,000), got 1000000000000"),
    ("opening_hand", 10**9, "rule flag opening_hand must be 0 to 60 (no format deals or keeps more than 60 cards), got 1000000000"),
    ("opening_hand", 61, "rule flag opening_hand must be 0 to 60 (no format deals or keeps more than 60 cards), got 61"),
    ("opening_hand", -1, "rule flag opening_hand must be 0 to 60 (no format deals or keeps more than 60 cards), got -1"),
    ("hand_limit", -1, "rule flag hand_limit must be 0 to 60 (no format deals or keeps more than 60 cards), got -1"),
    ("hand_limit", 10**6, "rule flag hand_limit must be 0 to 60 (no format deals or keeps more than 60 cards), got 1000000"),
    ("turn_limit", 0, "rule flag turn_limit must be 1 to 10,000 (it must end every duel; the longest duels last a few "
                      "hundred turns), got 0"),
    ("turn_limit", -3, "rule flag turn_limit must be 1 to 10,000 (it must end every duel; the longest duels last a few "
                       "hundred turns), got -3"),
    ("turn_limit", 10**6, "rule flag turn_limit must be 1 to 10,000 (it must end every duel; the longest duels last a "
                          "few hundred turns), got 1000000"),
    ("starting_lp", "8000", "rule flag starting_lp must be a whole number, got '8000'"),
    ("starting_lp", 8000.0, "rule flag starting_lp must be a whole number, got 8000.0"),
    ("opening_hand", True, "rule flag opening_hand must be a whole number, got True"),
    ("first_turn_draw", "no", "rule flag first_turn_draw must be true or false, got 'no'"),
    ("extra_monster_zones", 1, "rule flag extra_monster_zones must be true or false, got 1"),
    ("preset", 3, "rule flag preset must be a name, got 3"),
    ("preset", "", "rule flag preset must be a name, got ''"),
]


@pytest.mark.parametrize("name,value,message", BAD_VALUES, ids=[f"{n}={v!r}"[:40] for n, v, _ in BAD_VALUES])
@pytest.mark.parametrize("how", ["from_dict", "with_changes", "constructor"])
def test_a_bad_flag_value_is_refused_however_the_flags_are_made(name, value, message, how) -> None:
    with pytest.raises(DuelcoreError) as exc:
        if how == "from_dict":
            RuleFlags.from_dict({name: value})
        elif how == "with_changes":
            preset("modern").with_changes(**{name: value})
        else:
            RuleFlags(**{name: value})
    assert str(exc.value) == message


@pytest.mark.parametrize("name,value", [("starting_lp", 1), ("starting_lp", 1_000_000), ("opening_hand", 0),
                                        ("opening_hand", 60), ("hand_limit", 0), ("hand_limit", 60), ("turn_limit", 1),
                                        ("turn_limit", 10_000)])
def test_the_ends_of_each_range_are_accepted(name, value) -> None:
    flags = preset("2006").with_changes(**{name: value})
    assert getattr(flags, name) == value and flags.preset == "custom"
    assert RuleFlags.from_dict(flags.to_dict()) == flags


def test_the_presets_are_valid_flags() -> None:
    for name, flags in PRESETS.items():
        assert RuleFlags.from_dict(flags.to_dict()) == flags and flags.preset == name


@pytest.mark.parametrize("how", ["from_dict", "with_changes"])
def test_an_unknown_flag_is_named_with_the_list_of_flags(how) -> None:
    with pytest.raises(DuelcoreError) as exc:
        if how == "from_dict":
            RuleFlags.from_dict({"opening_hnad": 7, "draw_two": True})
        else:
            preset("modern").with_changes(opening_hnad=7, draw_two=True)
    assert str(exc.value) == f"unknown rule flag(s): draw_two, opening_hnad; the rule flags are {ALL_FLAGS}"


def test_flags_that_are_not_a_mapping_are_refused() -> None:
    with pytest.raises(DuelcoreError) as exc:
        RuleFlags.from_dict([("opening_hand", 5)])
    assert str(exc.value) == "rule flags must be a mapping of flag names to values, got list"


def _deck(cards: int):
    """A deck of ``cards`` Normal Monsters (Duel.new does not check deck-building rules)."""
    return loose_deck(f"{cards} cards", (load_deck("normal-yugi").main * 2)[:cards])


@pytest.mark.parametrize("opening_hand,cards", [(5, 4), (41, 40), (60, 1)])
def test_duel_new_refuses_an_opening_hand_larger_than_a_main_deck(opening_hand, cards) -> None:
    flags = preset("modern").with_changes(opening_hand=opening_hand)
    big = _deck(60)
    with pytest.raises(DuelcoreError) as exc:
        Duel.new([big, _deck(cards)], seed=1, rules=flags)
    assert str(exc.value) == (
        f"deck '{cards} cards' has {cards} card(s) in its Main Deck, fewer than the opening hand of {opening_hand} "
        "(rule flag opening_hand): use a larger Main Deck or a smaller opening hand")


def test_an_opening_hand_as_large_as_the_main_deck_is_dealt() -> None:
    flags = preset("modern").with_changes(opening_hand=5)
    duel = Duel.new([_deck(5), _deck(6)], seed=1, rules=flags)
    assert [len(p.hand) for p in duel.players] == [5, 5]
    assert [len(duel.pile(p, Location.DECK)) for p in (0, 1)] == [0, 1]


def test_a_scenario_takes_only_checked_flags() -> None:
    """A scenario set-up runs under a preset or under flags made by with_changes: either way the
    values were checked when the flags were made."""
    setup = {"turn": 1, "phase": "Main Phase 1", "players": {1: {"hand": ["Dark Magician"]}}}
    assert build_duel(setup, flags=preset("modern").with_changes(hand_limit=0)).flags.hand_limit == 0
    with pytest.raises(DuelcoreError, match=r"^rule flag hand_limit must be 0 to 60"):
        build_duel(setup, flags=preset("modern").with_changes(hand_limit=-1))
