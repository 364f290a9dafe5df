#!/usr/bin/env python3
"""Train a small policy for Starter Deck: Yugi against Starter Deck: Kaiba, with numpy only.

The policy acts only from the environment's observation (``duelcore.env``): it scores every legal
option slot with a small network and takes the best (or samples, while it learns). An option's
input is the option row (its kind, where its card is, whose it is) joined with the features of
the card it names (found in the observation's card rows: card-type bits, Level, ATK/DEF,
position), a learned vector for the card's identity (its card-id index), a learned vector for
the card of the player's last own action, and global features (LP, phase, Decision kind, the
monsters on each side). "next page" is one more slot.

Training, in two steps:

1. Imitation. Duels are played by the greedy agent (``duelcore.agents``, "greedy"); every answer
   it gives becomes a label, turned into the environment's slot actions with
   ``duelcore.env.slots_for_option``. The network learns it by cross-entropy over the legal
   slots (Adam).
2. Improvement. REINFORCE against the greedy agent: the policy samples its slots, each duel
   seed is played 4 times, and a Decision's log-probability is pushed by its duel's reward (+1
   win, -1 loss) minus the mean reward of that seed's 4 duels (the luck of the draw cancels).

Evaluation: ``--evaluate N`` plays N duels against each of ``--opponents`` (duelcore's "random"
and "greedy" agents by default), the policy taking its best slot: a quarter each as Yugi going
first, Yugi going second, Kaiba going first and Kaiba going second, duel i with seed
1,000,000 + i. It prints the wins, losses and draws and the win rate with its 95% confidence
interval (Wilson score). After training it evaluates the policy as it was after imitation too,
so the effect of the improvement step shows. With ``--greedy`` the greedy agent plays the same
duels in the policy's place, for comparison.

Usage:
    python examples/train_yugi_kaiba.py                      # train (defaults), save, evaluate
    python examples/train_yugi_kaiba.py --no-train --weights yugi_kaiba_policy.npz --evaluate 200
    python examples/train_yugi_kaiba.py --greedy --evaluate 200 --opponents random

Everything is seeded (``--seed``, 0 or more): the same command plays the same duels and gives
the same weights. Needs ``pip install 'duelcore[env]'``; runs on one core.

Bad input is refused before anything runs, in one line on stderr: an argument out of range
(``--imitation-duels`` and ``--epochs`` 1 or more; ``--rl-duels`` 0 or more and a multiple of 4,
as each duel seed is played 4 times; ``--evaluate`` and ``--seed`` 0 or more; ``--opponents``
names of duelcore's agents) exits with code 2, as argparse does; a weights file that cannot be
read as a policy (``--no-train``: missing, a directory, damaged, not an .npz archive, arrays
missing, mis-shaped or not finite) or cannot be written (training: its folder missing, a
directory) exits with code 1. ``--rl-duels 0`` and ``--evaluate 0`` skip that step.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
import zipfile
from dataclasses import dataclass, field

import numpy as np

from duelcore.agents import AGENTS, make_agent
from duelcore.cards.types import TypeBits
from duelcore.env import DuelEnv, DuelGymEnv, slots_for_option
from duelcore.env.encoding import (ACTION_FIELDS, CARD_FIELDS, DECISION_KINDS, GLOBAL_FIELDS, LOCATIONS,
                                   NEXT_PAGE, OPTION_FIELDS, PHASES, POSITIONS)
from duelcore.interfaces.sim import wilson
from duelcore.state.enums import Location, Position

DECKS = ("yugi", "kaiba")
SLOTS = 32

# ----------------------------------------------------------------------------- features
C = {name: i for i, name in enumerate(CARD_FIELDS)}
G = {name: i for i, name in enumerate(GLOBAL_FIELDS)}
O = {name: i for i, name in enumerate(OPTION_FIELDS)}
A = {name: i for i, name in enumerate(ACTION_FIELDS)}
MAIN_MONSTER_ZONE = LOCATIONS.index(Location.MAIN_MONSTER_ZONE) + 1
SPELL_TRAP_ZONE = LOCATIONS.index(Location.SPELL_TRAP_ZONE) + 1
ATTACK_POSITION = POSITIONS.index(Position.FACE_UP_ATTACK) + 1
TYPE_BITS = np.array([TypeBits.MONSTER, TypeBits.SPELL, TypeBits.TRAP, TypeBits.NORMAL, TypeBits.EFFECT,
                      TypeBits.FUSION, TypeBits.RITUAL, TypeBits.FLIP, TypeBits.TOKEN, TypeBits.QUICK_PLAY,
                      TypeBits.CONTINUOUS, TypeBits.EQUIP, TypeBits.FIELD, TypeBits.COUNTER,
                      TypeBits.SPECIAL_SUMMON_ONLY], dtype=np.int64)


def one_hot(codes: np.ndarray, size: int) -> np.ndarray:
    """Rows of ``size`` zeros with a 1 at each code (codes outside 0..size-1 give all zeros)."""
    out = np.zeros((len(codes), size), dtype=np.float32)
    ok = (codes >= 0) & (codes < size)
    out[np.flatnonzero(ok), codes[ok]] = 1
    return out


def global_features(obs: dict) -> np.ndarray:
    """The features every option of one observation shares: LP, turn, phase, Decision kind, hand and
    pile counts, and a summary of the monsters and Spells/Traps on each side (from the card rows)."""
    g, cards = obs["global"].astype(np.float32), obs["cards"]
    on_field = cards[:, C["present"]].astype(bool) & (cards[:, C["location"]] == MAIN_MONSTER_ZONE)
    board = []
    for side in (0, 1):
        mine = on_field & (cards[:, C["controller"]] == side)
        face_up = mine & (cards[:, C["face_up"]] == 1)
        atk = cards[face_up, C["atk"]]
        board += [mine.sum() / 5, (mine & ~face_up).sum() / 5, atk.max(initial=0) / 3000, atk.sum() / 8000,
                  ((cards[:, C["location"]] == SPELL_TRAP_ZONE) & (cards[:, C["controller"]] == side)).sum() / 5]
    return np.concatenate([
        [g[G["my_lp"]] / 8000, g[G["opponent_lp"]] / 8000, (g[G["my_lp"]] - g[G["opponent_lp"]]) / 8000,
         min(g[G["turn"]], 40) / 40, g[G["my_turn"]], min(g[G["chain_length"]], 4) / 4,
         g[G["my_hand_count"]] / 10, g[G["opponent_hand_count"]] / 10, g[G["my_deck_count"]] / 40,
         g[G["opponent_deck_count"]] / 40, g[G["my_gy_count"]] / 20, g[G["opponent_gy_count"]] / 20,
         min(g[G["option_count"]], 32) / 16, g[G["page"]] > 0, g[G["page_count"]] > 1],
        one_hot(np.array([int(g[G["phase"]])]), len(PHASES) + 1)[0],
        one_hot(np.array([int(g[G["decision_kind"]])]), len(DECISION_KINDS) + 1)[0],
        board,
    ]).astype(np.float32)


def option_features(obs: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """The inputs of the legal slots of one observation.

    Returns (X float32 [n, N_FEATURES], the card-id index each option names [n], the slots [n],
    the card-id index of the player's last own action), n the number of legal slots.
    ``obs`` is a DuelGymEnv observation or a DuelEnv one ({"observation": ..., "action_mask": ...}).
    """
    if "observation" in obs:
        obs = {**obs["observation"], "action_mask": obs["action_mask"]}
    slots = np.flatnonzero(obs["action_mask"])
    rows = obs["options"][slots]
    cards = obs["cards"]
    n = len(slots)
    # The card row each option names: same place (location, zone, controller) and card-id index.
    key = cards[:, [C["location"], C["zone"], C["controller"], C["card_index"]]]
    want = rows[:, [O["card_location"], O["card_zone"], O["card_controller"], O["card_index"]]]
    match = (key[None, :, :] == want[:, None, :]).all(axis=2) & (cards[None, :, C["present"]] == 1)
    match &= want[:, None, 0] > 0
    found = match.any(axis=1)
    card = np.where(found[:, None], cards[match.argmax(axis=1)], 0)

    atk, dfn = card[:, C["atk"]].astype(np.float32), card[:, C["def"]].astype(np.float32)
    attack_pos = card[:, C["position"]] == ATTACK_POSITION
    holds_with = np.where(attack_pos, atk, dfn)  # what the card battles with when attacked
    on_field = cards[:, C["present"]].astype(bool) & (cards[:, C["location"]] == MAIN_MONSTER_ZONE)
    face_up = on_field & (cards[:, C["face_up"]] == 1)
    my_best = cards[face_up & (cards[:, C["controller"]] == 0), C["atk"]].max(initial=0)
    their = face_up & (cards[:, C["controller"]] == 1)
    their_best = cards[their, C["atk"]].max(initial=0)
    their_atk_pos = their & (cards[:, C["position"]] == ATTACK_POSITION)
    # The opponent's monster that holds least against an attack (a face-down one: 1500 DEF guessed,
    # as the greedy agent guesses); 0 when they have none.
    their_weakest = min(cards[their_atk_pos, C["atk"]].min(initial=10**6),
                        cards[their & ~their_atk_pos, C["def"]].min(initial=10**6),
                        1500 if (on_field & ~face_up & (cards[:, C["controller"]] == 1)).any() else 10**6)
    their_weakest = 0 if their_weakest == 10**6 else their_weakest
    has_card = rows[:, O["card_location"]] > 0

    X = np.concatenate([
        one_hot(rows[:, O["action"]], NEXT_PAGE + 1),
        one_hot(rows[:, O["card_location"]], len(LOCATIONS) + 1),
        np.stack([has_card, rows[:, O["card_controller"]], rows[:, O["card_known"]], rows[:, O["zone"]] > 0,
                  found], axis=1),
        ((card[:, [C["type_bits"]]] & TYPE_BITS[None, :]) != 0),
        one_hot(card[:, C["position"]], len(POSITIONS) + 1),
        np.stack([card[:, C["level"]] / 12, atk / 3000, dfn / 3000, card[:, C["printed_atk"]] / 3000,
                  (atk - their_best) / 3000, (atk - their_weakest) / 3000, atk > their_best, atk > their_weakest,
                  (my_best - holds_with) / 3000, my_best > holds_with], axis=1),
        np.broadcast_to(global_features(obs), (n, N_GLOBAL)),
    ], axis=1).astype(np.float32)
    history = obs["actions"]
    done = np.flatnonzero(history[:, A["present"]])
    last = int(history[done[-1], A["card_index"]]) if len(done) else 0
    return X, rows[:, O["card_index"]].astype(np.int64), slots, last


N_GLOBAL = 15 + len(PHASES) + 1 + len(DECISION_KINDS) + 1 + 10
N_FEATURES = (NEXT_PAGE + 1) + (len(LOCATIONS) + 1) + 5 + len(TYPE_BITS) + (len(POSITIONS) + 1) + 10 + N_GLOBAL


# ----------------------------------------------------------------------------- the policy
def card_count() -> int:
    """The number of card-id indexes of the environment's encoder (rows of E and L, less the row 0
    of "no card")."""
    return len(DuelEnv(format=None).encoder.passcodes)


class WeightsFileError(Exception):
    """A weights file that cannot be read as a policy, or cannot be written; the message names the
    file and what is wrong with it."""


class Policy:
    """A one-hidden-layer network that scores each legal slot; softmax over the slots.

    score(option) = w2 . relu(W1 x + E[card] + L[last card] + b1), with x the option's features,
    E and L learned vectors per card-id index (the option's card, the card of the last own
    action); no output bias, which a softmax ignores. Parameters are numpy arrays in
    ``self.params`` (saved with :meth:`save`).
    """

    NAMES = ("W1", "b1", "E", "L", "w2")

    def __init__(self, n_cards: int, hidden: int = 64, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        self.params = {
            "W1": (rng.standard_normal((N_FEATURES, hidden)) / math.sqrt(N_FEATURES)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "E": (rng.standard_normal((n_cards + 1, hidden)) * 0.1).astype(np.float32),
            "L": (rng.standard_normal((n_cards + 1, hidden)) * 0.1).astype(np.float32),
            "w2": (rng.standard_normal(hidden) / math.sqrt(hidden)).astype(np.float32),
        }

    def forward(self, X: np.ndarray, card: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Scores [rows] and hidden activations [rows, hidden] of option rows."""
        p = self.params
        h = np.maximum(X @ p["W1"] + p["E"][card] + p["L"][last] + p["b1"], 0)
        return h @ p["w2"], h

    def backward(self, X, card, last, h, dscore) -> dict[str, np.ndarray]:
        """Gradients of sum(dscore * score) with respect to the parameters."""
        p = self.params
        dh = np.outer(dscore, p["w2"]) * (h > 0)
        dE = np.zeros_like(p["E"])
        np.add.at(dE, card, dh)
        dL = np.zeros_like(p["L"])
        np.add.at(dL, last, dh)
        return {"W1": X.T @ dh, "b1": dh.sum(0), "E": dE, "L": dL, "w2": h.T @ dscore}

    def probabilities(self, obs: dict) -> tuple[np.ndarray, np.ndarray]:
        """(legal slots, their probabilities) for one observation."""
        X, card, slots, last = option_features(obs)
        score, _ = self.forward(X, card, np.full(len(slots), last))
        e = np.exp(score - score.max())
        return slots, e / e.sum()

    def act(self, obs: dict, rng: np.random.Generator | None = None, next_page: bool = True) -> int:
        """A slot: the best one, or one sampled from the softmax when ``rng`` is given; with
        ``next_page`` False, never "next page" (after the player has seen every page)."""
        slots, prob = self.probabilities(obs)
        if not next_page and len(slots) > 1 and obs["options"][slots[-1], O["action"]] == NEXT_PAGE:
            slots, prob = slots[:-1], prob[:-1] / prob[:-1].sum()
        return int(slots[prob.argmax()] if rng is None else rng.choice(slots, p=prob))

    @staticmethod
    def shapes(n_cards: int, hidden: int) -> dict[str, tuple[int, ...]]:
        """The shape of each parameter for ``n_cards`` card-id indexes and ``hidden`` units."""
        return {"W1": (N_FEATURES, hidden), "b1": (hidden,), "E": (n_cards + 1, hidden),
                "L": (n_cards + 1, hidden), "w2": (hidden,)}

    def save(self, path: str) -> None:
        """Write the parameters to ``path`` (.npz), under exactly that name (``np.savez`` given a
        name would add ".npz" to one without it)."""
        with open(path, "wb") as file:
            np.savez(file, **self.params)

    @classmethod
    def load(cls, path: str, n_cards: int | None = None) -> "Policy":
        """The policy whose parameters ``path`` (.npz, written by :meth:`save`) holds.

        The archive must hold the arrays W1, b1, E, L and w2, of floating-point numbers, all
        finite, with the shapes of :meth:`shapes` for ``n_cards`` card-id indexes (default: the
        environment's, :func:`card_count`) and the hidden size of its w2.

        Raises:
            WeightsFileError: the file is missing, a directory or unreadable, not an .npz archive
                (damaged, empty, a text file, an .npy file), or its arrays are missing or do not fit the
                policy (the message names them, their shapes and the shapes needed).
        """
        try:
            data = np.load(path)
            if not isinstance(data, np.lib.npyio.NpzFile):
                raise WeightsFileError(f"weights file {path!r} is a single array (.npy), not an .npz archive "
                                       f"of the arrays {', '.join(cls.NAMES)}")
            with data:
                missing = [name for name in cls.NAMES if name not in data.files]
                if missing:
                    raise WeightsFileError(
                        f"weights file {path!r} lacks the array{'s' * (len(missing) > 1)} {', '.join(missing)}; "
                        f"a policy needs {', '.join(cls.NAMES)} (the file holds: {', '.join(data.files) or 'nothing'})")
                params = {name: data[name] for name in cls.NAMES}
        except FileNotFoundError:
            raise WeightsFileError(f"weights file {path!r} does not exist") from None
        except IsADirectoryError:
            raise WeightsFileError(f"weights file {path!r} is a directory, not an .npz file") from None
        except OSError as error:
            raise WeightsFileError(f"cannot read the weights file {path!r}: {error.strerror or error}") from None
        except zipfile.BadZipFile as error:
            raise WeightsFileError(f"weights file {path!r} is a damaged .npz archive ({error})") from None
        except EOFError:
            raise WeightsFileError(f"weights file {path!r} is empty") from None
        except ValueError:  # numpy takes it for pickled data: a text file, or object arrays
            raise WeightsFileError(f"weights file {path!r} is not an .npz archive of numeric arrays") from None
        wrong = [f"{name} holds {array.dtype} values, not floating-point numbers"
                 for name, array in params.items() if array.dtype.kind != "f"]
        if not wrong:
            hidden = params["w2"].shape[0] if params["w2"].ndim == 1 else None
            if hidden is None:
                wrong = [f"w2 has shape {params['w2'].shape}, needs a vector (one weight per hidden unit)"]
            else:
                need = cls.shapes(card_count() if n_cards is None else n_cards, hidden)
                wrong = [f"{name} has shape {params[name].shape}, needs {need[name]}"
                         for name in cls.NAMES if params[name].shape != need[name]]
        if not wrong:
            wrong = [f"{name} holds NaN or infinite values" for name, array in params.items()
                     if not np.isfinite(array).all()]
        if wrong:
            raise WeightsFileError(f"weights file {path!r} does not fit this policy "
                                   f"({N_FEATURES} features): {'; '.join(wrong)}")
        policy = cls.__new__(cls)
        policy.params = params
        return policy


