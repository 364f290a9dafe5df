"""``duelcore play`` driven through a pseudo-terminal, as a person plays it: a whole duel to its
end, invalid input, ``why``, save and resume, and nothing hidden on the screen.

Each test starts the real command with pexpect, answers its prompts and reads what it printed.
The duel's seed is fixed (a hidden option) so the duels are the same on every run.

Sources: the ``duelcore play`` command's contract (numbered options, commands, invalid input
asked again, saves and replays, no hidden information or seed on screen); DESIGN §4 (per-player
views), §6 (replays).
"""

from __future__ import annotations

import os
import re
import signal
import sys

import pexpect
import pytest

from duelcore.cards import CardDatabase
from duelcore.decks import load_deck
from duelcore.engine.replay import read_log, rebuild, verify
from duelcore.interfaces.terminal import verdict

from helpers import terminal_game

PROMPT = r"or help\] > "
ANSI = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]")
#: A seed long enough that it could not appear on screen by chance.
SEED = 918_273_645_546


def _spawn(*args: str, cwd, preexec_fn=None) -> pexpect.spawn:
    """Start ``duelcore play ARGS`` in a pseudo-terminal. Every ``expect`` waits for the program's
    own output (its prompt or a message); the timeout only bounds a program that hangs."""
    env = {**os.environ, "COLUMNS": "80", "LINES": "40", "TERM": "dumb", "NO_COLOR": "1"}
    child = pexpect.spawn(sys.executable, ["-m", "duelcore.interfaces.cli", "play", *args], cwd=str(cwd),
                          env=env, encoding="utf-8", timeout=120, dimensions=(40, 80), preexec_fn=preexec_fn)
    child.logfile_read = _Transcript()
    return child


class _Transcript:
    """Everything the command printed (pexpect writes it here)."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        self.parts.append(text)

    def flush(self) -> None:
        pass

    def text(self) -> str:
        return ANSI.sub("", "".join(self.parts)).replace("\r", "")


#: An option line of a Decision: "   3. Spell & Trap Zone 3".
OPTION = re.compile(r"^ +(\d+)\. ", re.M)


def _first_option(shown: str) -> str:
    """The number of the first option of the Decision whose options ``shown`` (the output before
    its prompt) lists: 1, or a zone's number when the options are numbered by zone."""
    found = OPTION.search(ANSI.sub("", shown).replace("\r", ""))
    return found.group(1) if found else "1"


def _play_out(child: pexpect.spawn, first_answers: list[str] = (), limit: int = 3000) -> str:
    """Answer ``first_answers`` and then the first option at every prompt until the duel ends;
    returns the transcript."""
    answers = list(first_answers)
    for _ in range(limit):
        i = child.expect([PROMPT, "The duel is over", pexpect.EOF])
        if i != 0:
            break
        child.sendline(answers.pop(0) if answers else _first_option(child.before))
    else:
        pytest.fail("the duel did not end")
    child.expect(pexpect.EOF)
    return child.logfile_read.text()


def _args(tmp_path, replay="game.jsonl"):
    return ["yugi", "--opponent-deck", "kaiba", "--ai", "greedy", "--first", "you",
            "--seed", str(SEED), "--replay", str(tmp_path / replay)]


def test_a_whole_duel_to_its_end_leaves_a_replay_that_verifies(tmp_path):
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    screen = _play_out(child)
    assert "You are Player 1 and go first, against the greedy AI" in screen
    assert "Replay written to" in screen
    duel = verify(tmp_path / "game.jsonl")
    assert duel.result is not None
    # The end, told from the player's side ("you win on turn 19: your opponent's LP reached 0").
    assert f"The duel is over: {verdict(duel.result, 0)}." in " ".join(screen.split())
    # The board and the options, in the rulebook's words.
    assert "Main Phase 1: choose an action" in screen and "Their S/T" in screen and "Your S/T" in screen
    assert "End the turn" in screen


def test_nothing_hidden_and_no_seed_on_screen(tmp_path):
    """Every card name of the AI's deck that the screen shows is one the player's own view of the
    duel named (a face-up or revealed card); the seeds never appear."""
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    screen = _play_out(child)
    assert str(SEED) not in screen
    db = CardDatabase.default()
    mine = {db.get(c).name for c in load_deck("yugi", db).main}
    theirs = {db.get(c).name for c in load_deck("kaiba", db).main} - mine
    duel = rebuild(read_log(tmp_path / "game.jsonl").record(), db)
    seen = "\n".join(e.text(0) for e in duel.events)
    assert str(duel.record.seed) not in screen
    shown = {name for name in theirs if name in screen}
    assert shown, "the AI's cards never appeared (the test would prove nothing)"
    assert {name for name in shown if name not in seen} == set()
    # And the AI's cards it never showed are indeed absent (some stay in its Deck or hand).
    never = {name for name in theirs if name not in seen}
    assert never and not any(name in screen for name in never)


def test_invalid_input_is_asked_again_and_changes_nothing(tmp_path):
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    child.expect(PROMPT)
    child.sendline("foo")
    child.expect("Unknown command 'foo': type an option number")
    child.expect(PROMPT)
    child.sendline("99")
    child.expect("There is no option 99")
    child.expect(PROMPT)
    child.sendline("1 2")
    child.expect("Choose one option.")
    child.expect(PROMPT)
    child.sendline("")
    child.expect(PROMPT)
    child.sendline("card")
    child.expect("Name a card")
    child.expect(PROMPT)
    child.sendline("save")
    child.expect("Give a file name")
    child.expect(PROMPT)
    child.sendline(f"save {tmp_path / 'no-such-folder' / 'x.jsonl'}")
    child.expect("Cannot save to")
    # After all that the same Decision is still open: the duel plays on to its end as usual.
    screen = _play_out(child)
    assert "The duel is over" in screen
    # The invalid lines left no answer in the record: it replays, and its first answer is option 1.
    rf = read_log(tmp_path / "game.jsonl")
    assert rf.answers[0] == (0, 0)
    verify(tmp_path / "game.jsonl")


