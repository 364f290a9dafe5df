"""``DuelEnv``: a PettingZoo AEC environment of a duel between two agents.

It follows PettingZoo's conventions for classic games: agents ``"player_0"`` and ``"player_1"``;
each observation is ``{"observation": {...numpy arrays...}, "action_mask": int8 array}``; an
action is one of ``option_slots`` slots; the winner gets reward +1, the loser -1, a draw 0.
Observations are built only from the player's own view and Decision (:mod:`duelcore.env.encoding`).

Source: issue 19; PettingZoo's AEC API and its classic environments (illegal moves).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import AgentSelector

from pettingzoo.utils.env_logger import EnvLogger

from duelcore.cards.database import CardDatabase
from duelcore.decks import Deck, load_deck, validate
from duelcore.decks.game_formats import game_format
from duelcore.engine.duel import Duel
from duelcore.env.encoding import EncoderConfig, ObservationEncoder, page_layout
from duelcore.errors import DuelcoreError, IllegalAnswer
from duelcore.state.decision import as_index
from duelcore.state.seeds import check_seed, resolve_seed

_INT32 = np.iinfo(np.int32)


def slots_for_option(index: int, option_count: int, option_slots: int) -> list[int]:
    """The slot actions that answer option ``index`` of a Decision with ``option_count`` options.

    A Decision is always shown from its first page (docs/ENV.md "Actions"): with more options
    than ``option_slots``, a page holds ``option_slots - 1`` options (:func:`page_layout`) and
    the last slot is "next page". So the answer is ``index // per`` presses of "next page"
    (slot ``option_slots - 1``) then slot ``index % per``; with one page, just ``[index]``. It
    turns an agent's option index (such as the greedy agent's answer) into the environment's
    actions, for an opponent or for labels to imitate.

    Args:
        index: the option's 0-based index among the Decision's options.
        option_count: the number of options of the Decision (at least 1).
        option_slots: the environment's action slots (at least 2).

    Returns:
        the slot actions in order; the last one answers the Decision.

    Raises:
        DuelcoreError: ``option_slots`` below 2, ``option_count`` below 1, or ``index`` not in
            ``0 .. option_count - 1``.
    """
    if option_slots < 2:
        raise DuelcoreError(f"option_slots must be at least 2, got {option_slots}")
    if option_count < 1:
        raise DuelcoreError(f"a Decision has at least 1 option, got option_count {option_count}")
    if not 0 <= index < option_count:
        raise DuelcoreError(f"option {index} is not an option of a Decision with options 0..{option_count - 1}")
    per, _ = page_layout(option_count, option_slots)
    return [option_slots - 1] * (index // per) + [index % per]


def seed_generator(seed: int) -> np.random.Generator:
    """numpy's generator for a duelcore seed (any whole number, negative ones too: state.seeds).

    A seed ``s >= 0`` gives ``np.random.default_rng(s)`` (what Gymnasium's ``reset(seed=s)`` gives);
    a negative seed gives the generator of ``np.random.SeedSequence(-s, spawn_key=(1,))``, so it
    differs from the one of ``-s`` (numpy refuses negative entropy).

    Raises:
        InvalidSeed: ``seed`` is not a whole number.
    """
    seed = check_seed(seed)
    if seed >= 0:
        return np.random.default_rng(seed)
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(-seed, spawn_key=(1,))))


def check_max_steps(max_steps: Any) -> int | None:
    """``max_steps`` as an int if it is a positive whole number, or None.

    Raises:
        DuelcoreError: anything else (0, a negative number, a float, a string, a bool).
    """
    if max_steps is None:
        return None
    steps = as_index(max_steps)
    if steps is None or steps < 1:
        raise DuelcoreError(f"max_steps must be a positive whole number or None (no truncation), got {max_steps!r}")
    return steps


def check_render_mode(render_mode: Any) -> str | None:
    """``render_mode`` if it is None or "ansi" (the only mode rendered).

    Raises:
        DuelcoreError: any other value.
    """
    if render_mode is not None and render_mode != "ansi":
        raise DuelcoreError(f"render_mode must be None or \"ansi\", got {render_mode!r}")
    return render_mode


def load_env_decks(decks: Any, format: Any, db: Any) -> tuple[list[Deck], Any, CardDatabase]:
    """The two decks, the format and the card database of an environment, checked.

    Each deck is a Deck or what :func:`duelcore.decks.load_deck` reads. With a format, each deck
    is checked against it as ``duelcore duel --format`` and ``duelcore sim`` do
    (``decks.validate(deck, db, game_format=format)``); with None, the decks are played as given.

    Raises:
        DuelcoreError: ``decks`` is not a list or tuple of 2; a deck that is neither a Deck nor a
            string; a deck that cannot be loaded (DeckFormatError); an unknown format; a deck
            the format forbids (DeckValidationError); ``db`` not a CardDatabase.
    """
    if isinstance(decks, (str, bytes)) or not isinstance(decks, Sequence):
        raise DuelcoreError(f"decks must be a list or tuple of 2 decks (Deck objects, shipped deck names, .ydk "
                            f"paths or ydke:// links), got {decks!r}")
    if len(decks) != 2:
        raise DuelcoreError(f"DuelEnv needs exactly 2 decks, got {len(decks)}")
    for i, deck in enumerate(decks):
        if not isinstance(deck, (Deck, str)):
            raise DuelcoreError(f"decks[{i}] must be a Deck or a deck's name, .ydk path or ydke:// link, got {deck!r}")
    if db is None:
        db = CardDatabase.default()
    elif not isinstance(db, CardDatabase):
        raise DuelcoreError(f"db must be a CardDatabase (or None for the shipped one), got {db!r}")
    fmt = None if format is None else game_format(format)
    loaded = [d if isinstance(d, Deck) else load_deck(d, db) for d in decks]
    if fmt is not None:
        for deck in loaded:
            validate(deck, db, game_format=fmt)
    return loaded, format, db


class DuelEnv(AECEnv):
    """A duel as a PettingZoo AEC environment (two agents; fields: docs/ENV.md).

    Args:
        decks: the two decks: Deck objects or what :func:`duelcore.decks.load_deck` reads (a
            shipped deck's name, a ``.ydk`` path, a ``ydke://`` link). Default: Yugi against Kaiba.
        format: a game format ("modern", "goat") or None (Duel.new's ``format``); with a format,
            each deck must be legal in it (``decks.validate(deck, db, game_format=format)``).
        seed: a whole number (any int Duel.new takes, negative ones too), or None for one drawn
            from the system's random source: the first :meth:`reset` without a seed plays the
            duel ``Duel.new(seed=seed)``, as ``reset(seed=seed)`` does.
        option_slots, max_cards, history: the sizes of the arrays (EncoderConfig).
        strict: (bool) an illegal action raises IllegalAnswer instead of losing the duel.
        max_steps: a positive whole number: truncate the episode after this many steps of both
            agents together, each "next page" press counting as a step (None: play to the end).
        db: the card database (a CardDatabase; default: the shipped one).
        render_mode: None or "ansi".

    Seeds: a reset with a seed ``s`` (``reset(seed=s)``, or the first reset without one, which
    takes the constructor's ``seed``) plays ``Duel.new(seed=s)`` and seeds the environment's
    generator with ``s`` (:func:`seed_generator`); each later reset without a seed plays the
    generator's next draw (0 <= seed < 2**63), so the sequence of duels after a seeded reset is
    reproducible.

    Paging: a Decision with more options than ``option_slots`` shows ``option_slots - 1`` of them
    per page, and the last slot is "next page" (after the last page, the first comes again).
    Every Decision of duelcore is a single choice (``max_count`` 1): a set of cards such as
    Tributes is asked one card at a time by the engine itself, so no split is needed here; a
    multi-select Decision would raise DuelcoreError.

    Illegal action (a slot the mask does not allow): the acting agent loses (reward -1, the
    other +1), both agents' episodes end, and ``infos[agent]["illegal_action"]`` says why; with
    ``strict=True`` it raises IllegalAnswer and nothing changes.

    Before the first :meth:`reset`, :meth:`observe`, :meth:`last` and :meth:`step` raise
    DuelcoreError ("call reset() first"); an agent that is not "player_0" or "player_1" is
    refused with DuelcoreError. A :meth:`step` once every agent is done (``agents`` is empty)
    does nothing but warn, as PettingZoo's order-enforcing wrapper of its classic games does.

    Raises (on construction):
        DuelcoreError: a bad size, ``decks`` not a list or tuple of two decks, a deck that cannot
            be loaded or that the format forbids, an unknown format, ``db`` not a CardDatabase,
            ``max_steps`` not a positive whole number or None, ``strict`` not a bool,
            ``render_mode`` not None or "ansi".
        InvalidSeed: ``seed`` is neither None nor a whole number.
    """

    metadata = {"name": "duelcore_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Sequence[Any] = ("yugi", "kaiba"), format: str | None = None, seed: int | None = 0,
                 option_slots: int = 32, max_cards: int = 128, history: int = 16, strict: bool = False,
                 max_steps: int | None = None, db: CardDatabase | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        if not isinstance(strict, bool):
            raise DuelcoreError(f"strict must be True or False, got {strict!r}")
        self.max_steps = check_max_steps(max_steps)
        self.render_mode = check_render_mode(render_mode)
        self._first_seed: int | None = resolve_seed(seed)
        self.decks, self.format, self.db = load_env_decks(decks, format, db)
        self.strict = strict
        self.encoder = ObservationEncoder(self.db, EncoderConfig(option_slots, max_cards, history))
        self._seeds = seed_generator(self._first_seed)
        self.possible_agents = ["player_0", "player_1"]
        self.agents = []
        high = int(_INT32.max)
        obs = spaces.Dict({name: spaces.Box(-1, high, shape, np.int32)
                           for name, shape in self.encoder.spaces().items()})
        self.observation_spaces = {a: spaces.Dict({"observation": obs,
                                                   "action_mask": spaces.Box(0, 1, (option_slots,), np.int8)})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(option_slots) for a in self.possible_agents}
        self.duel: Duel | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        """The observation space of ``agent`` (the same for both)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The action space of ``agent``: Discrete(option_slots)."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new duel: ``Duel.new(decks, seed=seed, format=format)``; the same seed plays the same duel.

        ``seed`` None: the constructor's seed at the first reset, else the environment's
        generator's next draw (see the class's "Seeds"). A given seed also seeds that generator.

        Raises:
            InvalidSeed: ``seed`` is neither None nor a whole number (nothing changes).
        """
        if seed is None and self._first_seed is not None:
            seed = self._first_seed
        if seed is None:
            seed = int(self._seeds.integers(0, 2**63 - 1))
        else:
            seed = check_seed(seed)
            self._seeds = seed_generator(seed)
        self._first_seed = None
        self.duel = Duel.new(self.decks, seed=seed, format=self.format, db=self.db)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._page = 0
        self._steps = 0
        self._history: list[list[bytes]] = [[], []]  # each player's answers: ObservationEncoder.action_row
        self._select_current()

    def _select_current(self) -> None:
        """Point agent_selection at who decides now (or keep it once the duel is over)."""
        decision = self.duel.decision
        if decision is not None:
            if decision.max_count != 1:
                raise DuelcoreError(f"Decision {decision.prompt!r} is a multi-select; DuelEnv asks single choices only")
            self.agent_selection = self.possible_agents[decision.player]
        self._page = 0

    def _check_reset(self, what: str) -> None:
        if self.duel is None:
            raise DuelcoreError(f"{what} before the first reset: call reset() first")

    def observe(self, agent: str) -> dict[str, Any]:
        """``agent``'s observation: {"observation": arrays, "action_mask": int8 array}; the mask
        is all zeros when it is not that agent's turn to decide.

        Raises:
            DuelcoreError: before the first reset ("call reset() first"); ``agent`` is not
                "player_0" or "player_1".
        """
        self._check_reset("observe()")
        if agent not in self.possible_agents:
            raise DuelcoreError(f"unknown agent {agent!r}: the agents are {', '.join(self.possible_agents)}")
        player = self.possible_agents.index(agent)
        decision = self.duel.decision
        if decision is not None and decision.player != player:
            decision = None
        arrays = self.encoder.encode(self.duel.compact_view(player), decision, self._page if decision else 0,
                                     self._history[player])
        mask = arrays.pop("action_mask")
        return {"observation": arrays, "action_mask": mask}

    def last(self, observe: bool = True) -> tuple:
        """PettingZoo's ``last``: the selected agent's (observation, reward, termination, truncation, info).

        Raises:
            DuelcoreError: before the first reset ("call reset() first").
        """
        self._check_reset("last()")
        return super().last(observe)

    def step(self, action: Any) -> None:
        """The selected agent takes slot ``action`` (an option on the current page, or "next page").

        Every step counts toward ``max_steps``, a "next page" press too. An action that is not
        an integer (a float such as 1.0, a bool, None, a string; numpy integers are integers) or
        a slot the mask does not allow is illegal. Once every agent is done (``agents`` empty),
        a step only warns (PettingZoo's "step() called after all agents are terminated or
        truncated").

        Raises:
            DuelcoreError: before the first reset ("call reset() first").
            IllegalAnswer: with ``strict=True``, an illegal action (nothing changes).
        """
        self._check_reset("step()")
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        player = self.possible_agents.index(agent)
        decision = self.duel.decision
        slots = self.encoder.config.option_slots
        per, pages = page_layout(len(decision.options), slots)
        self._cumulative_rewards[agent] = 0
        self.rewards = {a: 0 for a in self.agents}
        slot = as_index(action)  # None for a float, a bool or anything else that is not an integer
        index = -1 if slot is None else self._page * per + slot
        if slot is not None and pages > 1 and slot == slots - 1:
            self._page = (self._page + 1) % pages
            self._steps += 1
        elif slot is not None and 0 <= slot < per and index < len(decision.options):
            self._history[player].append(self.encoder.action_row(decision, decision.options[index]))
            self.duel.apply_action(index)
            self._select_current()
            self._steps += 1
        else:
            kind = "" if slot is not None else f" (not an integer: {type(action).__name__})"
            why = (f"action {action!r}{kind} is not a legal slot of {decision.prompt!r}: the mask allows "
                   f"{np.flatnonzero(self.observe(agent)['action_mask']).tolist()}")
            if self.strict:
                raise IllegalAnswer(why)
            self.duel.concede(player)
            self.infos[agent] = {"illegal_action": why}
        if self.duel.is_over:
            winner = self.duel.result.winner
            for a in self.agents:
                self.rewards[a] = 0 if winner is None else (1 if self.possible_agents.index(a) == winner else -1)
                self.terminations[a] = True
        elif self.max_steps is not None and self._steps >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
        self._accumulate_rewards()

    def render(self) -> str | None:
        """With render_mode "ansi": the result once the duel is over, else the turn and the agent to decide; else None."""
        if self.render_mode != "ansi" or self.duel is None:
            return None
        result = self.duel.result
        return result.text() if result is not None else f"turn {self.duel.turn}, {self.agent_selection} to decide"

    def close(self) -> None:
        """Nothing to release."""
