"""Summon mechanics in Python: Xyz and Link Summons, the Extra Monster Zones and Link Arrows,
Xyz Materials, properly summoned monsters, why_not for Extra Deck monsters, and Tokens.

The board-level cases are the scenarios of tests/scenarios/summon_mechanics*.yaml (collected by
tests/conftest.py). This module checks what a scenario cannot express: the Extra Monster Zones
themselves, the material lists of Xyz Monsters, ATK in an Extra Monster Zone, ``why_not`` of Extra
Deck cards, ``summon_zones`` and ``pointed_zones``, Tokens made in Python. Rulings once found
missing in the engine are scenarios of tests/scenarios/summon_mechanics_rulings.yaml.

Cards: Wind-Up Zenmaister (Rank 4, "2 Level 4 monsters", +300 ATK per material; detach 1 to turn
a face-up monster you control face-down until the End Phase), Link Spider (Link-1, arrow Bottom,
"1 Normal Monster"; Special Summons a Level 4 or lower Normal Monster from the hand to the zone it
points to), Monster Reborn, Book of Moon, Dark Hole, Shrink, Solemn Judgment, Normal Monsters.

Source: rulebook "Xyz Summon", "Link Summon", "Extra Monster Zone", "Link Monsters", "Tokens"
(Master Rule 2020); FD-23, FD-24, FD-25, FD-27; duelcore.rules.special_summon, rules.zones.
"""

from __future__ import annotations

import json
from typing import Any


from duelcore.cards import CardDatabase
from duelcore.state.enums import Location, Position, SummonType
from duelcore.rules.activation import REASONS
from duelcore.rules.special_summon import can_link_summon, can_ritual_summon, can_xyz_summon, xyz_materials
from duelcore.rules.zones import pointed_zones, summon_zones
from duelcore.scenarios import build_duel
from duelcore.engine.invariants import check_invariants


ZEN_EFFECT = ("Activate Wind-Up Zenmaister: Detach 1 Xyz Material: change 1 face-up monster you control to "
              "face-down Defense Position")
SPIDER_EFFECT = "Activate Link Spider: Special Summon 1 Level 4 or lower Normal Monster from your hand"

MISSING_XYZ = "missing Xyz Materials: it needs 2 face-up Level 4 monsters you control"
MISSING_LINK = "missing Link Materials: it needs 1 Normal Monster face-up on your field"
XYZ_NOT_NOW = "it can be Xyz Summoned only in your Main Phase when no chain is open"
LINK_NOT_NOW = "it can be Link Summoned only in your Main Phase when no chain is open"
LINK_NO_ZONE = ("there is no free zone for it: no free Extra Monster Zone and no Main Monster Zone a Link "
                "Monster points to")
FUSION_NEEDS_A_CARD = ('a Fusion Monster is Fusion Summoned by a card such as Polymerization, with its Fusion '
                       'Materials "Petit Angel" + "Mystical Sheep #2"')

MMZ = Location.MAIN_MONSTER_ZONE
EMZ = Location.EXTRA_MONSTER_ZONE


# ----------------------------------------------------------------------------- helpers

def options(duel) -> list[str]:
    return [o.text for o in duel.decision.options]


def choose(duel, text: str) -> None:
    texts = options(duel)
    assert text in texts, f"no option {text!r}; offered {texts}"
    duel.apply_action(texts.index(text))


def pass_until_idle(duel) -> None:
    """Answer "Pass" until the next idle command (fails on any other kind of question)."""
    while duel.decision is not None and duel.decision.kind.value != "idle command":
        choose(duel, "Pass")


def main_phase(players: dict[int, dict[str, Any]], rules: str = "modern", turn: int = 3, turn_player: int = 1):
    return build_duel({"rules": rules, "turn": turn, "turn_player": turn_player, "phase": "Main Phase 1",
                       "players": players})


def names(cards) -> list[str]:
    return [c.name for c in cards]


def extra(duel, player: int, name: str):
    """The first card named ``name`` in ``player``'s Extra Deck."""
    return next(c for c in duel.players[player].extra_deck if c.name == name)


def texts(duel) -> list[str]:
    return [e.text_all_seeing() for e in duel.events]


