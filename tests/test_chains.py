"""Chain rules in Python: why_not reasons, Spell Speed while a Counter Trap is on the chain,
Sangan's name lock and once-per-turn limits; the known gaps are strict xfails.

The scenario files tests/scenarios/chains*.yaml and cards_1.yaml hold the board-level cases;
this module covers what a scenario cannot express (checks taken in the middle of a chain that
asks nobody, player effects, Spell Speeds of every scripted effect) and runs the scenarios of
tests/scenarios/chains_rulings.yaml (collected as scenarios).

Source: rulebook "Chains", "Spell Speed"; duelcore.rules.chain (REASONS, why_not).
"""

from __future__ import annotations

from typing import Any

import pytest

from duelcore.cards import CardDatabase
from duelcore.cards.registry import is_playable, scripted_passcodes
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location
from duelcore.rules.activation import REASONS, required_speed
from duelcore.rules.why_not import why_not

from helpers import choose, event_texts, main_phase, option_texts


# ----------------------------------------------------------------------------- helpers

def find(duel, player: int, name: str):
    """The first card named ``name`` of ``player`` (0 or 1): hand, field, GY."""
    ps = duel.players[player]
    for card in list(ps.hand) + duel.field_cards(player) + list(ps.gy):
        if card.name == name:
            return card
    raise AssertionError(f"player {player + 1} has no {name}")


# ----------------------------------------------------------------------------- why_not

