"""Reading a replay file: its JSON Lines, checked line by line, and the record it holds.

File layout, one JSON object per line, each with a "type":
``header`` (first line; also the SHA-256 of the card database used, as "cards"), ``answer`` ({"player", "answer"}), ``event`` (the all-seeing rendering, Event.all_seeing),
``checkpoint`` ({"turn", "hash"}), ``result`` ({"winner", "reason", "turn", "hash"}; last line).
:func:`duelcore.engine.replay.write_log` writes the header, then every answer, checkpoint and
event, then the result.

:func:`read_log` raises :class:`~duelcore.errors.ReplayFormatError` for a file that cannot be
read as a replay (not JSON lines, a line of an unknown type or with missing or wrong-typed keys,
a file that ends too early), naming the file and line, what is wrong and what the user can do;
:meth:`ReplayFile.record` does the same for a header with bad or absurd values. Re-running the
record and comparing it is :func:`duelcore.engine.replay.verify`.
"""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from duelcore.cards.period import CARD_TEXTS
from duelcore.decks.game_formats import game_format
from duelcore.errors import DuelcoreError, ReplayFormatError
from duelcore.state.flags import RuleFlags
from duelcore.state.record import DuelRecord


#: The line types of a replay, in the order write_log writes them.
LINE_TYPES = ("header", "answer", "checkpoint", "event", "result")


#: What to do with a file that was changed (or mixed with another) after duelcore wrote it.
EDITED = ("the file was changed after duelcore wrote it, so it cannot be replayed or resumed: "
           "use the file as duelcore wrote it, or start a new game")


#: What to do with a file that ends too early.
TRUNCATED = ("it cannot be replayed or resumed: use a complete copy, save the game again if it is "
              "still open, or start a new game")


#: A SHA-256 hash written as 64 hex digits.
SHA256_HEX = re.compile(r"[0-9a-f]{64}")


#: The header keys every replay has, and what each holds.
HEADER_KEYS = {
    "version": "the duelcore version that wrote it",
    "seed": "the duel's random seed",
    "rules": "the name of the rules preset",
    "flags": "the rule flags the duel was played with",
    "format": "the game format it was started in (null: a rules preset alone)",
    "card_texts": "the card-text era its cards were played by",
    "first_player": "who took turn 1",
}


