"""Replays: write a duel's record as JSON Lines, rebuild a duel from it, and verify it.

A replay is the duel's record (DESIGN §6): engine version, seed, rule flags, both decks (or a
scenario's set-up), the first player, every answer, a state hash at the start of every turn, and
the result. Events are written too, so the same file is a readable log. Re-running the record
must give the same hashes and result in any process (hashes are SHA-256 over canonical JSON,
never Python's ``hash()``); any difference raises :class:`~duelcore.errors.ReplayMismatch`.

File layout, one JSON object per line, each with a "type":
``header`` (first line; also the SHA-256 of the card database used, as "cards"), ``answer`` ({"player", "answer"}), ``event`` (the all-seeing rendering, Event.all_seeing),
``checkpoint`` ({"turn", "hash"}), ``result`` ({"winner", "reason", "turn", "hash"}; last line).
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from duelcore.engine.flags import RuleFlags
from duelcore.errors import DuelcoreError, IllegalAnswer, ReplayFormatError, ReplayMismatch

if TYPE_CHECKING:
    from duelcore.cards.database import CardDatabase
    from duelcore.engine.duel import Duel, DuelRecord


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
        ReplayMismatch: an answer is for the wrong player, illegal, or given after the end.
        InvalidSeed: the record's seed is not a whole number (None too: a rebuild never draws
            a new seed, it would be another duel).
    """
    from duelcore.engine.duel import Duel
    from duelcore.engine.seeds import check_seed

    check_seed(record.seed, "the record's seed")
    if record.decks is not None:
        decks = [_Deck(d.get("name", ""), list(d["main"]), list(d.get("extra", []))) for d in record.decks]
        duel = Duel.new(decks, seed=record.seed, rules=record.flags, db=db, first_player=record.first_player)
    elif record.setup is not None:
        from duelcore.scenarios.setup import build_duel

        duel = build_duel(record.setup, db=db, seed=record.seed, flags=record.flags)
    else:
        raise ReplayMismatch("the record holds neither decks nor a set-up")
    for n, (player, answer) in enumerate(record.answers if answers is None else answers):
        if duel.decision is None:
            raise ReplayMismatch(f"answer {n + 1}: the duel was already over")
        if answer == "concede":
            duel.concede(player)
            continue
        if duel.decision.player != player:
            raise ReplayMismatch(
                f"answer {n + 1}: recorded for player {player + 1}, but player {duel.decision.player + 1} decides"
            )
        try:
            duel.apply_action(tuple(answer) if isinstance(answer, list) else answer)
        except IllegalAnswer as exc:
            raise ReplayMismatch(f"answer {n + 1}: {exc}") from None
    return duel


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
    """A replay file as read: the header, answers, checkpoints, events and result (or None)."""

    header: dict[str, Any]
    answers: list[tuple[int, Any]]
    checkpoints: list[tuple[int, str]]
    events: list[dict[str, Any]]
    result: dict[str, Any] | None

    def record(self) -> "DuelRecord":
        """The DuelRecord to rebuild the duel from.

        Raises:
            ReplayFormatError: the header lacks a key or holds bad flags.
        """
        from duelcore.engine.duel import DuelRecord

        h = self.header
        try:
            flags = RuleFlags.from_dict(h["flags"])
            _check_decks(h.get("decks"))
            for key in ("seed", "first_player"):
                if not isinstance(h.get(key, 0), int) or isinstance(h.get(key, 0), bool):
                    raise ValueError(f"{key} must be a whole number, got {h.get(key)!r}")
            if h.get("decks") is None and not isinstance(h.get("setup"), dict):
                raise ValueError("the header holds neither decks nor a set-up")
            return DuelRecord(
                seed=int(h["seed"]),
                flags=flags,
                decks=h.get("decks"),
                first_player=int(h.get("first_player", 0)),
                setup=h.get("setup"),
                answers=list(self.answers),
            )
        except (KeyError, TypeError, ValueError, DuelcoreError) as exc:
            raise ReplayFormatError(f"bad replay header: {exc}") from None


def _check_decks(decks: Any) -> None:
    """Raise ValueError unless ``decks`` is None or two {"main", "extra"} mappings of passcode lists."""
    if decks is None:
        return
    if not isinstance(decks, list) or len(decks) != 2:
        raise ValueError("decks must be a list of two decks")
    for i, deck in enumerate(decks, 1):
        if not isinstance(deck, dict):
            raise ValueError(f"deck {i} must be a mapping")
        for key in ("main", "extra"):
            cards = deck.get(key)
            if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool) for c in cards):
                raise ValueError(f"deck {i} {key!r} must be a list of passcodes")


