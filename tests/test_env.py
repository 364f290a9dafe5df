"""duelcore.env: the PettingZoo AEC environment DuelEnv and its observation encoder (issue 19)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test

from duelcore.env import DuelEnv, slots_for_option
from duelcore.env.encoding import ACTIONS, CARD_FIELDS, DECISION_KINDS, GLOBAL_FIELDS, NEXT_PAGE, OPTION_FIELDS, page_layout
from duelcore.errors import DuelcoreError, IllegalAnswer


def first_legal(env: DuelEnv, final: dict | None = None) -> list[list[int]]:
    """Play ``env`` to its end choosing the first legal slot; return every step's mask as a list
    (each agent's last reward goes into ``final``)."""
    masks = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            if final is not None:
                final[agent] = reward
            env.step(None)
            continue
        masks.append(obs["action_mask"].tolist())
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    return masks


def test_api_test_passes():
    api_test(DuelEnv(), num_cycles=200)


def test_reset_with_a_seed_replays_the_same_duel():
    env = DuelEnv()
    env.reset(seed=7)
    first = first_legal(env)
    answers = list(env.duel.record.answers)
    env.reset(seed=8)
    first_legal(env)
    assert env.duel.record.answers != answers
    env.reset(seed=7)
    assert first_legal(env) == first
    assert env.duel.record.answers == answers


def test_observation_of_the_opening_names_the_players_hand_and_hides_the_opponents():
    env = DuelEnv()
    env.reset(seed=1)
    agent = env.agent_selection
    player = env.possible_agents.index(agent)
    obs = env.observe(agent)["observation"]
    cards = obs["cards"]
    col = {name: i for i, name in enumerate(CARD_FIELDS)}
    glob = dict(zip(GLOBAL_FIELDS, obs["global"].tolist()))
    view = env.duel.view(player)
    assert glob["my_lp"] == 8000 and glob["opponent_lp"] == 8000 and glob["turn"] == 1 and glob["my_turn"] == 1
    assert glob["my_hand_count"] == view["players"][player]["hand_count"]
    hand = cards[(cards[:, col["location"]] == 2) & (cards[:, col["present"]] == 1)]
    mine = hand[hand[:, col["controller"]] == 0]
    theirs = hand[hand[:, col["controller"]] == 1]
    assert len(mine) == view["players"][player]["hand_count"]
    assert len(theirs) == view["players"][1 - player]["hand_count"]
    expected = sorted(env.encoder.card_index(c["passcode"]) for c in view["players"][player]["hand"])
    assert sorted(mine[:, col["card_index"]].tolist()) == expected
    assert mine[:, col["known"]].tolist() == [1] * len(mine)
    # The opponent's hand: rows that say only where the cards are.
    assert theirs[:, col["known"]].tolist() == [0] * len(theirs)
    assert theirs[:, col["card_index"]].tolist() == [0] * len(theirs)
    assert theirs[:, col["printed_atk"]].tolist() == [0] * len(theirs)


def test_options_rows_match_the_decision_and_the_mask():
    env = DuelEnv()
    env.reset(seed=1)
    agent = env.agent_selection
    decision = env.duel.decision
    obs = env.observe(agent)
    n = len(decision.options)
    assert n <= 32
    assert obs["action_mask"].tolist() == [1] * n + [0] * (32 - n)
    rows = obs["observation"]["options"]
    col = {name: i for i, name in enumerate(OPTION_FIELDS)}
    for option, row in zip(decision.options, rows):
        assert row[col["present"]] == 1
        card = option.card
        assert row[col["card_index"]] == (0 if card is None else env.encoder.card_index(card["passcode"]))
    # The other agent may not act: its mask is all zeros.
    other = [a for a in env.agents if a != agent][0]
    assert env.observe(other)["action_mask"].tolist() == [0] * 32


def test_more_options_than_slots_are_paged_with_next_page():
    env = DuelEnv(option_slots=2)
    env.reset(seed=1)
    agent = env.agent_selection
    options = env.duel.decision.options
    assert len(options) > 2
    pages = len(options)  # one option and "next page" on each page
    obs = env.observe(agent)
    glob = dict(zip(GLOBAL_FIELDS, obs["observation"]["global"].tolist()))
    assert (glob["page"], glob["page_count"], glob["option_count"]) == (0, pages, len(options))
    assert obs["action_mask"].tolist() == [1, 1]
    assert obs["observation"]["options"][1][1] == NEXT_PAGE
    # "next page" shows the second option in slot 0, and does not answer the Decision.
    answers = len(env.duel.record.answers)
    env.step(1)
    assert env.agent_selection == agent and len(env.duel.record.answers) == answers
    glob = dict(zip(GLOBAL_FIELDS, env.observe(agent)["observation"]["global"].tolist()))
    assert glob["page"] == 1
    env.step(0)
    assert env.duel.record.answers[-1] == (env.possible_agents.index(agent), 1)


def test_paging_wraps_to_the_first_page():
    env = DuelEnv(option_slots=2)
    env.reset(seed=1)
    agent = env.agent_selection
    n = len(env.duel.decision.options)
    for _ in range(n):
        env.step(1)
    assert dict(zip(GLOBAL_FIELDS, env.observe(agent)["observation"]["global"].tolist()))["page"] == 0
    env.step(0)
    assert env.duel.record.answers[-1] == (env.possible_agents.index(agent), 0)


def test_slots_for_option_turns_an_option_index_into_next_page_presses_then_its_slot():
    assert slots_for_option(4, 5, 32) == [4]  # one page: the slot is the index
    assert slots_for_option(5, 7, 4) == [3, 2]  # 3 options a page: page 1, slot 2
    assert slots_for_option(6, 7, 4) == [3, 3, 0]
    assert slots_for_option(2, 7, 4) == [2]
    # Played in the environment, the slots answer exactly that option of the Decision.
    for index in range(3):
        env = DuelEnv(option_slots=2)
        env.reset(seed=1)
        player = env.possible_agents.index(env.agent_selection)
        n = len(env.duel.decision.options)
        assert slots_for_option(index, n, 2) == [1] * index + [0]
        for slot in slots_for_option(index, n, 2):
            env.step(slot)
        assert env.duel.record.answers[-1] == (player, index)


@pytest.mark.parametrize("args, message", [
    ((5, 5, 32), "option 5 is not an option of a Decision with options 0..4"),
    ((-1, 5, 32), "option -1 is not an option of a Decision with options 0..4"),
    ((0, 0, 32), "a Decision has at least 1 option, got option_count 0"),
    ((0, 3, 1), "option_slots must be at least 2, got 1"),
])
def test_slots_for_option_rejects_an_index_outside_the_decision(args, message):
    with pytest.raises(DuelcoreError) as exc:
        slots_for_option(*args)
    assert str(exc.value) == message


def test_illegal_action_loses_the_duel_and_says_why():
    env = DuelEnv()
    env.reset(seed=1)
    agent = env.agent_selection
    other = [a for a in env.agents if a != agent][0]
    n = len(env.duel.decision.options)
    env.step(31)
    assert env.terminations == {agent: True, other: True}
    assert env._cumulative_rewards == {agent: -1, other: 1}
    assert env.infos[agent]["illegal_action"].startswith("action 31 is not a legal slot of ")
    assert env.infos[agent]["illegal_action"].endswith(f"the mask allows {list(range(n))}")
    assert env.duel.result.winner == env.possible_agents.index(other)
    assert env.duel.result.reason == "concede"


def test_illegal_action_raises_when_strict_and_changes_nothing():
    env = DuelEnv(strict=True)
    env.reset(seed=1)
    agent = env.agent_selection
    answers = list(env.duel.record.answers)
    with pytest.raises(IllegalAnswer, match=r"^action 31 is not a legal slot of "):
        env.step(31)
    assert env.duel.record.answers == answers and not env.duel.is_over
    assert env.agent_selection == agent and env.terminations[agent] is False


def test_a_finished_duel_rewards_the_winner():
    env = DuelEnv()
    env.reset(seed=3)
    final: dict = {}
    first_legal(env, final)
    result = env.duel.result
    assert result is not None and result.winner in (0, 1)
    winner, loser = env.possible_agents[result.winner], env.possible_agents[1 - result.winner]
    assert final == {winner: 1, loser: -1}
    assert env.agents == []


def test_the_readme_ten_line_example_plays_a_goat_duel(capsys):
    # The README shows the environment in ten lines of Python: it must run as shown.
    from helpers import REPO_ROOT

    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("in ten lines:\n\n```python\n", 1)[1].split("```", 1)[0]
    assert len(block.strip().splitlines()) <= 11
    exec(compile(block, "README.md", "exec"), {})
    printed = capsys.readouterr().out.split("\n")
    assert sorted(printed[:2]) == ["player_0 1", "player_1 -1"]


# ------------------------------------------------------------- the observation is the view's encoding
def reference_observation(env: DuelEnv, player: int, history: list) -> dict[str, np.ndarray]:
    """The observation of ``player`` made the plain way, field by field as docs/ENV.md documents
    it, from ``env.duel.view(player)``, the player's Decision and ``history`` (their answers:
    (decision kind code, option kind code, the option's card dict))."""
    from duelcore.env.encoding import ACTION_FIELDS, LOCATIONS, PHASES, POSITIONS
    from duelcore.state.enums import BattleStep

    view = env.duel.view(player)
    config = env.encoder.config
    location = {loc.value: i + 1 for i, loc in enumerate(LOCATIONS)}
    position = {pos.value: i + 1 for i, pos in enumerate(POSITIONS)}
    face_up = {"face-up Attack Position", "face-up Defense Position", "face-up"}
    relative = lambda who: 0 if who == player else 1  # noqa: E731
    cards = []

    def card_row(info: dict[str, Any] | None, owner: int | None) -> None:
        if info is None:
            return
        row = [1] + [0] * 16
        row[10:16] = [location[info["location"]], info.get("zone", 0), position.get(info.get("position"), 0),
                      relative(info["controller"]), -1 if owner is None else relative(owner),
                      1 if info.get("position") in face_up else 0]
        if not info.get("hidden"):
            data = env.db.get(info["passcode"])
            printed = [-1 if data.atk is None else data.atk, -1 if data.defense is None else data.defense]
            row[1:8] = [env.encoder.card_index(data.passcode), int(data.type_bits), data.level,
                        int(data.attribute or 0), int(data.monster_type or 0), *printed]
            if "atk" in info:
                row[3] = info.get("level", info.get("rank", info.get("link_rating")))
                row[8:10] = [info["atk"], -1 if info["def"] is None else info["def"]]
            else:
                row[8:10] = printed
            row[16] = 1
        cards.append(row)

    for side_index in (player, 1 - player):
        side = view["players"][side_index]
        for info in side["main_monster_zones"] + side["spell_trap_zones"] + [side["field_zone"]]:
            card_row(info, None)
        for pile in ("hand", "gy", "banished", "extra_deck"):
            for info in side.get(pile, []):
                card_row(info, side_index)
        card_row(side["deck_top"], side_index)
    for info in view["extra_monster_zones"] or []:
        card_row(info, None)

    def card_columns(info: dict[str, Any] | None) -> list[int]:
        if info is None:
            return [0, 0, 0, 0]
        index = 0 if info.get("hidden") else env.encoder.card_index(info["passcode"])
        return [index, location[info["location"]], info.get("zone", 0), relative(info["controller"])]

    decision = env.duel.decision if env.duel.decision is not None and env.duel.decision.player == player else None
    options = decision.options if decision is not None else ()
    page = env._page if decision is not None else 0
    per, pages = page_layout(len(options), config.option_slots)
    me, them = view["players"][player], view["players"][1 - player]
    glob = [me["lp"], them["lp"], view["turn"], [None, *[p.value for p in PHASES]].index(view["phase"]),
            relative(view["turn_player"]) ^ 1, len(view["chain"]), me["hand_count"], them["hand_count"],
            me["deck_count"], them["deck_count"], me["extra_deck_count"], them["extra_deck_count"], len(me["gy"]),
            len(them["gy"]), len(me["banished"]), len(them["banished"]), int(decision is not None),
            DECISION_KINDS.index(decision.kind) + 1 if decision is not None else 0, len(options), page, pages,
            [None, *[b.value for b in BattleStep]].index(view["battle_step"])]
    attack = view["attack"]
    if attack is None:
        glob += [0] * 7
    else:
        glob.append(1 if attack["target"] is not None else 2)
        for info in (attack["attacker"], attack["target"]):
            glob += [0, 0, 0] if info is None else [location[info["location"]], info.get("zone", 0),
                                                     relative(info["controller"])]
    option_rows, mask = [], [0] * config.option_slots
    for slot, option in enumerate(options[page * per:page * per + per]):
        card = option.card
        option_rows.append([1, ACTIONS.index(option.action) + 1, *card_columns(card),
                            0 if card is None or card.get("hidden") else 1, option.zone or 0])
        mask[slot] = 1
    if pages > 1:
        option_rows += [[0] * 8] * (config.option_slots - 1 - len(option_rows)) + [[1, len(ACTIONS) + 1] + [0] * 6]
        mask[-1] = 1
    actions = [[1, kind, action, *card_columns(card)] for kind, action, card in history[-config.history:]]

    def padded(rows: list[list[int]], height: int, width: int) -> np.ndarray:
        return np.array((rows + [[0] * width] * height)[:height], dtype=np.int32).reshape(height, width)

    return {"cards": padded(cards, config.max_cards, 17), "global": np.array(glob, dtype=np.int32),
            "options": padded(option_rows, config.option_slots, 8),
            "actions": padded(actions, config.history, len(ACTION_FIELDS)), "action_mask": np.array(mask, np.int8)}


@pytest.mark.parametrize("decks, format, sizes", [
    (("yugi", "kaiba"), None, {}),
    (("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020"), "goat", {"option_slots": 4, "history": 3}),
    (("effects-1", "effects-2"), None, {"option_slots": 3, "max_cards": 30, "history": 0}),
])
def test_every_observation_is_the_encoding_of_the_players_view_and_decision(decks, format, sizes):
    """Both agents' observations at every step of a duel (random slots, "next page" among them)
    equal the observation made the plain way from ``Duel.view`` (the encoder reads a compact
    form of it and keeps rows from step to step: it must not change a value)."""
    env = DuelEnv(decks=decks, format=format, **sizes)
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    history: list[list] = [[], []]
    steps = 0
    for agent in env.agent_iter():
        for other, player in zip(env.possible_agents, (0, 1)):
            got = env.observe(other)
            expected = reference_observation(env, player, history[player])
            for name, array in {**got["observation"], "action_mask": got["action_mask"]}.items():
                assert array.dtype == expected[name].dtype and array.shape == expected[name].shape, name
                np.testing.assert_array_equal(array, expected[name], err_msg=f"step {steps}, {other}: {name}")
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        slot = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        decision = env.duel.decision
        per, pages = page_layout(len(decision.options), env.encoder.config.option_slots)
        if not (pages > 1 and slot == env.encoder.config.option_slots - 1):
            option = decision.options[env._page * per + slot]
            history[decision.player].append((DECISION_KINDS.index(decision.kind) + 1,
                                             ACTIONS.index(option.action) + 1, option.card))
        env.step(slot)
        steps += 1
    assert steps >= 100


def test_the_encoder_refuses_a_full_view_and_says_which_it_reads():
    env = DuelEnv()
    env.reset(seed=1)
    with pytest.raises(DuelcoreError, match=r"reads Duel\.compact_view\(player\) \(cards as tuples\), "
                                            r"not Duel\.view\(player\)"):
        env.encoder.encode(env.duel.view(0), None)


def test_the_attack_under_way_is_in_the_global_features():
    """While a monster attacks, the global features say the Battle Step, that a monster is
    attacked, and where the attacker and its target are (public: the attack declaration)."""
    from duelcore.env.encoding import BATTLE_STEPS, LOCATIONS

    glob_index = {name: i for i, name in enumerate(GLOBAL_FIELDS)}
    env = DuelEnv(decks=("yugi", "kaiba"), seed=0)
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    seen = []
    for agent in env.agent_iter():
        obs, _, termination, truncation, _ = env.last()
        if termination or truncation:
            env.step(None)
            continue
        glob = dict(zip(GLOBAL_FIELDS, obs["observation"]["global"].tolist()))
        duel, me = env.duel, int(agent[-1])
        if duel.attacking is None:
            assert obs["observation"]["global"][glob_index["attack"]:].tolist() == [0] * 7
        else:
            attacker, target = duel.attacking, duel.attack_target
            seen.append(glob)
            assert glob["battle_step"] == BATTLE_STEPS.index(duel.battle_step) + 1
            assert glob["attack"] == 1  # Yugi's and Kaiba's monsters attack monsters here
            assert (glob["attacker_location"], glob["attacker_zone"], glob["attacker_controller"]) == (
                LOCATIONS.index(attacker.location) + 1, attacker.zone + 1, int(attacker.controller != me))
            assert (glob["attack_target_location"], glob["attack_target_zone"], glob["attack_target_controller"]) == (
                LOCATIONS.index(target.location) + 1, target.zone + 1, int(target.controller != me))
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
    assert [(g["battle_step"], g["attacker_zone"], g["attack_target_zone"]) for g in seen] == [(3, 3, 3)]
