"""duelcore.env: the PettingZoo AEC environment DuelEnv and its observation encoder (issue 19)."""

from __future__ import annotations

import re
import zlib
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test

from duelcore.env import DuelEnv, slots_for_option
from duelcore.env.encoding import ACTIONS, CARD_FIELDS, DECISION_KINDS, GLOBAL_FIELDS, NEXT_PAGE, OPTION_FIELDS, page_layout
from duelcore.errors import DuelcoreError, IllegalAnswer
from duelcore.state.decision import Action, DecisionKind, Option


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
def declared_kind(env: DuelEnv, texts: list[str]) -> int:
    """The ``value_kind`` of a declaration offering ``texts``, as docs/ENV.md "Declarations" says:
    the first kind every text is."""
    from duelcore.cards.types import Attribute, MonsterType

    names = {card.name for card in env.db}
    kinds = [lambda t: t in ("Heads", "Tails"), lambda t: t in ("Monster", "Spell", "Trap"),
             lambda t: t in [a.label for a in Attribute], lambda t: t in [m.label for m in MonsterType],
             str.isdigit, lambda t: re.fullmatch(r"\d+ LP", t) is not None, lambda t: t in names]
    return next((code for code, fits in enumerate(kinds, start=1) if all(fits(t) for t in texts)), 8)