class TestWhyNot:
    """Every reason is the REASONS sentence of its code (clients may match either)."""

    def test_normal_spell_in_the_opponents_turn(self):
        duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Doron", "Battle Ox", "Doron"]},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Celtic Guardian"}}},
                          turn=4, turn_player=2)
        assert duel.decision.player == 1
        assert why_not(duel, 0, find(duel, 0, "Pot of Greed")) == [REASONS["wrong_phase"]]
        assert REASONS["wrong_phase"] == "it can be activated only in your Main Phase when no chain is open"

    def test_normal_spell_in_the_battle_phase(self):
        duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Doron", "Battle Ox", "Doron"],
                               "main_monster_zones": {1: "Celtic Guardian"}},
                           2: {"deck": ["Battle Ox"]}})
        assert "Activate Pot of Greed" in option_texts(duel)
        assert why_not(duel, 0, find(duel, 0, "Pot of Greed")) == []
        choose(duel, "Enter the Battle Phase")
        assert duel.decision.kind.value == "battle command"
        assert "Activate Pot of Greed" not in option_texts(duel)
        assert why_not(duel, 0, find(duel, 0, "Pot of Greed")) == [REASONS["wrong_phase"]]

    def test_quick_play_from_the_hand_in_the_opponents_turn(self):
        duel = main_phase({1: {"hand": ["Mystical Space Typhoon"], "deck": ["Doron"]},
                           2: {"deck": ["Battle Ox"], "spell_trap_zones": {1: "Mirror Force"}}},
                          turn=4, turn_player=2)
        assert why_not(duel, 0, find(duel, 0, "Mystical Space Typhoon")) == [
            "a Quick-Play Spell can be activated from the hand only in your own turn"]

    def test_set_this_turn(self):
        duel = main_phase({1: {"hand": ["Mystical Space Typhoon", "Trap Hole"], "deck": ["Doron"]},
                           2: {"deck": ["Battle Ox"], "spell_trap_zones": {1: "Mirror Force"}}})
        choose(duel, "Set Mystical Space Typhoon")
        choose(duel, "Spell & Trap Zone 1")
        choose(duel, "Set Trap Hole")
        choose(duel, "Spell & Trap Zone 2")
        assert "Activate Mystical Space Typhoon" not in option_texts(duel)
        assert why_not(duel, 0, find(duel, 0, "Mystical Space Typhoon")) == [REASONS["set_this_turn"]]
        assert why_not(duel, 0, find(duel, 0, "Trap Hole")) == ["it was Set this turn"]

    def test_no_legal_target(self):
        duel = main_phase({1: {"hand": ["Mystical Space Typhoon", "Monster Reborn", "Shrink"], "deck": ["Doron"]},
                           2: {"deck": ["Battle Ox"]}})
        for name in ("Mystical Space Typhoon", "Monster Reborn", "Shrink"):
            assert why_not(duel, 0, find(duel, 0, name)) == ["there is no legal target"], name
            assert f"Activate {name}" not in option_texts(duel)

    def test_cost_cannot_be_paid_magic_jammer_with_an_empty_hand(self):
        duel = main_phase({1: {"hand": ["Dark Hole"], "deck": ["Doron"], "main_monster_zones": {1: "Dark Magician"}},
                           2: {"deck": ["Battle Ox"], "spell_trap_zones": {1: "Magic Jammer", 2: "Mystical Space Typhoon"}}})
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        assert duel.decision.player == 1
        assert option_texts(duel) == ["Activate Mystical Space Typhoon", "Pass"]
        jammer = find(duel, 1, "Magic Jammer")
        assert duel.players[1].hand == []
        assert why_not(duel, 1, jammer) == [REASONS["cost"]] == ["its cost cannot be paid"]

    def test_no_effect_pot_of_greed_with_1_card(self):
        duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Doron"]}, 2: {"deck": ["Battle Ox"]}})
        assert why_not(duel, 0, find(duel, 0, "Pot of Greed")) == ["it would have no effect"]
        assert "Activate Pot of Greed" not in option_texts(duel)

    def test_pot_of_greed_with_2_cards_is_offered(self):
        duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Doron", "Doron"]}, 2: {"deck": ["Battle Ox"]}})
        assert why_not(duel, 0, find(duel, 0, "Pot of Greed")) == []
        assert "Activate Pot of Greed" in option_texts(duel)

    def test_not_yours_no_effects_already_face_up_trap_in_hand(self):
        duel = main_phase({1: {"hand": ["Mirror Force"], "deck": ["Doron"], "main_monster_zones": {1: "Dark Magician"},
                               "spell_trap_zones": {2: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1}}},
                           2: {"deck": ["Battle Ox"], "spell_trap_zones": {1: "Mystical Space Typhoon"}}})
        assert why_not(duel, 0, find(duel, 1, "Mystical Space Typhoon")) == ["you do not control this card"]
        assert why_not(duel, 0, find(duel, 0, "Dark Magician")) == ["it has no effect to activate"]
        assert why_not(duel, 0, find(duel, 0, "Mirror Force")) == ["a Trap Card must be Set before it can be activated"]
        axe = why_not(duel, 0, find(duel, 0, "Axe of Despair"))
        assert axe[0] == "it is already face-up on the field"

    def test_damage_step(self):
        duel = main_phase({1: {"deck": ["Doron"], "main_monster_zones": {1: "Dark Magician", 2: "Celtic Guardian"}},
                           2: {"deck": ["Battle Ox"], "main_monster_zones": {3: "Summoned Skull"},
                               "spell_trap_zones": {1: "Shrink", 2: "Book of Moon"}}})
        choose(duel, "Enter the Battle Phase")
        while "Attack with Dark Magician" not in option_texts(duel):
            choose(duel, "Pass")
        choose(duel, "Attack with Dark Magician")
        choose(duel, "Pass")  # attack declaration
        assert event_texts(duel)[-1] == "Damage Step: start of the Damage Step"
        assert option_texts(duel) == ["Activate Shrink", "Pass"]
        assert why_not(duel, 1, find(duel, 1, "Book of Moon")) == ["it cannot be activated in the Damage Step"]
        assert why_not(duel, 1, find(duel, 1, "Shrink")) == []

    def test_condition_mirror_force_outside_an_attack(self):
        duel = main_phase({1: {"deck": ["Doron"], "main_monster_zones": {1: "Dark Magician"}},
                           2: {"deck": ["Battle Ox"], "spell_trap_zones": {1: "Mirror Force"}}})
        assert why_not(duel, 1, find(duel, 1, "Mirror Force")) == ["its activation condition is not met"]

    def test_triggers_are_never_activated_by_hand(self):
        duel = main_phase({1: {"deck": ["Doron"], "main_monster_zones": {1: "Sangan"}}, 2: {"deck": ["Battle Ox"]}})
        assert why_not(duel, 0, find(duel, 0, "Sangan")) == [REASONS["trigger"]]

    def test_name_locked_reason(self):
        # The reason text alone: the lock is placed directly (the same player effect Sangan
        # applies) on a Spell's name. Through Sangan's own search (Time Wizard) it is the scenario
        # goat-sangan-two-in-one-turn-both-search-twin-today.
        duel = main_phase({1: {"hand": ["Pot of Greed"], "deck": ["Doron", "Doron"]}, 2: {"deck": ["Battle Ox"]}})
        pot = find(duel, 0, "Pot of Greed")
        duel.add_player_effect(0, "cannot_activate_name", pot.data.identity)
        assert why_not(duel, 0, pot) == ["you cannot activate cards with this name this turn"]
        assert why_not(duel, 1, pot) == ["you do not control this card"]


