"""The small helpers the test modules share: answering a Decision by its option's text, reading
names and event texts, building a board in Main Phase 1, stand-in decks, letting agents answer,
replay files as JSON objects, a fresh interpreter, a script's ``--check`` run in-process and a
``duelcore play`` game on an in-memory screen.

Test modules import them by name (``from helpers import choose, option_texts``): pytest puts this
folder on ``sys.path``. The ``db`` fixture (the shipped card database) is in ``conftest.py``; the
duel invariants and leak checks are in the package (:mod:`duelcore.engine.invariants`).

Nothing here asserts a rule: a helper only drives a duel or reads it, and the tests assert.
``choose`` fails when the option is not offered, naming what is, so that a test that goes astray
says where.
"""

from __future__ import annotations

import io
import json
import os
import pathlib
import runpy
import subprocess
import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

import pytest

import duelcore
from duelcore.decks import load_deck
from duelcore.scenarios import build_duel

if TYPE_CHECKING:
    from duelcore.agents.base import Agent
    from duelcore.decks import Deck
    from duelcore.engine.duel import Duel
    from duelcore.interfaces.terminal import TerminalGame

#: The repository's root folder (``scripts/``, ``docs/``, ``duelcore/``, ``tests/``).
REPO_ROOT = pathlib.Path(__file__).resolve().parents[1]

#: The folder that holds the ``duelcore`` package under test (the repository's root, or
#: site-packages for an installed copy): what a fresh interpreter is given as ``PYTHONPATH``.
_PACKAGE_PARENT = str(pathlib.Path(duelcore.__file__).resolve().parent.parent)


# --------------------------------------------------------------------------- Decisions and their options
def option_texts(duel: "Duel") -> list[str]:
    """The texts of the options of ``duel``'s current Decision, in the order offered (the texts a
    player chooses among, e.g. ``"Activate Pot of Greed"``, ``"Spell & Trap Zone 1"``).

    Source: DESIGN §1 (a Decision is a prompt and its numbered options).
    """
    return [o.text for o in duel.decision.options]


def choose(duel: "Duel", text: str) -> None:
    """Answer ``duel``'s current Decision with the option whose text is exactly ``text``.

    Raises:
        AssertionError: no option has that text; the message lists the options offered.
    """
    offered = option_texts(duel)
    assert text in offered, f"{text!r} not offered; offered: {offered}"
    duel.apply_action(offered.index(text))


def pass_chain(duel: "Duel") -> None:
    """Answer "Pass" for as long as the pending Decision is a chain-or-pass (the chain, if any,
    resolves; windows that open one after another are all passed).

    Raises:
        AssertionError: a chain-or-pass Decision without a "Pass" option (see :func:`choose`).
    """
    while duel.decision is not None and duel.decision.kind.value == "chain or pass":
        choose(duel, "Pass")


# --------------------------------------------------------------------------- reading a duel
def event_texts(duel: "Duel", viewer: int | None = None) -> list[str]:
    """The texts of all of ``duel``'s events so far, oldest first: as player ``viewer`` (0 or 1)
    reads them, or with None the all-seeing texts (hidden cards named).

    Source: DESIGN §1 (events) and §4 (each player's rendering).
    """
    return [e.text_all_seeing() if viewer is None else e.text(viewer) for e in duel.events]


def names(cards: Iterable[Any]) -> list[str]:
    """The names of ``cards`` (a pile such as a hand or a GY, or any list of cards), in order."""
    return [c.name for c in cards]


# --------------------------------------------------------------------------- boards and decks
def main_phase(players: dict[int, dict[str, Any]], rules: str | None = None, turn: int = 3,
               turn_player: int = 1):
    """A duel built from a scenario set-up at Main Phase 1 of turn ``turn`` (default 3), player
    ``turn_player`` (1 or 2, default 1) to act.

    Args:
        players: the set-up's ``players`` mapping (1 and 2 to hand, deck, zones...).
        rules: a rules preset name; None leaves the set-up without ``rules`` (modern).

    Raises:
        ScenarioError: a bad set-up (from :func:`duelcore.scenarios.build_duel`).
    """
    setup: dict[str, Any] = {} if rules is None else {"rules": rules}
    setup.update({"turn": turn, "turn_player": turn_player, "phase": "Main Phase 1", "players": players})
    return build_duel(setup)


