"""duelcore.env.gym: DuelGymEnv, the Gymnasium single-agent environment against an opponent (issue 19)."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv

from duelcore.env import ENV_ID, DuelGymEnv
from duelcore.env.encoding import GLOBAL_FIELDS, OPTION_FIELDS
from duelcore.errors import DuelcoreError


def first_legal(obs: dict) -> int:
    """The first slot the mask allows."""
    return int(np.flatnonzero(obs["action_mask"])[0])


def play_first_legal(env: DuelGymEnv, seed: int) -> tuple[list[bytes], float, bool, bool, dict]:
    """Reset ``env`` with ``seed`` and play the learner's first legal slot to the end; return every
    observation (as bytes) and the last step's reward, terminated, truncated and info."""
    obs, _ = env.reset(seed=seed)
    seen = [b"".join(obs[k].tobytes() for k in sorted(obs))]
    while True:
        obs, reward, terminated, truncated, info = env.step(first_legal(obs))
        seen.append(b"".join(obs[k].tobytes() for k in sorted(obs)))
        if terminated or truncated:
            return seen, reward, terminated, truncated, info


def test_check_env_passes():
    check_env(gymnasium.make(ENV_ID, render_mode="ansi").unwrapped, skip_render_check=False)


def test_registered_id_makes_the_environment():
    env = gymnasium.make(ENV_ID, opponent="greedy", learner=1)
    assert isinstance(env.unwrapped, DuelGymEnv)
    assert env.unwrapped.opponent == "greedy" and env.unwrapped.learner == 1
    env.close()


def test_spaces_match_the_encoder_and_the_mask():
    env = DuelGymEnv(option_slots=8, max_cards=40, history=4)
    assert env.action_space == gymnasium.spaces.Discrete(8)
    assert {k: v.shape for k, v in env.observation_space.spaces.items()} == {
        "cards": (40, 17), "global": (len(GLOBAL_FIELDS),), "options": (8, len(OPTION_FIELDS)), "actions": (4, 7), "action_mask": (8,)}
    obs, _ = env.reset(seed=0)
    assert env.observation_space.contains(obs)


def test_seeded_reset_replays_the_same_duel():
    env = DuelGymEnv(opponent="random", learner=None)
    first = play_first_legal(env, 11)
    answers, side = list(env.duel.record.answers), env.side
    other = play_first_legal(env, 12)
    assert other[0] != first[0]
    again = play_first_legal(env, 11)
    assert again[0] == first[0] and again[1:4] == first[1:4]
    assert env.duel.record.answers == answers and env.side == side


def test_illegal_action_ends_the_episode_with_the_reason():
    env = DuelGymEnv()
    obs, info = env.reset(seed=3)
    assert info["learner"] == 0
    assert obs["action_mask"].tolist() == [1] * 10 + [0] * 22
    obs, reward, terminated, truncated, info = env.step(31)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info == {"illegal_action": "action 31 is not a legal slot of 'Main Phase 1: choose an action': "
                                      "the mask allows [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]",
                    "result": "Player 2 wins on turn 1 (opponent conceded)"}
    assert obs["action_mask"].tolist() == [0] * 32
    with pytest.raises(DuelcoreError, match=r"the episode is over: call reset\(\) before step\(\)"):
        env.step(0)


def test_greedy_opponent_beats_the_first_legal_learner():
    env = DuelGymEnv(opponent="greedy")
    for seed in range(6):
        _, reward, terminated, truncated, info = play_first_legal(env, seed)
        assert (reward, terminated, truncated) == (-1.0, True, False)
        assert info["result"].startswith("Player 2 wins")


def test_random_opponent_episodes_end_with_a_result_reward():
    env = DuelGymEnv(opponent="random", learner=1)
    for seed in range(4):
        _, reward, terminated, truncated, info = play_first_legal(env, seed)
        winner = env.duel.result.winner
        assert terminated and not truncated
        assert reward == (0.0 if winner is None else (1.0 if winner == 1 else -1.0))


def test_learner_as_second_player_is_asked_only_its_own_decisions():
    env = DuelGymEnv(opponent="random", learner=1)
    obs, info = env.reset(seed=5)
    glob = dict(zip(GLOBAL_FIELDS, obs["global"].tolist()))
    assert info["learner"] == 1 and env.duel.decision.player == 1 and glob["deciding"] == 1
    assert {p for p, _ in env.duel.record.answers} <= {0}
    for _ in range(5):
        obs, _, terminated, _, _ = env.step(first_legal(obs))
        assert terminated or env.duel.decision.player == 1