# ----------------------------------------------------------------------------- once per turn

def _noop(ctx):
    pass


class TestOncePerTurn:
    def test_once_per_turn_reason_mechanism(self):
        """The count limit of an activatable effect (an Ignition Effect attached for the test):
        offered once, then why_not names the used limit; a new turn resets it."""
        duel = main_phase({1: {"hand": ["Dark Hole"], "deck": ["Doron", "Doron"],
                               "main_monster_zones": {1: "Dark Magician"}},
                           2: {"deck": ["Battle Ox", "Doron"]}})
        magician = find(duel, 0, "Dark Magician")
        duel.add_effect(magician, Effect(magician, EffectKind.IGNITION, "Test: do nothing",
                                         range=frozenset({Location.MAIN_MONSTER_ZONE}), count_limit=1,
                                         operation=_noop))
        assert why_not(duel, 0, magician) == []
        # The idle options on show were computed before the effect was attached: act once.
        choose(duel, "Set Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        assert "Activate Dark Magician: Test: do nothing" in option_texts(duel)
        choose(duel, "Activate Dark Magician: Test: do nothing")
        assert "Activate Dark Magician: Test: do nothing" not in option_texts(duel)
        assert why_not(duel, 0, magician) == [REASONS["once_per_turn"]] == ["its once-per-turn use has been used"]

    def test_a_real_card_with_an_activatable_once_per_turn_effect_exists(self):
        db = CardDatabase.default()
        found = []
        for code in scripted_passcodes():
            data = db.get(code)
            pile = "extra_deck" if data.is_extra_deck else "hand"
            duel = main_phase({1: {pile: [data.name], "deck": ["Doron"]}, 2: {"deck": ["Battle Ox"]}})
            card = next(c for c in getattr(duel.players[0], pile) if c.name == data.name)
            found += [card.name for e in card.effects
                      if e.count_limit is not None and e.kind not in (EffectKind.TRIGGER, EffectKind.FLIP, EffectKind.CONTINUOUS)]
        assert {"Link Spider", "Relinquished", "Wind-Up Zenmaister"} <= set(found)

    def test_once_per_turn_reason_with_a_real_card(self):
        """Link Spider's effect used once: why_not names the once-per-turn limit."""
        duel = main_phase({1: {"hand": ["Feral Imp", "Silver Fang"], "deck": ["Doron"], "extra_deck": ["Link Spider"],
                               "main_monster_zones": {1: "Celtic Guardian"}},
                           2: {"deck": ["Battle Ox"]}})
        choose(duel, "Link Summon Link Spider")
        choose(duel, "Extra Monster Zone 1")
        spider = duel.extra_monster_zones[0]
        assert duel.why_not(0, spider) == []
        choose(duel, "Activate Link Spider: Special Summon 1 Level 4 or lower Normal Monster from your hand")
        choose(duel, "Feral Imp (hand, player 1)")
        choose(duel, "Feral Imp in face-up Defense Position")
        assert duel.players[0].main_monster_zones[1].name == "Feral Imp"
        assert duel.players[0].main_monster_zones[1].position.value == "face-up Defense Position"
        assert duel.why_not(0, spider) == ["its once-per-turn use has been used"]


# ----------------------------------------------------------------------------- Spell Speed

SPEEDS = {
    "Pot of Greed": [1], "Dark Hole": [1], "Raigeki": [1], "Monster Reborn": [1], "Axe of Despair": [1, 1, 1],
    "Mystical Space Typhoon": [2], "Book of Moon": [2], "Shrink": [2],
    "Trap Hole": [2], "Mirror Force": [2], "Call of the Haunted": [2, 1],
    "Magic Jammer": [3], "Solemn Judgment": [3, 3],
    "Sangan": [1], "Man-Eater Bug": [1],
}


@pytest.mark.parametrize("name", sorted(SPEEDS))
def test_spell_speeds_of_scripted_cards(name):
    """Spell Speed 1: Normal and Equip Spells, triggers, FLIP effects; 2: Quick-Play Spells,
    Normal and Continuous Traps; 3: Counter Traps."""
    data = CardDatabase.default().find(name)
    if not is_playable(data):
        pytest.skip(f"{name} is not scripted")
    duel = main_phase({1: {"hand": [name], "deck": ["Doron"]}, 2: {"deck": ["Battle Ox"]}})
    card = find(duel, 0, name)
    assert [e.speed() for e in card.effects] == SPEEDS[name]


class TestCounterTrapOnTheChain:
    """While a Counter Trap is the last Chain Link, only Spell Speed 3 may respond. Checked at the
    moment Magic Jammer becomes Chain Link 2 (nobody is asked then: nothing can respond)."""

    def setup_duel(self):
        return main_phase({
            1: {"hand": ["Pot of Greed", "Raigeki"], "deck": ["Celtic Guardian", "Battle Ox", "Doron"],
                "main_monster_zones": {1: "Dark Magician"},
                "spell_trap_zones": {3: "Mystical Space Typhoon", 4: "Trap Hole"}},
            2: {"hand": ["Doron", "Battle Ox"], "deck": ["Battle Ox"], "main_monster_zones": {2: "Celtic Guardian"},
                "spell_trap_zones": {1: "Magic Jammer", 2: "Mirror Force", 3: "Magic Jammer"}},
        })

    def test_only_spell_speed_3_may_respond(self):
        duel = self.setup_duel()
        seen: dict[str, Any] = {}

        def listener(event):
            data = event.all_seeing
            if data["kind"] == "chain_link" and data["number"] == 2:
                seen["required"] = required_speed(duel, duel.current_window, 0)
                seen["chain"] = [(link.card.name, link.speed) for link in duel.chain]
                seen["mst"] = why_not(duel, 0, find(duel, 0, "Mystical Space Typhoon"))
                seen["trap_hole"] = why_not(duel, 0, find(duel, 0, "Trap Hole"))
                seen["raigeki"] = why_not(duel, 0, find(duel, 0, "Raigeki"))
                second = [c for c in duel.field_cards(1) if c.name == "Magic Jammer" and not c.face_up]
                seen["jammer"] = why_not(duel, 1, second[0])

        duel.subscribe(listener)
        choose(duel, "Activate Pot of Greed")
        choose(duel, "Spell & Trap Zone 1")
        # Before the Counter Trap: Spell Speed 2 may respond.
        assert why_not(duel, 0, find(duel, 0, "Mystical Space Typhoon")) == []
        assert option_texts(duel) == ["Activate Magic Jammer (Spell & Trap Zone 1)",
                                      "Activate Magic Jammer (Spell & Trap Zone 3)", "Pass"]
        choose(duel, "Activate Magic Jammer (Spell & Trap Zone 1)")
        choose(duel, "Doron (hand, player 2)")
        assert seen["chain"] == [("Pot of Greed", 1), ("Magic Jammer", 3)]
        assert seen["required"] == 3
        assert seen["mst"] == ["its Spell Speed is too low to respond to the chain"]
        assert seen["trap_hole"] == ["its Spell Speed is too low to respond to the chain"]
        assert seen["raigeki"] == [REASONS["wrong_phase"]]
        # A second Counter Trap passes the Spell Speed check; Magic Jammer only answers a Spell.
        assert seen["jammer"] == ["its activation condition is not met"]
        # Nobody was asked: the chain resolved at once and Player 1 is back in the Main Phase.
        assert duel.decision.player == 0 and duel.decision.kind.value == "idle command"
        assert "The activation of Pot of Greed was negated" in event_texts(duel)

    def test_the_opponent_is_asked_first(self):
        duel = self.setup_duel()
        choose(duel, "Activate Pot of Greed")
        choose(duel, "Spell & Trap Zone 1")
        assert duel.decision.player == 1
        assert duel.decision.kind.value == "chain or pass"
        assert duel.decision.prompt == "Chain to Chain Link 1 (Pot of Greed)?"
        choose(duel, "Pass")
        assert duel.decision.player == 0
        assert option_texts(duel) == ["Activate Mystical Space Typhoon", "Pass"]
        before = len(duel.events)
        choose(duel, "Pass")
        # Two passes in succession: the chain resolves.
        assert event_texts(duel)[before:] == [
            "The chain resolves",
            "Chain Link 1 (Pot of Greed) resolves",
            "Player 1 drew Celtic Guardian",
            "Player 1 drew Battle Ox",
            "Pot of Greed was sent to the GY",
            "The chain has resolved",
        ]
        assert duel.decision.player == 0 and duel.decision.kind.value == "idle command"


# ----------------------------------------------------------------------------- Sangan's lock

class TestSanganLock:
    def test_sangan_locks_the_added_cards_name_for_its_controller_this_turn(self):
        duel = main_phase({1: {"deck": ["Celtic Guardian"], "main_monster_zones": {1: "Dark Magician", 2: "Celtic Guardian"}},
                           2: {"deck": ["Battle Ox", "Man-Eater Bug", "Summoned Skull"],
                               "main_monster_zones": {2: "Sangan"}}})
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Dark Magician")
        bug = find(duel, 1, "Man-Eater Bug")
        assert bug.location is Location.HAND
        assert duel.has_player_effect(1, "cannot_activate_name", bug.data.identity)
        assert duel.name_locked(1, bug)
        assert not duel.name_locked(0, bug)
        # The lock lasts for the rest of this turn only.
        choose(duel, "Enter Main Phase 2")
        choose(duel, "End the turn")
        assert duel.turn == 4
        assert not duel.name_locked(1, bug)

    def test_sangan_used_once_per_turn_by_name(self):
        """A second Sangan sent to the GY later in the same turn does not search."""
        duel = main_phase({1: {"hand": ["Dark Hole", "Raigeki"], "deck": ["Doron"],
                               "main_monster_zones": {1: "Dark Magician", 2: "Celtic Guardian"}},
                           2: {"deck": ["Mystical Elf", "Man-Eater Bug", "Battle Ox"],
                               "main_monster_zones": {1: "Sangan", 2: "Sangan"}}})
        choose(duel, "Enter the Battle Phase")
        choose(duel, "Attack with Dark Magician")
        choose(duel, "Attack Sangan (zone 1)")
        if duel.decision.kind.value == "select cards":  # which monster to add (2 candidates)
            duel.apply_action(0)
        assert len(duel.players[1].hand) == 1
        choose(duel, "Enter Main Phase 2")
        choose(duel, "Activate Dark Hole")
        choose(duel, "Spell & Trap Zone 1")
        assert duel.turn == 3 and duel.decision.kind.value == "idle command"
        assert "Sangan was destroyed" in event_texts(duel)
        assert len(duel.players[1].hand) == 1
        assert event_texts(duel).count("Chain Link 1: Player 2 activated Sangan") == 1
        assert [c.name for c in duel.players[1].gy].count("Sangan") == 2


# ----------------------------------------------------------------------------- chain order

def test_resolution_order_is_last_to_first():
    duel = main_phase({
        1: {"hand": ["Dark Hole", "Mystical Space Typhoon"], "deck": ["Celtic Guardian"],
            "main_monster_zones": {1: "Dark Magician"}},
        2: {"deck": ["Battle Ox"], "gy": ["Summoned Skull"], "main_monster_zones": {2: "Celtic Guardian"},
            "spell_trap_zones": {1: "Call of the Haunted"}},
    })
    order: list[int] = []
    duel.subscribe(lambda e: order.append(e.all_seeing["number"]) if e.kind in ("link_resolves", "link_skipped",
                                                                                 "link_negated") else None)
    choose(duel, "Activate Dark Hole")
    choose(duel, "Spell & Trap Zone 1")
    choose(duel, "Activate Call of the Haunted")
    choose(duel, "Activate Mystical Space Typhoon")
    choose(duel, "Spell & Trap Zone 2")
    choose(duel, "Call of the Haunted (Spell & Trap Zone 1, player 2)")
    assert order == [3, 2, 1]
    assert duel.chain == []


# ----------------------------------------------------------------------------- rulings once engine gaps

def test_field_spell_bonus_yami():
    yami = CardDatabase.default().find("Yami")
    assert is_playable(yami), "Yami has no script"
    duel = main_phase({1: {"deck": ["Doron"], "main_monster_zones": {1: "Dark Magician", 2: "Celtic Guardian"},
                           "field_zone": {"card": "Yami", "position": "face-up"}},
                       2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Petit Angel"}}})
    magician, guardian = duel.players[0].main_monster_zones[:2]
    angel = duel.players[1].main_monster_zones[0]
    assert (magician.atk, magician.defense) == (2700, 2300)  # Spellcaster: +200 ATK/DEF
    assert (guardian.atk, guardian.defense) == (1400, 1200)  # Warrior: unchanged
    assert (angel.atk, angel.defense) == (400, 700)  # Fairy, either side of the field: -200 ATK/DEF
