"""Summon cards in Python: Polymerization, Black Illusion Ritual, Black Luster Ritual, Scapegoat, Horus
the Black Flame Dragon LV6 and LV8, Dark Paladin; Thousand Dragon and Flame Swordsman (no script).

The board-level cases are the scenarios of tests/scenarios/summon_cards*.yaml (collected by
tests/conftest.py). This module checks what a scenario cannot express: the Extra Monster Zones,
how a monster was summoned (``summon_type``, ``properly_summoned``), Tokens that cease to exist,
the effects each script builds. It also plays the Fusion and Ritual Summons whose materials are the
Effect Monsters Buster Blader, Time Wizard and Relinquished (written before those had scripts; each
now plays by its own, and summon_cards_relinquished.yaml shows Relinquished's Ritual Summon).

Known engine gaps are strict xfails (reasons start with "ENGINE:"); rulings once listed as gaps
are scenarios of tests/scenarios/summon_cards_rulings.yaml.

Source: the card texts; rulebook "Fusion Summon", "Ritual Summon", "Extra Monster Zone", "Tokens",
"Chains"; FD-16, FD-25.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

from duelcore.cards import CardDatabase
from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.registry import SCRIPTS, is_playable
from duelcore.cards.types import MonsterType
from duelcore.state.effects import EffectKind, TriggerEvent
from duelcore.state.enums import Location, Position, SummonType
from duelcore.engine.invariants import check_invariants, check_no_leak

from helpers import choose, main_phase, names, option_texts


CARDS = {
    24094653: ("Polymerization", "polymerization"),
    41426869: ("Black Illusion Ritual", "black_illusion_ritual"),
    55761792: ("Black Luster Ritual", "black_luster_ritual"),
    73915051: ("Scapegoat", "scapegoat"),
    11224103: ("Horus the Black Flame Dragon LV6", "horus_the_black_flame_dragon_lv6"),
    48229808: ("Horus the Black Flame Dragon LV8", "horus_the_black_flame_dragon_lv8"),
    98502113: ("Dark Paladin", "dark_paladin"),
}

EMZ = Location.EXTRA_MONSTER_ZONE

LEVEL_UP = ('Activate Horus the Black Flame Dragon LV6: Send this face-up card to the GY: Special Summon the '
            'next LV from your hand or Deck')


# ----------------------------------------------------------------------------- helpers

def emz(duel) -> list[str | None]:
    return [None if c is None else c.name for c in duel.extra_monster_zones]


def mmz(duel, player: int = 0) -> list[str | None]:
    return [None if c is None else c.name for c in duel.players[player].main_monster_zones]


def attack_position(duel) -> None:
    """Answer a Fusion Summon's position choice with face-up Attack Position, if it is asked."""
    if duel.decision is not None and duel.decision.kind.value == "select position":
        assert duel.decision.options[0].text.endswith("in face-up Attack Position")
        duel.apply_action(0)


def fuse(duel, zone: str, material_picks: list[str] = ()) -> None:
    """Activate Polymerization (Spell & Trap Zone 1), answer the material choices, choose ``zone``,
    then face-up Attack Position."""
    choose(duel, "Activate Polymerization")
    choose(duel, "Spell & Trap Zone 1")
    for pick in material_picks:
        choose(duel, pick)
    choose(duel, zone)
    assert duel.decision.kind.value == "select position"
    duel.apply_action(0)  # "<Fusion Monster> in face-up Attack Position"


# ----------------------------------------------------------------------------- the scripts

@pytest.mark.parametrize("passcode", sorted(CARDS))
def test_script_registered_and_named_after_its_card(passcode):
    """Each card is playable; its script lives in a module named after it, whose docstring names the
    card and its passcode and quotes the card's text (DESIGN §7)."""
    name, module = CARDS[passcode]
    data = CardDatabase.default().get(passcode)
    assert data.name == name
    assert is_playable(data)
    fn = SCRIPTS[passcode]
    assert fn.__module__ == f"duelcore.cards.scripts.{module}"
    doc = importlib.import_module(fn.__module__).__doc__
    assert f"{name} ({passcode})" in doc
    flat = re.sub(r"\s+", " ", doc)
    assert re.sub(r"\s+", " ", data.text.splitlines()[-1])[:60] in flat