def test_why_not_explains_a_card_that_cannot_be_activated(tmp_path):
    """Seed 2 deals the player Castle Walls, a Trap in the hand: it must first be Set."""
    args = ["yugi", "--opponent-deck", "kaiba", "--first", "you", "--seed", "2", "--replay", str(tmp_path / "g.jsonl")]
    child = _spawn(*args, cwd=tmp_path)
    child.expect("Your hand: ")
    child.expect(PROMPT)
    child.sendline("why Castle Walls")
    child.expect("Castle Walls \\(in your hand\\) cannot be activated now:")
    child.expect("a Trap Card must be Set before it can be activated")
    child.expect(PROMPT)
    child.sendline("why Dark Magician")  # a Normal Monster: its Normal Summon and Set, nothing to activate
    child.expect("Dark Magician \\(in your hand\\) cannot be Normal Summoned now:")
    child.expect("it needs 2 Tributes and you control 0 monsters that can be Tributed")
    child.expect("Dark Magician \\(in your hand\\) cannot be Set now:")
    child.expect("it needs 2 Tributes and you control 0 monsters that can be Tributed")
    child.expect(PROMPT)
    child.sendline("card Castle Walls")
    child.expect("Increase the DEF of 1 face-up monster")
    child.expect(PROMPT)
    child.sendline("why Blue-Eyes White Dragon")  # in the AI's Deck: not the player's to ask about
    child.expect("You have no card called 'Blue-Eyes White Dragon' in your hand or on your field.")
    child.expect(PROMPT)
    child.sendline("card Blue-Eyes White Dragon")  # the card database's text: nothing about the AI's Deck
    child.expect("You see no card called 'Blue-Eyes White Dragon'; from the card database:")
    child.expect("This legendary dragon is a powerful engine of destruction")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("You left the duel")
    child.expect(pexpect.EOF)
    assert not (tmp_path / "g.jsonl").exists()


def test_save_and_resume_gives_the_same_duel(tmp_path):
    """A game saved after 6 answers and resumed plays on exactly as the same game unsaved."""
    child = _spawn(*_args(tmp_path, "straight.jsonl"), cwd=tmp_path)
    _play_out(child)
    straight = read_log(tmp_path / "straight.jsonl")

    child = _spawn(*_args(tmp_path, "resumed.jsonl"), cwd=tmp_path)
    for _ in range(6):
        child.expect(PROMPT)
        child.sendline(_first_option(child.before))
    child.expect(PROMPT)
    child.sendline("save saved.jsonl")
    child.expect("Saved to saved.jsonl. Resume with: duelcore play --resume saved.jsonl")
    child.expect("reveals the AI's hand and Deck order")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    saved = read_log(tmp_path / "saved.jsonl")
    assert saved.result is None
    assert saved.answers == straight.answers[:len(saved.answers)]
    assert sum(1 for p, _ in saved.answers if p == 0) == 6

    child = _spawn("--resume", "saved.jsonl", cwd=tmp_path)
    screen = _play_out(child)
    assert "The duel is over" in screen
    resumed = read_log(tmp_path / "resumed.jsonl")
    assert resumed.answers == straight.answers
    assert resumed.result == straight.result
    verify(tmp_path / "resumed.jsonl")


def test_concede(tmp_path):
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    child.expect(PROMPT)
    child.sendline("concede")
    child.expect(r"Concede the duel\? \[y/N\] > ")
    child.sendline("n")
    child.expect(PROMPT)
    child.sendline("concede")
    child.expect(r"Concede the duel\? \[y/N\] > ")
    child.sendline("y")
    child.expect("The duel is over: you lose on turn 1: you conceded.")
    child.expect(pexpect.EOF)
    duel = verify(tmp_path / "game.jsonl")
    assert duel.result.winner == 1