@dataclass
class ReplayFile:
    """A replay file as read: the header, answers, checkpoints, events and result (or None).

    Attributes:
        header, answers, checkpoints, events, result: the file's lines, by type; an answer is
            (player, answer), a checkpoint (turn, hash); an event or the result is its line's
            object.
        path: the file read (None for a ReplayFile made otherwise).
        header_line: the header's line number (1-based).
        answer_lines, checkpoint_lines, event_lines: the line number of each answer, checkpoint
            and event, in the same order.
        result_line: the result's line number, or None.
        last_line: the number of the file's last non-blank line.
    """

    header: dict[str, Any]
    answers: list[tuple[int, Any]]
    checkpoints: list[tuple[int, str]]
    events: list[dict[str, Any]]
    result: dict[str, Any] | None
    path: pathlib.Path | None = None
    header_line: int = 1
    answer_lines: list[int] = field(default_factory=list)
    checkpoint_lines: list[int] = field(default_factory=list)
    event_lines: list[int] = field(default_factory=list)
    result_line: int | None = None
    last_line: int = 0

    def _header_error(self, message: str) -> ReplayFormatError:
        return ReplayFormatError(f"{message}; {EDITED}", self.path, self.header_line)

    def record(self) -> "DuelRecord":
        """The DuelRecord to rebuild the duel from.

        Raises:
            ReplayFormatError: the header lacks a key or holds a value of the wrong type or out of
                range ("flags" with an unknown, missing, wrong-typed or absurd rule flag, or of
                another preset than "rules"; "seed" not a whole number; "first_player" not 0 or
                1; "decks" not two decks of passcode lists; neither decks nor a set-up; "format"
                unknown, or not the one its "card_texts" and its set-up's "format" go with); the
                message names the file, the header's line and the key.
        """
        h = self.header
        for key, what in HEADER_KEYS.items():
            if key not in h:
                raise self._header_error(f'the header has no "{key}" ({what})')
        flags_data = h["flags"]
        if not isinstance(flags_data, dict):
            raise self._header_error(f'the header\'s "flags" must be a mapping of rule flags, got {short(flags_data)}')
        try:
            flags = RuleFlags.from_dict(flags_data)
        except DuelcoreError as exc:
            raise self._header_error(f'the header\'s "flags": {exc}') from None
        missing = [name for name in RuleFlags.__dataclass_fields__ if name not in flags_data]
        if missing:
            raise self._header_error(f'the header\'s "flags" lack {", ".join(missing)}')
        if h["rules"] != flags.preset:
            raise self._header_error(
                f'the header says rules {short(h["rules"])} but its "flags" are those of preset {flags.preset!r}'
            )
        if not _whole(h["seed"]):
            raise self._header_error(f'the header\'s "seed" must be a whole number, got {short(h["seed"])}')
        if h["first_player"] not in (0, 1) or isinstance(h["first_player"], bool):
            raise self._header_error(f'the header\'s "first_player" must be 0 or 1, got {short(h["first_player"])}')
        if h["format"] is not None:
            try:
                fmt = game_format(h["format"])
            except DuelcoreError as exc:
                raise self._header_error(f'the header\'s "format": {exc}') from None
            if h["card_texts"] != fmt.card_texts:
                raise self._header_error(f'the header says format {fmt.name!r} but card texts {short(h["card_texts"])} '
                                         f'(the format plays {fmt.card_texts!r})')
        if h["card_texts"] not in CARD_TEXTS:
            raise self._header_error(f'the header\'s "card_texts" must be one of {", ".join(CARD_TEXTS)}, '
                                     f'got {short(h["card_texts"])}')
        if h["format"] is None and h["card_texts"] != "current":
            # Only a game format chooses another era's card texts: a rebuild without one would play
            # today's texts, not the recorded ones.
            raise self._header_error(f'the header says card texts {short(h["card_texts"])} but no format '
                                     '(a duel without a format plays \'current\')')
        problem = _decks_problem(h.get("decks"))
        if problem:
            raise self._header_error(f"the header's {problem}")
        setup = h.get("setup")
        if setup is not None and not isinstance(setup, dict):
            raise self._header_error(f'the header\'s "setup" must be a mapping, got {short(setup)}')
        if setup is not None and setup.get("format") != h["format"]:
            # A set-up is rebuilt in the format its own "format" names.
            raise self._header_error(f'the header says format {short(h["format"])} but its "setup" says '
                                     f'{short(setup.get("format"))}')
        if (h.get("decks") is None) == (setup is None):
            both = "both decks and a set-up" if setup is not None else "neither decks nor a set-up"
            raise self._header_error(f"the header holds {both} (a duel starts from one of them)")
        return DuelRecord(
            seed=h["seed"],
            flags=flags,
            decks=h.get("decks"),
            first_player=h["first_player"],
            setup=setup,
            answers=list(self.answers),
            format=h["format"],
            card_texts=h["card_texts"],
        )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _decks_problem(decks: Any) -> str | None:
    """What is wrong with a header's "decks" (None or two {"main", "extra"} mappings of passcode
    lists, each with an optional "name" and "side"), as a phrase starting with "decks", or None."""
    if decks is None:
        return None
    if not isinstance(decks, list) or len(decks) != 2:
        return f'"decks" must be a list of two decks, got {short(decks)}'
    for i, deck in enumerate(decks, 1):
        if not isinstance(deck, dict):
            return f'"decks": deck {i} must be a mapping, got {short(deck)}'
        for key in ("main", "extra", "side"):
            if key != "side" and key not in deck:
                return f'"decks": deck {i} has no "{key}"'
            cards = deck.get(key, [])
            if not isinstance(cards, list) or not all(_whole(c) for c in cards):
                return f'"decks": deck {i} "{key}" must be a list of passcodes, got {short(cards)}'
        if not isinstance(deck.get("name", ""), str):
            return f'"decks": deck {i} "name" must be text, got {short(deck["name"])}'
    return None


def _answer_ok(value: Any) -> bool:
    index = _whole(value) and value >= 0
    return index or value == "concede" or (isinstance(value, list) and all(_whole(v) and v >= 0 for v in value))


def _need(obj: dict[str, Any], kind: str, key: str, ok: Callable[[Any], bool], what: str, path: Any, line: int) -> Any:
    """``obj[key]``, or ReplayFormatError naming the line, the key and what it must be."""
    if key not in obj:
        raise ReplayFormatError(f'{kind} line without "{key}" ({what}); {EDITED}', path, line)
    value = obj[key]
    if not ok(value):
        raise ReplayFormatError(f'{kind} line: "{key}" must be {what}, got {short(value)}; {EDITED}', path, line)
    return value


def _json_kind(value: Any) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "true/false"}.get(type(value), "null")