def declared_value(env: DuelEnv, kind: int, text: str) -> int:
    """The ``value`` of a declaration's option of ``value_kind`` ``kind`` (docs/ENV.md "Declarations")."""
    import zlib

    from duelcore.cards.types import Attribute, MonsterType

    if kind == 1:
        return ["Heads", "Tails"].index(text) + 1
    if kind == 2:
        return {"Monster": 1, "Spell": 2, "Trap": 4}[text]
    if kind == 3:
        return next(int(a) for a in Attribute if a.label == text)
    if kind == 4:
        return next(int(m) for m in MonsterType if m.label == text)
    if kind in (5, 6):
        return int(text.split()[0])
    if kind == 7:
        return min(env.encoder.card_index(card.passcode) for card in env.db if card.name == text)
    return zlib.crc32(text.encode()) & 0x7FFFFFFF


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
    texts = [option.text for option in options]
    declared = 0 if decision is None or decision.kind is not DecisionKind.OPTION else declared_kind(env, texts)
    for slot, option in enumerate(options[page * per:page * per + per]):
        card = option.card
        text = option.text
        tributes = re.search(r"\((\d+) Tributes?\)|\(Tribute (\d+) ", text)
        option_rows.append([1, ACTIONS.index(option.action) + 1, *card_columns(card),
                            0 if card is None or card.get("hidden") else 1, option.zone or 0,
                            position.get(text.split(" in ")[-1], 0) if option.action is Action.POSITION else 0,
                            next((location[loc.value] for loc in LOCATIONS if text.startswith(f"{loc.value} ")), 0)
                            if option.action is Action.ZONE else 0,
                            option.effect or 0,
                            int(tributes[1] or tributes[2]) if tributes and option.action in (
                                Action.NORMAL_SUMMON, Action.SET_MONSTER, Action.SPECIAL_SUMMON) else 0,
                            declared, declared_value(env, declared, text) if declared else 0])
        mask[slot] = 1
    width = len(OPTION_FIELDS)
    if pages > 1:
        option_rows += [[0] * width] * (config.option_slots - 1 - len(option_rows)) + [[1, len(ACTIONS) + 1]
                                                                                       + [0] * (width - 2)]
        mask[-1] = 1
    actions = [[1, kind, action, *card_columns(card)] for kind, action, card in history[-config.history:]]

    def padded(rows: list[list[int]], height: int, width: int) -> np.ndarray:
        return np.array((rows + [[0] * width] * height)[:height], dtype=np.int32).reshape(height, width)

    return {"cards": padded(cards, config.max_cards, 17), "global": np.array(glob, dtype=np.int32),
            "options": padded(option_rows, config.option_slots, len(OPTION_FIELDS)),
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


# Seeds, arguments and the life cycle (the review of issue 19).

def _draw(generator: np.random.Generator) -> int:
    """The duel seed a reset without a seed draws from the environment's generator."""
    return int(generator.integers(0, 2**63 - 1))


@pytest.mark.parametrize("seed", [-1, -2**70, 2**70])
def test_every_whole_number_seed_plays_that_duel(seed):
    env = DuelEnv(seed=seed)
    env.reset()
    assert env.duel.seed == seed
    env.reset(seed=7)
    env.reset(seed=seed)
    assert env.duel.seed == seed
    # A later reset without a seed draws from numpy's generator of the seed: SeedSequence(-s,
    # spawn_key=(1,)) for a negative seed (numpy refuses negative entropy), default_rng(s) else.
    expected = (np.random.Generator(np.random.PCG64(np.random.SeedSequence(-seed, spawn_key=(1,))))
                if seed < 0 else np.random.default_rng(seed))
    env.reset()
    assert env.duel.seed == _draw(expected)
    env.reset()
    assert env.duel.seed == _draw(expected)


def test_a_negative_seed_draws_other_duels_than_its_absolute_value():
    seeds = []
    for seed in (-1, 1):
        env = DuelEnv(seed=seed)
        env.reset()
        env.reset()
        seeds.append(env.duel.seed)
    assert seeds[0] != seeds[1]


def test_the_first_reset_without_a_seed_plays_the_constructors_seed():
    env = DuelEnv(seed=5)
    env.reset()
    assert env.duel.seed == 5
    first = first_legal(env)
    answers = list(env.duel.record.answers)
    other = DuelEnv()
    other.reset(seed=5)
    assert first_legal(other) == first and other.duel.record.answers == answers
    # Later resets without a seed play the draws of default_rng(5), as after reset(seed=5).
    expected = np.random.default_rng(5)
    env.reset()
    assert env.duel.seed == _draw(expected)
    env.reset()
    assert env.duel.seed == _draw(expected)
    other.reset()
    other.reset()
    assert other.duel.seed == env.duel.seed


def test_a_bad_seed_is_refused_and_changes_nothing():
    from duelcore.errors import InvalidSeed

    with pytest.raises(InvalidSeed) as exc:
        DuelEnv(seed=1.5)
    assert str(exc.value) == ("seed must be a whole number (int), or None to draw one from the system's random "
                              "source; got 1.5 (float)")
    env = DuelEnv()
    env.reset(seed=3)
    duel = env.duel
    for bad, text in [("x", "'x' (str)"), (2.0, "2.0 (float)"), (True, "True (bool)")]:
        with pytest.raises(InvalidSeed) as exc:
            env.reset(seed=bad)
        assert str(exc.value) == f"seed must be a whole number (int); got {text}"
        assert env.duel is duel
    env.reset(seed=np.int64(3))
    assert env.duel.seed == 3 and type(env.duel.seed) is int


def _press_next_page(env: DuelEnv) -> None:
    assert env.observe(env.agent_selection)["action_mask"].tolist() == [1, 1]
    env.step(1)


def test_next_page_presses_count_toward_max_steps():
    env = DuelEnv(option_slots=2, max_steps=10)
    env.reset(seed=1)
    agent = env.agent_selection
    answers = len(env.duel.record.answers)
    assert len(env.duel.decision.options) > 2  # "next page" shows the next option
    for _ in range(9):
        _press_next_page(env)
        assert env.truncations == {"player_0": False, "player_1": False}
    _press_next_page(env)
    assert env.truncations == {"player_0": True, "player_1": True}
    assert env.agent_selection == agent and len(env.duel.record.answers) == answers


def test_answers_and_next_page_presses_count_together_toward_max_steps():
    env = DuelEnv(option_slots=2, max_steps=3)
    env.reset(seed=1)
    env.step(1)  # next page
    env.step(0)  # answers option 1
    assert env.truncations == {"player_0": False, "player_1": False}
    obs, _, _, truncation, _ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.truncations == {"player_0": True, "player_1": True}


@pytest.mark.parametrize("action", [1.0, 0.0, np.float64(0.0), np.float32(1.0), "0", None, True])
def test_a_non_integer_action_is_illegal(action):
    env = DuelEnv()
    env.reset(seed=1)
    agent = env.agent_selection
    other = [a for a in env.agents if a != agent][0]
    n = len(env.duel.decision.options)
    prompt = env.duel.decision.prompt
    env.step(action)
    assert env.terminations == {agent: True, other: True}
    assert env._cumulative_rewards == {agent: -1, other: 1}
    assert env.infos[agent]["illegal_action"] == (
        f"action {action!r} (not an integer: {type(action).__name__}) is not a legal slot of {prompt!r}: "
        f"the mask allows {list(range(n))}")
    assert env.duel.result.reason == "concede"


@pytest.mark.parametrize("action", [1.0, np.float64(0.0)])
def test_a_non_integer_action_raises_when_strict_and_changes_nothing(action):
    env = DuelEnv(strict=True)
    env.reset(seed=1)
    answers = list(env.duel.record.answers)
    with pytest.raises(IllegalAnswer) as exc:
        env.step(action)
    assert str(exc.value).startswith(f"action {action!r} (not an integer: {type(action).__name__}) is not a legal slot ")
    assert env.duel.record.answers == answers and not env.duel.is_over


def test_numpy_integer_actions_are_slots():
    env = DuelEnv()
    env.reset(seed=1)
    player = env.possible_agents.index(env.agent_selection)
    env.step(np.int64(1))
    assert env.duel.record.answers[-1] == (player, 1) and not env.duel.is_over


@pytest.mark.parametrize("kwargs, error, message", [
    ({"decks": None}, DuelcoreError, "decks must be a list or tuple of 2 decks (Deck objects, shipped deck names, "
                                     ".ydk paths or ydke:// links), got None"),
    ({"decks": "yugi"}, DuelcoreError, "decks must be a list or tuple of 2 decks (Deck objects, shipped deck names, "
                                       ".ydk paths or ydke:// links), got 'yugi'"),
    ({"decks": ("yugi",)}, DuelcoreError, "DuelEnv needs exactly 2 decks, got 1"),
    ({"decks": ("yugi", 3)}, DuelcoreError, "decks[1] must be a Deck or a deck's name, .ydk path or ydke:// link, "
                                            "got 3"),
    ({"db": "x"}, DuelcoreError, "db must be a CardDatabase (or None for the shipped one), got 'x'"),
    ({"format": "nope"}, DuelcoreError, "unknown format 'nope'; known formats: modern, goat"),
    ({"max_steps": "x"}, DuelcoreError, "max_steps must be a positive whole number or None (no truncation), got 'x'"),
    ({"max_steps": 0}, DuelcoreError, "max_steps must be a positive whole number or None (no truncation), got 0"),
    ({"max_steps": -1}, DuelcoreError, "max_steps must be a positive whole number or None (no truncation), got -1"),
    ({"max_steps": 1.5}, DuelcoreError, "max_steps must be a positive whole number or None (no truncation), got 1.5"),
    ({"max_steps": True}, DuelcoreError, "max_steps must be a positive whole number or None (no truncation), got True"),
    ({"strict": "yes"}, DuelcoreError, "strict must be True or False, got 'yes'"),
    ({"render_mode": "human"}, DuelcoreError, "render_mode must be None or \"ansi\", got 'human'"),
])
def test_bad_arguments_are_refused_at_construction(kwargs, error, message):
    with pytest.raises(error) as exc:
        DuelEnv(**kwargs)
    assert type(exc.value) is error and str(exc.value) == message


def test_max_steps_takes_a_numpy_integer():
    env = DuelEnv(max_steps=np.int64(4))
    assert env.max_steps == 4 and type(env.max_steps) is int


GOAT_YUGI_PROBLEMS = ("deck 'SDY_Starter_Deck_Yugi' is not legal:\n"
                      "  - Dark Hole (53129443): Forbidden on banlist '2005.4.1'\n"
                      "  - Monster Reborn (83764718): Forbidden on banlist '2005.4.1'\n"
                      "  - Change of Heart (4031928): Forbidden on banlist '2005.4.1'")


def test_a_deck_the_format_forbids_is_refused_as_duelcore_sim_refuses_it():
    from duelcore.errors import DeckValidationError
    from duelcore.interfaces.sim import simulate

    with pytest.raises(DeckValidationError) as exc:
        DuelEnv(decks=("yugi", "kaiba"), format="goat")
    assert str(exc.value) == GOAT_YUGI_PROBLEMS
    with pytest.raises(DeckValidationError) as sim:
        simulate("yugi", "kaiba", seeds=[0], format="goat")
    assert str(sim.value) == str(exc.value)
    # The format's own decks, and any deck without a format, play.
    DuelEnv(decks=("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020"), format="goat")
    DuelEnv(decks=("yugi", "kaiba"), format=None)


@pytest.mark.parametrize("call", ["observe", "last", "step"])
def test_the_life_cycle_before_reset_says_call_reset_first(call):
    env = DuelEnv()
    method = {"observe": lambda: env.observe("player_0"), "last": env.last, "step": lambda: env.step(0)}[call]
    with pytest.raises(DuelcoreError) as exc:
        method()
    assert str(exc.value) == f"{call}() before the first reset: call reset() first"


def test_an_unknown_agent_is_refused():
    env = DuelEnv()
    env.reset(seed=1)
    with pytest.raises(DuelcoreError) as exc:
        env.observe("player_2")
    assert str(exc.value) == "unknown agent 'player_2': the agents are player_0, player_1"


def test_a_step_after_every_agent_is_done_only_warns_as_pettingzoo_does():
    from pettingzoo.utils.env_logger import EnvLogger

    env = DuelEnv()
    env.reset(seed=3)
    first_legal(env)
    assert env.agents == []
    answers = list(env.duel.record.answers)
    EnvLogger.flush()
    env.step(None)
    assert EnvLogger.mqueue == ["[WARNING]: step() called after all agents are terminated or truncated. "
                                "Should reset() first."]
    assert env.agents == [] and env.duel.record.answers == answers
    EnvLogger.flush()


@pytest.mark.parametrize("hidden", ["gymnasium", "pettingzoo", "numpy"])
def test_importing_without_the_env_extra_names_the_module_and_the_extra(hidden):
    import subprocess
    import sys

    code = (f"import sys\nsys.modules[{hidden!r}] = None\n"
            "try:\n    import duelcore.env\nexcept ImportError as error:\n"
            "    print(type(error).__name__, error.name)\n    print(error)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == (f"ImportError {hidden}\nduelcore.env needs the module {hidden!r}, which is not installed: "
                   f"install the env extra with pip install 'duelcore[env]' (numpy, PettingZoo, Gymnasium)\n")
# ------------------------------------------------------------- every option has a row of its own
#: An option text's last words when the engine adds them only to tell apart two options whose text
#: would be the same (``duel_state._distinct``: "Set Raigeki Break (hand 1)", "... (hand 2)").
COPY_NUMBER = re.compile(r" \([^()]* \d+\)$")


def option_rows(env: DuelEnv) -> list[tuple[int, ...]]:
    """The option row of every option of the current Decision, page after page."""
    decision = env.duel.decision
    per, pages = page_layout(len(decision.options), env.encoder.config.option_slots)
    rows: list[tuple[int, ...]] = []
    for page in range(pages):
        encoded = env.encoder.encode(env.duel.compact_view(decision.player), decision, page)["options"]
        rows += [tuple(row) for row in encoded[:min(per, len(decision.options) - page * per)].tolist()]
    return rows


def same_card_copies(first, second) -> bool:
    """The one exception: two copies of one card in the same pile off the field (hand, GY,
    Extra Deck: no zone), whose options the engine tells apart only by a copy number
    (:data:`COPY_NUMBER`). Which copy is chosen means nothing the player could know: the card
    rows of a pile have no order either (docs/ENV.md "cards")."""
    return (first.card_place() == second.card_place() and first.card_place() is not None
            and first.card_place()[2] is None and COPY_NUMBER.sub("", first.text) == COPY_NUMBER.sub("", second.text))


def test_options_that_say_different_things_have_different_rows():
    """At every Decision of duels played with random slots (Yugi against Kaiba, effects-1 against
    effects-2, two Goat decks), two options with different texts have different rows, but for
    :func:`same_card_copies`; and the duels ask for positions, zones, chains and declarations."""
    kinds: set[str] = set()
    for decks, format in ((("yugi", "kaiba"), None), (("effects-1", "effects-2"), None),
                          (("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020"), "goat")):
        for seed in range(4):
            env = DuelEnv(decks=decks, format=format)
            env.reset(seed=seed)
            rng = np.random.default_rng(seed)
            for agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                decision = env.duel.decision
                kinds.add(decision.kind.value)
                seen: dict[tuple[int, ...], Any] = {}
                for option, row in zip(decision.options, option_rows(env)):
                    other = seen.setdefault(row, option)
                    assert other.text == option.text or same_card_copies(other, option), (
                        f"{decks} seed {seed}, {decision.prompt!r}: {other.text!r} and {option.text!r} share {row}")
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert {"select position", "select zone", "chain or pass", "option"} <= kinds


def goat_duel(setup: dict[str, Any], choose: list[str]) -> Any:
    """A Goat duel set up as ``setup`` says (engine.setup's format), after the options ``choose``
    (by text)."""
    from duelcore.engine.duel import build_duel

    duel = build_duel({"format": "goat", **setup})
    for text in choose:
        duel.apply_action([option.text for option in duel.decision.options].index(text))
    return duel


def encoded_options(duel: Any) -> list[dict[str, int]]:
    """The option rows of ``duel``'s Decision as {column: value}, one per option."""
    from duelcore.env.encoding import EncoderConfig, ObservationEncoder

    encoder = ObservationEncoder(duel.db, EncoderConfig(option_slots=64))
    rows = encoder.encode(duel.compact_view(duel.decision.player), duel.decision)["options"]
    return [dict(zip(OPTION_FIELDS, row)) for row in rows[:len(duel.decision.options)].tolist()]


def test_the_two_effects_of_spell_shield_type_8_have_their_effect_index_in_the_row():
    duel = goat_duel({"turn": 4, "turn_player": 2, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Pot of Greed"], "deck": ["Mystical Elf"], "main_monster_zones": {1: "Battle Ox"},
            "spell_trap_zones": {1: "Spell Shield Type-8"}},
        2: {"hand": ["Book of Moon"], "deck": ["Mystical Elf"]}}}, ["Activate Book of Moon", "Spell & Trap Zone 1"])
    assert [(o.text, o.effect) for o in duel.decision.options] == [
        ("Activate Spell Shield Type-8: Negate the activation of a Spell Card that targets 1 monster", 1),
        ("Activate Spell Shield Type-8: Send 1 Spell Card from your hand to the GY; negate the activation of a Spell "
         "Card", 2),
        ("Pass", None)]
    import pickle

    copied = pickle.loads(pickle.dumps(duel.decision.options[1]))
    assert copied.effect == 2 and copied == duel.decision.options[1] != duel.decision.options[0]
    rows = encoded_options(duel)
    assert [row["effect"] for row in rows] == [1, 2, 0]
    assert {k: v for k, v in rows[0].items() if k != "effect"} == {k: v for k, v in rows[1].items() if k != "effect"}


