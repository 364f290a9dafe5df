"""Rulings of the chain system: Tributes and the board check, trigger timing around summons, the
Damage Step limits of ATK changes, negated leave-the-field effects, linked destruction without a
chain, one Field Spell under 2006, Shrink twice, Equip Spells leaving together, Book of Moon's event.

Sources: card texts and rulings cited per test; rulebook "Damage Step", "Chains"; FS-06.
"""

from __future__ import annotations

from helpers import choose, main_phase, names, option_texts, pass_chain


def test_tributing_an_equipped_monster_sends_the_equip_spell_to_the_gy_at_once():
    """rulebook "Equip Spell Cards": an Equip Spell whose monster leaves the field goes to the GY."""
    duel = main_phase({1: {"hand": ["Summoned Skull"], "deck": ["Doron"],
                           "main_monster_zones": {1: "Battle Ox", 2: "Uraby"},
                           "spell_trap_zones": {1: {"card": "Axe of Despair", "position": "face-up",
                                                    "equipped_to": 1}}},
                       2: {"deck": ["Doron"]}})
    choose(duel, "Normal Summon Summoned Skull (1 Tribute)")
    choose(duel, "Tribute Battle Ox")
    choose(duel, "Main Monster Zone 1")
    # The Axe went with Battle Ox; its optional "When" trigger missed the timing behind the summon.
    assert names(duel.players[0].gy) == ["Battle Ox", "Axe of Despair"]
    assert duel.players[0].spell_trap_zones[0] is None
    assert any(e.kind == "missed_timing" and e.all_seeing["card"]["name"] == "Axe of Despair" for e in duel.events)
    assert duel.players[0].main_monster_zones[0].name == "Summoned Skull"


def test_a_tributed_sangan_searches_after_the_summon_succeeds_and_can_be_answered():
    """Sangan's "If" trigger activates once the Tribute Summon has succeeded (not while the summon
    may still be negated); the opponent may chain a Spell Speed 2 card to it."""
    duel = main_phase({1: {"hand": ["Summoned Skull"], "deck": ["Doron", "Feral Imp"],
                           "main_monster_zones": {1: "Sangan"}},
                       2: {"deck": ["Doron"], "spell_trap_zones": {1: "Solemn Judgment", 2: "Mystical Space Typhoon"}}})
    choose(duel, "Normal Summon Summoned Skull (1 Tribute)")  # Sangan, the only monster, is Tributed
    choose(duel, "Main Monster Zone 1")
    # The summon may be negated first: only Solemn Judgment (Spell Speed 3) is offered, no Sangan yet.
    assert duel.decision.player == 1
    assert option_texts(duel) == ["Activate Solemn Judgment", "Pass"]
    assert duel.chain == []
    choose(duel, "Pass")
    # The summon succeeded: Sangan's trigger is Chain Link 1, and the opponent may chain Typhoon.
    assert [link.card.name for link in duel.chain] == ["Sangan"]
    assert duel.decision.player == 1
    assert option_texts(duel) == ["Activate Mystical Space Typhoon", "Pass"]


def test_a_tributed_sangan_for_a_tribute_set_searches_before_the_next_action():
    duel = main_phase({1: {"hand": ["Summoned Skull", "Celtic Guardian"], "deck": ["Doron", "Battle Ox"],
                           "main_monster_zones": {1: "Sangan"}},
                       2: {"deck": ["Doron"]}})
    choose(duel, "Set Summoned Skull (1 Tribute)")
    choose(duel, "Main Monster Zone 1")
    # Doron (900 ATK) is the only monster with 1500 or less ATK: added without a choice.
    assert duel.pending_triggers == []
    assert names(duel.players[0].hand) == ["Celtic Guardian", "Doron"]
    assert duel.decision.kind.value == "idle command"


def test_shrink_is_not_offered_after_damage_calculation():
    """rulebook "Damage Step": ATK/DEF-changing cards up to before damage calculation only."""
    duel = main_phase({1: {"hand": ["Shrink"], "deck": ["Doron"], "main_monster_zones": {1: "Battle Ox"}},
                       2: {"deck": ["Doron"], "main_monster_zones": {1: "Celtic Guardian"}}})
    seen = []

    def watch(event):
        if event.kind == "damage_step":
            seen.append(event.all_seeing["timing"])

    duel.subscribe(watch)
    choose(duel, "Enter the Battle Phase")
    pass_chain(duel)  # the end of Main Phase 1 and the Start Step
    choose(duel, "Attack with Battle Ox")
    offered_at = []
    while duel.decision.kind.value == "chain or pass":
        assert option_texts(duel) == ["Activate Shrink", "Pass"]
        in_damage_step = duel.battle_step is not None and duel.battle_step.value == "Damage Step"
        offered_at.append(seen[-1] if in_damage_step else duel.battle_step.value)
        choose(duel, "Pass")
    # The Battle Step (attack declaration), two Damage Step timings, then the End Step.
    assert offered_at == ["Battle Step", "start of the Damage Step", "before damage calculation", "End Step"]
    assert names(duel.players[1].gy) == ["Celtic Guardian"]


