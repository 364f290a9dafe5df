"""Decks that cannot be played yet (cards with effects and no script, DESIGN §7) are said to be so:
`duelcore decks` shows which shipped decks play, `duelcore check` exits with 3 for a legal deck that
does not play, `duelcore duel` / `duelcore play` and ``Duel.new`` name every such card of BOTH
decks with its copies, and `duelcore cards` lists the scripted cards."""

from __future__ import annotations

import shutil
import sqlite3

import pytest
from click.testing import CliRunner

from duelcore.cards.registry import is_playable, unscripted_cards
from duelcore.decks import Deck, load_deck, missing_scripts
from duelcore.engine.duel import Duel
from duelcore.errors import MissingScript, UnscriptedCard
from duelcore.interfaces.cli import main

# Cards with effects that have no script (checked by `test_the_cards_used_here_have_no_script`).
ASH_BLOSSOM = 14558127
ASH_BLOSSOM_ALT = 14558128  # alternate artwork of Ash Blossom & Joyous Spring: the same card
EXODIA = 33396948  # Exodia the Forbidden One
TOUR_GUIDE = 10802915  # Tour Guide From the Underworld
CYBER_END_DRAGON = 1546123  # Fusion Monster with effects: Extra Deck
DARK_HOLE = 53129443  # scripted

HINT = "`duelcore cards` lists every scripted card; cards without effects need no script."


def yugi_plus() -> Deck:
    """normal-yugi (40 Normal Monsters) with 3 Ash Blossom & Joyous Spring (one an alternate artwork) and 1 Exodia the Forbidden One."""
    base = load_deck("normal-yugi")
    return Deck("yugi_plus", base.main + [ASH_BLOSSOM, EXODIA, ASH_BLOSSOM_ALT, ASH_BLOSSOM])


def kaiba_plus() -> Deck:
    """normal-kaiba with 2 Tour Guide From the Underworld, Cyber End Dragon in the Extra Deck and Exodia the
    Forbidden One in the Side Deck (a duel does not use the Side Deck)."""
    base = load_deck("normal-kaiba")
    return Deck("kaiba_plus", base.main + [TOUR_GUIDE, TOUR_GUIDE], [CYBER_END_DRAGON],
                [EXODIA])


YUGI_PLUS_MISSING = [MissingScript(ASH_BLOSSOM, "Ash Blossom & Joyous Spring", 3), MissingScript(EXODIA, "Exodia the Forbidden One", 1)]
KAIBA_PLUS_MISSING = [MissingScript(TOUR_GUIDE, "Tour Guide From the Underworld", 2),
                      MissingScript(CYBER_END_DRAGON, "Cyber End Dragon", 1)]

BOTH_DECKS_MESSAGE = f"""\
deck 'yugi_plus' cannot be played yet: 2 cards have effects that are not scripted:
  3 x Ash Blossom & Joyous Spring (14558127)
  1 x Exodia the Forbidden One (33396948)
deck 'kaiba_plus' cannot be played yet: 2 cards have effects that are not scripted:
  2 x Tour Guide From the Underworld (10802915)
  1 x Cyber End Dragon (1546123)
{HINT}"""


@pytest.fixture
def deck_files(tmp_path):
    """yugi_plus.ydk and kaiba_plus.ydk in tmp_path; returns their paths as strings."""
    paths = []
    for deck in (yugi_plus(), kaiba_plus()):
        path = tmp_path / f"{deck.name}.ydk"
        path.write_text(deck.to_ydk())
        paths.append(str(path))
    return paths


def test_the_cards_used_here_have_no_script(db):
    for code in (ASH_BLOSSOM, ASH_BLOSSOM_ALT, EXODIA, TOUR_GUIDE, CYBER_END_DRAGON):
        assert not is_playable(db.get(code)), f"{db.get(code).name} is scripted now: choose another card here"
    assert db.get(ASH_BLOSSOM_ALT).identity == ASH_BLOSSOM
    assert is_playable(db.get(DARK_HOLE))


# ----- the Python API ----------------------------------------------------------------------------

def test_unscripted_cards_counts_copies_and_alternate_artworks_in_deck_order(db):
    cards = [db.get(code) for code in yugi_plus().main]
    assert unscripted_cards(cards) == YUGI_PLUS_MISSING
    assert unscripted_cards(db.get(code) for code in load_deck("normal-yugi").main) == []


