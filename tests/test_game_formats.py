"""Game formats: `--format goat` chooses the goat rules, the card texts of April 2005, the
2005-04-01 Forbidden & Limited list, the Goat card pool and the era's deck sizes.

Sources: goatformat.com "Basic Mechanics" rule #2 (unlimited Main and Fusion Deck; Side Deck 0 or
15), Yu-Gi-Oh! Wiki "TCG Rule Changes" (the 40-60 / 15 / 15 limits date from 13 August 2008),
the TCG list of 1 April 2005 and EDOPro's `GOAT.lflist.conf` (the pool), rulebook "Deck Construction" (today's sizes).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from duelcore.agents import make_agent, play
from duelcore.cards import registry
from duelcore.cards.database import CardDatabase
from duelcore.cards.period import ordinary_passcode, period_text, variant_rows
from duelcore.decks import Deck, load_deck, validate
from duelcore.decks.deck import DATA_DIR
from duelcore.formats.lflist import read_lflist
from duelcore.decks.game_formats import FORMATS, game_format, with_ordinary_passcodes
from duelcore.engine.duel import Duel
from duelcore.engine.replay import verify, write_log
from duelcore.errors import DeckValidationError, DuelcoreError, ReplayFormatError, ScenarioError
from duelcore.interfaces.cli import main
from duelcore.scenarios.runner import load_scenarios

DB = CardDatabase.default()
SANGAN, SANGAN_GOAT = 26202165, 504700178
POT_OF_GREED = 55144522


def _normal_monsters(n: int) -> list[int]:
    """``n`` Normal Monsters of the two Normal Monster decks, at most 3 copies of each (all in the Goat pool)."""
    out: list[int] = []
    count: Counter[int] = Counter()
    for code in load_deck("normal-yugi", DB).main + load_deck("normal-kaiba", DB).main:
        if count[code] < 3:
            out.append(code)
            count[code] += 1
    assert len(out) >= n
    return out[:n]


def _problems(deck: Deck, fmt: str | None) -> list[str]:
    try:
        validate(deck, DB, game_format=fmt)
    except DeckValidationError as exc:
        return list(exc.problems)
    return []


def test_a_61_card_main_deck_is_legal_in_goat_and_not_in_modern():
    deck = Deck("big", _normal_monsters(61), [], [])
    assert _problems(deck, "goat") == []
    assert _problems(deck, None) == ["Main Deck has 61 cards; it must have 40 to 60"]
    assert _problems(deck, "modern") == ["Main Deck has 61 cards; it must have 40 to 60"]


def test_a_39_card_main_deck_is_refused_in_both():
    deck = Deck("small", _normal_monsters(39), [], [])
    assert _problems(deck, "goat") == ["Main Deck has 39 cards; it must have at least 40"]
    assert _problems(deck, None) == ["Main Deck has 39 cards; it must have 40 to 60"]


def test_the_fusion_deck_has_no_maximum_in_goat():
    goat_control = load_deck("01-goat-control-worlds-2020", DB)
    fusion = [code for code in goat_control.extra]
    fusion.append(goat_control.extra[-1])  # a 16th card, a 2nd or 3rd copy of a Fusion Monster
    assert Counter(fusion)[goat_control.extra[-1]] <= 3
    deck = Deck("fusions", goat_control.main, fusion, [])
    assert _problems(deck, "goat") == []
    assert _problems(deck, None) == ["Extra Deck has 16 cards; it may have at most 15"]


def test_a_side_deck_has_0_or_15_cards_in_goat():
    main = _normal_monsters(40)
    side7 = Deck("side7", main, [], _normal_monsters(47)[40:])
    assert _problems(side7, "goat") == ["Side Deck has 7 cards; it must have exactly 0 or 15"]
    assert _problems(side7, None) == []
    side15 = Deck("side15", _normal_monsters(40), [], _normal_monsters(55)[40:])
    assert _problems(side15, "goat") == []


def test_a_card_outside_the_goat_pool_is_refused_by_name():
    ash = DB.lookup("Ash Blossom & Joyous Spring").passcode
    deck = Deck("ash", _normal_monsters(39) + [ash], [], [])
    assert _problems(deck, "goat") == [f"Ash Blossom & Joyous Spring ({ash}): not in the goat card pool '2005.4 GOAT'"]
    assert _problems(deck, None) == []


def test_a_card_over_its_2005_limit_is_refused_by_name():
    deck = Deck("two sangans", _normal_monsters(38) + [SANGAN, SANGAN], [], [])
    assert _problems(deck, "goat") == [
        f"Sangan ({SANGAN}): 2 copies, but it is Limited (1 allowed) on banlist '2005.4.1'"]
    assert _problems(deck, None) == []


def test_a_period_variant_passcode_is_read_as_the_ordinary_card_in_goat():
    assert ordinary_passcode(SANGAN_GOAT) == SANGAN
    assert variant_rows()[SANGAN_GOAT] == (SANGAN, "Sangan (GOAT)")
    assert len(variant_rows()) == 212
    deck = Deck("variant", _normal_monsters(39) + [SANGAN_GOAT], [], [])
    assert _problems(deck, "goat") == []
    assert game_format("goat").deck(deck).main[-1] == SANGAN
    assert game_format("modern").deck(deck) is deck


def test_a_period_variant_passcode_outside_the_goat_format_is_named_as_one():
    deck = Deck("variant", _normal_monsters(39) + [SANGAN_GOAT], [], [])
    named = ("Main Deck position 40: 504700178 is Sangan (GOAT), a period variant passcode read only in the "
             "goat format; today's card is 26202165")
    assert _problems(deck, None) == [named]
    assert _problems(deck, "modern") == [named]
    assert _problems(Deck("x", _normal_monsters(39) + [123], [], []), None) == ["Main Deck position 40: unknown passcode 123"]


def test_card_names_a_period_variant_passcode_outside_the_goat_format(run):
    res = run("card", str(SANGAN_GOAT))
    assert res.exit_code == 1
    assert res.output == ("Error: unknown passcode 504700178 (cards.cdb): 504700178 is Sangan (GOAT), a period "
                          "variant passcode read only in the goat format; today's card is 26202165\n")
    assert run("card", "123").output == "Error: unknown passcode 123 (cards.cdb)\n"


def test_goat_deck_problems_call_the_extra_deck_the_fusion_deck():
    fusion, normal = 63519819, 5053103  # Thousand-Eyes Restrict, Battle Ox
    deck = Deck("misplaced", _normal_monsters(39) + [fusion], [normal], [])
    assert _problems(deck, "goat") == [
        "Main Deck position 40: Thousand-Eyes Restrict (63519819) is a Fusion Monster; it belongs in the Fusion Deck",
        "Fusion Deck position 1: Battle Ox (5053103) is a Normal Monster; only Fusion Monsters go in the Fusion Deck"]
    assert _problems(deck, None) == [
        "Main Deck position 40: Thousand-Eyes Restrict (63519819) is a Fusion Monster; it belongs in the Extra Deck",
        "Extra Deck position 1: Battle Ox (5053103) is a Normal Monster; only Fusion, Synchro, Xyz and Link Monsters "
        "go in the Extra Deck"]
    four = Deck("four", _normal_monsters(40), [fusion] * 4, [])
    assert _problems(four, "goat") == [
        "Thousand-Eyes Restrict (63519819): 4 copies in Main, Fusion and Side Deck together; at most 3 copies of a "
        "card are allowed"]


def test_every_shipped_goat_deck_is_legal_in_goat():
    for number in ("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020", "20-library-ftk"):
        assert _problems(load_deck(number, DB), "goat") == []


def test_a_goat_duel_starts_at_8000_lp_with_5_cards_and_the_first_player_draws():
    decks = [load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)]
    duel = Duel.new(decks, seed=3, format="goat")
    assert (duel.turn, duel.phase.value, duel.decision.player) == (1, "Main Phase 1", 0)
    assert [p.lp for p in duel.players] == [8000, 8000]
    assert [len(p.hand) for p in duel.players] == [6, 5] and [len(p.deck) for p in duel.players] == [34, 35]
    assert [e.text_all_seeing() for e in duel.events if e.kind == "draw" and e.turn == 1] == ["Player 1 drew Magical Ghost"]


def test_an_unknown_format_is_refused_naming_the_formats():
    with pytest.raises(DuelcoreError, match=r"unknown format 'edison'; known formats: modern, goat"):
        game_format("edison")
    with pytest.raises(DuelcoreError, match=r"unknown format 'edison'; known formats: modern, goat"):
        Duel.new([load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)], format="edison")


def test_period_texts_are_those_of_2005_and_today_s_otherwise():
    assert period_text(SANGAN, "2005").startswith("When this card is sent from the field to the Graveyard, select 1 monster")
    assert period_text(SANGAN, "current") is None
    assert period_text(DB.lookup("Dark Hole").passcode, "2005") is None  # the same text then and now
    with pytest.raises(DuelcoreError, match=r"unknown card texts '1999'; known: current, 2005"):
        period_text(SANGAN, "1999")


def test_a_duel_in_the_goat_format_plays_by_the_goat_preset_and_the_2005_texts(tmp_path):
    decks = [load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)]
    duel = Duel.new(decks, seed=4, format="goat")
    assert duel.flags.preset == "goat"
    assert duel.card_texts == "2005"
    assert (duel.record.format, duel.record.card_texts) == ("goat", "2005")
    header = duel.header()
    assert (header["rules"], header["format"], header["card_texts"]) == ("goat", "goat", "2005")
    play(duel, [make_agent("random", 1), make_agent("random", 2)])
    path = tmp_path / "goat.jsonl"
    write_log(duel, path)
    again = verify(path, DB)
    assert again.result == duel.result and again.card_texts == "2005" and again.record.format == "goat"
    clone = duel.clone()
    assert (clone.card_texts, clone.record.format) == ("2005", "goat")


def test_rules_goat_alone_keeps_today_s_texts():
    decks = [load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)]
    duel = Duel.new(decks, seed=4, rules="goat")
    assert (duel.flags.preset, duel.card_texts, duel.record.format) == ("goat", "current", None)
    assert Duel.new(decks, seed=4).flags.preset == "modern"


def test_a_variant_passcode_in_a_duel_is_recorded_as_the_ordinary_passcode():
    yugi = load_deck("normal-yugi", DB)
    deck = Deck("v", yugi.main[:-1] + [SANGAN_GOAT], [], [])
    duel = Duel.new([deck, load_deck("normal-kaiba", DB)], seed=1, format="goat")
    assert duel.record.decks[0]["main"][-1] == SANGAN
    assert any(card.data.passcode == SANGAN for card in duel.cards)


def test_a_card_plays_by_its_period_script_in_the_goat_format_only(monkeypatch):
    """The mechanism: a script registered with texts="2005" replaces the current one in duels of
    that era's format, and only there (the cards' own variants are proven by their scenarios)."""
    made: list[str] = []

    def period_pot(card):
        made.append(card.name)
        return []

    monkeypatch.setitem(registry.PERIOD_SCRIPTS, "2005", {**registry.PERIOD_SCRIPTS.get("2005", {}), POT_OF_GREED: period_pot})
    setup = {"turn": 1, "phase": "Main Phase 1", "players": {1: {"hand": ["Pot of Greed"], "deck": ["Celtic Guardian"] * 5}}}
    goat = Duel.from_setup({**setup, "format": "goat"})
    pot = next(c for c in goat.cards if c.name == "Pot of Greed")
    assert pot.effects == [] and made == ["Pot of Greed"]
    modern = Duel.from_setup(setup)
    pot = next(c for c in modern.cards if c.name == "Pot of Greed")
    assert len(pot.effects) == 1 and made == ["Pot of Greed"]
    assert registry.script_for(POT_OF_GREED, "2005") is period_pot
    assert registry.script_for(POT_OF_GREED, "current") is registry.SCRIPTS[POT_OF_GREED]


def test_scenarios_run_in_each_format_listed(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenarios:\n"
        "  - {id: a, format: [goat, modern], setup: {turn: 1}}\n"
        "  - {id: b, format: goat, rules: [modern, goat], setup: {turn: 1}}\n"
        "  - {id: c, rules: [goat], setup: {turn: 1}}\n",
        encoding="utf-8")
    got = [(s.test_id, s.format, s.rules, s.setup.get("format")) for s in load_scenarios(path)]
    assert got == [
        ("a[goat]", "goat", "goat", "goat"),
        ("a[modern]", "modern", "modern", "modern"),
        ("b[goat/modern]", "goat", "modern", "goat"),
        ("b[goat]", "goat", "goat", "goat"),
        ("c[goat]", None, "goat", None),
    ]
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: x\nformat: edison\nsetup: {turn: 1}\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"unknown format 'edison'; known formats: modern, goat"):
        load_scenarios(bad)


@pytest.mark.parametrize("key, what", [("format", "in no format: name one or more of modern, goat"),
                                       ("rules", "under no preset: name one or more of modern, 2006, goat")])
def test_a_scenario_with_an_empty_list_of_formats_or_presets_is_refused(tmp_path, key, what):
    # An empty list would make the scenario run nowhere: the file would "pass" without a test.
    path = tmp_path / "empty.yaml"
    path.write_text(f"id: x\n{key}: []\nsetup: {{turn: 1}}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenarios(path)
    assert str(info.value) == (f"{path} scenario 1 (x): '{key}' is an empty list, so the scenario would run {what}, "
                               "or leave the key out")


def _replay_header_error(tmp_path, change) -> str:
    decks = [load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)]
    duel = Duel.new(decks, seed=2, format="goat")
    play(duel, [make_agent("random", 1), make_agent("random", 2)])
    path = tmp_path / "r.jsonl"
    write_log(duel, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    change(header)
    path.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n", encoding="utf-8")
    with pytest.raises(ReplayFormatError) as info:
        verify(path, DB)
    return str(info.value)


def test_a_replay_whose_format_or_card_texts_were_changed_is_refused(tmp_path):
    assert "the header's \"format\": unknown format 'edison'" in _replay_header_error(
        tmp_path, lambda h: h.update(format="edison"))
    assert "the header says format 'goat' but card texts 'current' (the format plays '2005')" in _replay_header_error(
        tmp_path, lambda h: h.update(card_texts="current"))


def test_a_replay_whose_format_was_removed_but_kept_its_card_texts_is_refused(tmp_path):
    # A rebuild without a format would play today's texts: the duel would replay "identically"
    # while its header says 2005.
    message = _replay_header_error(tmp_path, lambda h: h.update(format=None))
    assert message == (
        f"{tmp_path / 'r.jsonl'}:1: the header says card texts '2005' but no format (a duel without a format "
        "plays 'current'); the file was changed after duelcore wrote it, so it cannot be replayed or resumed: "
        "use the file as duelcore wrote it, or start a new game")


def test_a_set_up_replay_whose_format_differs_from_its_set_up_is_refused(tmp_path):
    setup = {"format": "goat", "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
             "players": {1: {"deck": ["Battle Ox"]}, 2: {"deck": ["Battle Ox"]}}}
    duel = Duel.from_setup(setup, DB)
    path = tmp_path / "s.jsonl"
    write_log(duel, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert (header["format"], header["setup"]["format"], header["card_texts"]) == ("goat", "goat", "2005")
    assert verify(path, DB).card_texts == "2005"
    header.update(format="modern", card_texts="current")
    path.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n", encoding="utf-8")
    with pytest.raises(ReplayFormatError) as info:
        verify(path, DB)
    assert str(info.value).startswith(
        f"{path}:1: the header says format 'modern' but its \"setup\" says 'goat'; the file was changed")


@pytest.fixture
def run():
    runner = CliRunner()
    return lambda *args: runner.invoke(main, list(args), catch_exceptions=False)


def test_check_yugi_in_goat_names_its_forbidden_cards(run):
    res = run("check", "yugi", "--format", "goat")
    assert res.exit_code == 1
    assert res.output == (
        "Error: deck 'SDY_Starter_Deck_Yugi' is not legal:\n"
        "  - Dark Hole (53129443): Forbidden on banlist '2005.4.1'\n"
        "  - Monster Reborn (83764718): Forbidden on banlist '2005.4.1'\n"
        "  - Change of Heart (4031928): Forbidden on banlist '2005.4.1'\n")
    assert run("check", "yugi").exit_code == 0


def test_check_a_goat_deck_in_goat_says_legal_with_a_fusion_deck(run):
    res = run("check", "01-goat-control-worlds-2020", "--format", "goat")
    assert res.output.splitlines()[0].startswith(
        "01_Goat_Control_Worlds_2020: legal in the goat format (40 Main, 15 Fusion, 0 Side)")


def test_the_shipped_goat_pool_given_as_a_banlist_reads_its_variant_passcodes_as_the_ordinary_cards(run):
    # The pool names 212 cards (Reinforcements among them) only by their "(GOAT)" passcode, as EDOPro's
    # GOAT.lflist.conf does; a deck names them by the ordinary passcode.
    pool = str(DATA_DIR / "banlists" / "goat-pool.lflist.conf")
    res = run("check", "yugi", "--banlist", pool)
    assert res.exit_code == 1
    assert res.output == (
        "Error: deck 'SDY_Starter_Deck_Yugi' is not legal:\n"
        "  - Dark Hole (53129443): Forbidden on banlist '2005.4 GOAT'\n"
        "  - Monster Reborn (83764718): Forbidden on banlist '2005.4 GOAT'\n"
        "  - Change of Heart (4031928): Forbidden on banlist '2005.4 GOAT'\n")
    listed = read_lflist(pool)
    assert 17814387 not in listed.limits and listed.limits[504700027] == 3  # Reinforcements, Reinforcements (GOAT)
    assert with_ordinary_passcodes(listed).limits[17814387] == 3
    plain = read_lflist(DATA_DIR / "banlists" / "goat-2005.4.1.lflist.conf")
    assert with_ordinary_passcodes(plain) is plain


def test_card_in_goat_shows_the_period_text_and_the_limit(run):
    res = run("card", "Sangan", "--format", "goat")
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert lines[0] == "Sangan [Monster/Effect] DARK Fiend Lv3 1000/600  (passcode 26202165)"
    assert lines[2] == period_text(SANGAN, "2005")
    assert lines[3:] == ["[goat: its text of the format's era; today's text differs]",
                         "[goat: Limited on the list 2005.4.1]"]
    assert run("card", str(SANGAN_GOAT), "--format", "goat").output == res.output
    today = run("card", "Sangan").output.splitlines()
    assert today[2] == DB.get(SANGAN).text.splitlines()[0] and today[2] != lines[2]


def test_card_in_goat_says_when_a_card_is_not_in_the_pool(run):
    res = run("card", "Ash Blossom & Joyous Spring", "--format", "goat")
    assert res.output.splitlines()[-1] == "[goat: not in the card pool]"


def test_duel_and_sim_take_the_format(run, tmp_path):
    res = run("duel", "normal-yugi", "normal-kaiba", "--format", "goat", "--seed", "1", "-q", "--log", str(tmp_path / "d.jsonl"))
    assert res.exit_code == 0, res.output
    header = json.loads((tmp_path / "d.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert (header["format"], header["rules"], header["card_texts"]) == ("goat", "goat", "2005")
    res = run("duel", "yugi", "kaiba", "--format", "goat", "-q")
    assert res.exit_code == 1 and "Dark Hole (53129443): Forbidden on banlist '2005.4.1'" in res.output
    res = run("sim", "normal-yugi", "normal-kaiba", "-n", "2", "--format", "goat", "--no-progress",
              "--replays", str(tmp_path / "r"))
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0] == "2 duels (format goat), normal-yugi (random) vs normal-kaiba (random), seeds 0-1"


def test_the_formats_table():
    assert list(FORMATS) == ["modern", "goat"]
    goat = FORMATS["goat"]
    assert (goat.rules, goat.card_texts, goat.banlist, goat.pool) == (
        "goat", "2005", ("goat-2005.4.1", "2005.4.1"), ("goat-pool", "2005.4 GOAT"))
    assert len(goat.forbidden_limited().limits) == 73


def test_the_duel_start_names_the_format_and_its_card_texts():
    decks = [load_deck("normal-yugi", DB), load_deck("normal-kaiba", DB)]
    assert Duel.new(decks, seed=2, format="goat").events[0].text_all_seeing() == (
        "Duel start: goat rules of the goat format (card texts of 2005), 8000 LP each; Player 1 goes first")
    assert Duel.new(decks, seed=2, rules="goat").events[0].text_all_seeing() == (
        "Duel start: goat rules, 8000 LP each; Player 1 goes first")
    assert Duel.new(decks, seed=2).events[0].text(1) == "Duel start: modern rules, 8000 LP each; Player 1 goes first"