def test_no_script_needed_for_fusion_monsters_without_effects():
    """Thousand Dragon and Flame Swordsman have no effect: playable without a script."""
    db = CardDatabase.default()
    for name in ("Thousand Dragon", "Flame Swordsman"):
        data = db.find(name)
        assert data.is_fusion and not data.is_effect_monster
        assert is_playable(data) and data.identity not in SCRIPTS


def test_effects_each_script_builds():
    """The effect kinds: Spells are card activations (Scapegoat Spell Speed 2, the others 1); Horus
    LV6 a Continuous Effect unaffected by Spells, a silent "destroyed" listener and an optional End
    Phase trigger; Horus LV8 and Dark Paladin the shared Spell-negation Quick Effect (Dark Paladin
    with a discard cost) and Dark Paladin a Continuous ATK modifier."""
    duel = main_phase({1: {"hand": ["Polymerization", "Black Illusion Ritual", "Black Luster Ritual", "Scapegoat",
                                    "Horus the Black Flame Dragon LV6", "Horus the Black Flame Dragon LV8"],
                           "extra_deck": ["Dark Paladin"]}})
    poly, bir, blr, goat, lv6, lv8 = duel.players[0].hand
    (paladin,) = duel.players[0].extra_deck
    for spell, speed in ((poly, 1), (bir, 1), (blr, 1), (goat, 2)):
        (e,) = spell.effects
        assert e.kind is EffectKind.ACTIVATE and e.speed() == speed
    assert bir.effects[0].operation.__qualname__ == blr.effects[0].operation.__qualname__
    immune, listener, level_up = lv6.effects
    assert immune.kind is EffectKind.CONTINUOUS and immune.unaffected_by == "spell"
    assert listener.kind is EffectKind.TRIGGER and listener.event == "destroyed"
    assert level_up.kind is EffectKind.TRIGGER and not level_up.mandatory and not level_up.when
    (negate,) = lv8.effects
    p_negate, gains = paladin.effects
    assert negate.kind is p_negate.kind is EffectKind.QUICK
    assert negate.operation.__qualname__ == p_negate.operation.__qualname__
    assert negate.count_limit is None and p_negate.count_limit is None
    assert negate.needs_card_on_field and p_negate.needs_card_on_field
    assert gains.kind is EffectKind.CONTINUOUS and gains.modifier.value_fn is not None


# ----------------------------------------------------------------------------- Polymerization, Fusion Monsters