def normal_decks() -> list["Deck"]:
    """The shipped decks normal-yugi and normal-kaiba (40 Normal Monsters each), in that order:
    the pair most duels of the tests are played with."""
    return [load_deck("normal-yugi"), load_deck("normal-kaiba")]


def loose_deck(name: str, main: Sequence[int], extra: Iterable[int] = ()) -> SimpleNamespace:
    """A deck as :meth:`Duel.new` reads it (``name``, ``main``, ``extra``, ``side`` passcode lists)
    that is no :class:`~duelcore.decks.Deck`: nothing checks its size or contents, so a test may
    play with a 5-card Main Deck or a deck name no Deck would take."""
    return SimpleNamespace(name=name, main=main, extra=list(extra), side=[])


class NumpyLikeInt:
    """An integer type that is not ``int`` (as numpy's int64 is): it has ``__index__`` only."""

    def __init__(self, v: int) -> None:
        self.v = v

    def __index__(self) -> int:
        return self.v


# --------------------------------------------------------------------------- agents
def play_answers(duel: "Duel", agents: Sequence["Agent"], count: int) -> None:
    """Let ``agents[0]`` and ``agents[1]`` give ``duel``'s next ``count`` answers, each agent
    answering its own player's Decisions with no view.

    Raises:
        AttributeError: the duel ended before ``count`` answers (there is no Decision).
        whatever ``apply_action`` raises for an answer (IllegalAnswer, CardScriptError...).
    """
    for _ in range(count):
        duel.apply_action(agents[duel.decision.player].choose(duel.decision, None))


# --------------------------------------------------------------------------- replay files
def read_jsonl(path: pathlib.Path) -> list[dict[str, Any]]:
    """The JSON objects of a JSON Lines file (a replay or a save), one a line, blank lines skipped."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: pathlib.Path, objs: list[dict[str, Any]]) -> pathlib.Path:
    """Write ``objs`` to ``path`` as JSON Lines in the compact form duelcore writes; returns ``path``."""
    path.write_text("".join(json.dumps(o, separators=(",", ":")) + "\n" for o in objs), encoding="utf-8")
    return path


def first_of_type(objs: list[dict[str, Any]], kind: str) -> int:
    """The index of the first object whose ``"type"`` is ``kind`` ("answer", "checkpoint"...).

    Raises:
        StopIteration: there is none.
    """
    return next(i for i, o in enumerate(objs) if o["type"] == kind)


# --------------------------------------------------------------------------- processes and scripts
def run_fresh_python(code: str, *args: str, hashseed: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run ``code`` (``python -c``) with ``args`` in a fresh interpreter whose ``PYTHONHASHSEED`` is
    ``hashseed`` and that imports the duelcore under test; returns the finished process, its
    output captured as text. The timeout (seconds) only bounds a process that hangs."""
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_PARENT, os.environ.get("PYTHONPATH")) if p)
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                          timeout=timeout)


def script_exit_code(script: pathlib.Path, *args: str) -> int | str | None:
    """Run the Python script ``script`` as ``__main__`` in this process with ``args`` as its
    command line; returns the code of the ``SystemExit`` it ends with (``sys.argv`` is restored).

    Raises:
        pytest.fail.Exception: the script returned without calling ``sys.exit``.
    """
    argv = sys.argv
    sys.argv = [str(script), *args]
    try:
        with pytest.raises(SystemExit) as info:
            runpy.run_path(str(script), run_name="__main__")
    finally:
        sys.argv = argv
    return info.value.code


# --------------------------------------------------------------------------- duelcore play, in-process
def terminal_game(duel: "Duel", read_line: Callable[[str], str], width: int = 80,
                  prompts: str = "smart") -> tuple["TerminalGame", io.StringIO]:
    """A ``duelcore play`` game on ``duel``: the person is Player 1 against the greedy AI (seed 1),
    typing what ``read_line(prompt)`` returns; the game prints to an in-memory screen ``width``
    columns wide, without colours. Returns the game (not yet run) and the screen.

    Raises:
        DuelcoreError: ``prompts`` is not always, smart or never.
    """
    from rich.console import Console

    from duelcore.interfaces.terminal import GameSettings, TerminalGame

    out = io.StringIO()
    game = TerminalGame(duel, GameSettings(0, "greedy", 1, "unused.jsonl"),
                        Console(file=out, width=width, markup=False, highlight=False), read_line, prompts=prompts)
    return game, out