def read_log(path: str | pathlib.Path) -> ReplayFile:
    """Read a replay/log file written by :func:`write_log`.

    Raises:
        ReplayFormatError: unreadable file, a line that is not JSON or has no known "type", or
            no header on the first line (the message names the file and line).
    """
    path = pathlib.Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReplayFormatError(f"{path}: cannot read: {exc}") from None
    header = None
    answers: list[tuple[int, Any]] = []
    checkpoints: list[tuple[int, str]] = []
    events: list[dict[str, Any]] = []
    result = None
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            kind = obj["type"]
        except (ValueError, KeyError, TypeError):
            raise ReplayFormatError(f"{path}:{lineno}: not a replay line") from None
        if header is None and kind != "header":
            raise ReplayFormatError(f"{path}:{lineno}: the first line must be the header")
        try:
            if kind == "header":
                if header is not None:
                    raise ReplayFormatError(f"{path}:{lineno}: a second header line")
                header = obj
            elif kind == "answer":
                answers.append((int(obj["player"]), obj["answer"]))
            elif kind == "checkpoint":
                checkpoints.append((int(obj["turn"]), str(obj["hash"])))
            elif kind == "event":
                events.append(obj)
            elif kind == "result":
                result = obj
            else:
                raise ReplayFormatError(f"{path}:{lineno}: unknown line type {kind!r}")
        except (KeyError, TypeError, ValueError):
            raise ReplayFormatError(f"{path}:{lineno}: malformed {kind!r} line") from None
    if header is None:
        raise ReplayFormatError(f"{path}: empty file")
    if header.get("engine") != "duelcore":
        raise ReplayFormatError(f"{path}:1: not a duelcore replay")
    return ReplayFile(header, answers, checkpoints, events, result)


def verify(path: str | pathlib.Path, db: "CardDatabase | None" = None) -> "Duel":
    """Re-run the replay at ``path`` and check it against its record.

    Checks the engine version, every turn's state hash, the number of events and the result.

    Returns:
        the re-run duel.

    Raises:
        ReplayFormatError: the file cannot be read.
        ReplayMismatch: anything differs (the message says what, where, and both values).
    """
    from duelcore import __version__
    from duelcore.cards.database import CardDatabase

    rf = read_log(path)
    if rf.header.get("version") != __version__:
        raise ReplayMismatch(
            f"recorded with duelcore {rf.header.get('version')}, this is duelcore {__version__}"
        )
    db = db or CardDatabase.default()
    record = rf.record()
    recorded_db = rf.header.get("cards")
    if recorded_db is not None and recorded_db != database_digest(db):
        raise ReplayMismatch(
            "recorded with another card database (its digest differs from this one's); "
            "use --cdb with the database the duel was played with"
        )
    if rf.header.get("rules") != record.flags.preset:
        raise ReplayMismatch(
            f"header says rules {rf.header.get('rules')!r} but its flags are preset {record.flags.preset!r}"
        )
    try:
        duel = rebuild(record, db)
    except ReplayMismatch:
        raise
    except DuelcoreError as exc:
        raise ReplayMismatch(f"cannot rebuild the duel: {exc}") from None
    got = duel.record.checkpoints
    for i, (turn, digest) in enumerate(rf.checkpoints):
        if i >= len(got):
            raise ReplayMismatch(f"turn {turn}: recorded but the re-run never reached it")
        if got[i] != (turn, digest):
            raise ReplayMismatch(
                f"turn {turn}: state hash differs: recorded {digest[:16]}, re-run {got[i][1][:16]} (turn {got[i][0]})"
            )
    if len(got) != len(rf.checkpoints):
        raise ReplayMismatch(f"the re-run reached {len(got)} turns, the record {len(rf.checkpoints)}")
    if len(rf.events) != len(duel.events):
        raise ReplayMismatch(f"the re-run emitted {len(duel.events)} events, the record {len(rf.events)}")
    for i, (rec, ev) in enumerate(zip(rf.events, duel.events)):
        rec = {k: v for k, v in rec.items() if k != "type"}
        if rec != json.loads(json.dumps(ev.all_seeing)):
            raise ReplayMismatch(f"event {i + 1} differs: recorded {rec}, re-run {ev.all_seeing}")
    if rf.result is not None:
        if duel.result is None:
            raise ReplayMismatch("the record has a result but the re-run is not over")
        mine = {**duel.result.to_dict(), "hash": duel.state_hash()}
        theirs = {k: rf.result.get(k) for k in mine}
        if mine != theirs:
            raise ReplayMismatch(f"result differs: recorded {theirs}, re-run {mine}")
    elif duel.result is not None:
        raise ReplayMismatch(f"the re-run ended ({duel.result.text()}) but the record has no result")
    return duel
