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
    child.sendline("why Dark Magician")
    child.expect("Dark Magician \\(in your hand\\) cannot be activated now:")
    child.expect("it has no effect to activate")
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
    assert child.exitstatus == 0
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
    import io

    from rich.console import Console

    from duelcore.interfaces.terminal import GameSettings, TerminalGame
    from duelcore.scenarios import build_duel

    duel = build_duel({"turn": 3, "phase": "Main Phase 1", "players": {
        1: {"hand": ["Trap Hole"], "spell_trap_zones": {2: "Trap Hole"}, "deck": ["Doron"]}, 2: {"deck": ["Doron"]}}})
    out = io.StringIO()
    lines = iter(["why trap hole", "quit"])
    game = TerminalGame(duel, GameSettings(0, "greedy", 1, "unused.jsonl"),
                        Console(file=out, width=80, markup=False, highlight=False), lambda prompt: next(lines))
    assert game.run() is False
    screen = out.getvalue()
    assert "Trap Hole (in your hand) cannot be activated now:\n- a Trap Card must be Set before it can be activated" in screen
    assert "Trap Hole (in your Spell & Trap Zone 2) cannot be activated now:" in screen


# ---------------------------------------------------------------------------- in-process games
# A TerminalGame on a duel built from a board set-up, the person's input scripted: each test reads
# exactly what the game printed and asked.

def _in_process(duel, answer, prompts="smart"):
    """Play ``duel`` as player 1 against the greedy AI, at 80 columns. ``answer(decision)`` gives
    the line the person types at each prompt (None: quit). Returns (the CHAIN_OR_PASS prompts the
    person was asked, in order; the screen)."""
    import io

    from rich.console import Console

    from duelcore.engine.decision import DecisionKind
    from duelcore.interfaces.terminal import GameSettings, TerminalGame

    out = io.StringIO()
    asked = []

    def read_line(prompt):
        decision = duel.decision
        line = answer(decision)
        if line is None:
            raise EOFError
        if decision.kind is DecisionKind.CHAIN_OR_PASS and not asked[-1:] == [(decision, decision.prompt)]:
            asked.append((decision, decision.prompt))
        return line

    game = TerminalGame(duel, GameSettings(0, "greedy", 1, "unused.jsonl"),
                        Console(file=out, width=80, markup=False, highlight=False), read_line, prompts=prompts)
    assert game.run() is False
    return [prompt for _, prompt in asked], out.getvalue()


def _number_of(decision, text):
    """The number typed for the option of ``decision`` whose text starts with ``text``."""
    from duelcore.interfaces.terminal import option_numbers

    return next(str(k) for k, o in zip(option_numbers(decision), decision.options) if o.text.startswith(text))


def _passing(duel, plan, until_turn):
    """An ``answer`` that passes every response, plays ``plan`` (option texts, in order) at the main
    Decisions, the first option elsewhere, and quits at the first main Decision of ``until_turn``."""
    from duelcore.engine.decision import Action, DecisionKind
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
