"""Derived ATK: changes to the original value first, then every other change in order; Field Spell
bonuses only on face-up monsters. Shrink and Axe of Despair in both orders, with and without Yami.

Source: rulebook "ATK/DEF modifications" (original-value changes apply first); FS-16 (no Field
Spell modifier on a face-down monster); card texts of Shrink, Axe of Despair and Yami.
"""

from __future__ import annotations

import pytest

from duelcore.rules.stats import standing_still
from duelcore.scenarios import build_duel

from helpers import choose, pass_chain


def board(with_yami: bool):
    p1 = {
        "hand": ["Axe of Despair", "Shrink"],
        "deck": ["Feral Imp"],
        "main_monster_zones": {1: "Dark Magician"},
    }
    if with_yami:
        p1["field_zone"] = {"card": "Yami", "position": "face-up"}
    return build_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1",
                       "players": {1: p1, 2: {"deck": ["Feral Imp"]}}})


def resolve(duel):
    """Pass until the chain has resolved (player 1 may chain their own Quick-Play Spell)."""
    pass_chain(duel)
    assert duel.chain == []


def play_axe(duel, zone):
    choose(duel, "Activate Axe of Despair")
    choose(duel, f"Spell & Trap Zone {zone}")  # the only target, Dark Magician, is taken without asking
    resolve(duel)


def play_shrink(duel, zone):
    choose(duel, "Activate Shrink")
    choose(duel, f"Spell & Trap Zone {zone}")
    resolve(duel)


@pytest.mark.parametrize("with_yami, bonus", [(False, 0), (True, 200)])
@pytest.mark.parametrize("order", ["axe first", "shrink first"])
def test_shrink_and_axe_in_both_orders(with_yami, bonus, order):
    duel = board(with_yami)
    magician = duel.players[0].main_monster_zones[0]
    assert magician.atk == 2500 + bonus
    if order == "axe first":
        play_axe(duel, 1)
        assert magician.atk == 3500 + bonus
        play_shrink(duel, 2)
    else:
        play_shrink(duel, 1)
        assert magician.atk == 1250 + bonus
        play_axe(duel, 2)
    # The original ATK is halved first (2500 -> 1250), then +1000 and the Field Spell's +200.
    assert magician.atk == 2250 + bonus
    assert magician.defense == 2100 + bonus
    assert [c.name for c in duel.players[0].gy] == ["Shrink"]


def test_shrink_ends_with_the_turn_and_the_axe_with_its_card():
    duel = board(True)
    magician = duel.players[0].main_monster_zones[0]
    play_shrink(duel, 1)
    play_axe(duel, 2)
    assert magician.atk == 2450
    choose(duel, "End the turn")
    # Player 2's turn: Shrink has ended; the Axe and Yami still apply.
    assert duel.turn == 4
    assert magician.atk == 3700
    axe = duel.players[0].spell_trap_zones[1]
    duel.send_to_gy(axe)
    assert magician.atk == 2700
    yami = duel.players[0].field_zone
    duel.send_to_gy(yami)
    assert magician.atk == 2500


def test_no_field_spell_bonus_on_a_face_down_monster():
    duel = build_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1", "players": {
        1: {"deck": ["Feral Imp"], "field_zone": {"card": "Yami", "position": "face-up"},
            "main_monster_zones": {1: {"card": "Dark Magician", "position": "face-down defense"},
                                   2: "Dark Magician"}},
        2: {"deck": ["Feral Imp"]}}})
    down, up = duel.players[0].main_monster_zones[:2]
    assert (down.atk, down.defense) == (2500, 2100)
    assert (up.atk, up.defense) == (2700, 2300)


def stats_standing_still(duel, monsters):
    """Each monster's (ATK, DEF) read while the duel stands still (as a view reads them)."""
    with standing_still(duel):
        return [duel.current_stats(m) for m in monsters]


@pytest.mark.parametrize("with_yami, bonus", [(False, 0), (True, 200)])
def test_stats_read_while_the_duel_stands_still_are_the_ordinary_ones(with_yami, bonus):
    """Shrink (a change applied to the card), Axe of Despair (an Equip Spell) and Yami (a Field
    Spell) read with the live effects found once per view give what ATK and DEF give."""
    duel = board(with_yami)
    magician = duel.players[0].main_monster_zones[0]
    assert stats_standing_still(duel, [magician]) == [(2500 + bonus, 2100 + bonus)]
    play_shrink(duel, 1)
    assert stats_standing_still(duel, [magician]) == [(1250 + bonus, 2100 + bonus)]
    play_axe(duel, 2)
    assert stats_standing_still(duel, [magician]) == [(2250 + bonus, 2100 + bonus)]
    assert (magician.atk, magician.defense) == (2250 + bonus, 2100 + bonus)


def test_stats_read_while_the_duel_stands_still_leave_out_an_unaffected_monster():
    """Horus the Black Flame Dragon LV6 is unaffected by Spell effects: Mountain raises the other
    Dragon only, read one by one or while the duel stands still."""
    duel = build_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1", "players": {
        1: {"deck": ["Feral Imp"], "field_zone": {"card": "Mountain", "position": "face-up"},
            "main_monster_zones": {1: "Horus the Black Flame Dragon LV6", 2: "Blue-Eyes White Dragon",
                                   3: {"card": "Luster Dragon", "position": "face-down defense"}}},
        2: {"deck": ["Feral Imp"]}}})
    horus, blue_eyes, luster = duel.players[0].main_monster_zones[:3]
    expected = [(2300, 1600), (3200, 2700), (1900, 1600)]
    assert [(m.atk, m.defense) for m in (horus, blue_eyes, luster)] == expected
    assert stats_standing_still(duel, [horus, blue_eyes, luster]) == expected


def test_standing_still_ends_with_its_block():
    duel = board(True)
    with standing_still(duel):
        with standing_still(duel):
            duel.current_stats(duel.players[0].main_monster_zones[0])
        assert duel._live_modifiers is not None  # the outer block still stands
    assert duel._live_modifiers is None
    with pytest.raises(RuntimeError):
        with standing_still(duel):
            raise RuntimeError
    assert duel._live_modifiers is None
