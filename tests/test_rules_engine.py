"""Rule tests that the YAML scenario format cannot express.

- the *replay* rule (the number of the opponent's monsters changes after an attack is declared),
  driven by the ``Duel.response_window`` hook;
- the decision protocol: an illegal answer changes nothing; no answer is taken after the end;
- hidden information in ``Duel.view`` and in the per-player event renderings;
- broken scenario files raise ScenarioError naming the problem.

Sources: rulebook "Battle Step" (replay), "Winning and Losing"; DESIGN §1 (decisions), §4 (knowledge), §8 (scenarios).
"""

from __future__ import annotations

import json
import pathlib
import textwrap

import pytest

from duelcore.state.decision import DecisionKind
from duelcore.errors import DuelOver, IllegalAnswer, ScenarioError
from duelcore.scenarios import build_duel, load_scenarios, run_scenario

PRESETS = ["modern", "2006"]


# --------------------------------------------------------------------------- helpers
def texts(duel) -> list[str]:
    return [o.text for o in duel.decision.options]


def choose(duel, text: str) -> None:
    """Answer the current Decision with the option whose text is ``text`` (it must be offered)."""
    offered = texts(duel)
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


def names(pile) -> list[str]:
    return [c.name for c in pile]


def zone(duel, player: int, z: int):
    """The card in Main Monster Zone ``z`` (1-5) of ``player`` (1 or 2), or None."""
    return duel.players[player - 1].main_monster_zones[z - 1]


def event_texts(duel, viewer=None) -> list[str]:
    """The event texts as ``viewer`` (0 or 1) sees them, or with None the all-seeing texts."""
    return [e.text_all_seeing() if viewer is None else e.text(viewer) for e in duel.events]


def remove_attack_target_once(where: str = "attack_declaration", pick=None):
    """A response-window hook that, the first time window ``where`` opens, sends a card to the GY.

    By default the card is the target of the attack just declared (read from the last "attack"
    event's all-seeing rendering); ``pick(duel)`` may choose another card instead.
    """
    fired: list[str] = []

    def hook(duel, name):
        if name == where and not fired:
            fired.append(name)
            if pick is None:
                attack = next(e for e in reversed(duel.events) if e.kind == "attack")
                card = duel.cards[attack.all_seeing["target"]["uid"]]
            else:
                card = pick(duel)
            duel.send_to_gy(card)
        yield from ()

    hook.fired = fired
    return hook


def replay_board(rules: str):
    """Player 1: Dark Magician (zone 1) and Silver Fang (zone 2), Beaver Warrior in hand.
    Player 2: Celtic Guardian (zone 1), Mystical Elf (zone 2, Attack), a face-down Feral Imp (zone 3)."""
    return build_duel(
        {
            "rules": rules,
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {
                    "hand": ["Beaver Warrior"],
                    "deck": ["Giant Soldier of Stone"],
                    "main_monster_zones": {1: "Dark Magician", 2: "Silver Fang"},
                },
                2: {
                    "deck": ["Battle Ox"],
                    "main_monster_zones": {
                        1: "Celtic Guardian",
                        2: "Mystical Elf",
                        3: {"card": "Feral Imp", "position": "face-down defense"},
                    },
                },
            },
        }
    )


def declare_dark_magician_on_celtic_guardian(duel) -> None:
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    assert duel.decision.kind is DecisionKind.SELECT_ATTACK_TARGET
    assert texts(duel) == [
        "Attack Celtic Guardian (zone 1)",
        "Attack Mystical Elf (zone 2)",
        "Attack a face-down monster (zone 3)",
    ]
    choose(duel, "Attack Celtic Guardian (zone 1)")