def xyz_summon(duel, zone: str, *materials: str) -> Any:
    """Xyz Summon Wind-Up Zenmaister (choosing ``materials`` when asked) to ``zone``; returns it."""
    card = extra(duel, duel.decision.player, "Wind-Up Zenmaister")
    choose(duel, "Xyz Summon Wind-Up Zenmaister")
    for m in materials:
        choose(duel, m)
    choose(duel, zone)
    assert options(duel) == ["Wind-Up Zenmaister in face-up Attack Position", "Wind-Up Zenmaister in face-up Defense Position"]
    choose(duel, "Wind-Up Zenmaister in face-up Attack Position")
    return card


def link_summon(duel, zone: str | None, *materials: str) -> Any:
    """Link Summon Link Spider (choosing ``materials`` when asked) to ``zone`` (None: not asked)."""
    card = extra(duel, duel.decision.player, "Link Spider")
    choose(duel, "Link Summon Link Spider")
    for m in materials:
        choose(duel, m)
    if zone is not None:
        choose(duel, zone)
    return card


def two_level_4s(extra_deck=("Wind-Up Zenmaister",), rules: str = "modern", **more: Any):
    side = {"extra_deck": list(extra_deck), "main_monster_zones": {1: "Celtic Guardian", 2: "Battle Ox"}}
    side.update(more)
    return main_phase({1: side, 2: {"deck": ["Vorse Raider"]}}, rules=rules)


# ----------------------------------------------------------------------------- Xyz Summon