def test_missing_scripts_reads_main_and_extra_deck_not_side_deck(db):
    assert missing_scripts(kaiba_plus(), db) == KAIBA_PLUS_MISSING
    assert missing_scripts(load_deck("yugi"), db) == []


def test_duel_new_names_both_decks_cards_with_copies_in_one_error(db):
    with pytest.raises(UnscriptedCard) as info:
        Duel.new([yugi_plus(), kaiba_plus()], seed=1, db=db)
    exc = info.value
    assert exc.decks == [("yugi_plus", YUGI_PLUS_MISSING), ("kaiba_plus", KAIBA_PLUS_MISSING)]
    assert exc.cards == [(ASH_BLOSSOM, "Ash Blossom & Joyous Spring"), (EXODIA, "Exodia the Forbidden One"),
                         (TOUR_GUIDE, "Tour Guide From the Underworld"), (CYBER_END_DRAGON, "Cyber End Dragon")]
    assert str(exc) == BOTH_DECKS_MESSAGE


def test_duel_new_names_only_the_deck_that_does_not_play_and_a_mirror_deck_once(db):
    with pytest.raises(UnscriptedCard) as info:
        Duel.new([load_deck("normal-yugi"), kaiba_plus()], seed=1, db=db)
    assert info.value.decks == [("kaiba_plus", KAIBA_PLUS_MISSING)]
    assert str(info.value) == (
        "deck 'kaiba_plus' cannot be played yet: 2 cards have effects that are not scripted:\n"
        "  2 x Tour Guide From the Underworld (10802915)\n"
        "  1 x Cyber End Dragon (1546123)\n" + HINT)
    with pytest.raises(UnscriptedCard) as info:
        Duel.new([yugi_plus(), yugi_plus()], seed=1, db=db)
    assert info.value.decks == [("yugi_plus", YUGI_PLUS_MISSING)]


def test_one_missing_card_is_said_in_the_singular():
    exc = UnscriptedCard([("", [(ASH_BLOSSOM, "Ash Blossom & Joyous Spring", 1)])])
    assert str(exc) == "the deck cannot be played yet: 1 card has effects that are not scripted:\n  1 x Ash Blossom & Joyous Spring (14558127)\n" + HINT


# ----- duelcore duel / play ----------------------------------------------------------------------

def test_duel_lists_both_decks_cards_one_a_line(deck_files):
    res = CliRunner().invoke(main, ["duel", *deck_files])
    assert res.exit_code == 1
    assert res.stdout == ""
    assert res.stderr == "Error: " + BOTH_DECKS_MESSAGE + "\n"


def test_play_lists_both_decks_cards_one_a_line(deck_files):
    res = CliRunner().invoke(main, ["play", deck_files[0], "--opponent-deck", deck_files[1], "--first", "you", "--seed", "1"])
    assert res.exit_code == 1
    assert res.stdout == ""
    assert res.stderr == "Error: " + BOTH_DECKS_MESSAGE + "\n"


# ----- duelcore check ----------------------------------------------------------------------------

def test_check_a_legal_deck_that_does_not_play_exits_with_3(deck_files):
    res = CliRunner().invoke(main, ["check", deck_files[1]])
    assert res.exit_code == 3
    assert res.output == (
        "kaiba_plus: legal (42 Main, 1 Extra, 1 Side) but not playable yet: 2 cards (3 copies) have no script\n"
        "  2 x Tour Guide From the Underworld (10802915)\n"
        "  1 x Cyber End Dragon (1546123)\n"
        f"{HINT}\n")


def test_check_a_shipped_deck_that_does_not_play_says_so_in_its_first_line():
    res = CliRunner().invoke(main, ["check", "yugi-reloaded"])
    assert res.exit_code == 3
    lines = res.output.splitlines()
    assert lines[0] == ("YSYR_Starter_Deck_Yugi_Reloaded: legal (50 Main, 0 Extra, 0 Side) but not playable yet: "
                        "24 cards (25 copies) have no script")
    assert lines[1:4] == ["  1 x Kuriboh (40640057)",
                          "  1 x 4-Starred Ladybug of Doom (83994646)",
                          "  1 x Dark Magician Girl (38033121)"]
    assert len(lines) == 1 + 24 + 1 and lines[-1] == HINT