def test_bad_deck_and_bad_save_are_refused(tmp_path):
    child = _spawn("no-such-deck", cwd=tmp_path)
    child.expect("Error: ")
    child.expect("no-such-deck")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    (tmp_path / "bad.jsonl").write_text('{"type": "header", "engine": "duelcore"}\n')
    child = _spawn("--resume", "bad.jsonl", cwd=tmp_path)
    child.expect("Error: ")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def _ignore_ctrl_c() -> None:
    """Start the child as a background job of a non-interactive shell starts it (``cmd &``, as CI
    runners do): with SIGINT ignored, which Python keeps unless the program takes it back."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@pytest.mark.parametrize("inherited", ["default", "ignored"])
def test_ctrl_c_leaves_the_game_cleanly(tmp_path, inherited):
    child = _spawn(*_args(tmp_path), cwd=tmp_path, preexec_fn=_ignore_ctrl_c if inherited == "ignored" else None)
    child.expect(PROMPT)
    child.sendintr()
    child.expect("You left the duel; it is not finished and leaves no replay.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130  # 128 + SIGINT, as shells report a program left with Ctrl-C
    assert "Traceback" not in child.logfile_read.text()


def test_odd_input_is_refused_not_crashed_on(tmp_path):
    """Digits of other scripts, a number of thousands of digits, a huge line: each is explained
    (shortened) and asked again."""
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    child.expect("Turn 1: You take your turn")  # the play-by-play from the first turn on
    child.expect(PROMPT)
    for line, answer in (("²", "Unknown command '²'"), ("1" * 3000, "There is no option 1111111111"),
                         ("card " + "9" * 3000, "No card called '9999"), ("log 0", "Give how many lines"),
                         ("x" * 3000, "Unknown command 'xxxxxxxx")):
        child.sendline(line)
        child.expect(answer)
        child.expect(PROMPT)
    child.sendline("extra")
    child.expect(r"Your Extra Deck \(0\): -")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    screen = child.logfile_read.text()
    assert "Traceback" not in screen
    # Long input is repeated back shortened (the terminal itself echoes what was typed).
    assert "Unknown command '" + "x" * 40 + "...'" in screen
    assert "Unknown command '" + "x" * 41 not in screen


def test_a_replay_folder_that_cannot_be_written_is_refused_at_the_start(tmp_path):
    child = _spawn("--replay", str(tmp_path / "missing" / "r.jsonl"), "--seed", "3", cwd=tmp_path)
    child.expect("Error: cannot write the replay to")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def _save_after(tmp_path, answers: int, name: str = "saved.jsonl"):
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    for _ in range(answers):
        child.expect(PROMPT)
        child.sendline(_first_option(child.before))
    child.expect(PROMPT)
    child.sendline(f"save {name}")
    child.expect("Saved to")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    return tmp_path / name


def test_edited_or_broken_saves_are_refused(tmp_path):
    import json

    saved = _save_after(tmp_path, 2)
    lines = saved.read_text().splitlines()
    header = json.loads(lines[0])
    for label, change in (("version", {"version": "9.9.9"}), ("human", {"play": {**header["play"], "human": True}}),
                          ("ai", {"play": {**header["play"], "ai": "minimax"}})):
        bad = tmp_path / f"bad-{label}.jsonl"
        bad.write_text("\n".join([json.dumps({**header, **change})] + lines[1:]) + "\n")
        child = _spawn("--resume", str(bad), cwd=tmp_path)
        child.expect("Error: ")
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 1, label
        assert "Traceback" not in child.logfile_read.text()


def test_resuming_never_overwrites_a_finished_games_replay(tmp_path):
    saved = _save_after(tmp_path, 2)
    child = _spawn("--resume", str(saved), cwd=tmp_path)
    child.expect("The duel so far")
    _play_out(child)
    first = (tmp_path / "game.jsonl").read_text()
    child = _spawn("--resume", str(saved), cwd=tmp_path)
    screen = _play_out(child)
    assert (tmp_path / "game.jsonl").read_text() == first
    written = re.search(r"Replay written to (\S+) ", " ".join(screen.split())).group(1)
    assert written != str(tmp_path / "game.jsonl")
    verify(tmp_path / written)


def test_save_asks_before_overwriting_a_file(tmp_path):
    (tmp_path / "keep.jsonl").write_text("precious\n")
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    child.expect(PROMPT)
    child.sendline("save keep.jsonl")
    child.expect(r"keep.jsonl exists. Overwrite it\? \[y/N\] > ")
    child.sendline("n")
    child.expect("Not saved.")
    child.expect(PROMPT)
    assert (tmp_path / "keep.jsonl").read_text() == "precious\n"
    child.sendline("save keep.jsonl")
    child.expect(r"Overwrite it\? \[y/N\] > ")
    child.sendline("y")
    child.expect("Saved to keep.jsonl")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert read_log(tmp_path / "keep.jsonl").header["engine"] == "duelcore"


def test_file_names_are_printed_as_they_are(tmp_path):
    """A file name with Rich markup characters or spaces is printed as typed, and the resume hint
    quotes it so that it can be pasted."""
    child = _spawn(*_args(tmp_path), cwd=tmp_path)
    child.expect(PROMPT)
    child.sendline("save [red]a b.jsonl")
    child.expect_exact("Saved to [red]a b.jsonl. Resume with: duelcore play --resume '[red]a b.jsonl'")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert (tmp_path / "[red]a b.jsonl").exists()


def test_why_answers_for_every_copy_of_a_card():
    """A Trap Hole in the hand and a Set one: `why` explains each, where it is."""
    from duelcore.scenarios import build_duel

    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Trap Hole"], "spell_trap_zones": {2: "Trap Hole"}, "deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
    lines = iter(["why trap hole", "quit"])
    game, out = terminal_game(duel, lambda prompt: next(lines))
    assert game.run() is False
    screen = out.getvalue()
    assert "Trap Hole (in your hand) cannot be activated now:\n- a Trap Card must be Set before it can be activated" in screen
    assert "Trap Hole (in your Spell & Trap Zone 2) cannot be activated now:" in screen


@pytest.mark.parametrize("chosen", [False, True])
def test_a_default_replay_name_taken_meanwhile_by_another_game_is_replaced(tmp_path, monkeypatch, chosen):
    """The default replay name is picked at the start; a game that ends later in the same second
    finds it written by another game and takes a fresh name. A name given with --replay is
    written as asked."""
    from duelcore.interfaces.terminal import GameSettings
    from duelcore.scenarios import build_duel

    monkeypatch.chdir(tmp_path)
    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {1: {"deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
    game, out = terminal_game(duel, lambda prompt: "quit")
    game.settings = GameSettings(0, "greedy", 1, "duelcore-game-20261202-101500.jsonl", replay_chosen=chosen)
    (tmp_path / "duelcore-game-20261202-101500.jsonl").write_text("another game\n")
    game._write_replay()
    written = re.search(r"Replay written to (\S+) ", out.getvalue()).group(1)
    other = (tmp_path / "duelcore-game-20261202-101500.jsonl").read_text()
    if chosen:
        assert written == "duelcore-game-20261202-101500.jsonl"
        assert other != "another game\n"
    else:
        assert written != "duelcore-game-20261202-101500.jsonl"
        assert other == "another game\n"
    assert verify(tmp_path / written).record.answers == duel.record.answers


# ---------------------------------------------------------------------------- in-process games
# A TerminalGame on a duel built from a board set-up, the person's input scripted: each test reads
# exactly what the game printed and asked.

def _in_process(duel, answer, prompts="smart"):
    """Play ``duel`` as player 1 against the greedy AI, at 80 columns. ``answer(decision)`` gives
    the line the person types at each prompt (None: quit). Returns (the CHAIN_OR_PASS prompts the
    person was asked, in order; the screen)."""
    from duelcore.state.decision import DecisionKind

    asked = []

    def read_line(prompt):
        decision = duel.decision
        line = answer(decision)
        if line is None:
            raise EOFError
        if decision.kind is DecisionKind.CHAIN_OR_PASS and not asked[-1:] == [(decision, decision.prompt)]:
            asked.append((decision, decision.prompt))
        return line

    game, out = terminal_game(duel, read_line, prompts=prompts)
    assert game.run() is False
    return [prompt for _, prompt in asked], out.getvalue()


def _number_of(decision, text):
    """The number typed for the option of ``decision`` whose text starts with ``text``."""
    from duelcore.interfaces.terminal import option_numbers

    return next(str(k) for k, o in zip(option_numbers(decision), decision.options) if o.text.startswith(text))


def _passing(duel, plan, until_turn):
    """An ``answer`` that passes every response, plays ``plan`` (option texts, in order) at the main
    Decisions, the first option elsewhere, and quits at the first main Decision of ``until_turn``."""
    from duelcore.state.decision import Action, DecisionKind
    from duelcore.interfaces.terminal import option_numbers

    plan = list(plan)
    main = (DecisionKind.IDLE_COMMAND, DecisionKind.BATTLE_COMMAND)

    def answer(decision):
        if duel.turn >= until_turn and decision.kind in main:
            return None
        for k, o in zip(option_numbers(decision), decision.options):
            if o.action is Action.PASS:
                return str(k)
        if decision.kind in main:
            return _number_of(decision, plan.pop(0))
        return str(option_numbers(decision)[0])

    return answer


def _opponents_attack():
    """Turn 2, the AI's Main Phase 1: it Normal Summons Ryu-Kishin Powered and attacks with both
    monsters; the person has Waboku and Castle Walls Set (free-chain Normal Traps)."""
    from duelcore.scenarios import build_duel

    return build_duel({"turn": 2, "turn_player": 2, "phase": "Main Phase 1", "players": {
        1: {"main_monster_zones": {2: "Celtic Guardian"}, "spell_trap_zones": {1: "Waboku", 3: "Castle Walls"},
            "deck": ["Doron"] * 3},
        2: {"hand": ["Ryu-Kishin Powered"], "main_monster_zones": {1: "La Jinn the Mystical Genie of the Lamp"},
            "deck": ["Doron"] * 3}}})


def test_smart_prompts_ask_at_the_opponents_summon_and_attacks_and_the_record_is_the_same():
    """The person passes every response in the AI's turn. `always` asks at all 12 windows; `smart`
    only after the AI's summon, at its two attack declarations and before each damage calculation
    (Castle Walls changes DEF); `never` asks nothing. The game's Passes are ordinary answers: the
    three records are the same, answer for answer."""
    asked, records = {}, {}
    for setting in ("always", "smart", "never"):
        duel = _opponents_attack()
        asked[setting], _ = _in_process(duel, _passing(duel, ["End the turn"], until_turn=3), setting)
        records[setting] = list(duel.record.answers)
    window = "{}: activate a card or effect?".format
    assert asked["always"] == [window(w) for w in (
        "After the summon", "End of the Main Phase 1", "Start Step", "Attack declared", "Start of the Damage Step",
        "Before damage calculation", "Attack declared", "Start of the Damage Step", "Before damage calculation",
        "End Step", "End of the Main Phase 2", "End Phase", "Draw Phase", "Standby Phase")]
    assert asked["smart"] == [window(w) for w in (
        "After the summon", "Attack declared", "Before damage calculation", "Attack declared", "Before damage calculation")]
    assert asked["never"] == []
    assert records["always"] == records["smart"] == records["never"]
    assert sum(1 for player, _ in records["smart"] if player == 0) == 14  # 14 Passes, asked or not


def _my_turn(spell_traps, hand, deck=("Doron", "Doron"), theirs=None):
    """Turn 3, the person's Main Phase 1, with ``hand`` and ``spell_traps`` (Set before this turn);
    the AI has ``theirs`` Set (by default Trap Hole) and nothing else on the field."""
    from duelcore.scenarios import build_duel

    return build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": list(hand), "spell_trap_zones": spell_traps, "deck": list(deck)},
        2: {"spell_trap_zones": {1: "Trap Hole"} if theirs is None else theirs, "deck": ["Doron"] * 3}}})


def test_smart_prompts_ask_to_chain_to_the_opponents_link_not_to_my_own():
    """The person Normal Summons Celtic Guardian (the AI answers with Trap Hole) and activates Dian
    Keto the Cure Master, with Waboku Set. `smart` asks only to respond to Trap Hole: not after
    their own summon, not to chain to their own Dian Keto, not at the end of the phase."""
    asked = {}
    for setting in ("always", "smart"):
        duel = _my_turn({1: "Waboku"}, ["Celtic Guardian", "Dian Keto the Cure Master"])
        plan = ["Normal Summon Celtic Guardian", "Activate Dian Keto", "End the turn"]
        answer = _passing(duel, plan, until_turn=4)
        asked[setting], _ = _in_process(duel, lambda d: None if duel.turn > 3 else answer(d), setting)
    window = "{}: activate a card or effect?".format
    assert asked["always"] == [window("After the summon"), "Chain to Chain Link 1 (Trap Hole)?", window("After the summon"),
                               "Chain to Chain Link 1 (Dian Keto the Cure Master)?", window("End of the Main Phase 1"),
                               window("End Phase")]
    assert asked["smart"] == ["Chain to Chain Link 1 (Trap Hole)?"]


def test_smart_prompts_ask_when_a_card_answers_my_own_summon():
    """Chain Destruction ("When a monster with 2000 or less ATK is Summoned", by either player)
    answers the person's own Normal Summon of Celtic Guardian: `smart` asks after that summon
    (with only a free-chain Waboku it does not: see the test above); `never` does not."""
    for setting, expected in (("smart", ["After the summon: activate a card or effect?"]), ("never", [])):
        duel = _my_turn({1: "Chain Destruction"}, ["Celtic Guardian"], theirs={})
        answer = _passing(duel, ["Normal Summon Celtic Guardian", "End the turn"], until_turn=4)
        asked, _ = _in_process(duel, lambda d: None if duel.turn > 3 else answer(d), setting)
        assert asked == expected, setting


def test_smart_prompts_do_not_ask_after_my_own_attack_declaration():
    """The person attacks directly with Celtic Guardian, Waboku Set (a free-chain Normal Trap that
    answers nothing of theirs): `always` asks after the attack declaration; `smart` does not (only
    the opponent's attack, or a card that answers an attack, is asked about) and the record is the
    same."""
    from duelcore.scenarios import build_duel

    asked, records = {}, {}
    for setting in ("always", "smart"):
        duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
            1: {"main_monster_zones": {2: "Celtic Guardian"}, "spell_trap_zones": {1: "Waboku"}, "deck": ["Doron"] * 2},
            2: {"deck": ["Doron"] * 3}}})
        answer = _passing(duel, ["Enter the Battle Phase", "Attack with Celtic Guardian",
                                 "End the turn"], until_turn=4)
        asked[setting], _ = _in_process(duel, lambda d: None if duel.turn > 3 else answer(d), setting)
        records[setting] = list(duel.record.answers)
    window = "{}: activate a card or effect?".format
    assert window("Attack declared") in asked["always"]
    assert asked["smart"] == []
    # The same answers (`always` stops sooner: at its first prompt of turn 4, where `smart` passes).
    assert records["smart"][:len(records["always"])] == records["always"]


def test_smart_prompts_ask_for_an_optional_trigger():
    """The person's Dark Hole destroys their Celtic Guardian, and Malevolent Nuzzler, its Equip
    Spell, is sent to the GY: its optional Trigger Effect ("You can pay 500 LP; place this card on
    top of the Deck") is asked under `smart` though no response window is open; `never` passes it
    ("Do not activate"), and the Nuzzler stays in the GY."""
    from duelcore.scenarios import build_duel

    for setting, expected in (("smart", ["Activate a trigger effect?"]), ("never", [])):
        duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
            1: {"hand": ["Dark Hole"], "main_monster_zones": {1: "Celtic Guardian"},
                "spell_trap_zones": {2: {"card": "Malevolent Nuzzler", "position": "face-up", "equipped_to": 1}},
                "deck": ["Doron"] * 2},
            2: {"deck": ["Doron"] * 3}}})
        answer = _passing(duel, ["Activate Dark Hole", "End the turn"], until_turn=4)
        asked, _ = _in_process(duel, lambda d: None if duel.turn > 3 else answer(d), setting)
        assert asked == expected, setting
        assert [c.name for c in duel.players[0].gy] == ["Celtic Guardian", "Malevolent Nuzzler", "Dark Hole"]


def _table_of(screen, n=0):
    """The ``n``-th board drawn on ``screen``: its lines from the zone numbers above the
    opponent's side to those below the person's, trailing spaces removed."""
    lines = [line.rstrip() for line in screen.splitlines()]
    tops = [i for i, line in enumerate(lines) if line.lstrip().startswith("Zone 5")]
    top = tops[n]
    bottom = next(i for i in range(top, len(lines)) if lines[i].lstrip().startswith("Zone 1"))
    return lines[top:bottom + 1]


def _equipped_board():
    """Both sides with an equipped monster, a face-down monster and a Set card; the person holds
    Change of Heart."""
    from duelcore.scenarios import build_duel

    return build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Change of Heart"],
            "main_monster_zones": {1: "Dark Magician", 3: {"card": "Celtic Guardian", "position": "face-down defense"}},
            "spell_trap_zones": {2: "Trap Hole", 4: {"card": "Sword of Dark Destruction", "position": "face-up", "equipped_to": 1}},
            "deck": ["Doron"]},
        2: {"main_monster_zones": {1: "Blue-Eyes White Dragon", 2: {"card": "Hitotsu-Me Giant", "position": "face-down defense"}},
            "spell_trap_zones": {1: {"card": "Axe of Despair", "position": "face-up", "equipped_to": 1}, 5: "Waboku"},
            "deck": ["Doron"]}}})


def test_the_board_is_mirrored_as_on_a_table_and_shows_equips():
    """The opponent's Zone 1 (Blue-Eyes White Dragon, its Axe of Despair above it) is across from
    the person's Zone 5, their Zone 5 (a Set card) across from the person's Zone 1; each Equip
    Spell names the zone of its monster; 80 columns."""
    _, screen = _in_process(_equipped_board(), lambda d: None)
    assert _table_of(screen) == [
        "          Zone 5        Zone 4        Zone 3        Zone 2        Zone 1",
        "Their S/T Set card      -             -             -             Axe of",
        "                                                                  Despair",
        "                                                                  equipped to",
        "                                                                  their Zone 1",
        "Their     -             -             -             face-down     Blue-Eyes",
        "Monsters                                            Defense       White Dragon",
        "                                                                  4000/2500 ATK",
        "",
        "Your      Dark Magician -             Celtic        -             -",
        "Monsters  2900/1900 ATK               Guardian",
        "                                      1400/1200 Set",
        "Your S/T  -             Trap Hole     -             Sword of Dark -",
        "                        (Set)                       Destruction",
        "                                                    equipped to",
        "                                                    your Zone 1",
        "          Zone 1        Zone 2        Zone 3        Zone 4        Zone 5",
    ]
    assert max(len(line) for line in screen.splitlines()) <= 80


def test_zone_decisions_are_numbered_by_zone_and_card_shows_the_state_on_the_field():
    """Change of Heart takes Blue-Eyes White Dragon (equipped with the opponent's Axe of Despair):
    the zone Decisions list the free zones by their numbers and take a zone's number; `card`
    shows the current and printed ATK/DEF, the equips, the controller and the owner, before and
    after; the board then shows the Axe equipped to a monster in the person's zone."""
    duel = _equipped_board()
    lines = iter(["card Blue-Eyes White Dragon", "1", "2", "4", "3", "1", "1", "4",
                  "card Blue-Eyes White Dragon", "card axe of despair", "card Dark Magician", "board"])
    _, screen = _in_process(duel, lambda d: next(lines, None))
    # Activate Change of Heart; typed 3: Spell & Trap Zone 3 of 1, 3, 5; its target; typed 4: Main
    # Monster Zone 4 of 2, 4, 5 (the wrong numbers left no answer).
    assert [answer for player, answer in duel.record.answers if player == 0] == [0, 1, 0, 1]
    assert duel.players[0].main_monster_zones[3].name == "Blue-Eyes White Dragon"
    assert ("Select a Spell & Trap Zone\n"
            "  (numbered by zone: type the zone's number; your zones are 1-5 from your left)\n"
            "   1. Spell & Trap Zone 1\n"
            "   3. Spell & Trap Zone 3\n"
            "   5. Spell & Trap Zone 5\n"
            "There is no option 2: type the number of a free zone (1, 3, 5).\n"
            "There is no option 4: type the number of a free zone (1, 3, 5).\n") in screen
    assert ("Select a Main Monster Zone\n"
            "  (numbered by zone: type the zone's number; your zones are 1-5 from your left)\n"
            "   2. Main Monster Zone 2\n"
            "   4. Main Monster Zone 4\n"
            "   5. Main Monster Zone 5\n"
            "There is no option 1: type the number of a free zone (2, 4, 5).\n") in screen
    text = ("Blue-Eyes White Dragon [Monster/Normal] LIGHT Dragon Lv8 3000/2500\n"
            "This legendary dragon is a powerful engine of destruction. Virtually invincible,\n"
            "very few have faced this awesome creature and lived to tell the tale.\n")
    assert (text + "On the field: the opponent's Main Monster Zone 1, face-up Attack Position\n"
            "  ATK 4000 (printed 3000), DEF 2500 (printed 2500)\n"
            "  equipped with: Axe of Despair (the opponent's Spell & Trap Zone 1)\n"
            "  controller: the opponent; owner: the opponent\n") in screen
    assert (text + "On the field: your Main Monster Zone 4, face-up Attack Position\n"
            "  ATK 4000 (printed 3000), DEF 2500 (printed 2500)\n"
            "  equipped with: Axe of Despair (the opponent's Spell & Trap Zone 1)\n"
            "  controller: you; owner: the opponent\n") in screen
    assert ("On the field: the opponent's Spell & Trap Zone 1, face-up\n"
            "  equipped to: Blue-Eyes White Dragon (your Main Monster Zone 4)\n"
            "  controller: the opponent; owner: the opponent\n") in screen
    assert ("On the field: your Main Monster Zone 1, face-up Attack Position\n"
            "  ATK 2900 (printed 2500), DEF 1900 (printed 2100)\n"
            "  equipped with: Sword of Dark Destruction (your Spell & Trap Zone 4)\n"
            "  controller: you; owner: you\n") in screen
    board = _table_of(screen, -1)
    assert board[1:4] == ["Their S/T Set card      -             -             -             Axe of",
                          "                                                                  Despair",
                          "                                                                  equipped to"]
    assert board[4] == "                                                                  your Zone 4"


def test_card_finds_any_card_of_the_database_by_name_and_reveals_nothing():
    """A name no visible card has is looked up in the card database, the same way whether the
    card is hidden in this duel (Hitotsu-Me Giant, face-down on the opponent's field; Doron, in
    the Decks) or not in it at all (Summoned Skull): the printed card only, never its place."""
    duel = _equipped_board()
    lines = iter(["card Hitotsu-Me Giant", "card Summoned Skull", "card doron", "card Blue-Eyes Ultimate Dragonn",
                  "card Xyzzy Plugh"])
    _, screen = _in_process(duel, lambda d: next(lines, None))
    tail = screen[screen.index("You see no card called 'Hitotsu-Me Giant'"):].split("\nYou left the duel")[0]
    from duelcore.cards import CardDatabase
    from duelcore.errors import UnknownCardName

    db = CardDatabase.default()
    expected = []
    for name in ("Hitotsu-Me Giant", "Summoned Skull", "doron"):
        data = db.find(name)
        expected += [f"You see no card called {name!r}; from the card database:", data.describe(), data.text]
    with pytest.raises(UnknownCardName) as unknown:
        db.find("Blue-Eyes Ultimate Dragonn")
    assert "Blue-Eyes Ultimate Dragon" in unknown.value.suggestions
    expected += ["No card called 'Blue-Eyes Ultimate Dragonn': none you can see, none in the card database. "
                 f"Did you mean: {', '.join(unknown.value.suggestions)}?",
                 "No card called 'Xyzzy Plugh': none you can see, none in the card database."]
    assert " ".join(tail.split()) == " ".join(" ".join(expected).split())


def test_a_number_that_is_not_an_option_is_never_an_unknown_command():
    duel = _equipped_board()
    lines = iter(["0", "7", "-3", "12345678901234567890123", "1 99", "9" * 3000, "²", "card 7", "help"])
    _, screen = _in_process(duel, lambda d: next(lines, None))
    assert ("There is no option 0: type an option number (1-6). "
            "There is no option 7: type an option number (1-6). "
            "There is no option -3: type an option number (1-6). "
            "There is no option 12345678901234567890123: type an option number (1-6). "
            "There is no option 99: type an option number (1-6). "
            f"There is no option {'9' * 40}...: type an option number (1-6). "
            "Unknown command '²': type an option number (1-6) or 'help'. "
            "There is no option 7: type an option number (1-6).") in " ".join(screen.split())
    assert "prompts [always|smart|never]" in screen  # help
    assert duel.record.answers == []


# ---------------------------------------------------------------------------- at the terminal: prompts,
# zones, the board and `card`, through a pseudo-terminal

def _options_shown(child):
    """The options of the Decision whose prompt was just matched: {text: number typed}."""
    shown = ANSI.sub("", child.before).replace("\r", "")
    return {m.group(2): m.group(1) for m in re.finditer(r"^ +(\d+)\. (.*)$", shown, re.M)}


def _choose(child, text):
    """Wait for the next prompt and choose the option whose text starts with ``text``."""
    child.expect(PROMPT)
    options = _options_shown(child)
    child.sendline(next(k for t, k in options.items() if t.startswith(text)))


def _seed_args(tmp_path, seed, *extra):
    return ["yugi", "--opponent-deck", "kaiba", "--first", "you", "--seed", str(seed),
            "--replay", str(tmp_path / "game.jsonl"), *extra]


def _through_the_ais_turn(child, save):
    """Pass every response (the first option elsewhere) until the person's first Main Phase
    Decision of turn 3; save the game there to ``save`` and quit. Returns the transcript."""
    while True:
        child.expect(PROMPT)
        shown = ANSI.sub("", child.before)
        if "Turn 3: You take your turn" in child.logfile_read.text() and "Main Phase 1: choose an action" in shown:
            break
        options = _options_shown(child)
        child.sendline(options.get("Pass") or _first_option(child.before))
    child.sendline(f"save {save}")
    child.expect("Saved to")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    return child.logfile_read.text()


def _activate_prompts(screen, turn):
    """The "activate a card or effect?" prompts shown during ``turn`` (the AI's turn 2)."""
    part = screen.split(f"Turn {turn}: Opponent takes the turn")[1].split(f"Turn {turn + 1}: You take your turn")[0]
    return [line.strip() for line in part.splitlines() if line.endswith("activate a card or effect?")]


def test_prompts_setting_at_the_terminal(tmp_path):
    """Seed 22: the person Sets Waboku and ends turn 1; the AI Normal Summons La Jinn and attacks
    directly in turn 2, and the person passes every response. By default (smart) they are asked
    only after the AI's summon and at its attack declaration; after `prompts always`, at each of
    the 9 windows; with --prompts never, at none. The three saves hold the same answers: a Pass
    the game gave is recorded as the person's."""
    screens, answers = {}, {}
    for setting in ("smart", "always", "never"):
        extra = ("--prompts", "never") if setting == "never" else ()
        child = _spawn(*_seed_args(tmp_path, 22, *extra), cwd=tmp_path)
        child.expect(PROMPT)
        if setting == "smart":
            child.sendline("prompts")
            child.expect("Prompts: smart: you are asked when something happened that a card could answer")
        elif setting == "always":
            child.sendline("prompts always")
            child.expect(r"Prompts: always: you are asked every time you could activate a card or effect\.")
            child.expect(r"\(From the next Decision on; answer this one\.\)")
        else:
            child.sendline("help")
            child.expect(r"prompts \[always\|smart\|never\]")
        child.expect(PROMPT)
        child.sendline("board")  # the options again
        _choose(child, "Set Waboku")
        child.expect(PROMPT)
        child.sendline(_first_option(child.before))  # its zone
        _choose(child, "End the turn")
        screens[setting] = _through_the_ais_turn(child, f"{setting}.jsonl")
        answers[setting] = read_log(tmp_path / f"{setting}.jsonl").answers
    window = "{}: activate a card or effect?".format
    assert _activate_prompts(screens["smart"], 2) == [window("After the summon"), window("Attack declared")]
    assert _activate_prompts(screens["always"], 2) == [window(w) for w in (
        "Draw Phase", "Standby Phase", "After the summon", "End of the Main Phase 1", "Start Step", "Attack declared",
        "End Step", "End of the Main Phase 2", "End Phase")]
    assert _activate_prompts(screens["never"], 2) == []
    assert "Opponent attacked directly with La Jinn the Mystical Genie of the Lamp" in screens["never"]
    assert answers["smart"] == answers["always"] == answers["never"]


def test_zone_numbers_at_the_terminal(tmp_path):
    """Seed 16: Reinforcements Set in Spell & Trap Zone 3; then Castle Walls: the free zones are
    listed by their numbers 1, 2, 4, 5, typing 3 is refused and typing 4 Sets it in Zone 4."""
    child = _spawn(*_seed_args(tmp_path, 16), cwd=tmp_path)
    _choose(child, "Set Reinforcements")
    child.expect(PROMPT)
    child.sendline("3")
    child.expect(r"You Set Reinforcements \(Spell & Trap Zone 3\)")
    _choose(child, "Set Castle Walls")
    child.expect_exact("Select a Spell & Trap Zone\r\n"
                       "  (numbered by zone: type the zone's number; your zones are 1-5 from your left)\r\n"
                       "   1. Spell & Trap Zone 1\r\n"
                       "   2. Spell & Trap Zone 2\r\n"
                       "   4. Spell & Trap Zone 4\r\n"
                       "   5. Spell & Trap Zone 5\r\n")
    child.expect_exact("[zone number, or help] > ")
    child.sendline("3")
    child.expect_exact("There is no option 3: type the number of a free zone (1, 2, 4, 5).")
    child.expect(PROMPT)
    child.sendline("4")
    child.expect(r"You Set Castle Walls \(Spell & Trap Zone 4\)")
    child.expect(PROMPT)
    board = _table_of(child.logfile_read.text(), -1)
    # A name longer than its cell ends in "…" (never broken inside a word); `card` reads it whole.
    assert board[-3:] == ["Your S/T  -             -             Reinforcemen… Castle Walls  -",
                          "                                      (Set)         (Set)",
                          "          Zone 1        Zone 2        Zone 3        Zone 4        Zone 5"]
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_board_and_card_at_the_terminal(tmp_path):
    """Seed 17: the person Normal Summons Mystic Clown in Zone 2 and equips Sword of Dark
    Destruction from Spell & Trap Zone 5: the board and `card` show the equip and the current
    ATK/DEF. In turn 3 the AI's monster summoned in its Main Monster Zone N stands in the column
    headed "Zone N" of their side, which runs 5..1 from the person's left."""
    child = _spawn(*_seed_args(tmp_path, 17), cwd=tmp_path)
    _choose(child, "Normal Summon Mystic Clown")
    child.expect(PROMPT)
    child.sendline("2")
    _choose(child, "Activate Sword of Dark Destruction")
    child.expect(PROMPT)
    child.sendline("5")
    child.expect("Sword of Dark Destruction was equipped to Mystic Clown")
    child.expect(PROMPT)
    board = _table_of(child.logfile_read.text(), -1)
    assert board[0] == "          Zone 5        Zone 4        Zone 3        Zone 2        Zone 1"
    assert board[-7:] == ["Your      -             Mystic Clown  -             -             -",
                          "Monsters                1900/800 ATK",
                          "Your S/T  -             -             -             -             Sword of Dark",
                          "                                                                  Destruction",
                          "                                                                  equipped to",
                          "                                                                  your Zone 2",
                          "          Zone 1        Zone 2        Zone 3        Zone 4        Zone 5"]
    child.sendline("card Mystic Clown")
    child.expect_exact("On the field: your Main Monster Zone 2, face-up Attack Position\r\n"
                       "  ATK 1900 (printed 1500), DEF 800 (printed 1000)\r\n"
                       "  equipped with: Sword of Dark Destruction (your Spell & Trap Zone 5)\r\n"
                       "  controller: you; owner: you\r\n")
    child.expect(PROMPT)
    child.sendline("card Sword of Dark Destruction")
    child.expect_exact("  equipped to: Mystic Clown (your Main Monster Zone 2)\r\n")
    child.expect(PROMPT)
    child.sendline("board")  # the options again
    _choose(child, "End the turn")
    screen = _through_the_ais_turn(child, "saved.jsonl")
    summoned = re.search(r"Opponent Normal Summoned (.+?) \(Main Monster Zone (\d)\)", " ".join(screen.split()))
    assert summoned, "the AI summoned nothing (the test would prove nothing)"
    name, zone = summoned.group(1), int(summoned.group(2))
    board = _table_of(screen, -1)
    column = board[0].index(f"Zone {zone}")
    assert board[0].index("Zone 5") < board[0].index("Zone 1")
    their_monsters = next(i for i, line in enumerate(board) if line.startswith("Their     "))
    cell = " ".join(line[column:column + 13].strip() for line in board[their_monsters:their_monsters + 4])
    assert cell.startswith(name.split()[0])


def test_card_of_an_option_and_of_the_field_zone_shows_its_state():
    """`card N` reads the card of option N, with its state when it is on the field; a Field Spell
    in the Field Zone shows where it is, its controller and its owner."""
    from duelcore.scenarios import build_duel

    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Yami"], "field_zone": {"card": "Sogen", "position": "face-up"}, "main_monster_zones": {2: "Celtic Guardian"},
            "deck": ["Doron"]},
        2: {"deck": ["Doron"]}}})
    lines = iter(["card 3", "card Sogen"])
    _, screen = _in_process(duel, lambda d: next(lines, None))
    screen = "\n".join(line.rstrip() for line in screen.splitlines())
    assert "   3. Change Celtic Guardian to Defense Position\n" in screen
    assert ("Celtic Guardian [Monster/Normal] EARTH Warrior Lv4 1400/1200\n"
            "An elf who learned to wield a sword, he baffles enemies with lightning-swift\n"
            "attacks.\n"
            "On the field: your Main Monster Zone 2, face-up Attack Position\n"
            "  ATK 1600 (printed 1400), DEF 1400 (printed 1200)\n"
            "  controller: you; owner: you\n"
            "Sogen [Spell/Field]\n") in screen
    assert ("On the field: your Field Zone, face-up\n"
            "  controller: you; owner: you\n") in screen