class TestXyzSummon:
    def test_materials_are_attached_and_count_for_atk(self):
        duel = two_level_4s()
        zen = xyz_summon(duel, "Extra Monster Zone 1")
        assert duel.decision.kind.value == "idle command"
        assert duel.extra_monster_zones == [zen, None]
        assert (zen.location, zen.zone, zen.position, zen.controller) == (EMZ, 0, Position.FACE_UP_ATTACK, 0)
        assert zen.summon_type is SummonType.XYZ and zen.summoned_from is Location.EXTRA_DECK
        assert zen.properly_summoned
        assert names(zen.materials) == ["Celtic Guardian", "Battle Ox"]
        for m in zen.materials:
            assert m.location is Location.XYZ_MATERIAL and m.attached_to is zen and m.zone is None
        assert duel.players[0].gy == []
        assert duel.players[0].main_monster_zones == [None] * 5
        assert (zen.atk, zen.defense) == (1900 + 2 * 300, 1500)
        assert duel.monsters(0) == [zen]
        check_invariants(duel)

    def test_materials_keep_the_order_chosen(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister"],
                               "main_monster_zones": {1: "Celtic Guardian", 2: "Battle Ox", 4: "Mystical Elf"}},
                           2: {}})
        choose(duel, "Xyz Summon Wind-Up Zenmaister")
        assert duel.decision.prompt == "Choose Xyz Material 1 of 2"
        assert options(duel) == ["Celtic Guardian", "Battle Ox", "Mystical Elf"]
        choose(duel, "Mystical Elf")
        assert duel.decision.prompt == "Choose Xyz Material 2 of 2"
        assert options(duel) == ["Celtic Guardian", "Battle Ox"]
        choose(duel, "Celtic Guardian")
        assert options(duel) == ["Extra Monster Zone 1", "Extra Monster Zone 2", "Main Monster Zone 1",
                                 "Main Monster Zone 3", "Main Monster Zone 4", "Main Monster Zone 5"]
        choose(duel, "Main Monster Zone 4")
        choose(duel, "Wind-Up Zenmaister in face-up Attack Position")
        zen = duel.players[0].main_monster_zones[3]
        assert zen.name == "Wind-Up Zenmaister"
        assert names(zen.materials) == ["Mystical Elf", "Celtic Guardian"]
        assert names(duel.monsters(0)) == ["Battle Ox", "Wind-Up Zenmaister"]
        assert duel.extra_monster_zones == [None, None]

    def test_shrink_halves_the_original_atk_before_the_material_gain(self):
        duel = two_level_4s(hand=["Shrink"])
        zen = xyz_summon(duel, "Extra Monster Zone 2")
        choose(duel, "Activate Shrink")
        choose(duel, "Spell & Trap Zone 1")
        pass_until_idle(duel)
        assert zen.atk == 1900 // 2 + 600

    def test_not_offered_with_a_level_3_and_a_level_4(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister"],
                               "main_monster_zones": {1: "Nekogal #1", 2: "Celtic Guardian"}}, 2: {}})
        zen = extra(duel, 0, "Wind-Up Zenmaister")
        assert "Xyz Summon Wind-Up Zenmaister" not in options(duel)
        assert names(xyz_materials(duel, 0, zen)) == ["Celtic Guardian"]
        assert duel.why_not(0, zen) == [MISSING_XYZ]

    def test_not_offered_with_a_face_down_level_4(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister"],
                               "main_monster_zones": {1: "Celtic Guardian",
                                                      2: {"card": "Battle Ox", "position": "face-down defense"}}},
                           2: {}})
        zen = extra(duel, 0, "Wind-Up Zenmaister")
        assert "Xyz Summon Wind-Up Zenmaister" not in options(duel)
        assert not can_xyz_summon(duel, 0, zen)
        assert duel.why_not(0, zen) == [MISSING_XYZ]

    def test_a_level_4_token_is_not_xyz_material(self):
        db = CardDatabase.default()
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister"],
                               "main_monster_zones": {1: "Celtic Guardian", 3: "Nekogal #1"}}, 2: {}})
        token = duel.create_token(db.find("Koa'ki Meiru Token"), 0)
        assert token.data.is_token and token.level == 4
        assert list(duel.special_summon(token, 0, Position.FACE_UP_ATTACK, zone=1)) == []
        assert duel.players[0].main_monster_zones[1] is token
        # Any idle command makes the engine list the idle commands again, with the Token on the field.
        choose(duel, "Change Nekogal #1 to Defense Position")
        zen = extra(duel, 0, "Wind-Up Zenmaister")
        assert "Xyz Summon Wind-Up Zenmaister" not in options(duel)
        assert names(xyz_materials(duel, 0, zen)) == ["Celtic Guardian"]
        assert duel.why_not(0, zen) == [MISSING_XYZ]

    def test_a_rank_4_xyz_monster_is_not_level_4_material(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister"],
                               "main_monster_zones": {1: {"card": "Wind-Up Zenmaister", "summoned": "xyz"},
                                                      2: "Celtic Guardian"}}, 2: {}})
        zen = extra(duel, 0, "Wind-Up Zenmaister")
        assert names(xyz_materials(duel, 0, zen)) == ["Celtic Guardian"]
        assert "Xyz Summon Wind-Up Zenmaister" not in options(duel)
        assert duel.why_not(0, zen) == [MISSING_XYZ]
        assert duel.players[0].main_monster_zones[0].data.rank == 4

    def test_xyz_and_link_monsters_have_no_level(self):
        duel = main_phase({1: {"main_monster_zones": {1: {"card": "Wind-Up Zenmaister", "summoned": "xyz"},
                                                      2: {"card": "Link Spider", "summoned": "link"}}}, 2: {}})
        zen, spider = duel.players[0].main_monster_zones[:2]
        assert (zen.data.rank, spider.data.link_rating) == (4, 1)
        assert (zen.level, spider.level) == (0, 0)

    def test_a_rank_does_not_count_toward_ritual_levels(self):
        duel = main_phase({1: {"hand": ["Performance of Sword"],
                               "main_monster_zones": {1: {"card": "Wind-Up Zenmaister", "summoned": "xyz"},
                                                      2: "Doron"}}, 2: {}})
        assert not can_ritual_summon(duel, 0, "Performance of Sword", 6)


# ----------------------------------------------------------------------------- Xyz Materials