def test_a_declared_card_name_is_the_card_index_of_the_name_in_its_row():
    """Archfiend's Oath: the names offered (those of the cards the player may see, alphabetically)
    have value_kind 7 ("card name") and value the card-id index of a card of that name."""
    duel = goat_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Dark Magician"], "deck": ["Battle Ox", "Silver Fang"],
            "spell_trap_zones": {2: {"card": "Archfiend's Oath", "position": "face-up"}}},
        2: {"deck": ["Battle Ox"], "main_monster_zones": {1: "Summoned Skull"}}}},
        ["Activate Archfiend's Oath: Pay 500 LP and declare 1 card name; excavate the top card of your Deck"])
    from duelcore.env.encoding import DECLARED_KINDS, EncoderConfig, ObservationEncoder

    encoder = ObservationEncoder(duel.db, EncoderConfig())
    names = ["Archfiend's Oath", "Dark Magician", "Summoned Skull"]
    assert [o.text for o in duel.decision.options] == names
    index = {card.name: encoder.card_index(card.passcode) for card in sorted(duel.db, key=lambda c: -c.passcode)}
    rows = encoded_options(duel)
    assert DECLARED_KINDS[6] == "card name"
    assert [(row["action"], row["card_index"], row["value_kind"], row["value"]) for row in rows] == [
        (ACTIONS.index(Action.SELECT) + 1, 0, 7, index[name]) for name in names]
    assert len({row["value"] for row in rows}) == 3 and min(row["value"] for row in rows) > 0