def test_check_a_shipped_goat_deck_is_legal_and_playable_under_its_format():
    res = CliRunner().invoke(main, ["check", "14-monarch", "--format", "goat"])
    assert res.exit_code == 0
    assert res.output == "14_Monarch: legal in the goat format (40 Main, 15 Fusion, 0 Side) and playable\n"


def test_check_a_playable_deck_exits_with_0():
    res = CliRunner().invoke(main, ["check", "yugi"])
    assert res.exit_code == 0
    assert res.output == "SDY_Starter_Deck_Yugi: legal (50 Main, 0 Extra, 0 Side) and playable\n"


def test_check_an_illegal_deck_still_exits_with_1(tmp_path):
    deck = tmp_path / "short.ydk"
    deck.write_text("#main\n" + f"{ASH_BLOSSOM}\n" * 39)
    res = CliRunner().invoke(main, ["check", str(deck)])
    assert res.exit_code == 1
    assert res.stderr == (
        "Error: deck 'short' is not legal:\n"
        "  - Main Deck has 39 cards; it must have 40 to 60\n"
        "  - Ash Blossom & Joyous Spring (14558127): 39 copies in Main, Extra and Side Deck together; at most 3 copies of a card are allowed\n")


def test_check_help_documents_the_exit_codes():
    res = CliRunner().invoke(main, ["check", "--help"])
    assert res.exit_code == 0
    assert (
        "  Exit codes:\n"
        "    0  the deck is legal and playable\n"
        "    1  the deck is not legal, or cannot be read (the error says why)\n"
        "    2  wrong usage of the command\n"
        "    3  the deck is legal but not playable yet: cards in it have no script\n"
    ) in res.output


# ----- duelcore decks / cards --------------------------------------------------------------------

DECKS_OUTPUT = """\
deck                         playable now                             file
yugi                         yes                                      starter/SDY_Starter_Deck_Yugi.ydk
kaiba                        yes                                      starter/SDK_Starter_Deck_Kaiba.ydk
joey                         yes                                      starter/SDJ_Starter_Deck_Joey.ydk
pegasus                      yes                                      starter/SDP_Starter_Deck_Pegasus.ydk
normal-yugi                  yes                                      normal/normal_yugi.ydk
normal-kaiba                 yes                                      normal/normal_kaiba.ydk
effects-1                    yes                                      effects/effects_1.ydk
effects-2                    yes                                      effects/effects_2.ydk
effects-3                    yes                                      effects/effects_3.ydk
effects-4                    yes                                      effects/effects_4.ydk
effects-5                    yes                                      effects/effects_5.ydk
effects-6                    yes                                      effects/effects_6.ydk
effects-7                    yes                                      effects/effects_7.ydk
effects-8                    yes                                      effects/effects_8.ydk
effects-9                    yes                                      effects/effects_9.ydk
effects-10                   yes                                      effects/effects_10.ydk
01-goat-control-worlds-2020  yes                                      goat/01_Goat_Control_Worlds_2020.ydk
02-burn-goat-control         yes                                      goat/02_Burn_Goat_Control.ydk
03-emissary-goat-control     yes                                      goat/03_Emissary_Goat_Control.ydk
04-horus-goat-control        yes                                      goat/04_Horus_Goat_Control.ydk
05-phoenix-goat-control      yes                                      goat/05_Phoenix_Goat_Control.ydk
06-warrior-goat-control      yes                                      goat/06_Warrior_Goat_Control.ydk
07-zombie-goat-control       yes                                      goat/07_Zombie_Goat_Control.ydk
08-chaos-turbo-worlds-2020   yes                                      goat/08_Chaos_Turbo_Worlds_2020.ydk
09-bazoo-return-worlds       yes                                      goat/09_Bazoo_Return_Worlds.ydk
10-pacman-dgz-live-212       yes                                      goat/10_PACMAN_DGz_Live_212.ydk
11-clown-control             yes                                      goat/11_Clown_Control.ydk
12-cat-control               yes                                      goat/12_Cat_Control.ydk
13-chaos-control             yes                                      goat/13_Chaos_Control.ydk
14-monarch                   yes                                      goat/14_Monarch.ydk
15-beastdown                 yes                                      goat/15_Beastdown.ydk
16-gravekeeper               yes                                      goat/16_Gravekeeper.ydk
17-empty-jar                 yes                                      goat/17_Empty_Jar.ydk
18-reasoning-gate-otk        yes                                      goat/18_Reasoning_Gate_OTK.ydk
19-final-countdown           yes                                      goat/19_Final_Countdown.ydk
20-library-ftk               yes                                      goat/20_Library_FTK.ydk
yugi-reloaded                no: 24 cards (25 copies) have no script  reloaded/YSYR_Starter_Deck_Yugi_Reloaded.ydk
kaiba-reloaded               no: 22 cards (22 copies) have no script  reloaded/YSKR_Starter_Deck_Kaiba_Reloaded.ydk
36 of 38 decks are playable now. `duelcore check DECK` lists a deck's cards that have no script.
"""