class TestXyzMaterials:
    def test_detaching_is_a_cost_that_sends_the_material_to_the_gy(self):
        duel = two_level_4s()
        zen = xyz_summon(duel, "Extra Monster Zone 1")
        choose(duel, ZEN_EFFECT)
        assert duel.decision.prompt == "Detach 1 Xyz Material"
        assert options(duel) == ["Celtic Guardian", "Battle Ox"]
        choose(duel, "Battle Ox")
        ox = duel.players[0].gy[0]
        assert names(duel.players[0].gy) == ["Battle Ox"]
        assert ox.location is Location.GY and ox.attached_to is None
        assert names(zen.materials) == ["Celtic Guardian"]
        # Zenmaister is its only legal target (not asked for): it is turned face-down in its Extra
        # Monster Zone, keeping its last material; face-down, its ATK gain does not apply.
        assert duel.decision.kind.value == "idle command"
        assert zen.position is Position.FACE_DOWN_DEFENSE and zen.location is EMZ
        assert names(zen.materials) == ["Celtic Guardian"]
        assert zen.atk == 1900
        assert "Battle Ox was detached from Wind-Up Zenmaister" in texts(duel)
        assert duel.why_not(0, zen) == [REASONS["face_down"]]
        check_invariants(duel)

    def test_once_per_turn(self):
        duel = main_phase({1: {"main_monster_zones": {
            1: {"card": "Wind-Up Zenmaister", "summoned": "xyz", "materials": ["Celtic Guardian", "Battle Ox"]},
            2: "Mystical Elf"}}, 2: {}})
        zen = duel.players[0].main_monster_zones[0]
        assert duel.why_not(0, zen) == []
        choose(duel, ZEN_EFFECT)
        choose(duel, "Celtic Guardian")
        choose(duel, "Mystical Elf (Main Monster Zone 2, player 1)")
        assert duel.decision.kind.value == "idle command"
        assert ZEN_EFFECT not in options(duel)
        assert names(zen.materials) == ["Battle Ox"]
        assert duel.why_not(0, zen) == [REASONS["once_per_turn"]]

    def test_dark_hole_sends_the_materials_to_the_gy(self):
        duel = two_level_4s(hand=["Dark Hole"])
        zen = xyz_summon(duel, "Extra Monster Zone 1")
        cg, ox = zen.materials
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        pass_until_idle(duel)
        assert duel.extra_monster_zones == [None, None]
        assert names(duel.players[0].gy) == ["Wind-Up Zenmaister", "Celtic Guardian", "Battle Ox", "Dark Hole"]
        assert zen.materials == []
        for m in (cg, ox):
            assert m.location is Location.GY and m.attached_to is None
        check_invariants(duel)

    def test_materials_going_to_the_gy_are_in_the_play_by_play(self):
        duel = two_level_4s(hand=["Dark Hole"])
        xyz_summon(duel, "Extra Monster Zone 1")
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        pass_until_idle(duel)
        after = texts(duel)[texts(duel).index("Wind-Up Zenmaister was destroyed"):]
        assert any("Celtic Guardian" in t for t in after)
        assert any("Battle Ox" in t for t in after)

    def test_book_of_moon_keeps_the_materials(self):
        duel = two_level_4s(hand=["Book of Moon"])
        zen = xyz_summon(duel, "Extra Monster Zone 2")
        choose(duel, "Activate Book of Moon")
        choose(duel, "Spell & Trap Zone 1")
        pass_until_idle(duel)
        assert zen.position is Position.FACE_DOWN_DEFENSE and zen.location is EMZ and zen.zone == 1
        assert names(zen.materials) == ["Celtic Guardian", "Battle Ox"]
        assert names(duel.players[0].gy) == ["Book of Moon"]
        # Face-down, its "gains 300 ATK for each material" does not apply.
        assert zen.atk == 1900
        check_invariants(duel)

    def test_view_shows_the_materials(self):
        duel = two_level_4s()
        xyz_summon(duel, "Extra Monster Zone 1")
        for player in (0, 1):
            shown = json.dumps(duel.view(player)["extra_monster_zones"])
            assert "Celtic Guardian" in shown and "Battle Ox" in shown

    def test_zenmaister_end_phase_change(self):
        """The End Phase change applies to a monster still face-down from the effect, and not to
        one that was flipped face-up and turned face-down again meanwhile (FD-23)."""
        for flip_again in (False, True):
            duel = main_phase({1: {"hand": ["Book of Moon"], "main_monster_zones": {
                1: {"card": "Wind-Up Zenmaister", "summoned": "xyz", "materials": ["Celtic Guardian", "Battle Ox"]},
                2: "Mystical Elf"}}, 2: {"deck": ["Vorse Raider"]}})
            elf = duel.players[0].main_monster_zones[1]
            choose(duel, ZEN_EFFECT)
            choose(duel, "Celtic Guardian")
            choose(duel, "Mystical Elf (Main Monster Zone 2, player 1)")
            pass_until_idle(duel)
            assert elf.position is Position.FACE_DOWN_DEFENSE
            if flip_again:
                choose(duel, "Flip Summon Mystical Elf (Main Monster Zone 2)")
                pass_until_idle(duel)
                choose(duel, "Activate Book of Moon")
                choose(duel, "Spell & Trap Zone 1")
                choose(duel, "Mystical Elf (Main Monster Zone 2, player 1)")
                pass_until_idle(duel)
                assert elf.position is Position.FACE_DOWN_DEFENSE
            choose(duel, "End the turn")
            pass_until_idle(duel)
            assert (duel.turn, duel.decision.player) == (4, 1)
            want = Position.FACE_DOWN_DEFENSE if flip_again else Position.FACE_UP_ATTACK
            assert elf.position is want, f"flip_again={flip_again}"


