"""Broken saves and replays are refused with an error a user can act on.

Every error path of reading and verifying a replay or a save of ``duelcore play`` (the file, each
line's type and keys, the header, the rule flags, the answers, a file that was cut short, the
state hashes, the events, the result, another engine version or card database) names the file,
the line where there is one, what is missing or wrong, and what the user can do. The same text is
raised by the Python API (:func:`duelcore.engine.replay.verify`) and printed, without a
traceback and with exit code 1, by ``duelcore replay`` and ``duelcore play --resume``.

Source: the contract "bad input gets a clear error that names the problem (the file, the line,
what is wrong, what the user can do)"; DESIGN §6 (a replay that no longer matches fails loudly).
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from typing import Any, Callable

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from duelcore import __version__
from duelcore.agents import make_agent
from duelcore.cards.database import CardDatabase
from duelcore.engine.duel import Duel
from duelcore.state.record import DuelRecord
from duelcore.engine.replay import database_digest, read_log, rebuild, verify, write_log
from duelcore.errors import ReplayFormatError, ReplayMismatch
from duelcore.interfaces.cli import main

from helpers import first_of_type, loose_deck, normal_decks, play_answers, read_jsonl, write_jsonl

#: What the user can do with a file changed after it was written (ends most messages).
EDITED = ("the file was changed after duelcore wrote it, so it cannot be replayed or resumed: use the file as "
          "duelcore wrote it, or start a new game")
#: What the user can do with a file that ends too early.
TRUNCATED = ("it cannot be replayed or resumed: use a complete copy, save the game again if it is still open, or "
             "start a new game")
FLAGS = ("preset, starting_lp, opening_hand, hand_limit, first_turn_draw, first_turn_battle_phase, extra_monster_zones, "
         "extra_deck_to_main_monster_zone, one_field_spell_on_field, replaced_field_spell_destroyed, "
         "trigger_after_card_left_its_place, one_chain_per_damage_substep, atk_def_changes_in_damage_calculation, "
         "damage_step_start_triggers_only, zero_atk_battle_destroys_both, reposition_if_summoned_by_other_player, "
         "replay_returns_to_battle_step, ignition_priority, triggers_in_event_order, "
         "continuous_trap_effects_from_next_chain, reveal_deck_when_search_finds_nothing, turn_limit")

DECKS = normal_decks()
SAVED_ANSWERS = 30


def _duel(answers: int, concede: bool, name: str | None = None) -> Duel:
    """Normal Yugi (called ``name`` if given) against Normal Kaiba, seed 3, ``answers`` random
    answers, then (if ``concede``) Player 2 concedes."""
    decks = DECKS if name is None else [loose_deck(name, DECKS[0].main), DECKS[1]]
    duel = Duel.new(decks, seed=3)
    agents = (make_agent("random", 1), make_agent("random", 2))
    play_answers(duel, agents, answers)
    if concede:
        duel.concede(1)
    return duel


@dataclass
class Files:
    """The two intact files every case starts from, and the duels they hold."""

    save: pathlib.Path  # an unfinished duel: header, 30 answers, checkpoints, events
    finished: pathlib.Path  # the same duel after 40 answers and a concession: with a result line
    save_duel: Duel
    finished_duel: Duel


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> Files:
    folder = tmp_path_factory.mktemp("intact")
    save_duel, finished_duel = _duel(SAVED_ANSWERS, False), _duel(40, True)
    play = {"play": {"human": 0, "ai": "random", "ai_seed": 1, "replay": str(folder / "r.jsonl")}}  # as `save` writes
    save = folder / "save.jsonl"
    write_log(save_duel, save, play)
    finished = folder / "finished.jsonl"
    write_log(finished_duel, finished, play)
    verify(save)
    verify(finished)
    return Files(save, finished, save_duel, finished_duel)


def rerun(answers: int) -> Duel:
    """The duel of the intact files after their first ``answers`` answers."""
    return _duel(answers, False)


def result_text(duel: Duel) -> str:
    return duel.result.text()


# ------------------------------------------------------------------------------ the cases
#: name -> a function(files, tmp_path) that writes a broken file and returns it with the error
#: class and the exact message ``verify`` must raise (the CLI prints the same after "Error: ").
CASES: dict[str, Callable[[Files, pathlib.Path], tuple[pathlib.Path, type, str]]] = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


# ----- the file as a whole
@case
def missing_file(f, tmp):
    p = tmp / "nope.jsonl"
    return p, ReplayFormatError, f"{p}: no such file: check the name and the folder"


@case
def a_folder(f, tmp):
    p = tmp / "folder.jsonl"
    p.mkdir()
    return p, ReplayFormatError, f"{p}: a folder, not a replay file"


@case
def not_utf8(f, tmp):
    p = tmp / "binary.jsonl"
    p.write_bytes(b'{"a":1}\n\xff\xfe garbage')
    return p, ReplayFormatError, (f"{p}: not a replay: byte 9 is not UTF-8 text (a replay is a text file of JSON lines "
                                  "written by `duelcore duel --log`, or by `save` in `duelcore play`)")


@case
def empty_file(f, tmp):
    p = tmp / "empty.jsonl"
    p.write_text("\n  \n")
    return p, ReplayFormatError, (f"{p}: the file is empty (a replay starts with its header line); it was cut short "
                                  f"before anything was written, or it is not a replay; {TRUNCATED}")


# ----- truncated files
@case
def cut_in_the_middle_of_a_line(f, tmp):
    text = f.save.read_text()
    lines = text.split("\n")
    p = tmp / "cut.jsonl"
    p.write_text("\n".join(lines[:9]) + "\n" + lines[9][:20])
    return p, ReplayFormatError, f"{p}:10: the file ends in the middle of line 10: it looks truncated; {TRUNCATED}"


@case
def cut_in_the_middle_of_the_header(f, tmp):
    p = tmp / "cut-header.jsonl"
    p.write_text(f.save.read_text()[:50])
    return p, ReplayFormatError, f"{p}:1: the file ends in the middle of line 1: it looks truncated; {TRUNCATED}"


@case
def header_only(f, tmp):
    p = write_jsonl(tmp / "header-only.jsonl", read_jsonl(f.save)[:1])
    emitted = len(Duel.new(DECKS, seed=3).events)
    return p, ReplayFormatError, (f"{p}: the file ends after line 1: it looks truncated (it holds only its header, while "
                                  f"the duel emits {emitted} events before the first Decision); {TRUNCATED}")


@case
def cut_after_line_7(f, tmp):
    p = write_jsonl(tmp / "cut-7.jsonl", read_jsonl(f.save)[:7])
    return p, ReplayFormatError, (f"{p}: the file ends after line 7: it looks truncated (it has 6 answer(s) but no events, "
                                  f"while the duel emits {len(rerun(6).events)} by then); {TRUNCATED}")


@case
def cut_among_the_checkpoints(f, tmp):
    objs = read_jsonl(f.save)
    keep = first_of_type(objs, "checkpoint") + 2
    p = write_jsonl(tmp / "cut-checkpoints.jsonl", objs[:keep])
    return p, ReplayFormatError, (
        f"{p}: the file ends after line {keep}: it looks truncated (it has {SAVED_ANSWERS} answer(s) and 2 turn "
        f"checkpoint(s) but no events, while the duel emits {len(f.save_duel.events)} by then); {TRUNCATED}")


@case
def cut_among_the_events(f, tmp):
    objs = read_jsonl(f.save)
    keep = first_of_type(objs, "event") + 10
    p = write_jsonl(tmp / "cut-events.jsonl", objs[:keep])
    return p, ReplayFormatError, (f"{p}: the file ends after line {keep}: it looks truncated (the record has 10 events, "
                                  f"the duel emits {len(f.save_duel.events)} by then); {TRUNCATED}")


@case
def result_line_missing(f, tmp):
    objs = read_jsonl(f.finished)
    p = write_jsonl(tmp / "no-result.jsonl", objs[:-1])
    return p, ReplayFormatError, (f"{p}: the file ends after line {len(objs) - 1}: it looks truncated (its events end the "
                                  f"duel, but the result line is missing); {TRUNCATED}")


# ----- lines that are not replay lines
@case
def not_json(f, tmp):
    lines = f.save.read_text().splitlines()
    lines[4] = "{not json"
    p = tmp / "not-json.jsonl"
    p.write_text("\n".join(lines) + "\n")
    return p, ReplayFormatError, (f"{p}:5: not JSON (Expecting property name enclosed in double quotes at column 2): each "
                                  f"line of a replay is one JSON object; {EDITED}")


BAD_LINES = {
    "a_list": ('[1, 2, 3]', 'a JSON list where a replay line belongs (an object with a "type")'),
    "a_string": ('"a string"', 'a JSON string where a replay line belongs (an object with a "type")'),
    "no_type": ('{"no_type": 1}', 'the line has no "type" (a replay has header, answer, checkpoint, event, result lines)'),
    "unknown_type": ('{"type": "bogus"}', "unknown line type 'bogus' (a replay has header, answer, checkpoint, event, "
                                          "result lines)"),
    "answer_without_answer": ('{"type": "answer", "player": 0}',
                              'answer line without "answer" (an option index, a list of them or "concede")'),
    "answer_player_text": ('{"type": "answer", "player": "x", "answer": 0}', "answer line: \"player\" must be 0 or 1, got 'x'"),
    "answer_player_3": ('{"type": "answer", "player": 2, "answer": 0}', 'answer line: "player" must be 0 or 1, got 2'),
    "answer_negative": ('{"type": "answer", "player": 0, "answer": -1}',
                        'answer line: "answer" must be an option index, a list of them or "concede", got -1'),
    "answer_bool": ('{"type": "answer", "player": 0, "answer": true}',
                    'answer line: "answer" must be an option index, a list of them or "concede", got True'),
    "checkpoint_without_hash": ('{"type": "checkpoint", "turn": 1}',
                                'checkpoint line without "hash" (a SHA-256 hash of 64 hex digits)'),
    "checkpoint_turn_0": ('{"type": "checkpoint", "turn": 0, "hash": "' + "0" * 64 + '"}',
                          'checkpoint line: "turn" must be a turn number (1 or more), got 0'),
    "checkpoint_short_hash": ('{"type": "checkpoint", "turn": 1, "hash": "abc"}',
                              "checkpoint line: \"hash\" must be a SHA-256 hash of 64 hex digits, got 'abc'"),
    "event_without_kind": ('{"type": "event", "turn": 1}', 'event line without "kind" (the event\'s name)'),
    "result_winner_3": ('{"type": "result", "winner": 2, "reason": "lp", "turn": 3, "hash": "x"}',
                        'result line: "winner" must be 0, 1 or null (a draw), got 2'),
    "result_without_turn": ('{"type": "result", "winner": 0, "reason": "lp", "hash": "x"}',
                            'result line without "turn" (a turn number)'),
}


def _bad_line(name):
    line, message = BAD_LINES[name]

    def build(f, tmp):
        lines = f.save.read_text().splitlines()
        lines.insert(3, line)
        p = tmp / f"{name}.jsonl"
        p.write_text("\n".join(lines) + "\n")
        return p, ReplayFormatError, f"{p}:4: {message}; {EDITED}"

    build.__name__ = f"line_{name}"
    return case(build)


for _name in BAD_LINES:
    _bad_line(_name)


@case
def first_line_not_the_header(f, tmp):
    p = write_jsonl(tmp / "headless.jsonl", read_jsonl(f.save)[1:])
    return p, ReplayFormatError, (f"{p}:1: the first line is an answer line, not the header: the beginning of the file is "
                                  "missing, or it is not a duelcore replay; it cannot be replayed or resumed")


@case
def a_second_header(f, tmp):
    objs = read_jsonl(f.save)
    p = write_jsonl(tmp / "two-headers.jsonl", objs + objs[:1])
    return p, ReplayFormatError, (f"{p}:{len(objs) + 1}: a second header (the first is line 1): two files joined into "
                                  "one? keep each duel in its own file")


@case
def a_second_result(f, tmp):
    objs = read_jsonl(f.finished)
    p = write_jsonl(tmp / "two-results.jsonl", objs + objs[-1:])
    return p, ReplayFormatError, f"{p}:{len(objs) + 1}: a second result line (the first is line {len(objs)}); {EDITED}"


@case
def not_a_duelcore_replay(f, tmp):
    p = write_jsonl(tmp / "ygopro.jsonl", [{"type": "header", "engine": "ygopro"}])
    return p, ReplayFormatError, f"{p}:1: not a duelcore replay: its header's \"engine\" is 'ygopro', not \"duelcore\""


# ----- the header
def _header(name: str, change: Callable[[dict[str, Any]], None], message: str | Callable[[Files], str],
            kind: type = ReplayFormatError, tail: bool = True):
    def build(f, tmp):
        objs = read_jsonl(f.save)
        change(objs[0])
        p = write_jsonl(tmp / f"{name}.jsonl", objs)
        text = message(f) if callable(message) else message
        return p, kind, f"{p}:1: {text}" + (f"; {EDITED}" if tail else "")

    build.__name__ = f"header_{name}"
    return case(build)


def _flag(name: str, value: Any):
    return lambda h: h["flags"].__setitem__(name, value)


_header("without_flags", lambda h: h.pop("flags"), 'the header has no "flags" (the rule flags the duel was played with)')
_header("without_seed", lambda h: h.pop("seed"), 'the header has no "seed" (the duel\'s random seed)')
_header("without_version", lambda h: h.pop("version"), 'the header has no "version" (the duelcore version that wrote it)')
_header("without_rules", lambda h: h.pop("rules"), 'the header has no "rules" (the name of the rules preset)')
_header("without_first_player", lambda h: h.pop("first_player"), 'the header has no "first_player" (who took turn 1)')
_header("flags_not_a_mapping", lambda h: h.__setitem__("flags", 5),
        'the header\'s "flags" must be a mapping of rule flags, got 5')
_header("opening_hand_of_a_billion", _flag("opening_hand", 10**9),
        'the header\'s "flags": rule flag opening_hand must be 0 to 60 (no format deals or keeps more than 60 cards), '
        "got 1000000000")
_header("negative_opening_hand", _flag("opening_hand", -1),
        'the header\'s "flags": rule flag opening_hand must be 0 to 60 (no format deals or keeps more than 60 cards), got -1')
_header("no_starting_lp", _flag("starting_lp", 0),
        'the header\'s "flags": rule flag starting_lp must be 1 to 1,000,000 (a player at 0 LP has lost; no format '
        "starts above 1,000,000), got 0")
_header("enormous_starting_lp", _flag("starting_lp", 10**20),
        'the header\'s "flags": rule flag starting_lp must be 1 to 1,000,000 (a player at 0 LP has lost; no format '
        "starts above 1,000,000), got 100000000000000000000")
_header("negative_hand_limit", _flag("hand_limit", -1),
        'the header\'s "flags": rule flag hand_limit must be 0 to 60 (no format deals or keeps more than 60 cards), got -1')
_header("turn_limit_0", _flag("turn_limit", 0),
        'the header\'s "flags": rule flag turn_limit must be 1 to 10,000 (it must end every duel; the longest duels '
        "last a few hundred turns), got 0")
_header("flag_of_the_wrong_type", _flag("first_turn_draw", "no"),
        'the header\'s "flags": rule flag first_turn_draw must be true or false, got \'no\'')
_header("unknown_flag", _flag("no_such_flag", True),
        f'the header\'s "flags": unknown rule flag(s): no_such_flag; the rule flags are {FLAGS}')
_header("flag_missing", lambda h: h["flags"].pop("opening_hand"), 'the header\'s "flags" lack opening_hand')
_header("rules_of_another_preset", lambda h: h.__setitem__("rules", "2006"),
        'the header says rules \'2006\' but its "flags" are those of preset \'modern\'')
_header("seed_not_a_number", lambda h: h.__setitem__("seed", "abc"), "the header's \"seed\" must be a whole number, got 'abc'")
_header("first_player_3", lambda h: h.__setitem__("first_player", 2), 'the header\'s "first_player" must be 0 or 1, got 2')
_header("decks_not_two", lambda h: h.__setitem__("decks", [[1, 2, 3]] * 3),
        "the header's \"decks\" must be a list of two decks, got [[1, 2, 3], [1, 2, 3], [1, 2, 3]]")
_header("deck_without_main", lambda h: h["decks"][1].pop("main"), 'the header\'s "decks": deck 2 has no "main"')
_header("deck_extra_not_passcodes", lambda h: h["decks"][1].__setitem__("extra", "x"),
        "the header's \"decks\": deck 2 \"extra\" must be a list of passcodes, got 'x'")
_header("neither_decks_nor_setup", lambda h: h.__setitem__("decks", None),
        "the header holds neither decks nor a set-up (a duel starts from one of them)")
_header("setup_not_a_mapping", lambda h: h.__setitem__("setup", "x"), "the header's \"setup\" must be a mapping, got 'x'")
_header("version_not_text", lambda h: h.__setitem__("version", 5),
        'the header\'s "version" must be the duelcore version that wrote it, got 5')
_header("cards_not_a_hash", lambda h: h.__setitem__("cards", "xyz"),
        "the header's \"cards\" must be a SHA-256 hash (64 hex digits), got 'xyz'")
_header("opening_hand_larger_than_the_deck", _flag("opening_hand", 41),
        lambda f: f"the header cannot start a duel: deck '{DECKS[0].name}' has 40 card(s) in its Main Deck, fewer than the "
                  "opening hand of 41 (rule flag opening_hand): use a larger Main Deck or a smaller opening hand")
_header("another_version", lambda h: h.__setitem__("version", "9.9.9"),
        f"recorded with duelcore 9.9.9, this is duelcore {__version__}: a duel re-runs the same only under the version "
        "that played it; replay it with duelcore 9.9.9", ReplayMismatch, tail=False)
_header("another_card_database", lambda h: h.__setitem__("cards", "0" * 64),
        lambda f: f"recorded with another card database (SHA-256 0000000000000000...; cards.cdb is "
                  f"{database_digest(CardDatabase.default())[:16]}...): give the database the duel was played with, "
                  "with --cdb", ReplayMismatch, tail=False)


def _unknown_card(h):
    del h["cards"]  # a replay from before cards were recorded: the passcode itself is unknown
    h["decks"][0]["main"][0] = 1


_header("deck_with_a_card_the_database_lacks", _unknown_card,
        "the header's decks hold a card this card database lacks (unknown passcode 1 (cards.cdb)): give the database "
        "the duel was played with, with --cdb", ReplayMismatch, tail=False)


# ----- answers
def _first_decision() -> Any:
    return Duel.new(DECKS, seed=3).decision


@case
def answer_for_the_wrong_player(f, tmp):
    objs = read_jsonl(f.save)
    objs[1]["player"] = 1
    p = write_jsonl(tmp / "wrong-player.jsonl", objs)
    return p, ReplayMismatch, (f'{p}:2: answer 1 is recorded for Player 2, but Player 1 decides here '
                               f'("{_first_decision().prompt}"); {EDITED}')


@case
def illegal_answer(f, tmp):
    objs = read_jsonl(f.save)
    objs[1]["answer"] = 999
    p = write_jsonl(tmp / "illegal.jsonl", objs)
    d = _first_decision()
    return p, ReplayMismatch, (f"{p}:2: answer 1 (999) is not legal for Player 1's Decision \"{d.prompt}\": option 999 "
                               f"is not one of the options of '{d.prompt}': choose 0..{len(d.options) - 1}; {EDITED}")


@case
def answer_after_the_end(f, tmp):
    objs = read_jsonl(f.finished)
    at = first_of_type(objs, "checkpoint")
    objs.insert(at, {"type": "answer", "player": 0, "answer": 0})
    p = write_jsonl(tmp / "after-the-end.jsonl", objs)
    n = len(f.finished_duel.record.answers) + 1
    return p, ReplayMismatch, (f"{p}:{at + 1}: answer {n} comes after the end of the duel (after the answers before it: "
                               f"{result_text(f.finished_duel)}); {EDITED}")


# ----- checkpoints, events, result
@case
def checkpoint_hash_changed(f, tmp):
    objs = read_jsonl(f.save)
    at = first_of_type(objs, "checkpoint") + 1
    old = objs[at]["hash"]
    objs[at]["hash"] = "0" * 64
    p = write_jsonl(tmp / "hash.jsonl", objs)
    return p, ReplayMismatch, (f"{p}:{at + 1}: turn {objs[at]['turn']}: state hash differs at the start of the turn (the "
                               f"file has 0000000000000000..., the re-run {old[:16]}...): the seed, decks, rule flags or "
                               f"an answer before it differ; {EDITED}")


@case
def checkpoint_turn_changed(f, tmp):
    objs = read_jsonl(f.save)
    at = first_of_type(objs, "checkpoint") + 1
    objs[at]["turn"] = 7
    p = write_jsonl(tmp / "turn.jsonl", objs)
    return p, ReplayMismatch, f"{p}:{at + 1}: checkpoint 2 is for turn 7, but the re-run's is for turn 2; {EDITED}"


@case
def checkpoint_removed(f, tmp):
    objs = read_jsonl(f.save)
    last = max(i for i, o in enumerate(objs) if o["type"] == "checkpoint")
    turn = objs[last]["turn"]
    del objs[last]
    p = write_jsonl(tmp / "checkpoint-removed.jsonl", objs)
    return p, ReplayMismatch, (f"{p}:{last}: the re-run reaches turn {turn}, but the file's turn checkpoints stop at turn "
                               f"{turn - 1}; {EDITED}")


@case
def checkpoint_added(f, tmp):
    objs = read_jsonl(f.save)
    last = max(i for i, o in enumerate(objs) if o["type"] == "checkpoint")
    objs.insert(last + 1, {"type": "checkpoint", "turn": 99, "hash": "1" * 64})
    p = write_jsonl(tmp / "checkpoint-added.jsonl", objs)
    return p, ReplayMismatch, (f"{p}:{last + 2}: a checkpoint for turn 99, but the re-run of the answers ends on turn "
                               f"{f.save_duel.turn}; {EDITED}")


@case
def event_changed(f, tmp):
    objs = read_jsonl(f.save)
    at = next(i for i, o in enumerate(objs) if o["type"] == "event" and o["kind"] == "draw")
    name = objs[at]["card"]["name"]
    objs[at]["card"]["name"] = "Blue-Eyes White Dragon"
    p = write_jsonl(tmp / "event-changed.jsonl", objs)
    n = at - first_of_type(objs, "event") + 1
    return p, ReplayMismatch, (f'{p}:{at + 1}: event {n} differs: the file has "Player 1 drew Blue-Eyes White Dragon", the '
                               f're-run "Player 1 drew {name}"; {EDITED}')


@case
def event_changed_where_its_text_is_the_same(f, tmp):
    objs = read_jsonl(f.save)
    at = first_of_type(objs, "event")
    objs[at]["turn"] = 5
    p = write_jsonl(tmp / "event-data.jsonl", objs)
    return p, ReplayMismatch, (f'{p}:{at + 1}: event 1 differs: "Duel start: modern rules, 8000 LP each; Player 1 goes '
                               f'first" in both, but turn: 5 in the file, 0 re-run; {EDITED}')


@case
def event_added(f, tmp):
    objs = read_jsonl(f.save)
    objs.append({"type": "event", "kind": "shuffle", "turn": 3, "player": 0})
    p = write_jsonl(tmp / "event-added.jsonl", objs)
    n = len(f.save_duel.events)
    return p, ReplayMismatch, (f'{p}:{len(objs)}: event {n + 1} ("Player 1 shuffled the Deck") is one more than the re-run '
                               f"emits ({n} events); {EDITED}")


@case
def events_removed(f, tmp):
    objs = [o for o in read_jsonl(f.finished) if o["type"] != "event"]
    p = write_jsonl(tmp / "no-events.jsonl", objs)
    return p, ReplayMismatch, (f"{p}: the file has 0 events but the re-run emits {len(f.finished_duel.events)}; the first "
                               f'missing one is "Duel start: modern rules, 8000 LP each; Player 1 goes first"; {EDITED}')


@case
def result_of_another_winner(f, tmp):
    objs = read_jsonl(f.finished)
    objs[-1]["winner"] = 1
    p = write_jsonl(tmp / "winner.jsonl", objs)
    turn = f.finished_duel.result.turn
    return p, ReplayMismatch, (f'{p}:{len(objs)}: the result differs: the file says "Player 2 wins on turn {turn} (opponent '
                               f'conceded)", the re-run "Player 1 wins on turn {turn} (opponent conceded)"; {EDITED}')


@case
def result_with_another_hash(f, tmp):
    objs = read_jsonl(f.finished)
    objs[-1]["hash"] = "f" * 64
    p = write_jsonl(tmp / "result-hash.jsonl", objs)
    return p, ReplayMismatch, (f'{p}:{len(objs)}: the result differs: both say "{result_text(f.finished_duel)}", but the '
                               f"final state hash differs (the file has ffffffffffffffff..., the re-run "
                               f"{f.finished_duel.state_hash()[:16]}...); {EDITED}")


@case
def result_of_an_unfinished_duel(f, tmp):
    objs = read_jsonl(f.save)
    objs.append({"type": "result", "winner": 0, "reason": "lp", "turn": 3, "hash": "0" * 64})
    p = write_jsonl(tmp / "early-result.jsonl", objs)
    d = f.save_duel.decision
    return p, ReplayMismatch, (f'{p}:{len(objs)}: the result line says "Player 1 wins on turn 3 (opponent LP reached 0)", '
                               f"but after the file's answers the re-run is not over (Player {d.player + 1} decides "
                               f'"{d.prompt}"); {EDITED}')


# ------------------------------------------------------------------------------ the tests
@pytest.mark.parametrize("name", sorted(CASES))
def test_verify_names_the_file_the_line_the_problem_and_the_remedy(files, tmp_path, name) -> None:
    path, kind, message = CASES[name](files, tmp_path)
    with pytest.raises(kind) as exc:
        verify(path)
    assert type(exc.value) is kind
    assert str(exc.value) == message
    assert pathlib.Path(exc.value.path) == path


@pytest.mark.parametrize("name", sorted(set(CASES) - {"a_folder"}))
def test_duelcore_replay_prints_the_error_and_exits_1(files, tmp_path, name) -> None:
    """The same message, after "Error: " (a folder is refused by the argument itself)."""
    path, _, message = CASES[name](files, tmp_path)
    res = CliRunner().invoke(main, ["replay", str(path)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, f"Error: {message}\n")


@pytest.mark.parametrize("name", sorted(set(CASES) - {"missing_file", "a_folder"}))
def test_duelcore_play_resume_prints_the_error_and_exits_1(files, tmp_path, name) -> None:
    """``play --resume`` checks a save as ``replay`` does, before the game starts (a missing file
    or a folder is refused by the option itself)."""
    path, _, message = CASES[name](files, tmp_path)
    res = CliRunner().invoke(main, ["play", "--resume", str(path)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, f"Error: {message}\n")


def test_resuming_a_finished_game_is_refused(files) -> None:
    res = CliRunner().invoke(main, ["play", "--resume", str(files.finished)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, f"Error: {files.finished}: that duel is already over "
                                              f"({result_text(files.finished_duel)}); start a new one with `duelcore play`\n")


def test_resuming_a_record_that_is_not_a_save_names_the_file(files, tmp_path) -> None:
    record = write_jsonl(tmp_path / "record.jsonl",
                         [{k: v for k, v in read_jsonl(files.save)[0].items() if k != "play"}]
                         + read_jsonl(files.save)[1:])
    res = CliRunner().invoke(main, ["play", "--resume", str(record)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, f"Error: {record}:1: not a saved game of `duelcore play` (its header has no "
                                              "valid play settings); check a record of `duelcore duel --log` with "
                                              "`duelcore replay FILE`\n")


@pytest.fixture(scope="module")
def japanese_save(tmp_path_factory) -> pathlib.Path:
    """A save whose deck name is written in UTF-8 characters of 3 bytes each."""
    path = tmp_path_factory.mktemp("japanese") / "save.jsonl"
    write_log(_duel(SAVED_ANSWERS, False, name="遊戯のデッキ"), path)
    return path


def test_a_save_cut_inside_a_character_is_truncated_not_binary(japanese_save, tmp_path) -> None:
    data = japanese_save.read_bytes()
    cut = data.index("デ".encode()) + 1
    path = tmp_path / "cut.jsonl"
    path.write_bytes(data[:cut])
    with pytest.raises(ReplayFormatError) as exc:
        verify(path)
    assert str(exc.value) == f"{path}:1: the file ends in the middle of line 1: it looks truncated; {TRUNCATED}"


@settings(max_examples=40)
@given(cut=st.integers(min_value=0))
def test_a_save_cut_anywhere_is_refused_as_truncated(japanese_save, cut) -> None:
    """Whatever byte a save is cut at (inside a line, a character or between lines), the error
    says the file is empty or truncated, never that the duel differs."""
    data = japanese_save.read_bytes()
    cut %= len(data)
    folder = japanese_save.parent / "cuts"
    folder.mkdir(exist_ok=True)
    path = folder / f"cut-{cut}.jsonl"
    path.write_bytes(data[:cut])
    with pytest.raises(ReplayFormatError) as exc:
        verify(path)
    message = str(exc.value)
    assert message.startswith(f"{path}"), message
    assert ": it looks truncated" in message or ": the file is empty" in message, message


def test_an_answer_error_from_rebuild_without_a_file_names_the_answer() -> None:
    """rebuild (used by clone and the restore after a failing card script) names the answer."""
    record = DuelRecord(seed=3, flags=Duel.new(DECKS, seed=3).flags, decks=Duel.new(DECKS, seed=3).record.decks,
                        answers=[(1, 0)])
    with pytest.raises(ReplayMismatch) as exc:
        rebuild(record, CardDatabase.default())
    assert str(exc.value) == f'answer 1 is recorded for Player 2, but Player 1 decides here ("{_first_decision().prompt}")'
    assert exc.value.path is None and exc.value.line is None


def test_read_log_gives_the_line_of_every_record(files) -> None:
    rf = read_log(files.finished)
    objs = read_jsonl(files.finished)
    assert rf.path == files.finished and rf.header_line == 1 and rf.last_line == len(objs)
    assert rf.answer_lines == [i + 1 for i, o in enumerate(objs) if o["type"] == "answer"]
    assert rf.checkpoint_lines == [i + 1 for i, o in enumerate(objs) if o["type"] == "checkpoint"]
    assert rf.event_lines == [i + 1 for i, o in enumerate(objs) if o["type"] == "event"]
    assert rf.result_line == len(objs)


def test_a_name_holding_a_line_separator_round_trips(tmp_path) -> None:
    """Lines are split at line feeds only: a deck name with U+2028 (written as is in the JSON)
    does not split its line."""
    odd = loose_deck("Yugi\u2028Deck", DECKS[0].main)
    duel = Duel.new([odd, DECKS[1]], seed=3)
    path = tmp_path / "odd.jsonl"
    write_log(duel, path)
    assert "\u2028" in path.read_text(encoding="utf-8")
    assert verify(path).record.decks[0]["name"] == "Yugi\u2028Deck"


def test_a_deck_card_the_given_database_cannot_read_is_named(files, tmp_path) -> None:
    """A replay without the card database's digest (written before it was recorded), re-run with
    a .cdb whose row for one of its cards holds an absurd ATK: the error names the replay, the
    database, the passcode and the column."""
    import sqlite3

    objs = read_jsonl(files.save)
    del objs[0]["cards"]
    path = write_jsonl(tmp_path / "no-digest.jsonl", objs)
    code = objs[0]["decks"][0]["main"][0]
    cdb = tmp_path / "absurd.cdb"
    conn = sqlite3.connect(cdb)
    conn.execute("CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER, type INTEGER, "
                 "atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, category INTEGER)")
    conn.execute("CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT)")
    conn.execute("INSERT INTO datas VALUES (?, 3, 0, 0, 17, ?, 100, 4, 1, 1, 0)", (code, 10**17))
    conn.execute("INSERT INTO texts VALUES (?, 'Some Monster', '')", (code,))
    conn.commit()
    conn.close()
    message = (f"{path}:1: the header's decks hold a card this card database cannot read ({cdb}: passcode {code}: column "
               'datas.atk is 100000000000000000, not an ATK (0 to 100,000, or -2 for "?"); fix that row of the card '
               "database, or use another database (duelcore --cdb PATH)): give the database the duel was played with, "
               "with --cdb")
    with pytest.raises(ReplayMismatch) as exc:
        verify(path, CardDatabase.open(cdb))
    assert str(exc.value) == message
    res = CliRunner().invoke(main, ["--cdb", str(cdb), "replay", str(path)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, f"Error: {message}\n")
