"""Replays: write a duel's record as JSON Lines, rebuild a duel from it, and verify it.

A replay is the duel's record (DESIGN §6): engine version, seed, rule flags, both decks (or a
scenario's set-up), the first player, every answer, a state hash at the start of every turn, and
the result. Events are written too, so the same file is a readable log. Re-running the record
must give the same hashes and result in any process (hashes are SHA-256 over canonical JSON,
never Python's ``hash()``); any difference raises :class:`~duelcore.errors.ReplayMismatch`.
A save of ``duelcore play`` is a replay of an unfinished duel.

The file layout (JSON Lines: a header, the answers, the turn checkpoints, the events, the result)
and reading it are :mod:`duelcore.engine.replay_file` (:func:`read_log` is importable from here
too); :func:`write_log` writes the header, then every answer, checkpoint and event, then the result.

Every error names the file and line, what is missing or wrong, and what the user can do:
:class:`~duelcore.errors.ReplayFormatError` for a file that cannot be read as a replay (not JSON
lines, a line of an unknown type or with missing or wrong-typed keys, a header with bad or absurd
values, a file that ends too early), :class:`~duelcore.errors.ReplayMismatch` for a file whose
re-run differs from it (another engine version or card database, an answer for the other player
or not legal, a state hash, an event or the result).
"""

from __future__ import annotations

import hashlib
import json
import pathlib
from typing import TYPE_CHECKING, Any, Iterable

from duelcore.engine.duel import Duel
from duelcore.engine.processor import apply_answers
from duelcore.engine.replay_file import EDITED, HEADER_KEYS, SHA256_HEX, TRUNCATED, ReplayFile, read_log, short
from duelcore.state.record import DuelRecord, DuelResult
from duelcore.errors import (
    CardDatabaseError,
    DuelcoreError,
    ReplayFormatError,
    ReplayMismatch,
    UnknownPasscode,
)

if TYPE_CHECKING:
    from duelcore.cards.database import CardDatabase
    from duelcore.state.events import Event