# --------------------------------------------------------------------------- replay
@pytest.mark.parametrize("rules", PRESETS)
def test_replay_offered_when_attack_target_leaves(rules):
    """rulebook: Battle Step (replay): the target left the field after the attack declaration,
    so the attacking player picks a new target among the remaining monsters, or does not attack."""
    duel = replay_board(rules)
    duel.response_window = remove_attack_target_once()
    declare_dark_magician_on_celtic_guardian(duel)

    d = duel.decision
    assert d.kind is DecisionKind.REPLAY
    assert d.kind.value == "replay"
    assert d.player == 0
    assert texts(duel) == [
        "Attack Mystical Elf (zone 2)",
        "Attack a face-down monster (zone 3)",
        "Do not attack",
    ]
    # The opponent's view shows no Decision; the attacker's shows the replay.
    assert "decision" not in duel.view(1)
    assert duel.view(0)["decision"]["kind"] == "replay"
    assert names(duel.players[1].gy) == ["Celtic Guardian"]
    assert event_texts(duel)[-3:] == [
        "Player 1 attacked Celtic Guardian with Dark Magician",
        "Celtic Guardian was sent to the GY",
        "Replay: the monsters Player 1 could attack changed",
    ]
    # No damage step has started yet.
    assert not any(e.kind == "damage_step" for e in duel.events)


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_new_target_is_attacked(rules):
    """rulebook: Battle Step (replay): choosing a new target carries the attack out against it."""
    duel = replay_board(rules)
    hook = remove_attack_target_once()
    duel.response_window = hook
    declare_dark_magician_on_celtic_guardian(duel)
    choose(duel, "Attack Mystical Elf (zone 2)")

    # Dark Magician 2500 vs Mystical Elf 800 ATK (Attack Position): 1700 damage, Elf destroyed.
    assert duel.players[1].lp == 6300
    assert duel.players[0].lp == 8000
    assert names(duel.players[1].gy) == ["Celtic Guardian", "Mystical Elf"]
    assert zone(duel, 2, 2) is None
    assert zone(duel, 2, 3).name == "Feral Imp"
    assert zone(duel, 1, 1).name == "Dark Magician"
    ev = event_texts(duel)
    i = ev.index("Replay: the monsters Player 1 could attack changed")
    assert ev[i + 1] == "Player 1 chose Mystical Elf as the new attack target of Dark Magician"
    assert "Player 2 took 1700 battle damage (LP 6300)" in ev[i:]
    assert "Mystical Elf was destroyed by battle" in ev[i:]
    # Dark Magician has attacked; Silver Fang has not.
    assert duel.decision.kind is DecisionKind.BATTLE_COMMAND
    assert texts(duel) == ["Attack with Silver Fang", "Enter Main Phase 2"]


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_do_not_attack(rules):
    """rulebook: Battle Step (replay): the attacking player may choose not to attack; there is no
    Damage Step, and the monster does not get another attack that turn."""
    duel = replay_board(rules)
    duel.response_window = remove_attack_target_once()
    declare_dark_magician_on_celtic_guardian(duel)
    n_damage_steps = sum(1 for e in duel.events if e.kind == "damage_step")
    choose(duel, "Do not attack")

    assert duel.players[0].lp == 8000
    assert duel.players[1].lp == 8000
    assert names(duel.players[1].gy) == ["Celtic Guardian"]
    assert names(duel.players[0].gy) == []
    assert [zone(duel, 2, z) and zone(duel, 2, z).name for z in (1, 2, 3)] == [None, "Mystical Elf", "Feral Imp"]
    assert "Player 1's Dark Magician did not attack" in event_texts(duel)
    assert sum(1 for e in duel.events if e.kind == "damage_step") == n_damage_steps
    assert duel.decision.kind is DecisionKind.BATTLE_COMMAND
    assert texts(duel) == ["Attack with Silver Fang", "Enter Main Phase 2"]


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_when_another_monster_leaves(rules):
    """rulebook: Battle Step (replay): any change in the number of the opponent's monsters causes a
    replay, even when the original target is still there; it may be attacked again."""
    duel = replay_board(rules)
    duel.response_window = remove_attack_target_once(pick=lambda d: zone(d, 2, 2))  # Mystical Elf
    declare_dark_magician_on_celtic_guardian(duel)
    assert duel.decision.kind is DecisionKind.REPLAY
    assert texts(duel) == [
        "Attack Celtic Guardian (zone 1)",
        "Attack a face-down monster (zone 3)",
        "Do not attack",
    ]
    choose(duel, "Attack Celtic Guardian (zone 1)")
    assert duel.players[1].lp == 8000 - (2500 - 1400)
    assert names(duel.players[1].gy) == ["Mystical Elf", "Celtic Guardian"]


