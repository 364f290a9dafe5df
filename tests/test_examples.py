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


# ----------------------------------------------------------------------------- bad input
def run(example, capsys, *argv: str) -> tuple[int, str, str]:
    """The script's main on ``argv``: (exit code, stdout, stderr); argparse's exit is caught."""
    try:
        code = example.main(list(argv))
    except SystemExit as exit:
        code = exit.code
    out, err = capsys.readouterr()
    return code, out, err


def write_npz(path: Path, **arrays) -> None:
    with open(path, "wb") as file:
        np.savez(file, **arrays)


def fitting_arrays(example, hidden: int = 4) -> dict[str, np.ndarray]:
    """Zero arrays of the shapes a policy with ``hidden`` units needs."""
    return {name: np.zeros(shape, np.float32) for name, shape in example.Policy.shapes(n_cards(), hidden).items()}


def make_missing(example, path):
    pass


def make_truncated(example, path):
    write_npz(path, **fitting_arrays(example))
    path.write_bytes(path.read_bytes()[:1000])


def make_text(example, path):
    path.write_text("W1 = 0.5\n")


def make_directory(example, path):
    path.mkdir()


def make_empty(example, path):
    path.write_bytes(b"")


def make_npy(example, path):
    with open(path, "wb") as file:
        np.save(file, np.zeros(3, np.float32))


def make_other_arrays(example, path):
    write_npz(path, W1=np.zeros((2, 2), np.float32), weights=np.zeros(2, np.float32))


def make_misshapen(example, path):
    arrays = fitting_arrays(example)
    write_npz(path, **{**arrays, "W1": np.zeros((3, 4), np.float32), "E": np.zeros((5, 4), np.float32)})


def make_integers(example, path):
    write_npz(path, **{**fitting_arrays(example), "b1": np.zeros(4, np.int64)})


def make_nan(example, path):
    arrays = fitting_arrays(example)
    arrays["w2"][1] = np.nan
    write_npz(path, **arrays)


@pytest.mark.parametrize("make, problem", [
    (make_missing, "does not exist"),
    (make_truncated, "is a damaged .npz archive (File is not a zip file)"),
    (make_text, "is not an .npz archive of numeric arrays"),
    (make_directory, "is a directory, not an .npz file"),
    (make_empty, "is empty"),
    (make_npy, "is a single array (.npy), not an .npz archive of the arrays W1, b1, E, L, w2"),
    (make_other_arrays, "lacks the arrays b1, E, L, w2; a policy needs W1, b1, E, L, w2 (the file holds: W1, weights)"),
    (make_misshapen, "does not fit this policy ({features} features): W1 has shape (3, 4), needs ({features}, 4); "
                     "E has shape (5, 4), needs ({cards}, 4)"),
    (make_integers, "does not fit this policy ({features} features): b1 holds int64 values, not floating-point numbers"),
    (make_nan, "does not fit this policy ({features} features): w2 holds NaN or infinite values"),
])
def test_a_weights_file_that_is_no_policy_is_refused_in_one_line(example, tmp_path, capsys, make, problem):
    path = tmp_path / "policy.npz"
    make(example, path)
    code, out, err = run(example, capsys, "--no-train", "--weights", str(path), "--evaluate", "1")
    problem = problem.format(features=example.N_FEATURES, cards=n_cards() + 1)
    assert (code, out, err) == (1, "", f"train_yugi_kaiba.py: error: weights file {str(path)!r} {problem}\n")


def test_a_fitting_weights_file_is_read_back_exactly_and_under_its_own_name(example, tmp_path, capsys):
    policy = example.Policy(n_cards(), hidden=4, seed=5)
    path = tmp_path / "weights"  # no .npz: written and read under exactly this name
    policy.save(str(path))
    assert [p.name for p in tmp_path.iterdir()] == ["weights"]
    loaded = example.Policy.load(str(path))
    assert all(np.array_equal(loaded.params[k], policy.params[k]) for k in example.Policy.NAMES)
    # --evaluate 0 skips the evaluation: nothing printed.
    assert run(example, capsys, "--no-train", "--weights", str(path), "--evaluate", "0") == (0, "", "")


TINY = ["--imitation-duels", "1", "--epochs", "1", "--rl-duels", "0", "--evaluate", "0"]


@pytest.mark.parametrize("where, problem", [
    ("missing/policy.npz", "the folder {folder!r} does not exist"),
    ("folder", "it is a directory"),
])
def test_a_weights_file_that_cannot_be_written_is_refused_before_training(example, tmp_path, capsys, where,
                                                                          problem):
    (tmp_path / "folder").mkdir()
    path = tmp_path / where
    code, out, err = run(example, capsys, *TINY, "--weights", str(path))
    problem = problem.format(folder=str(tmp_path / "missing"))
    # Nothing printed on stdout: the training never started.
    assert (code, out, err) == (1, "", f"train_yugi_kaiba.py: error: cannot write the weights file {str(path)!r}: "
                                       f"{problem}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]


def test_checking_that_the_weights_can_be_written_leaves_nothing_behind(example, tmp_path):
    new, old = tmp_path / "new.npz", tmp_path / "old.npz"
    old.write_bytes(b"the weights of an earlier run")
    example.check_writable(str(new))
    example.check_writable(str(old))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.npz"]
    assert old.read_bytes() == b"the weights of an earlier run"


@pytest.mark.parametrize("argv, problem", [
    (["--imitation-duels", "0"], "argument --imitation-duels: must be 1 or more, got 0"),
    (["--imitation-duels", "-1"], "argument --imitation-duels: must be 1 or more, got -1"),
    (["--epochs", "0"], "argument --epochs: must be 1 or more, got 0"),
    (["--epochs", "-1"], "argument --epochs: must be 1 or more, got -1"),
    (["--rl-duels", "-4"], "argument --rl-duels: must be 0 or more (0: no REINFORCE), got -4"),
    (["--rl-duels", "5"], "argument --rl-duels: must be a multiple of 4 (each duel seed is played 4 times), got 5"),
    (["--evaluate", "-5"], "argument --evaluate: must be 0 or more (0: no evaluation), got -5"),
    (["--seed", "-1"], "argument --seed: must be 0 or more (numpy seeds are not negative), got -1"),
    (["--epochs", "two"], "argument --epochs: expected a whole number, got 'two'"),
    (["--greedy", "--evaluate", "1", "--opponents", "random,nosuch"],
     "argument --opponents: unknown agent 'nosuch'; known agents: greedy, random"),
    (["--greedy", "--evaluate", "1", "--opponents", "random,"],
     "argument --opponents: unknown agent ''; known agents: greedy, random"),
])
def test_bad_arguments_are_refused_before_anything_runs(example, tmp_path, capsys, argv, problem):
    code, out, err = run(example, capsys, *TINY, *argv, "--weights", str(tmp_path / "policy.npz"))
    assert (code, out) == (2, "")
    assert err.startswith("usage: train_yugi_kaiba.py ")
    assert err.splitlines()[-1] == f"train_yugi_kaiba.py: error: {problem}"
    assert list(tmp_path.iterdir()) == []


def test_no_reinforce_and_no_evaluation_skip_cleanly(example, tmp_path, capsys):
    weights = tmp_path / "policy.npz"
    code, out, err = run(example, capsys, *TINY, "--weights", str(weights))
    assert (code, err) == (0, "")
    assert "REINFORCE" not in out and " against " not in out
    assert out.splitlines()[-1].endswith(f"weights written to {weights}")
    assert example.Policy.load(str(weights)).params["W1"].shape == (example.N_FEATURES, 64)