# ----------------------------------------------------------------------------- Link Summon

class TestLinkSummon:
    def test_link_spider_in_an_extra_monster_zone(self):
        duel = main_phase({1: {"extra_deck": ["Link Spider"], "hand": ["Battle Ox"],
                               "main_monster_zones": {3: "Mystical Elf"}},
                           2: {"spell_trap_zones": {1: "Book of Moon"}}})
        spider = link_summon(duel, "Extra Monster Zone 1")
        assert duel.extra_monster_zones == [spider, None]
        assert (spider.location, spider.zone, spider.position) == (EMZ, 0, Position.FACE_UP_ATTACK)
        assert spider.summon_type is SummonType.LINK and spider.properly_summoned
        assert names(duel.players[0].gy) == ["Mystical Elf"]
        assert spider.materials == []
        assert (spider.atk, spider.defense, spider.data.defense) == (1000, 0, None)
        assert pointed_zones(spider) == [(0, MMZ, 1)]
        # FD-27: player 2's Set Book of Moon has no target.
        book = duel.players[1].spell_trap_zones[0]
        assert duel.why_not(1, book) == [REASONS["no_target"] + ": Link Spider (Extra Monster Zone 1, player 1): "
                                         "a Link Monster cannot be face-down (FD-27)"]
        assert not any(o.startswith("Change Link Spider") for o in options(duel))
        choose(duel, SPIDER_EFFECT)
        choose(duel, "Battle Ox in face-up Attack Position")
        ox = duel.players[0].main_monster_zones[1]
        assert ox.name == "Battle Ox" and ox.summon_type is SummonType.SPECIAL
        check_invariants(duel)

    def test_arrows_from_each_extra_monster_zone_and_for_player_2(self):
        duel = main_phase({1: {"extra_deck": ["Link Spider"], "main_monster_zones": {1: "Celtic Guardian"}},
                           2: {"extra_deck": ["Link Spider"], "main_monster_zones": {1: "Battle Ox"},
                               "deck": ["Vorse Raider"]}})
        mine = link_summon(duel, "Extra Monster Zone 2")
        assert pointed_zones(mine) == [(0, MMZ, 3)]
        choose(duel, "End the turn")
        pass_until_idle(duel)
        assert duel.decision.player == 1
        theirs = link_summon(duel, None)  # only Extra Monster Zone 1 is free
        assert duel.extra_monster_zones == [theirs, mine]
        # Seen from player 2's side, Extra Monster Zone 1 is in front of their Main Monster Zone 4.
        assert pointed_zones(theirs) == [(1, MMZ, 3)]

    def test_revived_link_spider_goes_to_a_main_monster_zone(self):
        duel = main_phase({1: {"hand": ["Monster Reborn", "Celtic Guardian"],
                               "gy": [{"card": "Link Spider", "properly_summoned": True}]}, 2: {}})
        spider = duel.players[0].gy[0]
        assert summon_zones(duel, 0, spider) == [(MMZ, i) for i in range(5)]
        choose(duel, "Activate Monster Reborn")
        choose(duel, "Spell & Trap Zone 1")
        choose(duel, "Main Monster Zone 2")  # the only target is not asked for
        if duel.decision.kind.value == "select position":  # not asked for a Link Monster (always Attack Position)
            choose(duel, "Link Spider in face-up Attack Position")
        assert duel.players[0].main_monster_zones[1] is spider
        assert (spider.position, spider.summon_type, spider.properly_summoned) == (
            Position.FACE_UP_ATTACK, SummonType.SPECIAL, True)
        # From Main Monster Zone 2 its Bottom arrow points off the field.
        assert pointed_zones(spider) == []
        assert SPIDER_EFFECT not in options(duel)
        assert duel.why_not(0, spider) == [REASONS["no_effect"]]

    def test_link_spider_never_changes_position(self):
        duel = main_phase({1: {"extra_deck": ["Link Spider"], "deck": ["Feral Imp"],
                               "main_monster_zones": {1: "Celtic Guardian"}},
                           2: {"deck": ["Vorse Raider"]}})
        spider = link_summon(duel, "Extra Monster Zone 1")
        assert not any(o.startswith("Change Link Spider") for o in options(duel))
        choose(duel, "End the turn")
        pass_until_idle(duel)
        choose(duel, "End the turn")
        pass_until_idle(duel)
        assert (duel.turn, duel.decision.player) == (5, 0)
        assert spider.location is EMZ and spider.position is Position.FACE_UP_ATTACK
        assert not any(o.startswith("Change Link Spider") for o in options(duel))