def test_call_of_the_haunted_under_royal_decree_does_not_destroy_its_monster():
    """Ruling (as for Premature Burial under Imperial Order): a negated card's "when this card leaves
    the field" effect does nothing; the monster stays."""
    duel = main_phase({1: {"deck": ["Doron"], "gy": ["Battle Ox"], "spell_trap_zones": {1: "Call of the Haunted"}},
                       2: {"deck": ["Doron"], "spell_trap_zones": {1: "Royal Decree"}}})
    choose(duel, "Activate Call of the Haunted")  # its only target, Battle Ox, is taken
    choose(duel, "Pass")  # player 2 does not chain Royal Decree
    choose(duel, "Main Monster Zone 1")
    assert duel.players[0].main_monster_zones[0].name == "Battle Ox"
    assert duel.decision.prompt == "After the summon: activate a card or effect?"
    choose(duel, "Pass")  # player 2 does not answer the summon either
    choose(duel, "End the turn")  # at the end of Main Phase 1, player 2 activates Royal Decree
    choose(duel, "Activate Royal Decree")
    assert duel.players[1].spell_trap_zones[0].face_up
    assert duel.effect_negated(duel.players[0].spell_trap_zones[0])
    duel.destroy([duel.players[0].spell_trap_zones[0]], by=1)
    assert names(duel.players[0].gy) == ["Call of the Haunted"]
    assert duel.players[0].main_monster_zones[0].name == "Battle Ox"


def test_second_field_spell_under_2006_destroys_the_first():
    """FS-06 (2006 rules: one face-up Field Spell on the whole field); modern: each player's own."""
    for rules, survivor in (("2006", False), ("modern", True)):
        duel = main_phase({1: {"hand": ["Yami"], "deck": ["Doron"], "main_monster_zones": {1: "Dark Magician"}},
                           2: {"deck": ["Doron"], "field_zone": {"card": "Yami", "position": "face-up"}}}, rules)
        choose(duel, "Activate Yami")
        magician = duel.players[0].main_monster_zones[0]
        assert (duel.players[1].field_zone is not None) is survivor, rules
        assert magician.atk == (2900 if survivor else 2700), rules


def test_two_shrinks_do_not_quarter_the_atk():
    """Shrink FAQ: two Shrinks on one monster do not make its ATK a quarter (Blue-Eyes: 1500)."""
    duel = main_phase({1: {"hand": ["Shrink", "Shrink"], "deck": ["Doron"],
                           "main_monster_zones": {1: "Blue-Eyes White Dragon"}},
                       2: {"deck": ["Doron"]}})
    for zone, option in ((1, "Activate Shrink (hand 1)"), (2, "Activate Shrink")):
        choose(duel, option)
        choose(duel, f"Spell & Trap Zone {zone}")
        pass_chain(duel)
    assert duel.players[0].main_monster_zones[0].atk == 1500


def test_equip_spells_losing_their_monster_together_both_get_their_trigger():
    """Two Axes of Despair on one monster turned face-down go to the GY at the same time; neither
    misses the timing of its "When this card is sent from the field to the Graveyard" effect."""
    duel = main_phase({1: {"hand": ["Book of Moon"], "deck": ["Doron"],
                           "main_monster_zones": {1: "Battle Ox", 2: "Uraby"},
                           "spell_trap_zones": {
                               1: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1},
                               2: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1}}},
                       2: {"deck": ["Doron"]}})
    choose(duel, "Activate Book of Moon")
    choose(duel, "Spell & Trap Zone 3")
    choose(duel, "Battle Ox (Main Monster Zone 1, player 1)")
    while duel.decision.kind.value == "chain or pass" and duel.chain:
        choose(duel, "Pass")
    assert not any(e.kind == "missed_timing" for e in duel.events)
    assert duel.decision.kind.value == "chain or pass"
    assert option_texts(duel)[:2] == [
        "Activate Axe of Despair: Tribute 1 monster; place this card on top of your Deck (GY 1)",
        "Activate Axe of Despair: Tribute 1 monster; place this card on top of your Deck (GY 2)"]


def test_book_of_moon_event_names_the_card_it_turned_face_down():
    duel = main_phase({1: {"hand": ["Book of Moon"], "deck": ["Doron"]},
                       2: {"deck": ["Doron"], "main_monster_zones": {1: "Battle Ox"}}})
    choose(duel, "Activate Book of Moon")
    choose(duel, "Spell & Trap Zone 1")
    texts_p1 = [e.text(0) for e in duel.events]
    assert "Battle Ox was changed to face-down Defense Position" in texts_p1
    assert duel.players[1].main_monster_zones[0].position.value == "face-down Defense Position"


def test_FD_26_turned_face_down_forgets_where_it_was_special_summoned_from():
    """FD-25/FD-26: turned face-down, a monster keeps how it was summoned (Special Summon) but not
    where it was Special Summoned from."""
    duel = main_phase({1: {"hand": ["Monster Reborn", "Book of Moon"], "deck": ["Doron"], "gy": ["Battle Ox"]},
                       2: {"deck": ["Doron"]}})
    choose(duel, "Activate Monster Reborn")
    choose(duel, "Spell & Trap Zone 1")
    pass_chain(duel)
    choose(duel, "Main Monster Zone 1")
    choose(duel, "Battle Ox in face-up Attack Position")
    ox = duel.players[0].main_monster_zones[0]
    assert (ox.name, ox.summon_type.value, ox.summoned_from.value) == ("Battle Ox", "Special Summon", "GY")
    choose(duel, "Activate Book of Moon")
    choose(duel, "Spell & Trap Zone 1")
    pass_chain(duel)
    assert ox.position.value == "face-down Defense Position"
    assert ox.summon_type.value == "Special Summon"  # kept (FD-25)
    assert ox.summoned_from is None  # reset (FD-26)
