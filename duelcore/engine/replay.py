"""Replays: write a duel's record as JSON Lines, rebuild a duel from it, and verify it.

A replay is the duel's record (DESIGN §6): engine version, seed, rule flags, both decks (or a
scenario's set-up), the first player, every answer, a state hash at the start of every turn, and
the result. Events are written too, so the same file is a readable log. Re-running the record
must give the same hashes and result in any process (hashes are SHA-256 over canonical JSON,
never Python's ``hash()``); any difference raises :class:`~duelcore.errors.ReplayMismatch`.
A save of ``duelcore play`` is a replay of an unfinished duel.

File layout, one JSON object per line, each with a "type":
``header`` (first line; also the SHA-256 of the card database used, as "cards"), ``answer`` ({"player", "answer"}), ``event`` (the all-seeing rendering, Event.all_seeing),
``checkpoint`` ({"turn", "hash"}), ``result`` ({"winner", "reason", "turn", "hash"}; last line).
:func:`write_log` writes the header, then every answer, checkpoint and event, then the result.

Every error names the file and line, what is missing or wrong, and what the user can do:
:class:`~duelcore.errors.ReplayFormatError` for a file that cannot be read as a replay (not JSON
lines, a line of an unknown type or with missing or wrong-typed keys, a header with bad or absurd
values, a file that ends too early), :class:`~duelcore.errors.ReplayMismatch` for a file whose
re-run differs from it (another engine version or card database, an answer for the other player
or not legal, a state hash, an event or the result).
"""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.state.flags import RuleFlags
from duelcore.errors import (
    CardDatabaseError,
    DuelcoreError,
    IllegalAnswer,
    ReplayFormatError,
    ReplayMismatch,
    UnknownPasscode,
)

if TYPE_CHECKING:
    from duelcore.cards.database import CardDatabase
    from duelcore.engine.duel import Duel, DuelRecord
    from duelcore.state.events import Event

#: The line types of a replay, in the order write_log writes them.
LINE_TYPES = ("header", "answer", "checkpoint", "event", "result")

#: What to do with a file that was changed (or mixed with another) after duelcore wrote it.
_EDITED = ("the file was changed after duelcore wrote it, so it cannot be replayed or resumed: "
           "use the file as duelcore wrote it, or start a new game")
#: What to do with a file that ends too early.
_TRUNCATED = ("it cannot be replayed or resumed: use a complete copy, save the game again if it is "
              "still open, or start a new game")
_HASH = re.compile(r"[0-9a-f]{64}")
#: The header keys every replay has, and what each holds.
_HEADER_KEYS = {
    "version": "the duelcore version that wrote it",
    "seed": "the duel's random seed",
    "rules": "the name of the rules preset",
    "flags": "the rule flags the duel was played with",
    "first_player": "who took turn 1",
}


@dataclass
class _Deck:
    name: str
    main: list[int]
    extra: list[int]
    side: list[int] = field(default_factory=list)


def rebuild(record: "DuelRecord", db: "CardDatabase", answers: Iterable[tuple[int, Any]] | None = None) -> "Duel":
    """Re-create a duel from its record and replay its answers.

    Args:
        record: the DuelRecord (seed, flags, decks or set-up, first player, answers).
        db: the card database.
        answers: the answers to replay (default: ``record.answers``).

    Raises:
        ReplayMismatch: an answer is for the wrong player, illegal, or given after the end (the
            message says which answer, both players or the legal range, and the Decision).
        DuelcoreError: the decks or set-up cannot start a duel (as :meth:`Duel.new` and
            :func:`~duelcore.engine.setup.build_duel`).
        InvalidSeed: the record's seed is not a whole number (None too: a rebuild never draws
            a new seed, it would be another duel).
    """
    duel = _start(record, db)
    _apply_answers(duel, list(record.answers if answers is None else answers))
    return duel


def _start(record: "DuelRecord", db: "CardDatabase") -> "Duel":
    """The duel of ``record`` before any answer: from its decks (Duel.new) or its set-up."""
    from duelcore.engine.duel import Duel
    from duelcore.state.seeds import check_seed

    check_seed(record.seed, "the record's seed")
    if record.decks is not None:
        decks = [_Deck(d.get("name", ""), list(d["main"]), list(d.get("extra", []))) for d in record.decks]
        return Duel.new(decks, seed=record.seed, rules=record.flags, db=db, first_player=record.first_player)
    if record.setup is not None:
        from duelcore.engine.duel import build_duel

        return build_duel(record.setup, db=db, seed=record.seed, flags=record.flags)
    raise ReplayMismatch("the record holds neither decks nor a set-up")