def test_decks_shows_which_shipped_decks_play_now_playable_first():
    res = CliRunner().invoke(main, ["decks"])
    assert res.exit_code == 0
    assert res.output == DECKS_OUTPUT


@pytest.fixture
def cdb_without_dark_hole(tmp_path, db):
    """A copy of the shipped card database without Dark Hole (a scripted card of the Starter Decks)."""
    path = tmp_path / "no_dark_hole.cdb"
    shutil.copyfile(db.path, path)
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM datas WHERE id = ?", (DARK_HOLE,))
        conn.execute("DELETE FROM texts WHERE id = ?", (DARK_HOLE,))
    conn.close()
    return str(path)


def test_decks_with_a_database_that_lacks_cards_of_a_deck(cdb_without_dark_hole):
    res = CliRunner().invoke(main, ["--cdb", cdb_without_dark_hole, "decks"])
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert lines[1:12] == [
        "normal-yugi                  yes                                    normal/normal_yugi.ydk",
        "normal-kaiba                 yes                                    normal/normal_kaiba.ydk",
        "effects-1                    yes                                    effects/effects_1.ydk",
        "effects-2                    yes                                    effects/effects_2.ydk",
        "effects-3                    yes                                    effects/effects_3.ydk",
        "effects-4                    yes                                    effects/effects_4.ydk",
        "effects-5                    yes                                    effects/effects_5.ydk",
        "effects-7                    yes                                    effects/effects_7.ydk",
        "effects-8                    yes                                    effects/effects_8.ydk",
        "effects-9                    yes                                    effects/effects_9.ydk",
        "effects-10                   yes                                    effects/effects_10.ydk",
    ]
    assert "yugi                         no: not legal with this card database  starter/SDY_Starter_Deck_Yugi.ydk" in lines
    assert "effects-6                    no: not legal with this card database  effects/effects_6.ydk" in lines
    assert lines[-1] == "31 of 38 decks are playable now. `duelcore check DECK` lists a deck's cards that have no script."


def test_cards_lists_every_scripted_card_by_name(db):
    res = CliRunner().invoke(main, ["cards"])
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert lines[:3] == [
        "A Feather of the Phoenix                       49140998  Spell/Normal",
        "Acid Trap Hole                                 41356845  Trap/Normal",
        "Airknight Parshath                             18036057  Monster/Effect",
    ]
    assert "Dark Hole                                      53129443  Spell/Normal" in lines
    assert "Horus the Black Flame Dragon LV8               48229808  Monster/Effect" in lines
    assert lines[-1] == "288 scripted cards; cards without effects need no script."
    names = [line[:45].rstrip() for line in lines[:-1]]
    assert len(names) == 288 and names == sorted(names, key=str.casefold)
    assert all(is_playable(db.find(name)) for name in names)
    assert "Ash Blossom & Joyous Spring" not in names and "Dark Magician" not in names


def test_cards_lists_only_the_cards_of_the_database_in_use(cdb_without_dark_hole):
    res = CliRunner().invoke(main, ["--cdb", cdb_without_dark_hole, "cards"])
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert not any(line.startswith("Dark Hole ") for line in lines)
    assert lines[-1] == "287 scripted cards; cards without effects need no script."
