"""Summon rulings found by testing: three named Fusion Materials, Tokens as Normal Monster Link
Material, no Token as Xyz Material in a set-up, and why_not under Scapegoat's lock.

Sources: card texts (Blue-Eyes Ultimate Dragon, Link Spider, Scapegoat); rulebook "Tokens".
"""

from __future__ import annotations

import pytest

from duelcore.errors import ScenarioError

from helpers import main_phase, option_texts


def test_three_named_fusion_materials_are_all_needed():
    two = main_phase({1: {"hand": ["Polymerization", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon"],
                          "extra_deck": ["Blue-Eyes Ultimate Dragon"], "deck": ["Feral Imp"]},
                      2: {"deck": ["Feral Imp"]}})
    assert "Activate Polymerization" not in option_texts(two)
    three = main_phase({1: {"hand": ["Polymerization"] + ["Blue-Eyes White Dragon"] * 3,
                            "extra_deck": ["Blue-Eyes Ultimate Dragon"], "deck": ["Feral Imp"]},
                        2: {"deck": ["Feral Imp"]}})
    three.apply_action(option_texts(three).index("Activate Polymerization"))
    three.apply_action(option_texts(three).index("Spell & Trap Zone 1"))
    while three.decision.kind.value == "select cards":  # the three Fusion Materials
        assert all(t.startswith("Blue-Eyes White Dragon (hand") for t in option_texts(three))
        three.apply_action(0)
    three.apply_action(option_texts(three).index("Extra Monster Zone 1"))
    assert option_texts(three) == ["Blue-Eyes Ultimate Dragon in face-up Attack Position",
                                   "Blue-Eyes Ultimate Dragon in face-up Defense Position"]
    three.apply_action(1)  # a Fusion Summon may be in face-up Defense Position
    assert three.extra_monster_zones[0].name == "Blue-Eyes Ultimate Dragon"
    assert three.extra_monster_zones[0].position.value == "face-up Defense Position"
    assert [c.name for c in three.players[0].gy] == ["Blue-Eyes White Dragon"] * 3 + ["Polymerization"]


def test_a_token_is_a_normal_monster_for_link_spider():
    duel = main_phase({1: {"hand": ["Scapegoat"], "deck": ["Feral Imp"], "extra_deck": ["Link Spider"]},
                       2: {"deck": ["Feral Imp"]}})
    duel.apply_action(option_texts(duel).index("Set Scapegoat"))
    duel.apply_action(option_texts(duel).index("Spell & Trap Zone 1"))
    duel.apply_action(option_texts(duel).index("End the turn"))
    # Player 2's turn: nothing to do; back to player 1 on turn 5 would take long: use the Set card now
    # in player 2's End Phase instead (a Quick-Play Spell Set on an earlier turn).
    while duel.turn == 4 and duel.decision.player == 1 and "Activate Scapegoat" not in option_texts(duel):
        duel.apply_action(option_texts(duel).index("Pass") if "Pass" in option_texts(duel) else 0)
    assert duel.turn == 4 and "Activate Scapegoat" in option_texts(duel)
    duel.apply_action(option_texts(duel).index("Activate Scapegoat"))
    while duel.players[0].main_monster_zones.count(None) > 1:
        duel.apply_action(0)  # the zones of the four Sheep Tokens
    while duel.turn == 4:
        duel.apply_action(option_texts(duel).index("Pass") if "Pass" in option_texts(duel)
                          else len(duel.decision.options) - 1)
    assert duel.turn == 5 and duel.decision.player == 0
    assert "Link Summon Link Spider" in option_texts(duel)
    duel.apply_action(option_texts(duel).index("Link Summon Link Spider"))
    duel.apply_action(0)  # the Sheep Token to use
    duel.apply_action(option_texts(duel).index("Extra Monster Zone 1"))
    assert duel.extra_monster_zones[0].name == "Link Spider"
    assert [c.name for c in duel.monsters(0)].count("Sheep Token") == 3


def test_a_token_cannot_be_set_up_as_xyz_material():
    with pytest.raises(ScenarioError, match="a Token cannot be one"):
        main_phase({1: {"deck": ["Feral Imp"]},
                    2: {"deck": ["Feral Imp"],
                        "main_monster_zones": {1: {"card": "Wind-Up Zenmaister", "summoned": "xyz",
                                                   "materials": ["Battle Ox", "Sheep Token"]}}}})