def _apply_answers(duel: "Duel", answers: list[tuple[int, Any]], path: Any = None,
                   lines: list[int] | None = None) -> None:
    """Give ``duel`` each (player, answer) in turn.

    Raises:
        ReplayMismatch: naming the answer (and, with ``path`` and ``lines``, the file and line):
            an answer after the end, for the player who does not decide, or not legal; with
            ``path``, any other error an answer raises.
    """
    tail = f"; {_EDITED}" if path is not None else ""
    for n, (player, answer) in enumerate(answers):
        line = lines[n] if lines is not None else None
        what = f"answer {n + 1}"
        decision = duel.decision
        if decision is None:
            raise ReplayMismatch(
                f"{what} comes after the end of the duel (after the answers before it: {duel.result.text()}){tail}",
                path, line,
            )
        if answer == "concede":
            duel.concede(player)
            continue
        if decision.player != player:
            raise ReplayMismatch(
                f"{what} is recorded for Player {player + 1}, but Player {decision.player + 1} decides here "
                f'("{decision.prompt}"){tail}',
                path, line,
            )
        try:
            duel.apply_action(tuple(answer) if isinstance(answer, list) else answer)
        except IllegalAnswer as exc:
            raise ReplayMismatch(
                f"{what} ({answer!r}) is not legal for Player {decision.player + 1}'s Decision "
                f'"{decision.prompt}": {exc}{tail}',
                path, line,
            ) from None
        except DuelcoreError as exc:
            if path is None:
                raise
            raise ReplayMismatch(f"{what}: {exc}{tail}", path, line) from None


_DIGESTS: dict[str, str] = {}


def database_digest(db: "CardDatabase") -> str:
    """SHA-256 (hex) of the card database file, so a replay names the data it was played with."""
    import hashlib

    key = str(db.path)
    if key not in _DIGESTS:
        h = hashlib.sha256()
        with open(db.path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
        _DIGESTS[key] = h.hexdigest()
    return _DIGESTS[key]


def write_log(duel: "Duel", path: str | pathlib.Path, extra_header: dict[str, Any] | None = None) -> None:
    """Write ``duel``'s record and events to ``path`` as JSON Lines (see the module doc).

    Args:
        duel: a duel (finished or not).
        path: the file to write (overwritten).
        extra_header: more header keys (e.g. the agents used); they do not affect replaying.

    Raises:
        DuelcoreError: ``extra_header`` names a key the header already has (e.g. "seed").
    """
    header = duel.header()
    header["cards"] = database_digest(duel.db)
    if extra_header:
        clash = sorted(set(extra_header) & set(header))
        if clash:
            raise DuelcoreError(f"extra header keys may not replace the record's own: {', '.join(clash)}")
        header.update(extra_header)
    lines = [header]
    lines.extend({"type": "answer", "player": p, "answer": a} for p, a in duel.record.answers)
    lines.extend({"type": "checkpoint", "turn": t, "hash": h} for t, h in duel.record.checkpoints)
    lines.extend({"type": "event", **e.all_seeing} for e in duel.events)
    if duel.result is not None:
        lines.append({"type": "result", **duel.result.to_dict(), "hash": duel.state_hash()})
    with open(path, "w", encoding="utf-8") as fh:
        for obj in lines:
            fh.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")


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
        return ReplayFormatError(f"{message}; {_EDITED}", self.path, self.header_line)

    def record(self) -> "DuelRecord":
        """The DuelRecord to rebuild the duel from.

        Raises:
            ReplayFormatError: the header lacks a key or holds a value of the wrong type or out of
                range ("flags" with an unknown, missing, wrong-typed or absurd rule flag, or of
                another preset than "rules"; "seed" not a whole number; "first_player" not 0 or
                1; "decks" not two decks of passcode lists; neither decks nor a set-up); the
                message names the file, the header's line and the key.
        """
        from duelcore.engine.duel import DuelRecord

        h = self.header
        for key, what in _HEADER_KEYS.items():
            if key not in h:
                raise self._header_error(f'the header has no "{key}" ({what})')
        flags_data = h["flags"]
        if not isinstance(flags_data, dict):
            raise self._header_error(f'the header\'s "flags" must be a mapping of rule flags, got {_short(flags_data)}')
        try:
            flags = RuleFlags.from_dict(flags_data)
        except DuelcoreError as exc:
            raise self._header_error(f'the header\'s "flags": {exc}') from None
        missing = [name for name in RuleFlags.__dataclass_fields__ if name not in flags_data]
        if missing:
            raise self._header_error(f'the header\'s "flags" lack {", ".join(missing)}')
        if h["rules"] != flags.preset:
            raise self._header_error(
                f'the header says rules {_short(h["rules"])} but its "flags" are those of preset {flags.preset!r}'
            )
        if not _whole(h["seed"]):
            raise self._header_error(f'the header\'s "seed" must be a whole number, got {_short(h["seed"])}')
        if h["first_player"] not in (0, 1) or isinstance(h["first_player"], bool):
            raise self._header_error(f'the header\'s "first_player" must be 0 or 1, got {_short(h["first_player"])}')
        problem = _decks_problem(h.get("decks"))
        if problem:
            raise self._header_error(f"the header's {problem}")
        setup = h.get("setup")
        if setup is not None and not isinstance(setup, dict):
            raise self._header_error(f'the header\'s "setup" must be a mapping, got {_short(setup)}')
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
        )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _decks_problem(decks: Any) -> str | None:
    """What is wrong with a header's "decks" (None or two {"main", "extra"} mappings of passcode
    lists, each with an optional "name" and "side"), as a phrase starting with "decks", or None."""
    if decks is None:
        return None
    if not isinstance(decks, list) or len(decks) != 2:
        return f'"decks" must be a list of two decks, got {_short(decks)}'
    for i, deck in enumerate(decks, 1):
        if not isinstance(deck, dict):
            return f'"decks": deck {i} must be a mapping, got {_short(deck)}'
        for key in ("main", "extra", "side"):
            if key != "side" and key not in deck:
                return f'"decks": deck {i} has no "{key}"'
            cards = deck.get(key, [])
            if not isinstance(cards, list) or not all(_whole(c) for c in cards):
                return f'"decks": deck {i} "{key}" must be a list of passcodes, got {_short(cards)}'
        if not isinstance(deck.get("name", ""), str):
            return f'"decks": deck {i} "name" must be text, got {_short(deck["name"])}'
    return None


