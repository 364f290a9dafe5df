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

from duelcore.cards.database import CardDatabase
from duelcore.decks import Deck, load_deck
from duelcore.engine.duel import Duel
from duelcore.env.encoding import EncoderConfig, ObservationEncoder, page_layout
from duelcore.errors import DuelcoreError, IllegalAnswer
from duelcore.state.seeds import resolve_seed

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


class DuelEnv(AECEnv):
    """A duel as a PettingZoo AEC environment (two agents; fields: docs/ENV.md).

    Args:
        decks: the two decks: Deck objects or what :func:`duelcore.decks.load_deck` reads (a
            shipped deck's name, a ``.ydk`` path, a ``ydke://`` link). Default: Yugi against Kaiba.
        format: a game format ("modern", "goat") or None (Duel.new's ``format``).
        seed: the seed of the first :meth:`reset` without a seed; later resets without one take
            the next seed drawn from it. ``reset(seed=s)`` plays the duel ``Duel.new(seed=s)``.
        option_slots, max_cards, history: the sizes of the arrays (EncoderConfig).
        strict: an illegal action raises IllegalAnswer instead of losing the duel.
        max_steps: truncate the episode after this many steps (None: play to the end).
        db: the card database (default: the shipped one).

    Paging: a Decision with more options than ``option_slots`` shows ``option_slots - 1`` of them
    per page, and the last slot is "next page" (after the last page, the first comes again).
    Every Decision of duelcore is a single choice (``max_count`` 1): a set of cards such as
    Tributes is asked one card at a time by the engine itself, so no split is needed here; a
    multi-select Decision would raise DuelcoreError.

    Illegal action (a slot the mask does not allow): the acting agent loses (reward -1, the
    other +1), both agents' episodes end, and ``infos[agent]["illegal_action"]`` says why; with
    ``strict=True`` it raises IllegalAnswer and nothing changes.

    Raises (on construction):
        DuelcoreError: a bad size, a deck that cannot be loaded, or not two decks.
    """

    metadata = {"name": "duelcore_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Sequence[Any] = ("yugi", "kaiba"), format: str | None = None, seed: int | None = 0,
                 option_slots: int = 32, max_cards: int = 128, history: int = 16, strict: bool = False,
                 max_steps: int | None = None, db: CardDatabase | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        if len(decks) != 2:
            raise DuelcoreError(f"DuelEnv needs exactly 2 decks, got {len(decks)}")
        self.decks = [d if isinstance(d, Deck) else load_deck(d) for d in decks]
        self.format = format
        self.strict = strict
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.db = CardDatabase.default() if db is None else db
        self.encoder = ObservationEncoder(self.db, EncoderConfig(option_slots, max_cards, history))
        self._seeds = np.random.default_rng(resolve_seed(seed))
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

        Raises:
            InvalidSeed: ``seed`` is not a whole number.
        """
        if seed is None:
            seed = int(self._seeds.integers(0, 2**63 - 1))
        else:
            seed = resolve_seed(seed)
            self._seeds = np.random.default_rng(seed)
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

    def observe(self, agent: str) -> dict[str, Any]:
        """``agent``'s observation: {"observation": arrays, "action_mask": int8 array}; the mask
        is all zeros when it is not that agent's turn to decide."""
        player = self.possible_agents.index(agent)
        decision = self.duel.decision
        if decision is not None and decision.player != player:
            decision = None
        arrays = self.encoder.encode(self.duel.compact_view(player), decision, self._page if decision else 0,
                                     self._history[player])
        mask = arrays.pop("action_mask")
        return {"observation": arrays, "action_mask": mask}

    def step(self, action: Any) -> None:
        """The selected agent takes slot ``action`` (an option on the current page, or "next page").

        Raises:
            IllegalAnswer: with ``strict=True``, an action the mask does not allow.
        """
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
        try:
            slot = int(action)
            if isinstance(action, bool) or slot != action:
                raise ValueError
        except (TypeError, ValueError):
            slot = -1
        index = self._page * per + slot
        if pages > 1 and slot == slots - 1:
            self._page = (self._page + 1) % pages
        elif 0 <= slot < per and index < len(decision.options):
            self._history[player].append(self.encoder.action_row(decision, decision.options[index]))
            self.duel.apply_action(index)
            self._select_current()
            self._steps += 1
        else:
            why = (f"action {action!r} is not a legal slot of {decision.prompt!r}: the mask allows "
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
