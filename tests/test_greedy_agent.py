"""The greedy agent plays the Starter Deck cards sensibly: it answers an attack with the cards made
for it, plays a stat boost only when it turns the battle (on its own monster in that battle), and
does not activate a card that would do nothing now.

Each test builds a position, lets the opponent act, and asks the agent (with its own view only)
for its answer to the Decision it faces. Sources: the issue's AI requirement (activates removal on
a threat, Sets Traps, chains them when their condition comes, does not activate cards for
nothing); the card texts.
"""

from __future__ import annotations

from duelcore.agents import make_agent
from duelcore.state.decision import DecisionKind
from duelcore.scenarios import build_duel


def _choose(duel, text: str) -> None:
    offered = [o.text for o in duel.decision.options]
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


def _greedy_answer(duel) -> str:
    """The text of the option the greedy agent picks for the Decision now."""
    decision = duel.decision
    pick = make_agent("greedy").choose(decision, duel.view(decision.player))
    return decision.options[pick].text


def _attacked(p1_monsters, p1_traps, p2_monsters, attacker: str, p2_traps=None):
    """Player 2's turn: Player 2 attacks with ``attacker``; returns the duel at Player 1's response."""
    duel = build_duel({
        "turn": 4, "turn_player": 2, "phase": "Main Phase 1",
        "players": {
            1: {"deck": ["Doron"], "main_monster_zones": p1_monsters, "spell_trap_zones": p1_traps},
            2: {"deck": ["Doron"], "main_monster_zones": p2_monsters, "spell_trap_zones": p2_traps or {}},
        },
    })
    _choose(duel, "Enter the Battle Phase")
    while duel.decision.player == 0 and duel.decision.kind is DecisionKind.CHAIN_OR_PASS:
        _choose(duel, "Pass")  # windows before the attack
    _choose(duel, f"Attack with {attacker}")
    if duel.decision.kind is DecisionKind.SELECT_ATTACK_TARGET:
        _choose(duel, next(o.text for o in duel.decision.options if "Celtic Guardian" in o.text or "Dark Magician" in o.text))
    assert duel.decision.player == 0 and duel.decision.kind is DecisionKind.CHAIN_OR_PASS
    return duel


def test_reverse_trap_is_kept_when_it_would_only_reverse_its_own_gains():
    """Only the agent's own Celtic Guardian gains ATK (Axe of Despair): Reverse Trap is offered (it
    would reverse something) but would turn the battle against the agent."""
    duel = _attacked({1: "Celtic Guardian"}, {1: "Reverse Trap", 2: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1}},
                     {1: "Battle Ox"}, "Battle Ox")
    assert [o.text for o in duel.decision.options] == ["Activate Reverse Trap", "Pass"]
    assert _greedy_answer(duel) == "Pass"


def test_reverse_trap_answers_an_attacker_with_gains():
    duel = _attacked({1: "Celtic Guardian"}, {1: "Reverse Trap"}, {1: "Battle Ox"}, "Battle Ox",
                     p2_traps={1: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1}})
    assert _greedy_answer(duel) == "Activate Reverse Trap"


def test_reinforcements_turns_a_losing_battle_on_its_own_monster():
    """Celtic Guardian (1400) attacked by Battle Ox (1700): +500 ATK wins the battle."""
    duel = _attacked({1: "Celtic Guardian"}, {1: "Reinforcements"}, {1: "Battle Ox"}, "Battle Ox")
    assert _greedy_answer(duel) == "Activate Reinforcements"
    _choose(duel, "Activate Reinforcements")
    assert duel.decision.kind is DecisionKind.SELECT_CARDS
    assert _greedy_answer(duel).startswith("Celtic Guardian")


def test_reinforcements_kept_when_the_battle_is_won_anyway():
    duel = _attacked({1: "Dark Magician"}, {1: "Reinforcements"}, {1: "Battle Ox"}, "Battle Ox")
    assert _greedy_answer(duel) == "Pass"


def test_castle_walls_kept_for_a_monster_in_attack_position():
    """A DEF boost does not help a monster that battles with its ATK."""
    duel = _attacked({1: "Celtic Guardian"}, {1: "Castle Walls"}, {1: "Battle Ox"}, "Battle Ox")
    assert _greedy_answer(duel) == "Pass"