__all__ = ["rebuild", "database_digest", "write_log", "read_log", "ReplayFile", "verify"]

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
            :meth:`Duel.from_setup`).
        InvalidSeed: the record's seed is not a whole number (None too: a rebuild never draws
            a new seed, it would be another duel).
    """
    return Duel.from_record(record, db, answers)


_DIGESTS: dict[str, str] = {}


def database_digest(db: "CardDatabase") -> str:
    """SHA-256 (hex) of the card database file, so a replay names the data it was played with."""
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
    checkpoints = duel.record.checkpoints
    if not duel.hash_turns:  # computed only now that a replay reads them: the same duel, rebuilt
        checkpoints = Duel.from_record(duel.record, duel.db, hash_turns=True).record.checkpoints
    lines.extend({"type": "checkpoint", "turn": t, "hash": h} for t, h in checkpoints)
    lines.extend({"type": "event", **e.all_seeing} for e in duel.events)
    if duel.result is not None:
        lines.append({"type": "result", **duel.result.to_dict(), "hash": duel.state_hash()})
    with open(path, "w", encoding="utf-8") as fh:
        for obj in lines:
            fh.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")


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
        raise rf._header_error(f'the header has no "version" ({HEADER_KEYS["version"]})')
    if not isinstance(version, str):
        raise rf._header_error(f'the header\'s "version" must be the duelcore version that wrote it, got {short(version)}')
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
        if not isinstance(recorded_db, str) or not SHA256_HEX.fullmatch(recorded_db):
            raise rf._header_error(f'the header\'s "cards" must be a SHA-256 hash (64 hex digits), got {short(recorded_db)}')
        mine = database_digest(db)
        if recorded_db != mine:
            raise ReplayMismatch(
                f"recorded with another card database (SHA-256 {recorded_db[:16]}...; {db.path.name} is "
                f"{mine[:16]}...): give the database the duel was played with, with --cdb",
                path, at,
            )
    try:
        duel = Duel.from_record(record, db, answers=(), hash_turns=True)
    except (UnknownPasscode, CardDatabaseError) as exc:
        what = "lacks" if isinstance(exc, UnknownPasscode) else "cannot read"
        raise ReplayMismatch(
            f"the header's decks hold a card this card database {what} ({exc}): give the database the duel was "
            "played with, with --cdb",
            path, at,
        ) from None
    except DuelcoreError as exc:
        raise rf._header_error(f"the header cannot start a duel: {exc}") from None
    apply_answers(duel, rf.answers, path, rf.answer_lines, EDITED if path is not None else "")
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
        return short(data, 200)


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
        raise ReplayFormatError(f"the file ends after line {rf.last_line}: it looks truncated ({detail}); {TRUNCATED}",
                                rf.path)


def _check_checkpoints(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayMismatch at the first checkpoint line that differs from the re-run's."""
    got = duel.record.checkpoints
    for i, ((turn, digest), line) in enumerate(zip(rf.checkpoints, rf.checkpoint_lines)):
        if i >= len(got):
            raise ReplayMismatch(
                f"a checkpoint for turn {turn}, but the re-run of the answers ends on turn {duel.turn}; {EDITED}",
                rf.path, line,
            )
        got_turn, got_digest = got[i]
        if got_turn != turn:
            raise ReplayMismatch(
                f"checkpoint {i + 1} is for turn {turn}, but the re-run's is for turn {got_turn}; {EDITED}",
                rf.path, line,
            )
        if got_digest != digest:
            raise ReplayMismatch(
                f"turn {turn}: state hash differs at the start of the turn (the file has {digest[:16]}..., the re-run "
                f"{got_digest[:16]}...): the seed, decks, rule flags or an answer before it differ; {EDITED}",
                rf.path, line,
            )
    if len(got) > len(rf.checkpoints):
        last = f"stop at turn {rf.checkpoints[-1][0]}" if rf.checkpoints else "are missing"
        raise ReplayMismatch(
            f"the re-run reaches turn {got[len(rf.checkpoints)][0]}, but the file's turn checkpoints {last}; {EDITED}",
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
            differs = "; ".join(f"{k}: {short(recorded.get(k))} in the file, {short(data.get(k))} re-run" for k in keys)
            detail = f'"{theirs}" in both, but {differs}'
        else:
            detail = f'the file has "{theirs}", the re-run "{mine}"'
        raise ReplayMismatch(f"event {i + 1} differs: {detail}; {EDITED}", rf.path, rf.event_lines[i])
    if len(rec) < len(got):
        raise ReplayMismatch(
            f'the file has {len(rec)} events but the re-run emits {len(got)}; the first missing one is '
            f'"{_event_text(got[len(rec)].all_seeing)}"; {EDITED}',
            rf.path, rf.event_lines[-1] if rf.event_lines else None,
        )
    if len(rec) > len(got):
        raise ReplayMismatch(
            f'event {len(got) + 1} ("{_event_text(rec[len(got)])}") is one more than the re-run emits '
            f"({len(got)} events); {EDITED}",
            rf.path, rf.event_lines[len(got)],
        )


def _check_result(rf: ReplayFile, duel: "Duel") -> None:
    """Raise ReplayMismatch when the result line differs from the re-run's end (each differing
    key with both values), or one of them has a result and the other not."""
    if rf.result is None:
        if duel.result is not None:
            raise ReplayMismatch(f"the re-run ended ({duel.result.text()}) but the file has no result line; {EDITED}",
                                 rf.path)
        return
    recorded = DuelResult(rf.result["winner"], rf.result["reason"], rf.result["turn"]).text()
    if duel.result is None:
        decision = duel.decision
        raise ReplayMismatch(
            f'the result line says "{recorded}", but after the file\'s answers the re-run is not over (Player '
            f'{decision.player + 1} decides "{decision.prompt}"); {EDITED}',
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
    raise ReplayMismatch(f"the result differs: {detail}; {EDITED}", rf.path, rf.result_line)