def test_options_name_whose_card_as_you_and_the_opponent():
    """A target option names whose card it is as everything else on screen does ("your", "the
    opponent's"), never "player 1" or "player 2"."""
    from duelcore.scenarios import build_duel

    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Change of Heart"], "main_monster_zones": {1: "Celtic Guardian"}, "deck": ["Doron"] * 2},
        2: {"main_monster_zones": {3: "Feral Imp", 5: "Doron"}, "deck": ["Doron"] * 3}}})
    steps = iter(["Activate Change of Heart"])

    def answer(decision):
        from duelcore.state.decision import DecisionKind
        from duelcore.interfaces.terminal import option_numbers

        if decision.prompt.startswith("Main Phase 1"):
            step = next(steps, None)
            return None if step is None else _number_of(decision, step)
        if decision.kind is DecisionKind.SELECT_ZONE:
            return str(option_numbers(decision)[0])
        return None  # quit at the target Decision: its options are on screen

    _, screen = _in_process(duel, answer)
    assert "1. Feral Imp (the opponent's Main Monster Zone 3)" in screen
    assert "player 2)" not in screen and "player 1)" not in screen


def test_smart_prompts_ask_at_goat_ignition_priority():
    """Under the goat rules, after the person's own Normal Summon of Karate Man the rules give them
    alone the first chance to use its Ignition Effect (goatformat.com rule #4: rule flag
    ignition_priority): `smart` asks there; under modern rules nothing is offered that the summon
    made possible, and `smart` passes."""
    from duelcore.scenarios import build_duel

    for rules, expected in (("goat", ["After the summon: activate a card or effect?"]), ("modern", [])):
        duel = build_duel({"rules": rules, "turn": 3, "phase": "Main Phase 1", "players": {
            1: {"hand": ["Karate Man"], "deck": ["Doron"] * 2}, 2: {"deck": ["Doron"] * 3}}})
        answer = _passing(duel, ["Normal Summon Karate Man", "End the turn"], until_turn=4)
        asked, _ = _in_process(duel, lambda d: None if duel.turn > 3 else answer(d), "smart")
        assert asked == expected, rules