def decision_of(kind: DecisionKind, options: list) -> Any:
    """A Decision of player 0 offering ``options`` (for the encoder alone)."""
    from duelcore.state.decision import Decision

    return Decision(0, kind, "?", tuple(options))


@pytest.mark.parametrize("kind, options, column, values", [
    (DecisionKind.SELECT_POSITION, ["Dark Magician in face-up Attack Position",
                                    "Dark Magician in face-up Defense Position"], "position", [1, 2]),
    (DecisionKind.SELECT_ZONE, ["Extra Monster Zone 2", "Main Monster Zone 2", "Spell & Trap Zone 2"],
     "zone_location", [5, 4, 6]),
    (DecisionKind.IDLE_COMMAND, ["Normal Summon Worm King (2 Tributes)",
                                 'Normal Summon Worm King (Tribute 1 Reptile-Type "Worm" monster)',
                                 "Normal Summon Fusilier Dragon, the Dual-Mode Beast (without Tributing)"],
     "tributes", [2, 1, 0]),
])
def test_position_zone_and_summon_options_say_which_in_their_rows(kind, options, column, values):
    """The issue's examples: "Attack Position" / "Defense Position" of one card, "Extra Monster
    Zone 2" / "Main Monster Zone 2", and a monster's Summon procedures, in the words the engine
    gives them (rules.monster_changes, rules.zones, rules.turn); the column codes are those of
    POSITIONS and LOCATIONS (1-based)."""
    from duelcore.env.encoding import LOCATIONS, POSITIONS
    from duelcore.state.enums import Location, Position

    assert POSITIONS[:2] == (Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE)
    assert LOCATIONS[3:6] == (Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE, Location.SPELL_TRAP_ZONE)
    action = {DecisionKind.SELECT_POSITION: Action.POSITION, DecisionKind.SELECT_ZONE: Action.ZONE,
              DecisionKind.IDLE_COMMAND: Action.NORMAL_SUMMON}[kind]
    decision = decision_of(kind, [Option(action, text, zone=2 if action is Action.ZONE else None) for text in options])
    rows = encode_alone(decision)
    assert rows[:, OPTION_FIELDS.index(column)].tolist() == values
    others = [i for i, name in enumerate(OPTION_FIELDS) if name != column]
    assert (rows[:, others] == rows[0, others]).all()