# ----------------------------------------------------------------------------- zones

class TestZones:
    def test_modern_extra_deck_zones(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister", "Link Spider", "Link Spider"],
                               "main_monster_zones": {1: "Celtic Guardian", 2: "Battle Ox", 5: "Mystical Elf"}},
                           2: {}})
        zen, spider = extra(duel, 0, "Wind-Up Zenmaister"), extra(duel, 0, "Link Spider")
        free_mmz = [(MMZ, 2), (MMZ, 3)]
        assert summon_zones(duel, 0, zen) == [(EMZ, 0), (EMZ, 1)] + free_mmz
        assert summon_zones(duel, 0, spider) == [(EMZ, 0), (EMZ, 1)]
        link_summon(duel, "Extra Monster Zone 2", "Mystical Elf")
        # One Extra Monster Zone per player: the other is closed to them now.
        assert summon_zones(duel, 0, zen) == [(MMZ, 2), (MMZ, 3), (MMZ, 4)]
        # Extra Monster Zone 2 points to Main Monster Zone 4: the only zone for another Link Monster.
        assert spider.location is EMZ and spider.zone == 1
        spider2 = extra(duel, 0, "Link Spider")
        assert spider2 is not spider
        assert summon_zones(duel, 0, spider2) == [(MMZ, 3)]
        choose(duel, "Xyz Summon Wind-Up Zenmaister")
        assert options(duel) == ["Main Monster Zone 1", "Main Monster Zone 2", "Main Monster Zone 3",
                                 "Main Monster Zone 4", "Main Monster Zone 5"]

    def test_2006_has_no_extra_monster_zone(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister", "Link Spider"],
                               "main_monster_zones": {1: "Celtic Guardian", 2: "Battle Ox", 4: "Mystical Elf"}},
                           2: {}}, rules="2006")
        zen, spider = extra(duel, 0, "Wind-Up Zenmaister"), extra(duel, 0, "Link Spider")
        assert summon_zones(duel, 0, zen) == [(MMZ, 2), (MMZ, 4)]
        assert summon_zones(duel, 0, spider) == [(MMZ, 2), (MMZ, 4)]
        choose(duel, "Link Summon Link Spider")
        choose(duel, "Mystical Elf")
        assert options(duel) == ["Main Monster Zone 3", "Main Monster Zone 4", "Main Monster Zone 5"]
        choose(duel, "Main Monster Zone 4")
        assert duel.players[0].main_monster_zones[3] is spider
        assert duel.extra_monster_zones == [None, None]
        assert duel.view(0)["extra_monster_zones"] is None
        assert pointed_zones(spider) == []
        zen_zone = xyz_summon(duel, "Main Monster Zone 1")
        assert zen_zone.location is MMZ and zen_zone.zone == 0 and zen is zen_zone

    def test_an_extra_deck_monster_revived_from_the_gy_needs_a_main_monster_zone(self):
        """Monster Reborn brings a monster from the GY: it may go to a Main Monster Zone only, so with
        all 5 full there is no legal target even though both Extra Monster Zones are free."""
        full = {i: "Celtic Guardian" for i in range(1, 6)}
        duel = main_phase({1: {"hand": ["Monster Reborn"], "main_monster_zones": full,
                               "gy": [{"card": "Wind-Up Zenmaister", "properly_summoned": True}]}, 2: {}})
        zen = duel.players[0].gy[0]
        reborn = duel.players[0].hand[0]
        assert summon_zones(duel, 0, zen) == []
        assert "Activate Monster Reborn" not in options(duel)
        assert duel.why_not(0, reborn) == [REASONS["no_target"]]


# ----------------------------------------------------------------------------- why_not (Extra Deck)

