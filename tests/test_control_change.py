"""Control of a monster changes (Change of Heart) with its Xyz Materials: they stay attached and
pass to the new controller, and back when control returns at the End Phase.

Sources: rulebook "Control", "Xyz Materials" (materials are attached to the Xyz Monster and move
with it); Change of Heart's text. Found by the random-duel invariants (a material kept its old
controller under a monster that changed sides).
"""

from __future__ import annotations

from duelcore.state.enums import Location
from duelcore.engine.invariants import check_invariants
from duelcore.scenarios import build_duel

from helpers import choose


def test_change_of_heart_takes_an_xyz_monster_with_its_materials():
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"hand": ["Change of Heart"], "deck": ["Doron"]},
            2: {"deck": ["Doron"], "main_monster_zones": {1: {"card": "Wind-Up Zenmaister",
                                                               "materials": ["Rogue Doll", "Feral Imp"]}}},
        },
    })
    zen = duel.players[1].main_monster_zones[0]
    choose(duel, "Activate Change of Heart")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Main Monster Zone 1")
    assert zen.controller == 0 and zen.location is Location.MAIN_MONSTER_ZONE
    assert [(m.name, m.location, m.controller) for m in zen.materials] == [
        ("Rogue Doll", Location.XYZ_MATERIAL, 0), ("Feral Imp", Location.XYZ_MATERIAL, 0)]
    check_invariants(duel)


def _take(duel, monster, player):
    """Run ``Duel.take_control`` outside the processor (it asks nothing when it refuses)."""
    steps = duel.take_control(monster, player)
    for _ in steps:
        raise AssertionError("take_control asked a question for a monster whose control cannot switch")


def test_control_of_a_face_up_horus_lv4_cannot_switch_a_face_down_one_can():
    """"Control of this face-up card cannot switch" (Horus the Black Flame Dragon LV4): an effect that
    takes control of it does nothing while it is face-up (Duel.take_control: the flag
    CONTROL_CANNOT_SWITCH its Continuous Effect grants); face-down, its effect does not apply and
    control may switch (Change of Heart then targets it)."""
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"hand": ["Change of Heart"], "deck": ["Feral Imp"]},
            2: {"deck": ["Feral Imp"],
                "main_monster_zones": {1: "Horus the Black Flame Dragon LV4",
                                       2: {"card": "Horus the Black Flame Dragon LV4", "position": "face-down defense"}}},
        },
    })
    face_up, face_down = duel.players[1].main_monster_zones[:2]
    _take(duel, face_up, 0)
    assert face_up.controller == 1 and face_up.zone == 0
    choose(duel, "Activate Change of Heart")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Main Monster Zone 1")
    assert face_down.controller == 0 and face_down.location is Location.MAIN_MONSTER_ZONE
    assert face_up.controller == 1
    check_invariants(duel)


def test_creature_swap_cannot_switch_a_face_up_horus_lv4():
    """Duel.swap_control does nothing when one of the two monsters is a face-up Horus the Black Flame
    Dragon LV4 ("Control of this face-up card cannot switch"); both stay where they are."""
    duel = build_duel({
        "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Feral Imp"], "main_monster_zones": {1: "Celtic Guardian"}},
            2: {"deck": ["Feral Imp"], "main_monster_zones": {1: "Horus the Black Flame Dragon LV4"}},
        },
    })
    mine, horus = duel.players[0].main_monster_zones[0], duel.players[1].main_monster_zones[0]
    duel.swap_control(mine, horus)
    assert (mine.controller, horus.controller) == (0, 1)
    assert duel.players[0].main_monster_zones[0] is mine and duel.players[1].main_monster_zones[0] is horus
    check_invariants(duel)