def test_callable_opponent_gets_its_decision_and_view_and_pages_through_slots():
    calls = []

    def last_option(decision, view):
        calls.append((decision.player, view["player"], len(decision.options)))
        return len(decision.options) - 1

    env = DuelGymEnv(opponent=last_option, option_slots=2, max_steps=400)
    obs, _ = env.reset(seed=2)
    while True:
        obs, _, terminated, truncated, _ = env.step(first_legal(obs))
        if terminated or truncated:
            break
    theirs = [answer for player, answer in env.duel.record.answers if player == 1]
    assert calls and all(p == 1 and v == 1 for p, v, _ in calls)
    assert theirs == [n - 1 for _, _, n in calls]
    assert any(n > 2 for _, _, n in calls)  # answered through "next page"


def test_opponent_answer_out_of_range_is_refused():
    env = DuelGymEnv(opponent=lambda decision, view: 99, learner=1)
    with pytest.raises(DuelcoreError, match=r"the opponent answered 99 to .*, which has options 0\.\.\d+"):
        env.reset(seed=0)


def test_bad_arguments_are_refused():
    with pytest.raises(DuelcoreError, match=r"learner must be the int 0 or 1, or None \(a side drawn at every reset\), got 2 \(int\)"):
        DuelGymEnv(learner=2)
    with pytest.raises(DuelcoreError, match=r"unknown agent 'nobody'; known agents: greedy, random"):
        DuelGymEnv(opponent="nobody")
    with pytest.raises(DuelcoreError, match=r"opponent must be an agent name, an Agent or a callable"):
        DuelGymEnv(opponent=3)


def _step_vector(envs, seeds: list[int]) -> np.ndarray:
    """Reset ``envs`` with ``seeds`` and take each env's first legal slot 4 times; return the rewards."""
    obs, infos = envs.reset(seed=seeds)
    assert obs["action_mask"].shape == (2, 32) and infos["learner"].tolist() == [0, 0]
    rewards = []
    for _ in range(4):
        actions = np.array([int(np.flatnonzero(mask)[0]) for mask in obs["action_mask"]])
        obs, reward, terminated, truncated, _ = envs.step(actions)
        rewards.append(reward)
        assert not terminated.any() and not truncated.any()
    return np.array(rewards)


def test_sync_vector_env_steps():
    envs = SyncVectorEnv([lambda: DuelGymEnv(opponent="greedy") for _ in range(2)])
    try:
        assert _step_vector(envs, [1, 2]).tolist() == [[0.0, 0.0]] * 4
        assert envs.envs[0].duel.record.answers != envs.envs[1].duel.record.answers
    finally:
        envs.close()


def test_async_vector_env_steps_and_closes():
    envs = AsyncVectorEnv([lambda: DuelGymEnv(opponent="random") for _ in range(2)])
    try:
        assert _step_vector(envs, [1, 2]).tolist() == [[0.0, 0.0]] * 4
    finally:
        envs.close()
    assert envs.closed


# Seeds, max_steps and arguments (the review of issue 19).

@pytest.mark.parametrize("seed", [-1, -2**70])
def test_a_negative_seed_seeds_np_random_through_seed_generator(seed):
    env = DuelGymEnv()
    _, info = env.reset(seed=seed)
    expected = np.random.Generator(np.random.PCG64(np.random.SeedSequence(-seed, spawn_key=(1,))))
    assert info == {"duel_seed": int(expected.integers(0, 2**63 - 1)), "learner": 0}
    assert env.np_random_seed == seed
    assert play_first_legal(DuelGymEnv(), seed) == play_first_legal(DuelGymEnv(), seed)
    assert DuelGymEnv(seed=seed).reset()[1] == info


def test_a_non_negative_seed_seeds_np_random_as_gymnasium_does():
    _, info = DuelGymEnv().reset(seed=5)
    assert info["duel_seed"] == int(np.random.default_rng(5).integers(0, 2**63 - 1))


def test_a_numpy_integer_seed_is_its_int():
    env = DuelGymEnv()
    assert env.reset(seed=np.int64(3))[1] == DuelGymEnv().reset(seed=3)[1]
    assert env.np_random_seed == 3 and type(env.np_random_seed) is int


@pytest.mark.parametrize("bad, text", [(1.5, "1.5 (float)"), ("x", "'x' (str)"), (True, "True (bool)")])
def test_a_bad_seed_raises_invalid_seed(bad, text):
    from duelcore.errors import InvalidSeed

    env = DuelGymEnv()
    env.reset(seed=2)
    duel = env.duel
    with pytest.raises(InvalidSeed) as exc:
        env.reset(seed=bad)
    assert str(exc.value) == f"seed must be a whole number (int); got {text}"
    assert env.duel is duel
    with pytest.raises(InvalidSeed) as exc:
        DuelGymEnv(seed=bad)
    assert str(exc.value) == f"seed must be a whole number (int); got {text}"