@pytest.mark.parametrize("rules", PRESETS)
def test_no_replay_when_nothing_changes(rules):
    """rulebook: Battle Step: without a change in the number of monsters there is no replay."""
    duel = replay_board(rules)
    windows: list[str] = []

    def hook(d, name):
        windows.append(name)
        yield from ()

    duel.response_window = hook
    declare_dark_magician_on_celtic_guardian(duel)
    assert not any(e.kind == "replay" for e in duel.events)
    assert duel.players[1].lp == 8000 - 1100
    assert names(duel.players[1].gy) == ["Celtic Guardian"]
    # The hook saw the windows of the battle in order.
    i = windows.index("attack_declaration")
    assert windows[:i] == ["phase_end", "battle_start"]
    assert windows[i : i + 5] == [
        "attack_declaration",
        "damage_step_start",
        "before_damage_calculation",
        "after_damage_calculation",
        "damage_step_end",
    ]


def last_monster_board(rules: str):
    """Player 1: Dark Magician, Beaver Warrior in hand. Player 2: Celtic Guardian only."""
    return build_duel(
        {
            "rules": rules,
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Beaver Warrior"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {"deck": ["Battle Ox"], "main_monster_zones": {4: "Celtic Guardian"}},
            },
        }
    )


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_last_monster_leaves_offers_direct_attack(rules):
    """rulebook: Battle Step (replay): when the opponent's last monster leaves, the replay offers a
    direct attack (or not attacking)."""
    duel = last_monster_board(rules)
    duel.response_window = remove_attack_target_once()
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")  # the only target is taken without asking
    assert duel.decision.kind is DecisionKind.REPLAY
    assert duel.decision.player == 0
    assert texts(duel) == ["Attack directly", "Do not attack"]
    assert duel.monsters(1) == []

    choose(duel, "Attack directly")
    assert duel.players[1].lp == 5500
    assert names(duel.players[1].gy) == ["Celtic Guardian"]
    ev = event_texts(duel)
    i = ev.index("Replay: the monsters Player 1 could attack changed")
    assert ev[i + 1] == "Player 1 chose to attack directly with Dark Magician"
    assert "Player 2 took 2500 battle damage (LP 5500)" in ev[i:]
    # Back in Main Phase 2 (Dark Magician attacked; nothing else can).
    assert duel.phase.value == "Main Phase 2"
    assert texts(duel) == ["Normal Summon Beaver Warrior", "Set Beaver Warrior", "End the turn"]


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_last_monster_leaves_do_not_attack(rules):
    duel = last_monster_board(rules)
    duel.response_window = remove_attack_target_once()
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    choose(duel, "Do not attack")
    assert duel.players[1].lp == 8000
    assert duel.players[0].lp == 8000
    assert names(duel.players[1].gy) == ["Celtic Guardian"]
    assert "Player 1's Dark Magician did not attack" in event_texts(duel)
    assert duel.phase.value == "Main Phase 2"
    # It did declare an attack: no position change for it in Main Phase 2.
    assert texts(duel) == ["Normal Summon Beaver Warrior", "Set Beaver Warrior", "End the turn"]


def direct_attack_board(rules: str):
    """Player 1: Dark Magician, Beaver Warrior in hand. Player 2: no monsters, Battle Ox in hand."""
    return build_duel(
        {
            "rules": rules,
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Beaver Warrior"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {"hand": ["Battle Ox"], "deck": ["Feral Imp"]},
            },
        }
    )