class Adam:
    """The Adam optimizer over a Policy's parameters."""

    def __init__(self, params: dict[str, np.ndarray], lr: float) -> None:
        self.params, self.lr, self.t = params, lr, 0
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}

    def step(self, grads: dict[str, np.ndarray]) -> None:
        """Descend along ``grads`` (gradients of a loss to minimize)."""
        self.t += 1
        for k, g in grads.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * g
            self.v[k] = 0.999 * self.v[k] + 0.001 * g * g
            m_hat, v_hat = self.m[k] / (1 - 0.9 ** self.t), self.v[k] / (1 - 0.999 ** self.t)
            self.params[k] -= (self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)


# ----------------------------------------------------------------------------- decisions as data
@dataclass
class Decisions:
    """Observed Decisions, their option rows stored one after another.

    ``start[d]`` and ``count[d]`` locate Decision d's rows in X, card and last; ``choice[d]`` is
    the position of the chosen slot among them; ``weight[d]`` scales its loss (1 for imitation, the
    advantage for REINFORCE)."""

    X: list = field(default_factory=list)
    card: list = field(default_factory=list)
    last: list = field(default_factory=list)
    count: list = field(default_factory=list)
    choice: list = field(default_factory=list)
    weight: list = field(default_factory=list)

    def add(self, obs: dict, slot: int, weight: float = 1.0) -> None:
        """Record one observation and the slot taken there."""
        X, card, slots, last = option_features(obs)
        self.X.append(X)
        self.card.append(card)
        self.last.append(np.full(len(slots), last))
        self.count.append(len(slots))
        self.choice.append(int(np.flatnonzero(slots == slot)[0]))
        self.weight.append(weight)

    def __len__(self) -> int:
        return len(self.count)

    def arrays(self) -> dict[str, np.ndarray]:
        """Everything as numpy arrays (rows concatenated; ``start`` added)."""
        count = np.array(self.count, np.int64)
        return {"X": np.concatenate(self.X), "card": np.concatenate(self.card), "last": np.concatenate(self.last),
                "count": count, "start": np.concatenate([[0], np.cumsum(count)[:-1]]),
                "choice": np.array(self.choice, np.int64), "weight": np.array(self.weight, np.float32)}