def test_max_steps_counts_the_learners_steps_and_a_reset_lets_the_learner_act():
    env = DuelGymEnv(max_steps=1, learner=1)
    obs, _ = env.reset(seed=1)
    assert env.duel.record.answers and env.duel.record.answers[0][0] == 0  # the opponent answered first
    assert obs["action_mask"].any()
    obs, reward, terminated, truncated, _ = env.step(first_legal(obs))
    assert (reward, terminated, truncated) == (0.0, False, True)
    env = DuelGymEnv(max_steps=3, option_slots=2)
    obs, _ = env.reset(seed=1)
    assert obs["action_mask"].tolist() == [1, 1]
    flags = []
    for _ in range(3):
        obs, reward, terminated, truncated, _ = env.step(1)  # "next page" presses count too
        flags.append((terminated, truncated))
    assert flags == [(False, False), (False, False), (False, True)]
    assert env.duel.record.answers == []
    with pytest.raises(DuelcoreError, match=r"^the episode is over: call reset\(\) before step\(\)$"):
        env.step(0)


def test_sync_vector_env_with_max_steps_2_and_the_learner_second_runs_on():
    envs = SyncVectorEnv([lambda: DuelGymEnv(max_steps=2, learner=1) for _ in range(2)])
    try:
        obs, _ = envs.reset(seed=[1, 2])
        truncations = []
        for _ in range(6):
            assert obs["action_mask"].any(axis=1).all()
            actions = np.array([first_legal({"action_mask": mask}) for mask in obs["action_mask"]])
            obs, reward, terminated, truncated, _ = envs.step(actions)
            assert not terminated.any()
            truncations.append(truncated.tolist())
        # Truncated at each learner's 2nd step; the next step resets (Gymnasium's next-step autoreset).
        assert truncations == [[False, False], [True, True], [False, False]] * 2
    finally:
        envs.close()


@pytest.mark.parametrize("learner", [1.0, 0.0, True, "1", 2, -1])
def test_learner_must_be_the_int_0_or_1(learner):
    with pytest.raises(DuelcoreError) as exc:
        DuelGymEnv(learner=learner)
    assert str(exc.value) == (f"learner must be the int 0 or 1, or None (a side drawn at every reset), "
                              f"got {learner!r} ({type(learner).__name__})")


def test_learner_takes_a_numpy_integer():
    env = DuelGymEnv(learner=np.int64(1))
    assert env.learner == 1 and type(env.learner) is int
    assert env.reset(seed=0)[1]["learner"] == 1


@pytest.mark.parametrize("kwargs, message", [
    ({"max_steps": 0}, "max_steps must be a positive whole number or None (no truncation), got 0"),
    ({"max_steps": 1.5}, "max_steps must be a positive whole number or None (no truncation), got 1.5"),
    ({"render_mode": "human"}, "render_mode must be None or \"ansi\", got 'human'"),
    ({"format": "nope"}, "unknown format 'nope'; known formats: modern, goat"),
    ({"decks": "yugi"}, "decks must be a list or tuple of 2 decks (Deck objects, shipped deck names, .ydk paths or "
                        "ydke:// links), got 'yugi'"),
])
def test_bad_environment_arguments_are_refused_at_construction(kwargs, message):
    with pytest.raises(DuelcoreError) as exc:
        DuelGymEnv(**kwargs)
    assert str(exc.value) == message


def test_a_deck_the_format_forbids_is_refused():
    from duelcore.errors import DeckValidationError

    with pytest.raises(DeckValidationError, match=r"^deck 'SDY_Starter_Deck_Yugi' is not legal:\n  - Dark Hole "):
        DuelGymEnv(decks=("yugi", "kaiba"), format="goat")


@pytest.mark.parametrize("action", [1.0, np.float64(0.0)])
def test_a_non_integer_action_ends_the_episode_as_illegal(action):
    env = DuelGymEnv()
    obs, _ = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(action)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"].startswith(f"action {action!r} (not an integer: {type(action).__name__}) is not "
                                             f"a legal slot of ")


def test_a_step_before_any_reset_says_there_is_no_episode_yet():
    env = DuelGymEnv(seed=0)
    with pytest.raises(DuelcoreError, match=r"^no episode yet: call reset\(\) before step\(\)$"):
        env.step(0)