def _answer_ok(value: Any) -> bool:
    index = _whole(value) and value >= 0
    return index or value == "concede" or (isinstance(value, list) and all(_whole(v) and v >= 0 for v in value))


def _need(obj: dict[str, Any], kind: str, key: str, ok: Callable[[Any], bool], what: str, path: Any, line: int) -> Any:
    """``obj[key]``, or ReplayFormatError naming the line, the key and what it must be."""
    if key not in obj:
        raise ReplayFormatError(f'{kind} line without "{key}" ({what}); {_EDITED}', path, line)
    value = obj[key]
    if not ok(value):
        raise ReplayFormatError(f'{kind} line: "{key}" must be {what}, got {_short(value)}; {_EDITED}', path, line)
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
                f"the file ends in the middle of line {n}: it looks truncated; {_TRUNCATED}", path, n
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
                    f"the file ends in the middle of line {n}: it looks truncated; {_TRUNCATED}", path, n
                ) from None
            why = f"{exc.msg} at column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else str(exc) or "nested too deeply"
            raise ReplayFormatError(f"not JSON ({why}): each line of a replay is one JSON object; {_EDITED}", path, n) from None
        if not isinstance(obj, dict):
            raise ReplayFormatError(
                f'a JSON {_json_kind(obj)} where a replay line belongs (an object with a "type"); {_EDITED}', path, n
            )
        kind = obj.get("type")
        if kind not in LINE_TYPES:
            what = 'the line has no "type"' if "type" not in obj else f"unknown line type {_short(kind)}"
            raise ReplayFormatError(f"{what} (a replay has {', '.join(LINE_TYPES)} lines); {_EDITED}", path, n)
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
                    f'not a duelcore replay: its header\'s "engine" is {_short(obj.get("engine"))}, not "duelcore"', path, n
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
            digest = _need(obj, kind, "hash", lambda v: isinstance(v, str) and _HASH.fullmatch(v) is not None,
                           "a SHA-256 hash of 64 hex digits", path, n)
            rf.checkpoints.append((turn, digest))
            rf.checkpoint_lines.append(n)
        elif kind == "event":
            _need(obj, kind, "kind", lambda v: isinstance(v, str) and v != "", "the event's name", path, n)
            rf.events.append(obj)
            rf.event_lines.append(n)
        else:
            if rf.result_line is not None:
                raise ReplayFormatError(f"a second result line (the first is line {rf.result_line}); {_EDITED}", path, n)
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
            f"written, or it is not a replay; {_TRUNCATED}",
            path,
        )
    return rf


