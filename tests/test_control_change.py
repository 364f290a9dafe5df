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


def _choose(duel, text: str) -> None:
    offered = [o.text for o in duel.decision.options]
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


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
    _choose(duel, "Activate Change of Heart")
    _choose(duel, "Spell & Trap Zone 1")
    _choose(duel, "Main Monster Zone 1")
    assert zen.controller == 0 and zen.location is Location.MAIN_MONSTER_ZONE
    assert [(m.name, m.location, m.controller) for m in zen.materials] == [
        ("Rogue Doll", Location.XYZ_MATERIAL, 0), ("Feral Imp", Location.XYZ_MATERIAL, 0)]
    check_invariants(duel)