def encode_alone(decision: Any) -> np.ndarray:
    """The option rows of ``decision`` (player 0's, with the view of a duel's opening)."""
    env = DuelEnv(option_slots=64)
    env.reset(seed=1)
    return env.encoder.encode(env.duel.compact_view(0), decision)["options"][:len(decision.options)]


@pytest.mark.parametrize("words, kind, values", [
    (["Heads", "Tails"], 1, [1, 2]),                                    # Time Wizard, Sasuke Samurai #4
    (["Monster", "Spell", "Trap"], 2, [1, 2, 4]),                       # Vampire Lord, call_card_type
    (["DARK", "LIGHT"], 3, [0x20, 0x10]),                               # an Attribute (its bit)
    (["Spellcaster", "Winged Beast"], 4, [0x2, 0x200]),                 # Array of Revealing Light (the Type's bit)
    ([str(level) for level in range(1, 13)], 5, list(range(1, 13))),   # Reasoning, Skull Lair
    (["1000 LP", "2000 LP", "3000 LP"], 6, [1000, 2000, 3000]),         # Wall of Revealing Light
    (["Discard 1 random card from their hand", "Send the top 2 cards of their Deck to the GY"], 8,
     [zlib.crc32(b"Discard 1 random card from their hand") & 0x7FFFFFFF,
      zlib.crc32(b"Send the top 2 cards of their Deck to the GY") & 0x7FFFFFFF]),  # Don Zaloog
])
def test_a_declaration_has_the_kind_and_value_of_its_words_in_each_row(words, kind, values):
    """The words of an "option" Decision (``Activation.declare``), read as docs/ENV.md
    "Declarations" says: ``value_kind`` the same for all its options, ``value`` different."""
    rows = encode_alone(decision_of(DecisionKind.OPTION, [Option(Action.SELECT, w) for w in words]))
    assert rows[:, OPTION_FIELDS.index("value_kind")].tolist() == [kind] * len(words)
    assert rows[:, OPTION_FIELDS.index("value")].tolist() == values


def test_select_options_of_other_decisions_are_not_declarations():
    rows = encode_alone(decision_of(DecisionKind.SELECT_CARDS, [Option(Action.SELECT, "Heads"),
                                                                Option(Action.SELECT, "Choose none")]))
    assert rows[:, OPTION_FIELDS.index("value_kind"):].tolist() == [[0, 0], [0, 0]]


def test_sizes_take_numpy_integers():
    """Sizes are whole numbers of any integer type, as seeds and max_steps are (numpy's too)."""
    env = DuelEnv(option_slots=np.int64(8), max_cards=np.int32(40), history=np.int64(4))
    assert (env.encoder.config.option_slots, env.encoder.config.max_cards, env.encoder.config.history) == (8, 40, 4)
    assert type(env.encoder.config.option_slots) is int
    env.reset(seed=3)
    obs = env.observe(env.agent_selection)
    assert (obs["action_mask"].shape, obs["observation"]["cards"].shape) == ((8,), (40, len(CARD_FIELDS)))
    with pytest.raises(DuelcoreError, match=r"^option_slots must be a whole number of at least 2, got np.int64\(1\)$"):
        DuelEnv(option_slots=np.int64(1))