def verify(path: str | pathlib.Path, db: "CardDatabase | None" = None) -> "Duel":
    """Re-run the replay at ``path`` and check it against its record.

    Checks the file's format, the engine version, the card database, the header, every answer,
    every turn's state hash, every event and the result, in that order.

    Returns:
        the re-run duel.

    Raises:
        ReplayFormatError: the file cannot be read as a replay (see :func:`read_log` and
            :meth:`ReplayFile.record`), its header cannot start a duel (an opening hand larger
            than a Deck, an unscripted card), or it ends too early (it looks truncated: answers
            without the events they give, fewer events than the re-run gives by then, or a duel
            that is over without its result line).
        ReplayMismatch: another engine version or card database (both named), an answer for the
            player who does not decide or not legal, a state hash, an event (the first differing
            one, with both texts) or the result that differs; the message names the file, the
            line and both values.
    """
    from duelcore import __version__
    from duelcore.cards.database import CardDatabase

    rf = read_log(path)
    path, h, at = rf.path, rf.header, rf.header_line
    version = h.get("version")
    if "version" not in h:
        raise rf._header_error(f'the header has no "version" ({_HEADER_KEYS["version"]})')
    if not isinstance(version, str):
        raise rf._header_error(f'the header\'s "version" must be the duelcore version that wrote it, got {_short(version)}')
    if version != __version__:
        raise ReplayMismatch(
            f"recorded with duelcore {version}, this is duelcore {__version__}: a duel re-runs the same only "
            f"under the version that played it; replay it with duelcore {version}",
            path, at,
        )
    if db is None:  # not `db or ...`: a database with no readable row is still the one asked for
        db = CardDatabase.default()
    record = rf.record()
    recorded_db = h.get("cards")
    if recorded_db is not None:
        if not isinstance(recorded_db, str) or not _HASH.fullmatch(recorded_db):
            raise rf._header_error(f'the header\'s "cards" must be a SHA-256 hash (64 hex digits), got {_short(recorded_db)}')
        mine = database_digest(db)
        if recorded_db != mine:
            raise ReplayMismatch(
                f"recorded with another card database (SHA-256 {recorded_db[:16]}...; {db.path.name} is "
                f"{mine[:16]}...): give the database the duel was played with, with --cdb",
                path, at,
            )
    try:
        duel = _start(record, db)
    except (UnknownPasscode, CardDatabaseError) as exc:
        what = "lacks" if isinstance(exc, UnknownPasscode) else "cannot read"
        raise ReplayMismatch(
            f"the header's decks hold a card this card database {what} ({exc}): give the database the duel was "
            "played with, with --cdb",
            path, at,
        ) from None
    except DuelcoreError as exc:
        raise rf._header_error(f"the header cannot start a duel: {exc}") from None
    _apply_answers(duel, rf.answers, path, rf.answer_lines)
    _check_complete(rf, duel)
    _check_checkpoints(rf, duel)
    _check_events(rf, duel)
    _check_result(rf, duel)
    return duel


def _event_text(data: dict[str, Any]) -> str:
    """An event's all-seeing text, from its rendering (a re-run event's or a file's event line)."""
    from duelcore.state.events import render_text

    try:
        return render_text({k: v for k, v in data.items() if k != "type"}, None)
    except Exception:  # a file's event line may hold anything besides its "kind"
        return _short(data, 200)


def _same_event(recorded: dict[str, Any], event: "Event") -> bool:
    mine = json.loads(json.dumps(event.all_seeing))
    return {k: v for k, v in recorded.items() if k != "type"} == mine