def read_log(path: str | pathlib.Path) -> ReplayFile:
    """Read a replay/log file written by :func:`write_log`, checking each line's keys and types.

    Raises:
        ReplayFormatError: naming the file, the line, what is wrong and what to do: the file is
            missing, unreadable, not UTF-8 or empty; a line is not JSON (or is cut off: the file
            looks truncated), not an object, has no or an unknown "type", or lacks a key or holds
            one of the wrong type ("player" 0 or 1, "answer" an option index, a list of them or
            "concede", "turn" a whole number, "hash" 64 hex digits, an event's "kind", a
            result's "winner", "reason", "turn" and "hash"); the first line is not the header, a
            second header or result; the header is not a duelcore one.
    """
    path = pathlib.Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ReplayFormatError("no such file: check the name and the folder", path) from None
    except IsADirectoryError:
        raise ReplayFormatError("a folder, not a replay file", path) from None
    except OSError as exc:
        raise ReplayFormatError(f"cannot read the file ({exc.strerror or exc})", path) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":  # cut inside a character
            n = data.count(b"\n") + 1
            raise ReplayFormatError(
                f"the file ends in the middle of line {n}: it looks truncated; {TRUNCATED}", path, n
            ) from None
        raise ReplayFormatError(
            f"not a replay: byte {exc.start + 1} is not UTF-8 text (a replay is a text file of JSON lines "
            "written by `duelcore duel --log`, or by `save` in `duelcore play`)",
            path,
        ) from None
    # Split on line feeds only: str.splitlines() would also split inside a name holding U+2028.
    lines = text.split("\n")
    last = max((n for n, line in enumerate(lines, 1) if line.strip()), default=0)
    rf = ReplayFile({}, [], [], [], None, path=path, last_line=last)
    header_line = None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except (ValueError, RecursionError) as exc:
            if n == last and not text.endswith("\n"):
                raise ReplayFormatError(
                    f"the file ends in the middle of line {n}: it looks truncated; {TRUNCATED}", path, n
                ) from None
            why = f"{exc.msg} at column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else str(exc) or "nested too deeply"
            raise ReplayFormatError(f"not JSON ({why}): each line of a replay is one JSON object; {EDITED}", path, n) from None
        if not isinstance(obj, dict):
            raise ReplayFormatError(
                f'a JSON {_json_kind(obj)} where a replay line belongs (an object with a "type"); {EDITED}', path, n
            )
        kind = obj.get("type")
        if kind not in LINE_TYPES:
            what = 'the line has no "type"' if "type" not in obj else f"unknown line type {short(kind)}"
            raise ReplayFormatError(f"{what} (a replay has {', '.join(LINE_TYPES)} lines); {EDITED}", path, n)
        if header_line is None and kind != "header":
            raise ReplayFormatError(
                f"the first line is {'an' if kind[0] in 'ae' else 'a'} {kind} line, not the header: the beginning of "
                "the file is missing, or it is not a duelcore replay; it cannot be replayed or resumed",
                path, n,
            )
        if kind == "header":
            if header_line is not None:
                raise ReplayFormatError(
                    f"a second header (the first is line {header_line}): two files joined into one? "
                    "keep each duel in its own file", path, n,
                )
            if obj.get("engine") != "duelcore":
                raise ReplayFormatError(
                    f'not a duelcore replay: its header\'s "engine" is {short(obj.get("engine"))}, not "duelcore"', path, n
                )
            header_line = n
            rf.header = obj
            rf.header_line = n
        elif kind == "answer":
            player = _need(obj, kind, "player", lambda v: v in (0, 1) and not isinstance(v, bool), "0 or 1", path, n)
            answer = _need(obj, kind, "answer", _answer_ok, 'an option index, a list of them or "concede"', path, n)
            rf.answers.append((player, answer))
            rf.answer_lines.append(n)
        elif kind == "checkpoint":
            turn = _need(obj, kind, "turn", lambda v: _whole(v) and v >= 1, "a turn number (1 or more)", path, n)
            digest = _need(obj, kind, "hash", lambda v: isinstance(v, str) and SHA256_HEX.fullmatch(v) is not None,
                           "a SHA-256 hash of 64 hex digits", path, n)
            rf.checkpoints.append((turn, digest))
            rf.checkpoint_lines.append(n)
        elif kind == "event":
            _need(obj, kind, "kind", lambda v: isinstance(v, str) and v != "", "the event's name", path, n)
            rf.events.append(obj)
            rf.event_lines.append(n)
        else:
            if rf.result_line is not None:
                raise ReplayFormatError(f"a second result line (the first is line {rf.result_line}); {EDITED}", path, n)
            _need(obj, kind, "winner", lambda v: v is None or (v in (0, 1) and not isinstance(v, bool)),
                  "0, 1 or null (a draw)", path, n)
            _need(obj, kind, "reason", lambda v: isinstance(v, str), "text", path, n)
            _need(obj, kind, "turn", lambda v: _whole(v) and v >= 0, "a turn number", path, n)
            _need(obj, kind, "hash", lambda v: isinstance(v, str), "a SHA-256 hash", path, n)
            rf.result = obj
            rf.result_line = n
    if header_line is None:
        raise ReplayFormatError(
            "the file is empty (a replay starts with its header line); it was cut short before anything was "
            f"written, or it is not a replay; {TRUNCATED}",
            path,
        )
    return rf
