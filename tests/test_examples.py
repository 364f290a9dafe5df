"""examples/train_yugi_kaiba.py, the example that learns (issue 19 item 7), on a tiny budget.

The script is loaded by its path (``examples/`` is not a package and is not installed).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from duelcore.env import DuelEnv, DuelGymEnv

SCRIPT = Path(__file__).resolve().parents[1] / "examples" / "train_yugi_kaiba.py"


@pytest.fixture(scope="module")
def example():
    """The script as a module."""
    spec = importlib.util.spec_from_file_location("train_yugi_kaiba", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their class's module up while it loads
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


@pytest.fixture(scope="module")
def greedy_data(example):
    """The greedy agent's answers in two duels, as arrays."""
    return example.greedy_duels(2, seed=0, log=lambda line: None).arrays()


def n_cards() -> int:
    return len(DuelEnv(format=None).encoder.passcodes)


def test_option_features_have_one_row_per_legal_slot_and_name_the_options_card(example):
    env = DuelGymEnv(opponent="random", learner=0)
    obs, _ = env.reset(seed=3)
    X, card, slots, last = example.option_features(obs)
    legal = np.flatnonzero(obs["action_mask"])
    assert slots.tolist() == legal.tolist()
    assert X.shape == (len(legal), example.N_FEATURES) and X.dtype == np.float32
    assert card.tolist() == obs["options"][legal, 2].tolist()  # the card_index column of the option rows
    assert last == 0  # no answer of its own yet


def test_greedy_labels_are_legal_slots_of_the_recorded_observations(example, greedy_data):
    count, choice = greedy_data["count"], greedy_data["choice"]
    assert len(count) > 50 and (count >= 2).all()  # every Decision asked has two options or more
    assert ((0 <= choice) & (choice < count)).all()
    assert greedy_data["start"].tolist() == np.concatenate([[0], np.cumsum(count)[:-1]]).tolist()
    assert len(greedy_data["X"]) == count.sum() == len(greedy_data["card"]) == len(greedy_data["last"])


def test_imitation_raises_the_agreement_with_greedy_on_its_training_data(example, greedy_data):
    policy = example.Policy(n_cards(), hidden=16, seed=0)
    before = example.agreement(policy, greedy_data)
    example.imitate(policy, greedy_data, epochs=3, lr=3e-3, seed=0, log=lambda line: None)
    after = example.agreement(policy, greedy_data)
    assert after > before + 0.5, (before, after)  # about 11% before, 80% after
    assert after > 0.7


def test_the_gradients_are_those_of_the_loss(example, greedy_data):
    # Central finite differences of the weighted cross-entropy, in float64, at the entry of each
    # parameter with the largest gradient and at one fixed entry.
    policy = example.Policy(n_cards(), hidden=8, seed=0)
    policy.params = {k: v.astype(np.float64) for k, v in policy.params.items()}
    data = {**greedy_data, "X": greedy_data["X"].astype(np.float64),
            "weight": np.linspace(-1.0, 2.0, len(greedy_data["count"]))}  # REINFORCE weights may be negative
    picked = np.arange(len(data["count"]))
    grads, _ = example.batch_gradients(policy, data, picked)
    for name in example.Policy.NAMES:
        top = np.unravel_index(np.abs(grads[name]).argmax(), grads[name].shape)
        assert abs(grads[name][top]) > 1e-4, name
        for index in (top, (0,) * grads[name].ndim):
            value = policy.params[name][index]
            policy.params[name][index] = value + 1e-5
            up = example.batch_gradients(policy, data, picked)[1]
            policy.params[name][index] = value - 1e-5
            down = example.batch_gradients(policy, data, picked)[1]
            policy.params[name][index] = value
            assert grads[name][index] == pytest.approx((up - down) / 2e-5, rel=1e-5, abs=1e-9), (name, index)


def test_training_writes_the_weights_and_evaluation_counts_every_duel(example, tmp_path, capsys):
    weights = tmp_path / "policy.npz"
    assert example.main(["--imitation-duels", "2", "--epochs", "1", "--rl-duels", "4", "--evaluate", "1",
                         "--opponents", "random", "--weights", str(weights)]) == 0
    out = capsys.readouterr().out
    hidden = 64
    with np.load(weights) as saved:
        assert {name: saved[name].shape for name in saved.files} == {
            "W1": (example.N_FEATURES, hidden), "b1": (hidden,), "E": (n_cards() + 1, hidden),
            "L": (n_cards() + 1, hidden), "w2": (hidden,)}
    assert f"weights written to {weights}" in out
    assert "REINFORCE: 4/4 duels" in out
    # One evaluation duel for the policy after imitation and one for the final policy.
    results = re.findall(r"^(after imitation only|policy) against random: (\d)/1 won .*, (\d) lost, (\d) drawn",
                         out, re.MULTILINE)
    assert [name for name, *_ in results] == ["after imitation only", "policy"]
    assert all(sum(map(int, counts)) == 1 for _, *counts in results)
    # The weights file holds the trained policy: read back, it plays whole duels.
    score = example.evaluate(example.Policy.load(str(weights)), 2)
    assert score.wins + score.losses + score.draws == 2


def test_evaluation_plays_each_deck_and_side_equally(example):
    assert example.duel_configs(4) == [(("yugi", "kaiba"), 0), (("kaiba", "yugi"), 1), (("kaiba", "yugi"), 0),
                                       (("yugi", "kaiba"), 1)]
    assert example.duel_configs(200).count((("kaiba", "yugi"), 1)) == 50


def test_win_rate_interval_is_the_wilson_score_interval(example):
    score = example.Score(wins=140, losses=55, draws=5)
    low, high = score.interval()
    assert (round(low, 4), round(high, 4)) == (0.6332, 0.7593)
    assert str(score) == "140/200 won (70.0%, 95% CI 63.3%-75.9%), 55 lost, 5 drawn"


def test_the_same_seed_trains_the_same_weights(example, tmp_path, capsys):
    budget = ["--imitation-duels", "2", "--epochs", "1", "--rl-duels", "4", "--evaluate", "0"]
    for name, seed in (("a", "0"), ("b", "0"), ("c", "1")):
        assert example.main(budget + ["--seed", seed, "--weights", str(tmp_path / f"{name}.npz")]) == 0
    a, b, c = (example.Policy.load(str(tmp_path / f"{name}.npz")).params for name in "abc")
    assert all(np.array_equal(a[k], b[k]) for k in example.Policy.NAMES)
    assert not np.array_equal(a["W1"], c["W1"])