def _check_complete(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayFormatError when the file looks cut short after a whole line: the events the
    re-run of its answers gives are missing (all of them, or the last ones), or the duel is over
    and the result line is missing."""
    if rf.result is not None:
        return
    got, rec = duel.events, rf.events
    detail = None
    if not rec and got:
        if not rf.answers and not rf.checkpoints:
            detail = f"it holds only its header, while the duel emits {len(got)} events before the first Decision"
        else:
            held = f"{len(rf.answers)} answer(s)" + (f" and {len(rf.checkpoints)} turn checkpoint(s)" if rf.checkpoints else "")
            detail = f"it has {held} but no events, while the duel emits {len(got)} by then"
    elif rec and rf.event_lines[-1] == rf.last_line and all(_same_event(r, e) for r, e in zip(rec, got)):
        if len(rec) < len(got):
            detail = f"the record has {len(rec)} events, the duel emits {len(got)} by then"
        elif len(rec) == len(got) and duel.result is not None:
            detail = "its events end the duel, but the result line is missing"
    if detail:
        raise ReplayFormatError(f"the file ends after line {rf.last_line}: it looks truncated ({detail}); {_TRUNCATED}",
                                rf.path)


def _check_checkpoints(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayMismatch at the first checkpoint line that differs from the re-run's."""
    got = duel.record.checkpoints
    for i, ((turn, digest), line) in enumerate(zip(rf.checkpoints, rf.checkpoint_lines)):
        if i >= len(got):
            raise ReplayMismatch(
                f"a checkpoint for turn {turn}, but the re-run of the answers ends on turn {duel.turn}; {_EDITED}",
                rf.path, line,
            )
        got_turn, got_digest = got[i]
        if got_turn != turn:
            raise ReplayMismatch(
                f"checkpoint {i + 1} is for turn {turn}, but the re-run's is for turn {got_turn}; {_EDITED}",
                rf.path, line,
            )
        if got_digest != digest:
            raise ReplayMismatch(
                f"turn {turn}: state hash differs at the start of the turn (the file has {digest[:16]}..., the re-run "
                f"{got_digest[:16]}...): the seed, decks, rule flags or an answer before it differ; {_EDITED}",
                rf.path, line,
            )
    if len(got) > len(rf.checkpoints):
        last = f"stop at turn {rf.checkpoints[-1][0]}" if rf.checkpoints else "are missing"
        raise ReplayMismatch(
            f"the re-run reaches turn {got[len(rf.checkpoints)][0]}, but the file's turn checkpoints {last}; {_EDITED}",
            rf.path, rf.checkpoint_lines[-1] if rf.checkpoint_lines else None,
        )


def _check_events(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayMismatch at the first event line that differs from the re-run's event (both
    texts), or when the file has more or fewer events than the re-run."""
    got, rec = duel.events, rf.events
    for i, (recorded, event) in enumerate(zip(rec, got)):
        if _same_event(recorded, event):
            continue
        theirs, mine = _event_text(recorded), _event_text(event.all_seeing)
        if theirs == mine:
            data = json.loads(json.dumps(event.all_seeing))
            keys = sorted(k for k in set(recorded) | set(data) if k != "type" and recorded.get(k) != data.get(k))
            differs = "; ".join(f"{k}: {_short(recorded.get(k))} in the file, {_short(data.get(k))} re-run" for k in keys)
            detail = f'"{theirs}" in both, but {differs}'
        else:
            detail = f'the file has "{theirs}", the re-run "{mine}"'
        raise ReplayMismatch(f"event {i + 1} differs: {detail}; {_EDITED}", rf.path, rf.event_lines[i])
    if len(rec) < len(got):
        raise ReplayMismatch(
            f'the file has {len(rec)} events but the re-run emits {len(got)}; the first missing one is '
            f'"{_event_text(got[len(rec)].all_seeing)}"; {_EDITED}',
            rf.path, rf.event_lines[-1] if rf.event_lines else None,
        )
    if len(rec) > len(got):
        raise ReplayMismatch(
            f'event {len(got) + 1} ("{_event_text(rec[len(got)])}") is one more than the re-run emits '
            f"({len(got)} events); {_EDITED}",
            rf.path, rf.event_lines[len(got)],
        )


def _check_result(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayMismatch when the result line differs from the re-run's end (each differing
    key with both values), or one of them has a result and the other not."""
    from duelcore.engine.duel import DuelResult

    if rf.result is None:
        if duel.result is not None:
            raise ReplayMismatch(f"the re-run ended ({duel.result.text()}) but the file has no result line; {_EDITED}",
                                 rf.path)
        return
    recorded = DuelResult(rf.result["winner"], rf.result["reason"], rf.result["turn"]).text()
    if duel.result is None:
        decision = duel.decision
        raise ReplayMismatch(
            f'the result line says "{recorded}", but after the file\'s answers the re-run is not over (Player '
            f'{decision.player + 1} decides "{decision.prompt}"); {_EDITED}',
            rf.path, rf.result_line,
        )
    mine = {**duel.result.to_dict(), "hash": duel.state_hash()}
    theirs = {k: rf.result.get(k) for k in mine}
    if mine == theirs:
        return
    if recorded != duel.result.text():
        detail = f'the file says "{recorded}", the re-run "{duel.result.text()}"'
    else:
        detail = (f'both say "{recorded}", but the final state hash differs (the file has '
                  f"{str(theirs['hash'])[:16]}..., the re-run {mine['hash'][:16]}...)")
    raise ReplayMismatch(f"the result differs: {detail}; {_EDITED}", rf.path, rf.result_line)