def place_from_hand_once(player: int, zone_index: int, remove=None):
    """A hook that, at the first attack declaration, optionally sends ``remove(duel)`` to the GY,
    then puts the first card of ``player``'s hand (0 or 1) on the field in face-up Attack Position."""
    from duelcore.state.enums import Location, Position

    fired: list[str] = []

    def hook(duel, name):
        if name == "attack_declaration" and not fired:
            fired.append(name)
            if remove is not None:
                duel.send_to_gy(remove(duel))
            card = duel.players[player].hand[0]
            duel.move(card, Location.MAIN_MONSTER_ZONE, zone=zone_index, position=Position.FACE_UP_ATTACK, controller=player)
        yield from ()

    return hook


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_direct_attack_opponent_gains_monster(rules):
    """rulebook: Battle Step (replay): a monster placed on the opponent's field during a direct
    attack causes a replay; the direct attack is no longer offered, only the new monster or stopping."""
    duel = direct_attack_board(rules)
    duel.response_window = place_from_hand_once(1, 2)
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")  # direct attack, the only choice: not asked
    assert "Player 1 attacked directly with Dark Magician" in event_texts(duel)
    assert duel.decision.kind is DecisionKind.REPLAY
    assert texts(duel) == ["Attack Battle Ox (zone 3)", "Do not attack"]
    choose(duel, "Attack Battle Ox (zone 3)")
    assert duel.players[1].lp == 8000 - (2500 - 1700)
    assert names(duel.players[1].gy) == ["Battle Ox"]
    assert duel.players[1].hand == []


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_direct_attack_opponent_gains_monster_stop(rules):
    duel = direct_attack_board(rules)
    duel.response_window = place_from_hand_once(1, 0)
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    choose(duel, "Do not attack")
    assert duel.players[1].lp == 8000
    assert zone(duel, 2, 1).name == "Battle Ox"
    assert duel.phase.value == "Main Phase 2"


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_new_target_is_not_a_new_attack_declaration(rules):
    duel = replay_board(rules)
    windows: list[str] = []
    remove = remove_attack_target_once()

    def hook(d, name):
        windows.append(name)
        yield from remove(d, name)

    duel.response_window = hook
    declare_dark_magician_on_celtic_guardian(duel)
    choose(duel, "Attack Mystical Elf (zone 2)")
    assert duel.players[1].lp == 6300  # the attack itself is carried out correctly
    assert windows.count("attack_declaration") == 1, windows


@pytest.mark.parametrize("rules", PRESETS)
def test_replay_when_a_monster_is_replaced(rules):
    duel = build_duel(
        {
            "rules": rules,
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Beaver Warrior"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {
                    "hand": ["Battle Ox"],
                    "deck": ["Feral Imp"],
                    "main_monster_zones": {1: "Celtic Guardian", 2: "Mystical Elf"},
                },
            },
        }
    )
    # Mystical Elf leaves, Battle Ox arrives in zone 3: still 2 monsters, Celtic Guardian still the target.
    duel.response_window = place_from_hand_once(1, 2, remove=lambda d: zone(d, 2, 2))
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    choose(duel, "Attack Celtic Guardian (zone 1)")
    assert duel.decision is not None and duel.decision.kind is DecisionKind.REPLAY
    assert texts(duel) == ["Attack Celtic Guardian (zone 1)", "Attack Battle Ox (zone 3)", "Do not attack"]


