"""``DuelGymEnv``: a Gymnasium single-agent environment, the learner against a chosen opponent.

It wraps the PettingZoo :class:`duelcore.env.aec.DuelEnv` (the same observation encoder, option
slots, paging and illegal-action rule): the learner plays one side, and every Decision of the
other side is answered by the opponent (an agent by name, an :class:`duelcore.agents.Agent`, or
any callable taking ``(decision, view)`` and returning an option index) before :meth:`reset` and
:meth:`step` return. Registered with Gymnasium as ``"duelcore/Duel-v0"``.

Source: issue 19 (item 3); Gymnasium's ``Env`` API (``reset`` seeding, ``step``'s five values).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from duelcore.agents import Agent, make_agent
from duelcore.env.aec import DuelEnv, check_max_steps, seed_generator, slots_for_option
from duelcore.errors import DuelcoreError
from duelcore.state.decision import as_index
from duelcore.state.seeds import check_seed

#: The id under which :class:`DuelGymEnv` is registered (``gymnasium.make("duelcore/Duel-v0")``).
ENV_ID = "duelcore/Duel-v0"

Opponent = str | Agent | Callable[[Any, dict[str, Any]], int]


class DuelGymEnv(gym.Env):
    """A duel as a Gymnasium environment: the learner plays side ``learner`` against ``opponent``.

    Args:
        decks, format, option_slots, max_cards, history, db: as for :class:`duelcore.env.aec.DuelEnv`.
        max_steps: a positive whole number: truncate the episode after this many learner steps
            (calls of :meth:`step`, a "next page" press counting as one; the opponent's answers
            do not count, so a reset always returns a Decision of the learner's), or None.
        opponent: "random" or "greedy" (built with :func:`duelcore.agents.make_agent` at every
            reset, seeded from the episode's seed, so a seeded reset replays the whole duel), an
            Agent (kept as it is), or a callable ``f(decision, view) -> option index`` (``view``
            is the opponent's own ``Duel.view``; the index is into the whole Decision's options).
        learner: the learner's player, 0 (goes first) or 1; None draws it at every reset from the
            environment's random generator.
        seed: a whole number (negative ones too) or None: the seed of the first :meth:`reset`
            without a seed (``DuelGymEnv(seed=s).reset()`` is ``reset(seed=s)``; later ones
            continue that generator, as Gymnasium's ``np_random`` does).
        render_mode: None or "ansi".

    Observation: a Dict of the encoder's int32 Boxes ("cards", "global", "options", "actions";
    docs/ENV.md) plus "action_mask" (int8, 1 for the legal slots). Action: Discrete(option_slots).
    Reward: +1 when the learner wins, -1 when it loses, 0 for a draw or before the end.

    Illegal action (a slot the mask forbids: ``check_env`` samples actions without the mask): the
    learner concedes, the episode ends (terminated, reward -1) and ``info["illegal_action"]``
    says which action was taken and which slots were legal. The opponent's answer must be a
    legal option index, else DuelcoreError (a defect of the opponent, not of the learner).

    Raises (on construction):
        DuelcoreError: as DuelEnv; an unknown opponent name; ``learner`` not the int 0 or 1
            (numpy integers too) or None.
        InvalidSeed: ``seed`` is neither None nor a whole number.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, decks: Sequence[Any] = ("yugi", "kaiba"), opponent: Opponent = "random", learner: int | None = 0,
                 format: str | None = None, seed: int | None = None, option_slots: int = 32, max_cards: int = 128,
                 history: int = 16, max_steps: int | None = None, db: Any = None,
                 render_mode: str | None = None) -> None:
        side = None if learner is None else as_index(learner)  # None for a float or a bool
        if learner is not None and side not in (0, 1):
            raise DuelcoreError(f"learner must be the int 0 or 1, or None (a side drawn at every reset), "
                                f"got {learner!r} ({type(learner).__name__})")
        learner = side
        if seed is not None:
            seed = check_seed(seed)
        self._max_steps = check_max_steps(max_steps)
        if isinstance(opponent, str):
            make_agent(opponent)  # an unknown name fails now, not at the first reset
        elif not (isinstance(opponent, Agent) or callable(opponent)):
            raise DuelcoreError(f"opponent must be an agent name, an Agent or a callable (decision, view) -> index, "
                                f"got {opponent!r}")
        self.aec = DuelEnv(decks=decks, format=format, option_slots=option_slots, max_cards=max_cards,
                           history=history, db=db, render_mode=render_mode)
        self.opponent = opponent
        self.learner = learner
        self.render_mode = render_mode
        self._first_seed = seed
        aec_space = self.aec.observation_space("player_0")
        self.observation_space = spaces.Dict({**aec_space["observation"].spaces,
                                              "action_mask": aec_space["action_mask"]})
        self.action_space = spaces.Discrete(option_slots)
        self._side = 0 if learner is None else learner
        self._agent: Agent | Callable | None = None
        self._done = True
        self._steps = 0

    @property
    def max_steps(self) -> int | None:
        """The learner's steps after which an episode is truncated (None: never)."""
        return self._max_steps

    @property
    def duel(self):
        """The Duel being played (None before the first reset)."""
        return self.aec.duel

    @property
    def side(self) -> int:
        """The learner's player in the current episode (0 or 1)."""
        return self._side

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict[str, np.ndarray], dict]:
        """Start a new duel and let the opponent answer until the learner must decide.

        The duel's seed is drawn from ``np_random`` (seeded by ``seed``), so ``reset(seed=s)``
        replays the same duel, the same learner side and the same opponent answers (for a
        callable or Agent opponent: if it answers the same way). ``info``: ``{"duel_seed",
        "learner"}``. ``seed``: any whole number (a numpy integer too, negative ones too:
        :func:`duelcore.env.aec.seed_generator` makes ``np_random`` from it; for ``s >= 0`` the
        generator Gymnasium's own ``reset(seed=s)`` makes).

        Raises:
            InvalidSeed: ``seed`` is neither None nor a whole number (nothing changes).
        """
        if seed is None and self._first_seed is not None and self._np_random is None:
            seed = self._first_seed
        if seed is not None:
            seed = check_seed(seed)
            generator = seed_generator(seed)
        super().reset()
        if seed is not None:
            self._np_random, self._np_random_seed = generator, seed
        duel_seed = int(self.np_random.integers(0, 2**63 - 1))
        if self.learner is None:
            self._side = int(self.np_random.integers(0, 2))
        if isinstance(self.opponent, str):
            self._agent = make_agent(self.opponent, seed=int(self.np_random.integers(0, 2**63 - 1)))
        else:
            self._agent = self.opponent
        self.aec.reset(seed=duel_seed)
        self._done = False
        self._steps = 0
        self._play_opponent()
        obs, _, terminated, truncated, info = self._outcome()
        self._done = terminated or truncated
        return obs, {**info, "duel_seed": duel_seed, "learner": self._side}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        """The learner takes slot ``action``; then the opponent answers until the learner decides again.

        Returns: (observation, reward, terminated, truncated, info); ``info["illegal_action"]``
        after an illegal action, ``info["result"]`` (the duel's result text) once it ends;
        ``truncated`` once this is the learner's ``max_steps``-th step and the duel goes on.

        Raises:
            DuelcoreError: no episode yet or the episode is over (call reset), or the opponent gave an answer
                that is not a legal option index.
        """
        if self._done:
            if self._agent is None:
                raise DuelcoreError("no episode yet: call reset() before step()")
            raise DuelcoreError("the episode is over: call reset() before step()")
        self.aec.step(action)
        self._steps += 1
        self._play_opponent()
        obs, reward, terminated, truncated, info = self._outcome()
        if not terminated and self._max_steps is not None and self._steps >= self._max_steps:
            truncated = True
        self._done = terminated or truncated
        return obs, reward, terminated, truncated, info

    def _play_opponent(self) -> None:
        """Answer the opponent's Decisions (through the AEC env's slots) while it is theirs to make."""
        aec = self.aec
        opponent_agent = aec.possible_agents[1 - self._side]
        slots = aec.encoder.config.option_slots
        while aec.agents and aec.agent_selection == opponent_agent and not (
                aec.terminations[opponent_agent] or aec.truncations[opponent_agent]):
            decision = aec.duel.decision
            agent = self._agent
            if isinstance(agent, Agent):
                index = agent.choose(decision, aec.duel.view(decision.player) if agent.wants_view else None)
            else:
                index = agent(decision, aec.duel.view(decision.player))
            whole = as_index(index)  # an int or a numpy integer, never a bool
            if whole is None or not 0 <= whole < len(decision.options):
                raise DuelcoreError(f"the opponent answered {index!r} to {decision.prompt!r}, which has options "
                                    f"0..{len(decision.options) - 1}: an opponent must return one option index")
            for slot in slots_for_option(whole, len(decision.options), slots):
                aec.step(slot)  # "next page" until the option's page shows, then the option

    def _outcome(self) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        """The learner's (observation, reward, terminated, truncated, info) now."""
        agent = self.aec.possible_agents[self._side]
        observed = self.aec.observe(agent)
        obs = {**observed["observation"], "action_mask": observed["action_mask"]}
        info = dict(self.aec.infos[agent])
        terminated = self.aec.terminations[agent]
        if terminated:
            info["result"] = self.aec.duel.result.text()
        return obs, float(self.aec.rewards[agent]), terminated, self.aec.truncations[agent], info

    def render(self) -> str | None:
        """With render_mode "ansi": the result once the duel is over, else the turn and who decides; else None."""
        return self.aec.render()

    def close(self) -> None:
        """Nothing to release."""
        self.aec.close()