def test_waboku_answers_an_attack():
    duel = _attacked({1: "Celtic Guardian"}, {1: "Waboku"}, {1: "Battle Ox"}, "Battle Ox")
    assert _greedy_answer(duel) == "Activate Waboku"


def _opponent_summons(trap: str):
    """Player 2 Normal Summons Battle Ox in their Main Phase; returns the duel at Player 1's
    response, Player 1 having ``trap`` Set."""
    duel = build_duel({
        "turn": 4, "turn_player": 2, "phase": "Main Phase 1",
        "players": {1: {"deck": ["Doron"], "spell_trap_zones": {1: trap}},
                    2: {"deck": ["Doron"], "hand": ["Battle Ox"]}},
    })
    _choose(duel, "Normal Summon Battle Ox")
    while duel.decision.player == 1:
        _choose(duel, duel.decision.options[0].text)  # the zone
    assert duel.decision.player == 0 and f"Activate {trap}" in [o.text for o in duel.decision.options]
    return duel


def test_waboku_kept_outside_an_attack():
    """In the opponent's Main Phase, with no attack, Waboku would do nothing."""
    assert _greedy_answer(_opponent_summons("Waboku")) == "Pass"


def test_trap_hole_answers_the_summon():
    assert _greedy_answer(_opponent_summons("Trap Hole")) == "Activate Trap Hole"


def test_two_pronged_attack_is_never_activated():
    duel = _attacked({1: "Celtic Guardian", 2: "Mystical Elf"}, {1: "Two-Pronged Attack"}, {1: "Battle Ox"}, "Battle Ox")
    assert "Activate Two-Pronged Attack" in [o.text for o in duel.decision.options]
    assert _greedy_answer(duel) == "Pass"


def _my_main_phase(players):
    return build_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1", "players": players})


def test_an_equip_spell_waits_for_a_face_up_monster_of_its_own():
    """With only a face-down monster of its own, Malevolent Nuzzler would go on the opponent's
    monster: the agent does not activate it."""
    duel = _my_main_phase({
        1: {"deck": ["Doron"], "hand": ["Malevolent Nuzzler"],
            "main_monster_zones": {1: {"card": "Celtic Guardian", "position": "face-down defense"}}},
        2: {"deck": ["Doron"], "main_monster_zones": {1: "Battle Ox"}},
    })
    offered = [o.text for o in duel.decision.options]
    assert "Activate Malevolent Nuzzler" in offered
    assert _greedy_answer(duel) != "Activate Malevolent Nuzzler"


def test_dark_hole_before_monster_reborn():
    """Reviving first would lose the revived monster to Dark Hole."""
    duel = _my_main_phase({
        1: {"deck": ["Doron"], "hand": ["Monster Reborn", "Dark Hole"], "gy": ["Summoned Skull"]},
        2: {"deck": ["Doron"], "main_monster_zones": {1: "Battle Ox", 2: "Blue-Eyes White Dragon"}},
    })
    assert _greedy_answer(duel) == "Activate Dark Hole"


def test_a_def_boost_is_kept_for_a_face_down_defender():
    """Castle Walls cannot target a face-down monster: the agent does not activate it to put
    it on the opponent's attacker."""
    duel = _attacked({1: {"card": "Celtic Guardian", "position": "face-down defense"}}, {1: "Castle Walls"},
                     {1: "Battle Ox"}, "Battle Ox")
    assert [o.text for o in duel.decision.options] == ["Activate Castle Walls", "Pass"]  # Battle Ox is a target
    assert _greedy_answer(duel) == "Pass"


def test_a_field_spell_is_played_for_its_own_monsters():
    duel = _my_main_phase({
        1: {"deck": ["Doron"], "hand": ["Yami"], "main_monster_zones": {1: "Dark Magician"}},
        2: {"deck": ["Doron"]},
    })
    assert _greedy_answer(duel) == "Activate Yami"


def test_a_field_spell_waits_for_a_face_up_monster():
    duel = _my_main_phase({1: {"deck": ["Doron"], "hand": ["Yami", "Dark Magician"]}, 2: {"deck": ["Doron"]}})
    assert "Activate Yami" in [o.text for o in duel.decision.options]
    assert _greedy_answer(duel) != "Activate Yami"