def _forward(policy: Policy, data: dict, picked: np.ndarray) -> tuple:
    """The Decisions ``picked``: their rows' inputs, scores, hidden activations and softmax
    probabilities (within each Decision), each Decision's first row and its chosen row."""
    count = data["count"][picked]
    offsets = np.concatenate([[0], np.cumsum(count)[:-1]])
    rows = np.repeat(data["start"][picked] - offsets, count) + np.arange(count.sum())
    X, card, last = data["X"][rows], data["card"][rows], data["last"][rows]
    score, h = policy.forward(X, card, last)
    e = np.exp(score - np.repeat(np.maximum.reduceat(score, offsets), count))
    prob = e / np.repeat(np.add.reduceat(e, offsets), count)
    return (X, card, last), score, h, prob, offsets, offsets + data["choice"][picked]


def batch_gradients(policy: Policy, data: dict, picked: np.ndarray) -> tuple[dict, float]:
    """Gradients of the mean weighted cross-entropy of the Decisions ``picked`` (the chosen slot's
    -log probability times the Decision's weight), and that mean."""
    inputs, _, h, prob, offsets, chosen = _forward(policy, data, picked)
    weight = data["weight"][picked]
    loss = float(np.mean(-np.log(prob[chosen] + 1e-12) * weight))
    dscore = prob * np.repeat(weight, data["count"][picked])
    dscore[chosen] -= weight
    return policy.backward(*inputs, h, dscore / len(picked)), loss