# --------------------------------------------------------------------------- decision protocol
@pytest.mark.parametrize("rules", PRESETS)
@pytest.mark.parametrize("bad", [99, 5, -1, "0", 1.0, True, None, [0], (0,), "Normal Summon Celtic Guardian"])
def test_illegal_answer_changes_nothing(rules, bad):
    """DESIGN §1: an illegal answer raises IllegalAnswer and leaves the duel exactly as it was."""
    duel = build_duel(
        {
            "rules": rules,
            "turn": 3,
            "phase": "Main Phase 1",
            "players": {1: {"hand": ["Celtic Guardian"], "deck": ["Silver Fang"]}, 2: {"deck": ["Battle Ox"]}},
        }
    )
    assert duel.legal_actions() == [0, 1, 2, 3]
    before_hash = duel.state_hash()
    before_events = len(duel.events)
    before_answers = list(duel.record.answers)
    decision = duel.decision
    with pytest.raises(IllegalAnswer) as info:
        duel.apply_action(bad)
    assert "'Main Phase 1: choose an action'" in str(info.value)  # the Decision, as its prompt says it
    assert duel.state_hash() == before_hash
    assert len(duel.events) == before_events
    assert duel.decision is decision
    assert duel.record.answers == before_answers
    # The duel still works.
    duel.apply_action(0)
    assert duel.decision.kind is DecisionKind.SELECT_ZONE


def test_illegal_answer_message_names_range():
    duel = build_duel(
        {"turn": 3, "phase": "Main Phase 1", "players": {1: {"hand": ["Celtic Guardian"], "deck": ["Silver Fang"]}, 2: {"deck": ["Battle Ox"]}}}
    )
    with pytest.raises(IllegalAnswer, match=r"0\.\.3"):
        duel.apply_action(4)


@pytest.mark.parametrize("rules", PRESETS)
def test_duel_over_after_lp_zero(rules):
    """rulebook: Winning and Losing: the duel is over; DESIGN §1: no more answers are taken."""
    duel = build_duel(
        {
            "rules": rules,
            "turn": 3,
            "phase": "Main Phase 1",
            "players": {
                1: {"hand": ["Beaver Warrior"], "deck": ["Silver Fang"], "main_monster_zones": {1: "Dark Magician"}},
                2: {"lp": 2000, "deck": ["Battle Ox"]},
            },
        }
    )
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    assert duel.is_over
    assert duel.result.winner == 0 and duel.result.reason == "lp" and duel.result.turn == 3
    assert duel.decision is None and duel.current_player is None
    assert duel.legal_actions() == []
    assert duel.players[1].lp == 0
    assert event_texts(duel)[-1] == "Player 1 wins on turn 3 (opponent LP reached 0)"
    before = (duel.state_hash(), len(duel.events))
    for answer in (0, 1, 99):
        with pytest.raises(DuelOver):
            duel.apply_action(answer)
    with pytest.raises(DuelOver):
        duel.concede(1)
    assert (duel.state_hash(), len(duel.events)) == before
    assert duel.view(0)["result"] == {"winner": 0, "reason": "lp", "turn": 3}
    assert "decision" not in duel.view(0) and "decision" not in duel.view(1)


@pytest.mark.parametrize("rules", PRESETS)
def test_duel_over_after_deck_out(rules):
    duel = build_duel(
        {
            "rules": rules,
            "turn": 4,
            "turn_player": 2,
            "phase": "Draw Phase",
            "players": {1: {"deck": ["Silver Fang"]}, 2: {"hand": ["Feral Imp"], "deck": []}},
        }
    )
    assert duel.result is not None
    assert (duel.result.winner, duel.result.reason, duel.result.turn) == (0, "deck_out", 4)
    with pytest.raises(DuelOver):
        duel.apply_action(0)


def test_concede_ends_duel():
    duel = build_duel(
        {"turn": 3, "phase": "Main Phase 1", "players": {1: {"hand": ["Celtic Guardian"], "deck": ["Silver Fang"]}, 2: {"deck": ["Battle Ox"]}}}
    )
    duel.concede(0)
    assert (duel.result.winner, duel.result.reason) == (1, "concede")
    with pytest.raises(DuelOver):
        duel.apply_action(0)