class TestFusion:
    def test_dark_paladin_to_an_extra_monster_zone(self):
        """Dark Magician (hand) + Buster Blader (field): Dark Paladin goes to the Extra Monster Zone
        chosen, Fusion Summoned and properly summoned; with Baby Dragon in the GY it has 3400 ATK."""
        duel = main_phase({1: {"hand": ["Polymerization", "Dark Magician"], "deck": ["Silver Fang"],
                               "gy": ["Baby Dragon"], "extra_deck": ["Dark Paladin"],
                               "main_monster_zones": {3: "Buster Blader"}},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Polymerization")
        choose(duel, "Spell & Trap Zone 1")
        assert option_texts(duel) == ["Extra Monster Zone 1", "Extra Monster Zone 2"] + [
            f"Main Monster Zone {i}" for i in range(1, 6)]
        choose(duel, "Extra Monster Zone 2")
        attack_position(duel)
        assert emz(duel) == [None, "Dark Paladin"]
        assert mmz(duel) == [None] * 5
        paladin = duel.extra_monster_zones[1]
        assert paladin.location is EMZ and paladin.controller == 0 and paladin.position is Position.FACE_UP_ATTACK
        assert paladin.summon_type is SummonType.FUSION and paladin.properly_summoned
        assert paladin.summoned_from is Location.EXTRA_DECK
        assert paladin.atk == 3400 and paladin.defense == 2400
        assert names(duel.players[0].gy) == ["Baby Dragon", "Dark Magician", "Buster Blader", "Polymerization"]
        assert duel.players[0].extra_deck == [] and duel.players[0].hand == []
        assert duel.decision.kind.value == "idle command" and not duel.chain
        check_invariants(duel)
        check_no_leak(duel, 1)

    def test_dark_paladin_under_2006_main_monster_zone_only(self):
        """2006: no Extra Monster Zone; the zone the face-down Buster Blader left may be chosen (FD-16)."""
        duel = main_phase({1: {"hand": ["Polymerization", "Dark Magician"], "deck": ["Silver Fang"],
                               "extra_deck": ["Dark Paladin"],
                               "main_monster_zones": {1: "Feral Imp",
                                                      2: {"card": "Buster Blader", "position": "face-down defense"}}},
                           2: {"deck": ["Battle Ox"]}}, rules="2006")
        choose(duel, "Activate Polymerization")
        choose(duel, "Spell & Trap Zone 1")
        assert option_texts(duel) == [f"Main Monster Zone {i}" for i in (2, 3, 4, 5)]
        choose(duel, "Main Monster Zone 2")
        attack_position(duel)
        assert mmz(duel) == ["Feral Imp", "Dark Paladin", None, None, None]
        assert duel.extra_monster_zones == [None, None]
        assert duel.players[0].main_monster_zones[1].summon_type is SummonType.FUSION
        check_invariants(duel)

    def test_a_second_fusion_monster_cannot_take_the_other_extra_monster_zone(self):
        """A player uses at most one Extra Monster Zone: with Flame Swordsman in Extra Monster Zone 1,
        the second Flame Swordsman is offered only the Main Monster Zones."""
        duel = main_phase({1: {"hand": ["Polymerization", "Flame Manipulator", "Masaki the Legendary Swordsman",
                                        "Polymerization", "Flame Manipulator", "Masaki the Legendary Swordsman"],
                               "deck": ["Silver Fang"], "extra_deck": ["Flame Swordsman", "Flame Swordsman"]},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Polymerization (hand 1)")
        choose(duel, "Spell & Trap Zone 1")
        choose(duel, "Flame Swordsman (Extra Deck 1)")
        choose(duel, "Flame Manipulator (hand 1)")
        choose(duel, "Masaki the Legendary Swordsman (hand 1)")
        choose(duel, "Extra Monster Zone 1")
        attack_position(duel)
        assert emz(duel) == ["Flame Swordsman", None]
        choose(duel, "Activate Polymerization")
        choose(duel, "Spell & Trap Zone 1")
        assert option_texts(duel) == [f"Main Monster Zone {i}" for i in range(1, 6)]
        choose(duel, "Main Monster Zone 5")
        attack_position(duel)
        assert emz(duel) == ["Flame Swordsman", None]
        assert mmz(duel) == [None, None, None, None, "Flame Swordsman"]
        once = ["Flame Manipulator", "Masaki the Legendary Swordsman", "Polymerization"]
        assert names(duel.players[0].gy) == once * 2
        check_invariants(duel)

    def test_thousand_dragon_from_time_wizard_and_baby_dragon(self):
        """Thousand Dragon: Time Wizard (field) + Baby Dragon (hand)."""
        duel = main_phase({1: {"hand": ["Polymerization", "Baby Dragon"], "deck": ["Silver Fang"],
                               "extra_deck": ["Thousand Dragon", "Flame Swordsman"],
                               "main_monster_zones": {4: "Time Wizard"}},
                           2: {"deck": ["Battle Ox"]}})
        fuse(duel, "Main Monster Zone 4")
        assert mmz(duel) == [None, None, None, "Thousand Dragon", None]
        dragon = duel.players[0].main_monster_zones[3]
        assert dragon.summon_type is SummonType.FUSION and dragon.properly_summoned
        assert (dragon.atk, dragon.defense) == (2400, 2000)
        assert names(duel.players[0].gy) == ["Time Wizard", "Baby Dragon", "Polymerization"]
        assert names(duel.players[0].extra_deck) == ["Flame Swordsman"]
        check_invariants(duel)

    @pytest.mark.parametrize("hand, field", [
        (["Baby Dragon", "Dark Magician"], {}),            # no Time Wizard
        (["Time Wizard", "Flame Manipulator"], {}),        # no Baby Dragon
        (["Time Wizard"], {}),                             # Baby Dragon only in the GY
    ])
    def test_thousand_dragon_wrong_materials(self, hand, field):
        duel = main_phase({1: {"hand": ["Polymerization", *hand], "deck": ["Silver Fang"], "gy": ["Baby Dragon"],
                               "extra_deck": ["Thousand Dragon"], "main_monster_zones": field},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Baby Dragon"}}})
        assert "Activate Polymerization" not in option_texts(duel)
        assert duel.why_not(0, duel.players[0].hand[0]) == ["it would have no effect"]

    def test_dark_paladin_wrong_materials(self):
        """Dark Magician + a monster other than Buster Blader is not Dark Paladin."""
        duel = main_phase({1: {"hand": ["Polymerization", "Dark Magician", "Celtic Guardian"], "deck": ["Silver Fang"],
                               "extra_deck": ["Dark Paladin"]},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Buster Blader"}}})
        assert "Activate Polymerization" not in option_texts(duel)

    def test_fusion_summon_counts_as_a_summon(self):
        """A Fusion Summon counts as a Special Summon this turn (Scapegoat can no longer be activated)."""
        duel = main_phase({1: {"hand": ["Polymerization", "Flame Manipulator", "Masaki the Legendary Swordsman",
                                        "Scapegoat"],
                               "deck": ["Silver Fang"], "extra_deck": ["Flame Swordsman"]},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Polymerization")
        choose(duel, "Spell & Trap Zone 1")
        assert option_texts(duel) == ["Activate Scapegoat", "Pass"]  # Scapegoat could still be chained here
        choose(duel, "Pass")
        choose(duel, "Main Monster Zone 1")
        attack_position(duel)
        assert duel.players[0].summons_this_turn == 1
        assert "Activate Scapegoat" not in option_texts(duel)


# ----------------------------------------------------------------------------- Ritual Spells

class TestRitual:
    def test_black_illusion_ritual_one_tribute_of_level_1_or_more(self):
        """Relinquished (Level 1) with one Tribute of Level 1 or more: any one monster from the hand or
        field is offered, and the first one chosen completes the Tributes."""
        duel = main_phase({1: {"hand": ["Black Illusion Ritual", "Relinquished", "Dark Magician"],
                               "deck": ["Silver Fang"],
                               "main_monster_zones": {2: "Feral Imp", 4: {"card": "Baby Dragon",
                                                                          "position": "face-down defense"}}},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Black Illusion Ritual")
        choose(duel, "Spell & Trap Zone 1")
        assert option_texts(duel) == ["Dark Magician", "Feral Imp", "Baby Dragon"]
        choose(duel, "Baby Dragon")
        assert duel.decision.kind.value == "select zone"
        assert option_texts(duel) == [f"Main Monster Zone {i}" for i in (1, 3, 4, 5)]
        choose(duel, "Main Monster Zone 4")
        choose(duel, "Relinquished in face-up Attack Position")
        relinquished = duel.players[0].main_monster_zones[3]
        assert relinquished.name == "Relinquished" and relinquished.summon_type is SummonType.RITUAL
        assert relinquished.properly_summoned and relinquished.summoned_from is Location.HAND
        assert names(duel.players[0].gy) == ["Baby Dragon", "Black Illusion Ritual"]
        assert names(duel.players[0].hand) == ["Dark Magician"]
        assert mmz(duel) == [None, "Feral Imp", None, "Relinquished", None]
        assert duel.extra_monster_zones == [None, None]
        check_invariants(duel)

    def test_black_illusion_ritual_needs_another_monster(self):
        """Relinquished cannot be Tributed for its own Ritual Summon: with no other monster in the hand
        or on the field, Black Illusion Ritual cannot be activated."""
        duel = main_phase({1: {"hand": ["Black Illusion Ritual", "Relinquished"], "deck": ["Silver Fang"]},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Feral Imp"}}})
        assert "Activate Black Illusion Ritual" not in option_texts(duel)
        assert duel.why_not(0, duel.players[0].hand[0]) == ["it would have no effect"]

    def test_black_illusion_ritual_tributes_a_second_relinquished(self):
        """A second Relinquished in the hand (Level 1) may be the Tribute."""
        duel = main_phase({1: {"hand": ["Black Illusion Ritual", "Relinquished", "Relinquished"],
                               "deck": ["Silver Fang"]},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Black Illusion Ritual")
        choose(duel, "Spell & Trap Zone 1")
        choose(duel, "Main Monster Zone 1")
        choose(duel, "Relinquished in face-up Defense Position")
        assert mmz(duel)[0] == "Relinquished"
        assert names(duel.players[0].gy) == ["Relinquished", "Black Illusion Ritual"]
        assert duel.players[0].hand == []

    def test_black_luster_soldier_is_ritual_summoned(self):
        duel = main_phase({1: {"hand": ["Black Luster Ritual", "Black Luster Soldier", "Tri-Horned Dragon"],
                               "deck": ["Silver Fang"]},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Black Luster Ritual")
        choose(duel, "Spell & Trap Zone 1")
        choose(duel, "Main Monster Zone 2")
        choose(duel, "Black Luster Soldier in face-up Attack Position")
        soldier = duel.players[0].main_monster_zones[1]
        assert soldier.summon_type is SummonType.RITUAL and soldier.properly_summoned
        assert duel.players[0].summons_this_turn == 1
        check_invariants(duel)


# ----------------------------------------------------------------------------- Scapegoat

class TestScapegoat:
    def goat(self, **p1):
        duel = main_phase({1: {"hand": ["Scapegoat", "Dark Hole"], "deck": ["Silver Fang"], **p1},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Activate Scapegoat")
        choose(duel, "Spell & Trap Zone 1")
        for z in (1, 2, 3, 4):
            choose(duel, f"Main Monster Zone {z}")
        return duel

    def test_four_tokens_in_defense_position_never_in_an_extra_monster_zone(self):
        duel = self.goat()
        tokens = duel.players[0].main_monster_zones[:4]
        assert [t.name for t in tokens] == ["Sheep Token"] * 4
        assert len({t.uid for t in tokens}) == 4
        for t in tokens:
            assert t.data.is_token and t.data.passcode == 73915052 and t.level == 1
            assert t.position is Position.FACE_UP_DEFENSE and (t.atk, t.defense) == (0, 0)
            assert t.summon_type is SummonType.SPECIAL and t.owner == t.controller == 0
            assert duel.has_flag(t, "cannot_be_tributed_for_tribute_summon")
        assert duel.extra_monster_zones == [None, None]
        assert duel.players[0].summons_this_turn == 4
        assert duel.has_player_effect(0, "cannot_summon") and not duel.has_player_effect(1, "cannot_summon")
        check_invariants(duel)
        check_no_leak(duel, 1)

    def test_tokens_leaving_the_field_cease_to_exist(self):
        duel = self.goat()
        tokens = list(duel.players[0].main_monster_zones[:4])
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        for t in tokens:
            assert t.location is Location.NOWHERE and t.zone is None and t.position is None
        for p in duel.players:
            for pile in (p.hand, p.deck, p.gy, p.banished, p.extra_deck):
                assert not any(c.data.is_token for c in pile)
        assert names(duel.players[0].gy) == ["Scapegoat", "Dark Hole"]
        check_invariants(duel)

    def test_lock_lasts_only_this_turn(self):
        duel = self.goat(hand=["Scapegoat", "Dark Hole"])
        assert duel.has_player_effect(0, "cannot_summon")
        choose(duel, "End the turn")
        assert duel.turn == 4 and not duel.has_player_effect(0, "cannot_summon")

    def test_summoned_this_turn_includes_normal_and_flip_summons(self):
        """A Flip Summon is a Summon: Scapegoat cannot be activated after one."""
        duel = main_phase({1: {"hand": ["Scapegoat"], "deck": ["Silver Fang"],
                               "main_monster_zones": {5: {"card": "Feral Imp", "position": "face-down defense"}}},
                           2: {"deck": ["Battle Ox"]}})
        assert "Activate Scapegoat" in option_texts(duel)
        choose(duel, "Flip Summon Feral Imp (Main Monster Zone 5)")
        assert "Activate Scapegoat" not in option_texts(duel)

    def test_opponents_summon_does_not_count(self):
        """Only the activating player's own Summons stop Scapegoat: the opponent's Normal Summon does not."""
        duel = main_phase({1: {"deck": ["Silver Fang"], "spell_trap_zones": {1: "Scapegoat"}},
                           2: {"hand": ["Feral Imp"], "deck": ["Battle Ox"]}}, turn=2, turn_player=2)
        choose(duel, "Normal Summon Feral Imp")
        choose(duel, "Main Monster Zone 1")
        assert duel.decision.player == 0 and option_texts(duel) == ["Activate Scapegoat", "Pass"]
        choose(duel, "Activate Scapegoat")
        for z in (1, 2, 3, 4):
            choose(duel, f"Main Monster Zone {z}")
        assert mmz(duel, 0) == ["Sheep Token"] * 4 + [None]
        assert duel.has_player_effect(0, "cannot_summon") and not duel.has_player_effect(1, "cannot_summon")


# ----------------------------------------------------------------------------- Horus LV6 / LV8

class TestHorus:
    def level_up(self):
        duel = main_phase({1: {"deck": ["Horus the Black Flame Dragon LV8", "Feral Imp"],
                               "main_monster_zones": {2: "Horus the Black Flame Dragon LV6"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Celtic Guardian"}}})
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Horus the Black Flame Dragon LV6")
        return duel

    def test_lv8_is_properly_summoned_by_lv6_but_never_revivable(self):
        duel = self.level_up()
        assert duel.phase.value == "End Phase" and duel.decision.player == 0
        lv6 = duel.players[0].main_monster_zones[1]
        assert lv6.values["destroyed_by_battle_turn"] == 3
        choose(duel, LEVEL_UP)
        choose(duel, "Main Monster Zone 1")
        choose(duel, "Horus the Black Flame Dragon LV8 in face-up Attack Position")
        lv8 = next(c for c in duel.cards if c.name == "Horus the Black Flame Dragon LV8")
        assert lv8.summon_type is SummonType.SPECIAL and lv8.properly_summoned
        assert lv8.summoned_from is Location.DECK
        assert names(duel.players[0].deck) == ["Feral Imp"]
        assert lv6.location is Location.GY
        duel.move(lv8, Location.GY, reason="test")  # even properly summoned, it stays in the GY for good
        assert lv8.properly_summoned and not can_special_summon(duel, 0, lv8)

    def test_lv6_remembers_only_this_turn(self):
        """Declining the effect: next turn (no battle) nothing is offered in the End Phase."""
        duel = self.level_up()
        choose(duel, "Do not activate")
        assert duel.turn == 4 and duel.decision.player == 1
        choose(duel, "End the turn")
        assert duel.turn == 5 and duel.phase.value == "Main Phase 1"
        assert duel.players[0].main_monster_zones[1].name == "Horus the Black Flame Dragon LV6"

    def test_lv6_turned_face_down_forgets_its_battle(self):
        """Horus LV6 destroyed a monster, then was turned face-down in the End Step (by a test hook:
        Book of Moon cannot affect it): it is reset, so nothing is offered in the End Phase."""
        duel = main_phase({1: {"deck": ["Horus the Black Flame Dragon LV8"],
                               "main_monster_zones": {2: "Horus the Black Flame Dragon LV6"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Celtic Guardian"}}})
        hook_done = []

        def hook(d, name):
            if name == "battle_end" and not hook_done:
                hook_done.append(True)
                d.change_to_face_down(d.players[0].main_monster_zones[1])

        duel.response_window = hook
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Horus the Black Flame Dragon LV6")
        assert hook_done
        assert duel.turn == 4
        assert duel.players[0].main_monster_zones[1].position is Position.FACE_DOWN_DEFENSE

    def test_lv6_destroyed_with_the_monster_it_battled(self):
        """Two Horus LV6 (2300 ATK each) destroy each other: neither is on the field in the End Phase,
        nothing is offered."""
        duel = main_phase({1: {"deck": ["Horus the Black Flame Dragon LV8"],
                               "main_monster_zones": {2: "Horus the Black Flame Dragon LV6"}},
                           2: {"deck": ["Horus the Black Flame Dragon LV8", "Battle Ox"],
                               "main_monster_zones": {1: "Horus the Black Flame Dragon LV6"}}})
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Horus the Black Flame Dragon LV6")
        assert duel.turn == 4 and duel.decision.player == 1
        assert names(duel.players[0].gy) == names(duel.players[1].gy) == ["Horus the Black Flame Dragon LV6"]

    def test_lv6_immune_to_dark_hole(self):
        duel = main_phase({1: {"hand": ["Dark Hole"], "deck": ["Silver Fang"],
                               "main_monster_zones": {1: "Horus the Black Flame Dragon LV6", 2: "Feral Imp"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Horus the Black Flame Dragon LV6"}}})
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        assert mmz(duel, 0) == ["Horus the Black Flame Dragon LV6", None, None, None, None]
        assert mmz(duel, 1) == ["Horus the Black Flame Dragon LV6", None, None, None, None]
        assert names(duel.players[0].gy) == ["Feral Imp", "Dark Hole"]

    def test_lv8_cannot_be_normal_summoned(self):
        duel = main_phase({1: {"hand": ["Horus the Black Flame Dragon LV8"], "deck": ["Silver Fang"],
                               "main_monster_zones": {1: "Feral Imp", 2: "Feral Imp"}},
                           2: {"deck": ["Battle Ox"]}})
        assert not [t for t in option_texts(duel) if "Horus" in t]


# ----------------------------------------------------------------------------- Dark Paladin

class TestDarkPaladin:
    def test_atk_follows_dragons_everywhere(self):
        """+500 per Dragon on the field (face-up, either side) and in either GY, read each time."""
        duel = main_phase({1: {"hand": ["Dark Hole"], "deck": ["Silver Fang"], "gy": ["Baby Dragon"],
                               "main_monster_zones": {1: {"card": "Dark Paladin", "summoned": "fusion"},
                                                      2: "Luster Dragon"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Tri-Horned Dragon",
                                                                               2: {"card": "Blue-Eyes White Dragon",
                                                                                   "position": "face-down defense"}}}})
        paladin = duel.players[0].main_monster_zones[0]
        assert paladin.atk == 2900 + 3 * 500
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        # Dark Paladin cannot answer: its player's hand is empty now (no card to discard).
        assert paladin.location is Location.GY and paladin.atk == 2900  # not on the field: printed ATK
        gy_dragons = [c.name for p in duel.players for c in p.gy if c.data.monster_type is MonsterType.DRAGON]
        assert sorted(gy_dragons) == ["Baby Dragon", "Blue-Eyes White Dragon", "Luster Dragon", "Tri-Horned Dragon"]

    def test_must_be_fusion_summoned(self):
        duel = main_phase({1: {"hand": ["Monster Reborn"], "deck": ["Silver Fang"], "gy": ["Dark Paladin"]},
                           2: {"deck": ["Battle Ox"]}})
        (paladin,) = duel.players[0].gy
        assert not paladin.properly_summoned and not can_special_summon(duel, 0, paladin)
        assert "Activate Monster Reborn" not in option_texts(duel)


# ----------------------------------------------------------------------------- once engine gaps

class TestEngineGaps:
    def test_summons_this_turn_counts_a_normal_summon(self):
        duel = main_phase({1: {"hand": ["Feral Imp"], "deck": ["Silver Fang"]}, 2: {"deck": ["Battle Ox"]}})
        choose(duel, "Normal Summon Feral Imp")
        choose(duel, "Main Monster Zone 1")
        assert duel.players[0].summons_this_turn == 1

    def test_end_phase_raises_a_trigger_event(self):
        duel = main_phase({1: {"deck": ["Silver Fang"]}, 2: {"deck": ["Battle Ox"]}})
        kinds = []
        real = duel.raise_event

        def spy(event: TriggerEvent) -> TriggerEvent:
            kinds.append((duel.phase.value if duel.phase else None, event.kind))
            return real(event)

        duel.raise_event = spy
        choose(duel, "End the turn")
        assert ("End Phase", "end_phase") in kinds

    def test_battle_destruction_names_the_destroying_monster(self):
        duel = main_phase({1: {"deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Celtic Guardian"}}})
        seen = []
        real = duel.raise_event

        def spy(event: TriggerEvent) -> TriggerEvent:
            if event.kind == "destroyed" and event.reason == "battle":
                seen.append(event)
            return real(event)

        duel.raise_event = spy
        attacker = duel.players[0].main_monster_zones[0]
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Dark Magician")
        (event,) = seen
        def names_attacker(v: Any) -> bool:
            if isinstance(v, dict):
                return any(names_attacker(x) for x in v.values())
            if isinstance(v, (list, tuple)):
                return any(names_attacker(x) for x in v)
            return v is attacker

        assert names_attacker(event.data)