def agreement(policy: Policy, data: dict) -> float:
    """The share of Decisions where the policy's best-scored slot is the recorded one."""
    _, score, _, _, offsets, chosen = _forward(policy, data, np.arange(len(data["count"])))
    best = np.maximum.reduceat(score, offsets)
    return float(np.mean(score[chosen] >= best))


# ----------------------------------------------------------------------------- playing
def duel_configs(n: int) -> list[tuple[tuple[str, str], int]]:
    """``n`` duels as (decks, learner side): a quarter each with the learner as Yugi first, Yugi
    second, Kaiba first, Kaiba second (player 0 goes first)."""
    kinds = [(DECKS, 0), (DECKS[::-1], 1), (DECKS[::-1], 0), (DECKS, 1)]
    return [kinds[i % 4] for i in range(n)]


def greedy_duels(n_duels: int, seed: int, against_random: float = 0.5, log=print) -> Decisions:
    """Imitation data: ``n_duels`` duels, each Decision of a greedy player recorded with the slot greedy
    takes. A share ``against_random`` of the duels has a random agent on one side (not recorded);
    the others are greedy against greedy (both recorded)."""
    data = Decisions()
    rng = np.random.default_rng(seed)
    for i, (decks, side) in enumerate(duel_configs(n_duels)):
        env = DuelEnv(decks=decks, format=None)
        duel_seed = int(rng.integers(2**62))
        env.reset(seed=duel_seed)
        agents = [make_agent("greedy", seed=duel_seed), make_agent("greedy", seed=duel_seed)]
        if rng.random() < against_random:
            agents[1 - side] = make_agent("random", seed=duel_seed)
        pending: list[int] = []
        for name in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            player = env.possible_agents.index(name)
            if not pending:
                decision = env.duel.decision
                agent = agents[player]
                index = agent.choose(decision, env.duel.view(player) if agent.wants_view else None)
                pending = slots_for_option(index, len(decision.options), SLOTS)
            slot = pending.pop(0)
            if agents[player].name == "greedy":
                data.add(obs, slot)
            env.step(slot)
        if (i + 1) % max(1, n_duels // 5) == 0:
            log(f"  imitation data: {i + 1}/{n_duels} duels, {len(data)} decisions")
    return data


def play(policy, decks, side: int, duel_seed: int, rng: np.random.Generator | None = None,
         record: Decisions | None = None, opponent: str = "random") -> float:
    """One duel against duelcore's ``opponent`` agent ("random" or "greedy"); returns the learner's
    reward (+1, -1, 0).

    ``policy`` is a Policy (best slot, or sampled with ``rng``) or the string "greedy" (the greedy
    agent in the learner's place, for comparison). With ``record``, each observation and slot taken
    is recorded (weight filled in later)."""
    env = DuelGymEnv(decks=decks, opponent=opponent, learner=side, format=None)
    obs, _ = env.reset(seed=duel_seed)
    greedy = make_agent("greedy", seed=duel_seed) if policy == "greedy" else None
    pending: list[int] = []
    presses = 0
    while True:
        if greedy is not None:
            if not pending:
                decision = env.duel.decision
                index = greedy.choose(decision, env.duel.view(decision.player))
                pending = slots_for_option(index, len(decision.options), SLOTS)
            slot = pending.pop(0)
        else:
            # "next page" is one more slot; once every page has been seen, the policy answers.
            slot = policy.act(obs, rng, next_page=presses + 1 < obs["global"][G["page_count"]])
            presses = presses + 1 if obs["options"][slot, O["action"]] == NEXT_PAGE else 0
            if record is not None:
                record.add(obs, slot)
        obs, reward, terminated, truncated, _ = env.step(slot)
        if terminated or truncated:
            return reward


@dataclass
class Score:
    """Results of duels from the learner's side."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def duels(self) -> int:
        return self.wins + self.losses + self.draws

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson score interval of the win rate (duelcore sim's own)."""
        return wilson(self.wins, self.duels)

    def __str__(self) -> str:
        low, high = self.interval()
        return (f"{self.wins}/{self.duels} won ({self.wins / self.duels:.1%}, 95% CI {low:.1%}-{high:.1%}), "
                f"{self.losses} lost, {self.draws} drawn")


def evaluate(policy, n_duels: int, seed: int = 1_000_000, opponent: str = "random") -> Score:
    """``n_duels`` duels against the ``opponent`` agent (sides and decks by :func:`duel_configs`),
    duel i with seed ``seed + i``; the policy takes its best slot (or the greedy agent plays:
    "greedy")."""
    score = Score()
    for i, (decks, side) in enumerate(duel_configs(n_duels)):
        reward = play(policy, decks, side, seed + i, opponent=opponent)
        score.wins += reward > 0
        score.losses += reward < 0
        score.draws += reward == 0
    return score


# ----------------------------------------------------------------------------- training
def imitate(policy: Policy, data: dict, epochs: int, lr: float, seed: int, batch: int = 256, log=print) -> None:
    """Fit the policy to the recorded slots: ``epochs`` passes of Adam on minibatches."""
    opt = Adam(policy.params, lr)
    rng = np.random.default_rng(seed)
    n = len(data["count"])
    for epoch in range(epochs):
        losses = []
        for chunk in np.array_split(rng.permutation(n), max(1, n // batch)):
            grads, loss = batch_gradients(policy, data, chunk)
            opt.step(grads)
            losses.append(loss)
        log(f"  imitation epoch {epoch + 1}/{epochs}: loss {np.mean(losses):.3f}")


def reinforce(policy: Policy, duels: int, lr: float, seed: int, opponent: str = "greedy", group: int = 4,
              seeds_per_update: int = 4, log=print) -> None:
    """REINFORCE against the ``opponent`` agent, with the same duel played ``group`` times.

    Each update plays ``seeds_per_update`` duel seeds, each ``group`` times with sampled slots
    (the same shuffle and the same opponent, so only the policy's own choices differ). A
    Decision's log-probability is pushed by its duel's reward minus the mean reward of that
    seed's group: the luck of the draw cancels out, and Decisions taken alike in a won and a
    lost duel cancel too."""
    opt = Adam(policy.params, lr)
    rng = np.random.default_rng(seed)
    configs = duel_configs(duels // group)
    window: list[float] = []  # the rewards since the last progress line
    for update, first in enumerate(range(0, len(configs), seeds_per_update)):
        record, advantages, counts = Decisions(), [], []
        for decks, side in configs[first:first + seeds_per_update]:
            duel_seed = int(rng.integers(2**62))
            rewards = []
            for _ in range(group):
                before = len(record)
                rewards.append(play(policy, decks, side, duel_seed, rng, record, opponent=opponent))
                counts.append(len(record) - before)
            advantages += list(np.array(rewards) - np.mean(rewards))
            window += rewards
        if np.any(advantages):
            record.weight = list(np.repeat(advantages, counts))
            grads, _ = batch_gradients(policy, record.arrays(), np.arange(len(record)))
            opt.step(grads)
        if (update + 1) % 10 == 0 or first + seeds_per_update >= len(configs):
            done = min(first + seeds_per_update, len(configs)) * group
            log(f"  REINFORCE: {done}/{duels} duels, won {np.mean(np.array(window) > 0):.1%} of the last {len(window)}")
            window = []


def train(imitation_duels: int, epochs: int, rl_duels: int, seed: int, hidden: int = 64,
          log=print) -> tuple[Policy, Policy, dict]:
    """The whole training: greedy play recorded, imitation, then REINFORCE.

    Returns the final policy, a copy of it as it was after imitation (before REINFORCE), and the
    imitation data's arrays."""
    policy = Policy(n_cards=card_count(), hidden=hidden, seed=seed)
    log(f"recording the greedy agent's play in {imitation_duels} duels")
    data = greedy_duels(imitation_duels, seed, log=log).arrays()
    log(f"imitation on {len(data['count'])} decisions; agreement with greedy before: {agreement(policy, data):.1%}")
    imitate(policy, data, epochs, lr=3e-3, seed=seed, log=log)
    log(f"agreement with greedy after imitation: {agreement(policy, data):.1%}")
    imitated = Policy.__new__(Policy)
    imitated.params = {k: v.copy() for k, v in policy.params.items()}
    if rl_duels:
        log(f"REINFORCE against the greedy agent: {rl_duels} duels")
        reinforce(policy, rl_duels, lr=3e-3, seed=seed + 1, log=log)
    return policy, imitated, data


# ----------------------------------------------------------------------------- the command line
def whole_number(minimum: int, meaning: str = "", multiple_of: int = 1):
    """An argparse ``type``: a whole number ``minimum`` or more (``meaning`` says why, or what
    ``minimum`` means), and a multiple of ``multiple_of``; anything else is refused with an
    ``argparse.ArgumentTypeError`` that says what is needed (argparse prints it and exits with 2)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more{meaning}, got {value}")
        if value % multiple_of:
            raise argparse.ArgumentTypeError(
                f"must be a multiple of {multiple_of} (each duel seed is played {multiple_of} times), got {value}")
        return value
    return parse


def agent_names(text: str) -> list[str]:
    """An argparse ``type``: comma-separated names of duelcore agents (``duelcore.agents.AGENTS``);
    an unknown or empty name is refused, naming the known ones."""
    names = text.split(",")
    for name in names:
        if name not in AGENTS:
            raise argparse.ArgumentTypeError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
    return names


def check_writable(path: str) -> None:
    """Check, before training, that the weights file ``path`` can be written, so a run's result is
    not lost at its end: its folder exists, and the file can be opened for writing. An existing
    file is opened to append (nothing written, its content kept); a new one is created and removed
    again, leaving nothing behind.

    Raises:
        WeightsFileError: the folder is missing, ``path`` is a directory, or the file cannot be
            opened for writing (the message names the file and the reason).
    """
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise WeightsFileError(f"cannot write the weights file {path!r}: the folder {folder!r} does not exist")
    if os.path.isdir(path):
        raise WeightsFileError(f"cannot write the weights file {path!r}: it is a directory")
    existed = os.path.exists(path)
    try:
        with open(path, "ab"):
            pass
    except OSError as error:
        raise WeightsFileError(f"cannot write the weights file {path!r}: {error.strerror or error}") from None
    if not existed:
        os.remove(path)


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module's docstring); returns the exit code.

    Bad arguments are refused by argparse before anything runs (a line on stderr, exit code 2); a
    weights file that cannot be read (``--no-train``) or written (training) gives one line on
    stderr and exit code 1, also before any training or evaluation."""
    ap = argparse.ArgumentParser(prog=os.path.basename(__file__), description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=whole_number(0, " (numpy seeds are not negative)"), default=0,
                    help="the seed of everything, 0 or more (default 0)")
    ap.add_argument("--imitation-duels", type=whole_number(1), default=300,
                    help="greedy duels to imitate, 1 or more (default 300)")
    ap.add_argument("--epochs", type=whole_number(1), default=8,
                    help="imitation passes over the data, 1 or more (default 8)")
    ap.add_argument("--rl-duels", type=whole_number(0, " (0: no REINFORCE)", multiple_of=4), default=4000,
                    help="REINFORCE duels against the greedy agent, a multiple of 4: each duel seed is played "
                         "4 times (default 4000; 0: none)")
    ap.add_argument("--weights", default="yugi_kaiba_policy.npz", help="the weights file (.npz) to write or read")
    ap.add_argument("--no-train", action="store_true", help="read --weights instead of training")
    ap.add_argument("--greedy", action="store_true", help="evaluate the greedy agent instead of a policy")
    ap.add_argument("--evaluate", type=whole_number(0, " (0: no evaluation)"), default=200, metavar="N",
                    help="duels to evaluate against each opponent (default 200; 0: none)")
    ap.add_argument("--opponents", type=agent_names, default="random,greedy",
                    help=f"the agents to evaluate against, comma-separated, of {', '.join(sorted(AGENTS))} "
                         "(default random,greedy)")
    args = ap.parse_args(argv)
    players: list[tuple[str, object]] = []
    try:
        if args.greedy:
            players.append(("greedy agent", "greedy"))
        elif args.no_train:
            players.append(("policy", Policy.load(args.weights)))
        else:
            check_writable(args.weights)
    except WeightsFileError as error:
        print(f"{ap.prog}: error: {error}", file=sys.stderr)
        return 1
    if not players:
        start = time.perf_counter()
        policy, imitated, _ = train(args.imitation_duels, args.epochs, args.rl_duels, args.seed)
        elapsed = time.perf_counter() - start
        policy.save(args.weights)
        print(f"training took {elapsed / 60:.1f} min (wall time); weights written to {args.weights}")
        if args.rl_duels:
            players.append(("after imitation only", imitated))
        players.append(("policy", policy))
    for opponent in args.opponents if args.evaluate else []:
        for name, player in players:
            start = time.perf_counter()
            print(f"{name} against {opponent}: {evaluate(player, args.evaluate, opponent=opponent)} "
                  f"({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