@pytest.mark.parametrize("rules", PRESETS)
def test_one_option_decisions_are_not_asked(rules):
    """DESIGN §1: a Decision with a single legal option is never asked (a single attack target)."""
    duel = last_monster_board(rules)
    choose(duel, "Enter the Battle Phase")
    choose(duel, "Attack with Dark Magician")
    assert len(duel.record.answers) == 2  # only the two answers given; the target was not asked
    assert "Player 1 attacked Celtic Guardian with Dark Magician" in event_texts(duel)


# --------------------------------------------------------------------------- hidden information
HIDDEN_NAMES = ["Mystical Elf", "Feral Imp", "Summoned Skull", "Giant Soldier of Stone"]


def hidden_board(rules: str):
    """Player 1 (turn player): face-down Mystical Elf (zone 2), face-up Celtic Guardian (zone 1),
    hand Feral Imp + Summoned Skull, Deck Giant Soldier of Stone, GY Battle Ox."""
    return build_duel(
        {
            "rules": rules,
            "turn": 3,
            "turn_player": 1,
            "phase": "Main Phase 1",
            "players": {
                1: {
                    "hand": ["Feral Imp", "Summoned Skull"],
                    "deck": ["Giant Soldier of Stone"],
                    "gy": ["Battle Ox"],
                    "main_monster_zones": {
                        1: "Celtic Guardian",
                        2: {"card": "Mystical Elf", "position": "face-down defense"},
                    },
                },
                2: {"hand": ["Beaver Warrior"], "deck": ["Silver Fang"]},
            },
        }
    )


