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
    with pytest.raises(DuelcoreError, match=r"learner must be 0, 1 or None .*got 2"):
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
