"""The `duelcore` command line: real duels, replays, scenarios, and clear errors on bad input."""

from __future__ import annotations

import json
import pathlib

import pytest
from click.testing import CliRunner

import duelcore

from duelcore.interfaces.cli import main

from helpers import REPO_ROOT

SCENARIOS = pathlib.Path(__file__).parent / "scenarios"


@pytest.fixture
def run():
    runner = CliRunner()

    def _run(*args: str):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return _run


def test_duel_default_plays_the_yugi_and_kaiba_starter_decks_to_a_result(run):
    res = run("duel", "--seed", "3")
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[0] == "SDY_Starter_Deck_Yugi (Player 1, greedy) vs SDK_Starter_Deck_Kaiba (Player 2, random), seed 3"
    assert "Turn 1: Player 1 takes the turn" in lines
    assert any(line.startswith("Player 1 wins") or line.startswith("Player 2 wins") or line.startswith("Draw") for line in lines)
    assert lines[-1].startswith("Final LP: Player 1: ")


def test_duel_log_then_replay_verifies_and_tampering_fails(run, tmp_path):
    log = tmp_path / "d.jsonl"
    res = run("duel", "--seed", "5", "--agents", "random,random", "--rules", "2006", "--log", str(log), "-q")
    assert res.exit_code == 0, res.output
    ok = run("replay", str(log))
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith(f"OK: {log} replays identically")
    lines = log.read_text().splitlines()
    idx = next(i for i, line in enumerate(lines) if json.loads(line)["type"] == "checkpoint")
    obj = json.loads(lines[idx])
    obj["hash"] = "0" * 64
    lines[idx] = json.dumps(obj)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    res = CliRunner().invoke(main, ["replay", str(bad)])
    assert res.exit_code == 1
    assert f"turn {obj['turn']}: state hash differs" in res.output


def test_duel_refuses_unscripted_cards_by_name(tmp_path):
    """A deck holding cards with effects that have no script is refused, naming each of them
    (Ash Blossom & Joyous Spring is not scripted; Dark Magician, a Normal Monster, needs none)."""
    from duelcore.cards import CardDatabase
    from duelcore.cards.registry import is_playable

    db = CardDatabase.default()
    assert not is_playable(db.get(14558127))  # Ash Blossom & Joyous Spring
    yugi = (pathlib.Path(duelcore.__file__).parent / "decks" / "data" / "starter" / "SDY_Starter_Deck_Yugi.ydk").read_text()
    assert "46986414" in yugi.splitlines()  # Dark Magician
    deck = tmp_path / "unscripted.ydk"
    deck.write_text(yugi.replace("\n46986414\n", "\n46986414\n14558127\n", 1))
    res = CliRunner().invoke(main, ["duel", str(deck), "kaiba"])
    assert res.exit_code == 1
    assert res.output == (
        "Error: deck 'unscripted' cannot be played yet: 1 card has effects that are not scripted:\n"
        "  1 x Ash Blossom & Joyous Spring (14558127)\n"
        "`duelcore cards` lists every scripted card; cards without effects need no script.\n")


def test_duel_bad_deck_file_names_the_line(tmp_path):
    deck = tmp_path / "bad.ydk"
    deck.write_text("#main\n46986414\nnot a passcode\n")
    res = CliRunner().invoke(main, ["duel", str(deck), "normal-kaiba"])
    assert res.exit_code == 1
    assert f"{deck}:3" in res.output


def test_duel_unknown_deck_name_and_agent(run):
    res = CliRunner().invoke(main, ["duel", "no-such-deck", "normal-kaiba"])
    assert res.exit_code == 1
    assert "no-such-deck" in res.output
    res = CliRunner().invoke(main, ["duel", "--agents", "random,clever"])
    assert res.exit_code == 1
    assert "unknown agent 'clever'; known agents: greedy, random" in res.output


def test_cdb_option_with_a_broken_database(tmp_path):
    bad = tmp_path / "x.cdb"
    bad.write_text("not sqlite")
    res = CliRunner().invoke(main, ["--cdb", str(bad), "card", "Dark Magician"])
    assert res.exit_code == 1
    assert str(bad) in res.output


def test_card_lookup(run):
    res = run("card", "ブラック・マジシャン")
    assert res.exit_code == 0
    assert res.output.splitlines()[0].startswith("Dark Magician [Monster/Normal] DARK Spellcaster")


def test_check_with_and_without_banlist(run):
    ok = run("check", "joey")
    assert ok.exit_code == 0
    assert ok.output == "SDJ_Starter_Deck_Joey: legal (48 Main, 2 Extra, 0 Side) and playable\n"
    banlist = REPO_ROOT / "duelcore/decks/data/banlists/goat-2005.4.1.lflist.conf"
    res = CliRunner().invoke(main, ["check", "joey", "--banlist", str(banlist)])
    assert res.exit_code == 1
    assert "Dark Hole" in res.output


def test_scenario_command_passes_and_fails(run, tmp_path):
    ok = run("scenario", str(SCENARIOS / "summon_tribute.yaml"))
    assert ok.exit_code == 0, ok.output
    assert ok.output.splitlines()[-1] == "2 passed, 0 failed"
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(
        "id: wrong\nsetup: {turn: 2, phase: Main Phase 1, players: {1: {hand: [Celtic Guardian]}}}\n"
        "expect: {players: {1: {lp: 7999}}}\n"
    )
    res = CliRunner().invoke(main, ["scenario", str(wrong)])
    assert res.exit_code == 1
    assert "LP: expected 7999, got 8000" in res.output


def test_duel_without_decks_plays_the_formats_default_decks(tmp_path):
    # Starter Deck: Yugi against Kaiba by default; with --format goat, Goat Control against Chaos
    # Turbo (GameFormat.default_decks): the Starter Decks hold cards Forbidden in April 2005.
    for args, names in ((["--rules", "goat"], ["SDY_Starter_Deck_Yugi", "SDK_Starter_Deck_Kaiba"]),
                        (["--format", "goat"], ["01_Goat_Control_Worlds_2020", "08_Chaos_Turbo_Worlds_2020"])):
        log = tmp_path / f"{args[1]}.jsonl"
        res = CliRunner().invoke(main, ["duel", "-q", "--log", str(log), *args])
        assert res.exit_code == 0, res.output
        header = json.loads(log.read_text().splitlines()[0])
        assert [d["name"] for d in header["decks"]] == names


def test_a_closed_output_pipe_ends_the_command_quietly():
    # `duelcore duel | head`: once the reader has gone, the command stops with exit code 1 and
    # no traceback (the read end is closed before the command starts, so its first line fails).
    import os
    import subprocess
    import sys

    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "duelcore.interfaces.cli", "duel", "--seed", "3"],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, cwd=REPO_ROOT)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (1, "")