def walk(obj):
    """Every dict inside a JSON-like value."""
    if isinstance(obj, dict):
        yield obj
        for v in obj.values():
            yield from walk(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from walk(v)


@pytest.mark.parametrize("rules", PRESETS)
def test_view_hides_opponents_face_down_monster_and_hand(rules):
    """FD-01, FD-02, DESIGN §4: the opponent sees a face-down monster as "a face-down monster" and
    hand cards as "a card", with nothing that identifies them."""
    duel = hidden_board(rules)
    view = duel.view(1)  # player 2 looks at player 1's side
    side = view["players"][0]
    assert side["hand_count"] == 2
    assert len(side["hand"]) == 2
    for card in side["hand"]:
        assert card["hidden"] is True
        assert card["name"] == "a card"
        assert card["location"] == "hand"
        assert card["controller"] == 0
        for key in ("passcode", "uid", "atk", "def", "level", "kind"):
            assert key not in card
    fd = side["main_monster_zones"][1]
    assert fd["hidden"] is True
    assert fd["name"] == "a face-down monster"
    assert fd["position"] == "face-down Defense Position"
    assert fd["zone"] == 2
    for key in ("passcode", "uid", "atk", "def", "level", "kind"):
        assert key not in fd
    up = side["main_monster_zones"][0]
    assert up["name"] == "Celtic Guardian" and "hidden" not in up and "uid" not in up
    assert [c["name"] for c in side["gy"]] == ["Battle Ox"]
    assert side["deck_count"] == 1
    assert "deck" not in side and "extra_deck" not in side
    # No uid anywhere in a player's view, and no hidden name anywhere in the JSON text.
    assert not any("uid" in d for d in walk(view))
    dumped = json.dumps(view)
    for name in HIDDEN_NAMES:
        assert name not in dumped, name
    # No Decision for player 2 (it is player 1's to answer).
    assert "decision" not in view


@pytest.mark.parametrize("rules", PRESETS)
def test_view_shows_own_cards(rules):
    duel = hidden_board(rules)
    view = duel.view(0)
    side = view["players"][0]
    assert [c["name"] for c in side["hand"]] == ["Feral Imp", "Summoned Skull"]
    fd = side["main_monster_zones"][1]
    assert fd["name"] == "Mystical Elf" and "hidden" not in fd
    assert fd["position"] == "face-down Defense Position"
    assert fd["passcode"] == duel.db.lookup("Mystical Elf").passcode
    assert not any("uid" in d for d in walk(view))
    # The own Deck is not known either (only its count).
    assert "Giant Soldier of Stone" not in json.dumps(view)
    # Player 2's hand is hidden from player 1.
    opp = view["players"][1]
    assert opp["hand"] == [{"location": "hand", "controller": 1, "hidden": True, "name": "a card"}]
    assert view["decision"]["kind"] == "idle command"


@pytest.mark.parametrize("rules", PRESETS)
def test_set_and_draw_event_renderings_hide_identity(rules):
    """FD-01, DESIGN §4: the opponent's renderings of a Set and of a draw carry no name, passcode or uid."""
    duel = hidden_board(rules)
    choose(duel, "Set Feral Imp")
    choose(duel, "Main Monster Zone 3")
    set_event = next(e for e in duel.events if e.kind == "set_monster")
    opp = set_event.for_player(1)["card"]
    assert opp["hidden"] is True and opp["name"] == "a face-down monster"
    assert "passcode" not in opp and "uid" not in opp
    own = set_event.for_player(0)["card"]
    assert own["name"] == "Feral Imp" and "uid" not in own
    assert set_event.all_seeing["card"]["uid"] == zone(duel, 1, 3).uid
    choose(duel, "End the turn")
    # Player 2 drew Silver Fang.
    draw = next(e for e in duel.events if e.kind == "draw")
    assert draw.text(1) == "You drew Silver Fang"
    assert draw.text(0) == "Opponent drew a card"
    seen = draw.for_player(0)["card"]
    assert seen["hidden"] is True and "passcode" not in seen and "uid" not in seen
    for e in duel.events:
        text = e.text(1)
        for name in HIDDEN_NAMES:
            assert name not in text, (name, text)
        assert not any("uid" in d for d in walk(e.for_player(1)))
        assert not any("uid" in d for d in walk(e.for_player(0)))


# --------------------------------------------------------------------------- broken scenario files
GOOD = """\
id: good
name: a valid scenario
source: "rulebook: Normal Summon"
setup:
  turn: 3
  phase: Main Phase 1
  players:
    1:
      hand: [Celtic Guardian]
      deck: [Silver Fang]
      main_monster_zones:
        1: Battle Ox
    2:
      deck: [Battle Ox]
steps:
  - choose: Normal Summon Celtic Guardian
"""


def write(tmp_path: pathlib.Path, text: str) -> pathlib.Path:
    path = tmp_path / "broken.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def load_and_run(path):
    """Load every scenario of a file and run it (set-up errors surface when the duel is built)."""
    for sc in load_scenarios(path):
        run_scenario(sc)


def test_good_file_loads_and_runs(tmp_path):
    path = write(tmp_path, GOOD)
    scenarios = load_scenarios(path)
    assert [s.test_id for s in scenarios] == ["good[modern]"]
    load_and_run(path)


@pytest.mark.parametrize(
    "text, where, message",
    [
        ("id: x\nsetup: {turn: 3\n", "load", "not valid YAML"),
        ("- just\n- a list\n", "load", "holds a mapping"),
        (GOOD + "colour: blue\n", "load", "unknown key(s) colour"),
        (GOOD.replace("rules", "x") + "rules: [modern, 2007]\n", "load", "unknown rules preset 2007"),
        (GOOD + "  - chose: End the turn\n", "load", "unknown step 'chose'"),
        ("scenarios: {a: 1}\n", "load", "'scenarios' must be a list"),
        ("id: x\nname: no setup\n", "load", "needs a 'setup'"),
        (GOOD.replace("hand: [Celtic Guardian]", "hand: [Celtic Guardain]"), "run", "unknown card name 'Celtic Guardain'"),
        (GOOD.replace("        1: Battle Ox", "        6: Battle Ox"), "run", "Main Monster Zone must be 1-5, got 6"),
        (GOOD.replace("phase: Main Phase 1", "phase: Main Phase 3"), "run", "unknown phase 'Main Phase 3'"),
        (GOOD.replace("  turn: 3", "  turn: 3\n  weather: rain"), "run", "unknown key(s) weather"),
        (GOOD.replace("      deck: [Silver Fang]", "      deck: [Silver Fang]\n      lifepoints: 8000"), "run", "unknown key(s) lifepoints"),
        (GOOD.replace("        1: Battle Ox", "        1: {card: Battle Ox, position: sideways}"), "run", "unknown position 'sideways'"),
        (GOOD.replace("        1: Battle Ox", "        1: Dark Hole"), "run", "Dark Hole is not a monster"),
        (GOOD + "expect: {players: {1: {life: 8000}}}\n", "run", "unknown expectation(s) life"),
        (GOOD + "expect: {weather: rain}\n", "run", "unknown expectation(s) weather"),
    ],
    ids=[
        "bad-yaml",
        "not-a-mapping",
        "unknown-scenario-key",
        "unknown-preset",
        "unknown-step",
        "scenarios-not-a-list",
        "no-setup",
        "unknown-card-name",
        "zone-6",
        "unknown-phase",
        "unknown-setup-key",
        "unknown-player-key",
        "unknown-position",
        "not-a-monster",
        "unknown-player-expectation",
        "unknown-expectation",
    ],
)
def test_broken_scenario_file_raises_scenario_error(tmp_path, text, where, message):
    """DESIGN §8: a broken scenario file raises ScenarioError whose message names the problem.
    (``where`` records whether load_scenarios itself or the run catches it: set-up problems are
    only found when the duel is built.)"""
    path = write(tmp_path, text)
    if where == "load":
        with pytest.raises(ScenarioError) as info:
            load_scenarios(path)
    else:
        with pytest.raises(ScenarioError) as info:
            load_and_run(path)
    assert message in str(info.value)


def test_unknown_card_name_suggests_the_right_one(tmp_path):
    path = write(tmp_path, GOOD.replace("hand: [Celtic Guardian]", "hand: [Celtic Guardain]"))
    with pytest.raises(ScenarioError, match="did you mean 'Celtic Guardian'"):
        load_and_run(path)


def test_bad_yaml_message_names_the_file(tmp_path):
    path = write(tmp_path, "id: x\nsetup: {turn: 3\n")
    with pytest.raises(ScenarioError) as info:
        load_scenarios(path)
    assert str(path) in str(info.value)


# --------------------------------------------------------------------------- runner bugs (reported)
def test_expectation_zone_0_is_rejected(tmp_path):
    # Battle Ox is in zone 5; there is no zone 0, yet this expectation is read as zone 5 and passes.
    path = write(tmp_path, GOOD.replace("        1: Battle Ox", "        5: Battle Ox") + "expect: {players: {1: {main_monster_zones: {0: Battle Ox}}}}\n")
    with pytest.raises(ScenarioError, match="1-5"):
        load_and_run(path)


def test_expectation_zone_6_is_a_scenario_error(tmp_path):
    path = write(tmp_path, GOOD + "expect: {players: {1: {main_monster_zones: {6: Battle Ox}}}}\n")
    with pytest.raises(ScenarioError, match="1-5"):
        load_and_run(path)


def test_expectation_unknown_card_is_a_scenario_error(tmp_path):
    path = write(tmp_path, GOOD + "expect: {players: {1: {hand: [Celtic Guardain]}}}\n")
    with pytest.raises(ScenarioError, match="good"):
        load_and_run(path)


def test_setup_error_names_the_file(tmp_path):
    path = write(tmp_path, GOOD.replace("hand: [Celtic Guardian]", "hand: [Celtic Guardain]"))
    with pytest.raises(ScenarioError) as info:
        load_and_run(path)
    assert str(path) in str(info.value) or "good" in str(info.value)