def test_card_shows_the_text_the_duel_plays_a_card_by_in_the_goat_format():
    """In a goat-format duel `card` shows a card's text of 2005 (Sangan in the person's hand; Scapegoat,
    looked up in the card database), the text the duel plays it by, and says so; a duel with today's
    texts (the goat rules alone) shows today's text."""
    from duelcore.cards.period import period_text
    from duelcore.scenarios import build_duel

    db = CardDatabase.default()
    sangan, scapegoat = db.find("Sangan"), db.find("Scapegoat")
    note = "(its text of 2005, as this duel plays it; today's text differs)"
    for setup, texts in (({"format": "goat"}, "2005"), ({"rules": "goat"}, "current")):
        duel = build_duel({**setup, "turn": 3, "phase": "Main Phase 1", "players": {
            1: {"hand": ["Sangan"], "deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
        lines = iter(["card Sangan", "card Scapegoat"])
        _, screen = _in_process(duel, lambda d: next(lines, None))
        tail = screen[screen.index(sangan.describe()):].split("\nYou left the duel")[0]
        if texts == "2005":
            expected = [sangan.describe(), period_text(sangan.identity, "2005"), note,
                        "You see no card called 'Scapegoat'; from the card database:", scapegoat.describe(),
                        period_text(scapegoat.identity, "2005"), note]
        else:
            expected = [sangan.describe(), sangan.text,
                        "You see no card called 'Scapegoat'; from the card database:", scapegoat.describe(),
                        scapegoat.text]
        assert " ".join(tail.split()) == " ".join(" ".join(expected).split()), texts


def test_a_goat_deck_plays_to_its_end_against_the_goat_ai_deck_by_default(tmp_path):
    # `duelcore play 01-goat-control-worlds-2020 --format goat`: no --opponent-deck, so the AI
    # plays the format's other default deck, Chaos Turbo (GameFormat.default_decks).
    child = _spawn("01-goat-control-worlds-2020", "--format", "goat", "--first", "you", "--seed", str(SEED),
                   "--replay", str(tmp_path / "goat.jsonl"), cwd=tmp_path)
    screen = _play_out(child)
    assert "You are Player 1 and go first, against the greedy AI" in screen
    duel = verify(tmp_path / "goat.jsonl")
    assert duel.result is not None
    assert duel.record.format == "goat" and duel.record.card_texts == "2005"
    assert [d["name"] for d in duel.record.decks] == ["01_Goat_Control_Worlds_2020", "08_Chaos_Turbo_Worlds_2020"]