class TestExtraDeckWhyNot:
    def test_missing_materials(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister", "Link Spider"],
                               "main_monster_zones": {1: "Sangan"}}, 2: {}})
        assert duel.why_not(0, extra(duel, 0, "Wind-Up Zenmaister")) == [MISSING_XYZ]
        assert duel.why_not(0, extra(duel, 0, "Link Spider")) == [MISSING_LINK]
        assert options(duel) == ["Change Sangan to Defense Position", "Enter the Battle Phase", "End the turn"]

    def test_summonable_now(self):
        duel = two_level_4s(extra_deck=("Wind-Up Zenmaister", "Link Spider"))
        assert duel.why_not(0, extra(duel, 0, "Wind-Up Zenmaister")) == []
        assert duel.why_not(0, extra(duel, 0, "Link Spider")) == []
        assert duel.why_not(1, extra(duel, 0, "Link Spider")) == [REASONS["not_yours"]]

    def test_not_in_your_main_phase(self):
        duel = two_level_4s(extra_deck=("Wind-Up Zenmaister", "Link Spider"))
        zen, spider = extra(duel, 0, "Wind-Up Zenmaister"), extra(duel, 0, "Link Spider")
        choose(duel, "Enter the Battle Phase")
        assert duel.decision.kind.value == "battle command"
        assert duel.why_not(0, zen) == [XYZ_NOT_NOW]
        assert duel.why_not(0, spider) == [LINK_NOT_NOW]
        assert can_xyz_summon(duel, 0, zen) and can_link_summon(duel, 0, spider)

    def test_not_in_the_opponents_turn_and_materials_missing(self):
        duel = main_phase({1: {"extra_deck": ["Wind-Up Zenmaister", "Link Spider"]},
                           2: {"main_monster_zones": {1: "Celtic Guardian", 2: "Battle Ox"}}},
                          turn=4, turn_player=2)
        assert duel.decision.player == 1
        assert duel.why_not(0, extra(duel, 0, "Wind-Up Zenmaister")) == [XYZ_NOT_NOW, MISSING_XYZ]
        assert duel.why_not(0, extra(duel, 0, "Link Spider")) == [LINK_NOT_NOW, MISSING_LINK]

    def test_no_free_zone_for_a_second_link_monster(self):
        duel = main_phase({1: {"extra_deck": ["Link Spider", "Link Spider"],
                               "main_monster_zones": {2: {"card": "Battle Ox", "position": "face-down defense"},
                                                      3: "Mystical Elf", 5: "Celtic Guardian"}}, 2: {}})
        link_summon(duel, "Extra Monster Zone 1", "Mystical Elf")
        second = extra(duel, 0, "Link Spider")
        # Its only possible zone, Main Monster Zone 2 (where the first points), is taken.
        assert can_link_summon(duel, 0, second) is False
        assert "Link Summon Link Spider" not in options(duel)
        assert duel.why_not(0, second) == [LINK_NO_ZONE]

    def test_a_fusion_monster_needs_a_card(self):
        duel = two_level_4s(extra_deck=("Fusionist",))
        assert duel.why_not(0, extra(duel, 0, "Fusionist")) == [FUSION_NEEDS_A_CARD]
        assert not any("Fusionist" in o for o in options(duel))


# ----------------------------------------------------------------------------- Tokens

class TestTokens:
    def test_a_destroyed_token_goes_to_no_gy(self):
        db = CardDatabase.default()
        duel = main_phase({1: {"hand": ["Dark Hole"], "main_monster_zones": {1: "Celtic Guardian"}}, 2: {}})
        token = duel.create_token(db.find("Sheep Token"), 0)
        assert token.location is Location.NOWHERE and token in duel.tokens
        assert list(duel.special_summon(token, 0, Position.FACE_UP_DEFENSE, zone=2)) == []
        assert duel.players[0].main_monster_zones[2] is token
        assert (token.location, token.position, token.controller) == (MMZ, Position.FACE_UP_DEFENSE, 0)
        assert "Player 1 Special Summoned Sheep Token (Main Monster Zone 3)" in texts(duel)
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        pass_until_idle(duel)
        assert "Sheep Token was destroyed" in texts(duel)
        assert (token.location, token.zone, token.position) == (Location.NOWHERE, None, None)
        assert token in duel.tokens
        assert names(duel.players[0].gy) == ["Celtic Guardian", "Dark Hole"]
        assert duel.players[1].gy == []
        assert duel.players[0].main_monster_zones == [None] * 5
        check_invariants(duel)
