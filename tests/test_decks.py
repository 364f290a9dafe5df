"""Decks, .ydk / ydke:// / lflist.conf formats and deck-building checks (FORMATS.md 4.1-4.4)."""

from __future__ import annotations

import importlib.util
from collections import Counter

import pytest

from duelcore.decks import Deck, load_deck, shipped_decks, validate
from duelcore.decks.deck import DATA_DIR
from duelcore.errors import DeckFormatError, DeckValidationError
from duelcore.formats.lflist import (
    Banlist,
    lflist_hash,
    parse_lflist,
    read_lflist,
    shipped_banlists,
)
from duelcore.formats.ydk import parse_ydk, read_ydk, write_ydk
from duelcore.formats.ydke import parse_ydke, to_ydke

from helpers import REPO_ROOT, script_exit_code


# Real cards used below (passcodes from the shipped card database).
DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT = 46986416  # alternate artwork, alias 46986414
THOUSAND_DRAGON = 41462083  # Fusion Monster
SHEEP_TOKEN = 73915052
POT_OF_GREED = 55144522  # Limited on the April 2005 list
CHANGE_OF_HEART = 4031928  # Forbidden on the April 2005 list

#: The effects test decks, as many as scripts/build_effect_decks.py wrote (effects-1, effects-2, ...).
EFFECTS_DECKS = [f"effects-{i}" for i in range(1, 1 + len(list(
    (REPO_ROOT / "duelcore" / "decks" / "data" / "effects").glob("effects_*.ydk"))))]

SHORT_NAMES = [
    "yugi", "kaiba", "joey", "pegasus", "yugi-reloaded", "kaiba-reloaded", "normal-yugi",
    "normal-kaiba", *EFFECTS_DECKS, "01-goat-control-worlds-2020", "02-burn-goat-control",
    "03-emissary-goat-control", "04-horus-goat-control", "05-phoenix-goat-control",
    "06-warrior-goat-control", "07-zombie-goat-control", "08-chaos-turbo-worlds-2020",
    "09-bazoo-return-worlds", "10-pacman-dgz-live-212", "11-clown-control", "12-cat-control",
    "13-chaos-control", "14-monarch", "15-beastdown", "16-gravekeeper", "17-empty-jar",
    "18-reasoning-gate-otk", "19-final-countdown", "20-library-ftk",
]


@pytest.fixture(scope="module")
def april_2005() -> Banlist:
    return read_lflist(shipped_banlists()["goat-2005.4.1"])


def problems_of(deck: Deck, db, banlist=None) -> list[str]:
    with pytest.raises(DeckValidationError) as info:
        validate(deck, db, banlist)
    return info.value.problems


def forty(extra_main: list[int], base: str = "normal-yugi") -> Deck:
    """A 40-card deck: the last len(extra_main) cards of a shipped deck replaced by ``extra_main``."""
    deck = load_deck(base)
    main = deck.main[: 40 - len(extra_main)] + list(extra_main)
    return Deck(name="test", main=main, extra=list(deck.extra), side=list(deck.side))


# ----- ydke:// (FORMATS.md 4.2) -------------------------------------------------------------------

def test_ydke_vector_1():
    deck = parse_ydke("ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA==!")
    assert (deck.main, deck.extra, deck.side) == ([89631139, 36996508], [44508094], [5318639])
    assert to_ydke(deck) == "ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA==!"


def test_ydke_vector_2():
    deck = Deck(name="v2", main=[46986414, 44095762], extra=[1861629], side=[])
    assert to_ydke(deck) == "ydke://rvTMAhLZoAI=!/WccAA==!!"
    assert deck.to_ydke() == "ydke://rvTMAhLZoAI=!/WccAA==!!"
    back = parse_ydke("ydke://rvTMAhLZoAI=!/WccAA==!!")
    assert (back.main, back.extra, back.side) == ([46986414, 44095762], [1861629], [])


def test_ydke_empty_deck_and_whitespace():
    assert to_ydke(Deck(name="e")) == "ydke://!!!"
    deck = parse_ydke("  ydke://!!!\n")
    assert (deck.main, deck.extra, deck.side) == ([], [], [])


def test_ydke_missing_prefix():
    with pytest.raises(DeckFormatError, match=r"must start with 'ydke://'"):
        parse_ydke("o6lXBZyFNAI=!viOnAg==!7ydRAA==!")


def test_ydke_missing_delimiter():
    with pytest.raises(DeckFormatError) as info:
        parse_ydke("ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA==")
    assert str(info.value) == (
        "ydke:// link: a ydke link needs three '!' delimiters (main!extra!side!), found 2")


def test_ydke_text_after_third_delimiter():
    with pytest.raises(DeckFormatError, match="after the third '!'"):
        parse_ydke("ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA==!o6lXBQ==!")


def test_ydke_bad_base64_names_section():
    with pytest.raises(DeckFormatError) as info:
        parse_ydke("ydke://o6lXBZyFNAI=!viOn*g==!7ydRAA==!")
    assert str(info.value) == (
        "ydke:// link: extra section is not valid base64: character '*' is not in the base64 alphabet")
    with pytest.raises(DeckFormatError, match="^ydke:// link: side section is not valid base64"):
        parse_ydke("ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA=!")  # wrong padding
    with pytest.raises(DeckFormatError, match="^ydke:// link: main section is not valid base64"):
        parse_ydke("ydke://o6lXBZyFNAI!viOnAg==!!")  # padding missing


def test_ydke_byte_count_not_multiple_of_4():
    with pytest.raises(DeckFormatError) as info:
        parse_ydke("ydke://o6lXBZyFNAI=!viOnAg==!7ydR!")  # 3 bytes
    assert "side section decodes to 3 bytes, not a multiple of 4" in str(info.value)


def test_ydke_rejects_non_passcodes():
    with pytest.raises(ValueError, match="extra card 1"):
        to_ydke(Deck(name="x", main=[1], extra=[2**32]))


# ----- .ydk (FORMATS.md 4.1) ----------------------------------------------------------------------

def test_ydk_edopro_rules():
    text = (
        "\ufeff#created by someone\r\n"
        "#main\r\n"
        "# Dark Magician\r\n"
        "46986414\r\n"
        "\r\n"
        "   02134346  \r\n"
        "#extra\r\n"
        "41462083\r\n"
        "!side and anything after the bang\r\n"
        "05318639\r\n"
    )
    deck = parse_ydk(text, source="decks/x.ydk")
    assert deck == Deck(name="x", main=[46986414, 2134346], extra=[41462083], side=[5318639])


def test_ydk_only_exact_extra_marker_switches():
    deck = parse_ydk("#main\n1\n#extras\n2\n#extra\n3\n")
    assert (deck.main, deck.extra, deck.side) == ([1, 2], [3], [])


def test_ydk_junk_line_names_line_number():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#main\n46986414\nDark Magician\n46986414\n", source="my.ydk")
    err = info.value
    assert (err.source, err.line) == ("my.ydk", 3)
    assert str(err) == (
        "my.ydk:3: expected a passcode, a '#' comment, '#extra' or '!side', got 'Dark Magician'")


def test_ydk_trailing_text_after_passcode_is_an_error():
    with pytest.raises(DeckFormatError) as info:
        parse_ydk("#main\n46986414 -- Dark Magician\n", source="a.ydk")
    assert info.value.line == 2


def test_ydk_junk_line_in_file(tmp_path):
    path = tmp_path / "bad.ydk"
    path.write_text("#main\n" + "46986414\n" * 5 + "4698641x\n", encoding="utf-8")
    with pytest.raises(DeckFormatError) as info:
        read_ydk(path)
    assert (info.value.source, info.value.line) == (str(path), 7)
    assert str(info.value).startswith(f"{path}:7: ")


def test_ydk_empty_file_and_no_cards():
    with pytest.raises(DeckFormatError, match="empty") as info:
        parse_ydk("", source="e.ydk")
    assert info.value.line is None
    with pytest.raises(DeckFormatError, match="holds no card"):
        parse_ydk("#created by x\n#main\n#extra\n!side\n", source="e.ydk")


def test_read_ydk_missing_file(tmp_path):
    missing = tmp_path / "nope.ydk"
    with pytest.raises(DeckFormatError) as info:
        read_ydk(missing)
    assert str(info.value) == f"{missing}: deck file not found"


def test_write_ydk_form():
    deck = Deck(name="w", main=[46986414, 46986414], extra=[41462083], side=[5318639])
    assert write_ydk(deck) == (
        "#created by duelcore\n#main\n46986414\n46986414\n#extra\n41462083\n!side\n5318639\n")
    assert deck.to_ydk() == write_ydk(deck)


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_round_trips_on_shipped_decks(short):
    path = shipped_decks()[short]
    deck = read_ydk(path)
    assert deck.name == path.stem
    text = write_ydk(deck)
    assert parse_ydk(text, name=deck.name) == deck
    link = to_ydke(deck)
    assert parse_ydke(link, name=deck.name) == deck
    assert parse_ydke(link).to_ydk() == text
    assert parse_ydk(text).to_ydke() == link
    # The writer's lines are the file's lines, leading zeros dropped, with our own #created by line.
    original = [ln for ln in path.read_text(encoding="utf-8").splitlines()
                if ln and not ln.startswith("#created by")]
    normalised = [str(int(ln)) if ln.isdigit() else ln for ln in original]
    assert text.splitlines()[1:] == normalised


# ----- lflist.conf (FORMATS.md 4.3-4.4) -----------------------------------------------------------

def test_lflist_shipped_hashes():
    path = shipped_banlists()["goat-2005.4.1"]
    lists = parse_lflist(path.read_text(encoding="utf-8"), source=str(path))
    assert [(b.name, len(b.limits), b.whitelist) for b in lists] == [
        ("2005.4.1", 73, False), ("2005.4.1 W/O Exarion", 78, False)]
    assert lflist_hash(lists[0]) == 0xFD3CFD0F
    assert lflist_hash(lists[1]) == 0x04A9141C
    assert lflist_hash(read_lflist(path)) == 0xFD3CFD0F
    assert lflist_hash(read_lflist(path, "2005.4.1 W/O Exarion")) == 0x04A9141C
    # A hand-built list with the same limits hashes the same.
    assert lflist_hash(Banlist(name="copy", limits=dict(lists[0].limits))) == 0xFD3CFD0F


def test_lflist_limits(april_2005):
    assert april_2005.max_copies(CHANGE_OF_HEART) == 0
    assert april_2005.max_copies(POT_OF_GREED) == 1
    assert april_2005.max_copies(71044499) == 2  # Nobleman of Crossout, Semi-Limited
    assert april_2005.max_copies(DARK_MAGICIAN) == 3


def test_lflist_unknown_name_lists_available():
    path = shipped_banlists()["goat-2005.4.1"]
    with pytest.raises(DeckFormatError) as info:
        read_lflist(path, "2005.10")
    assert str(info.value) == (
        f"{path}: no banlist named '2005.10'; this file has: '2005.4.1', '2005.4.1 W/O Exarion'")


def test_lflist_whitelist_and_duplicates():
    text = "#[x]\n!x\n$whitelist\n46986414 3 --Dark Magician\n55144522 1\n55144522 1\n0 0\n"
    (banlist,) = parse_lflist(text)
    assert banlist.whitelist
    assert banlist.limits == {DARK_MAGICIAN: 3, POT_OF_GREED: 1}
    assert banlist.max_copies(THOUSAND_DRAGON) == 0
    # A duplicated entry line cancels itself in the hash (EDOPro hashes every line).
    (single,) = parse_lflist("!x\n46986414 3\n")
    assert lflist_hash(banlist) == lflist_hash(single)


def test_lflist_bad_lines():
    with pytest.raises(DeckFormatError) as info:
        parse_lflist("!x\n46986414 3\nlimit this\n", source="l.conf")
    assert (info.value.source, info.value.line) == ("l.conf", 3)
    with pytest.raises(DeckFormatError, match="l.conf:2: count 5"):
        parse_lflist("!x\n46986414 5\n", source="l.conf")
    with pytest.raises(DeckFormatError, match="l.conf:1: card entry before"):
        parse_lflist("46986414 1\n!x\n", source="l.conf")
    with pytest.raises(DeckFormatError, match="no banlist found"):
        parse_lflist("#only comments\n", source="l.conf")


# ----- validate (rulebook Deck Construction; FORMATS.md 4.1 CheckDeck) ----------------------------

def test_39_cards(db):
    deck = load_deck("normal-yugi")
    deck.main.pop()
    assert problems_of(deck, db) == ["Main Deck has 39 cards; it must have 40 to 60"]


def test_61_cards_and_oversized_extra_and_side(db):
    deck = load_deck("01-goat-control-worlds-2020")
    main = load_deck("yugi").main + deck.main[:11]
    bad = Deck(name="big", main=main, extra=deck.extra + [deck.extra[-1]],
               side=load_deck("normal-kaiba").main[:16])
    problems = problems_of(bad, db)
    assert problems[:3] == [
        "Main Deck has 61 cards; it must have 40 to 60",
        "Extra Deck has 16 cards; it may have at most 15",
        "Side Deck has 16 cards; it may have at most 15",
    ]


def test_unknown_passcode_names_section_and_position(db):
    deck = forty([12345678])
    deck.side = [5318639, 99999999]
    assert problems_of(deck, db) == [
        "Main Deck position 40: unknown passcode 12345678",
        "Side Deck position 2: unknown passcode 99999999",
    ]


def test_four_copies_counting_alternate_artwork(db):
    assert db.get(DARK_MAGICIAN_ALT).identity == DARK_MAGICIAN
    base = load_deck("normal-yugi")
    assert base.main.count(DARK_MAGICIAN) == 1
    deck = forty([DARK_MAGICIAN_ALT, DARK_MAGICIAN_ALT, DARK_MAGICIAN_ALT])
    assert problems_of(deck, db) == [
        "Dark Magician (46986414, 46986416): 4 copies in Main, Extra and Side Deck together; "
        "at most 3 copies of a card are allowed (alternate artworks count as the same card)"
    ]
    # Three in all, one of them in the Side Deck, is legal.
    deck = forty([DARK_MAGICIAN_ALT])
    deck.side = [DARK_MAGICIAN_ALT]
    validate(deck, db)


def test_extra_deck_monster_in_main(db):
    deck = forty([THOUSAND_DRAGON])
    assert problems_of(deck, db) == [
        "Main Deck position 40: Thousand Dragon (41462083) is a Fusion Monster; "
        "it belongs in the Extra Deck"
    ]
    # The Side Deck may hold Extra Deck monsters.
    deck = forty([])
    deck.side = [THOUSAND_DRAGON]
    validate(deck, db)


def test_main_deck_card_in_extra(db):
    deck = forty([])
    deck.extra = [THOUSAND_DRAGON, POT_OF_GREED, DARK_MAGICIAN_ALT]
    assert problems_of(deck, db) == [
        "Extra Deck position 2: Pot of Greed (55144522) is a Normal Spell Card; "
        "only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck",
        "Extra Deck position 3: Dark Magician (46986416) is a Normal Monster; "
        "only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck",
    ]


def test_token(db):
    deck = forty([SHEEP_TOKEN, SHEEP_TOKEN])
    deck.extra = [SHEEP_TOKEN]
    assert problems_of(deck, db) == [
        "Main Deck positions 39, 40: Sheep Token (73915052) is a Token; Tokens cannot be put in a deck",
        "Extra Deck position 1: Sheep Token (73915052) is a Token; Tokens cannot be put in a deck",
    ]


def test_every_problem_is_listed(db):
    deck = Deck(name="mess", main=[THOUSAND_DRAGON, SHEEP_TOKEN, 1] + [POT_OF_GREED] * 4,
                extra=[POT_OF_GREED])
    with pytest.raises(DeckValidationError) as info:
        validate(deck, db)
    assert info.value.problems == [
        "Main Deck has 7 cards; it must have 40 to 60",
        "Main Deck position 3: unknown passcode 1",
        "Main Deck position 2: Sheep Token (73915052) is a Token; Tokens cannot be put in a deck",
        "Main Deck position 1: Thousand Dragon (41462083) is a Fusion Monster; "
        "it belongs in the Extra Deck",
        "Extra Deck position 1: Pot of Greed (55144522) is a Normal Spell Card; "
        "only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck",
        "Pot of Greed (55144522): 5 copies in Main, Extra and Side Deck together; "
        "at most 3 copies of a card are allowed",
    ]
    assert str(info.value).startswith("deck 'mess' is not legal:\n  - Main Deck has 7 cards")


def test_banlist_only_when_given(db, april_2005):
    yugi = load_deck("yugi")
    validate(yugi, db)  # no banlist by default: Starter Deck: Yugi is legal
    assert problems_of(yugi, db, april_2005) == [
        "Dark Hole (53129443): Forbidden on banlist '2005.4.1'",
        "Monster Reborn (83764718): Forbidden on banlist '2005.4.1'",
        "Change of Heart (4031928): Forbidden on banlist '2005.4.1'",
    ]


def test_banlist_limited(db, april_2005):
    goat = load_deck("01-goat-control-worlds-2020")
    assert goat.main.count(POT_OF_GREED) == 1
    deck = Deck(name="two-pots", main=goat.main[:-1] + [POT_OF_GREED], extra=goat.extra)
    validate(deck, db)
    assert problems_of(deck, db, april_2005) == [
        "Pot of Greed (55144522): 2 copies, but it is Limited (1 allowed) on banlist '2005.4.1'"
    ]


def test_whitelist(db):
    deck = load_deck("normal-yugi")
    codes = list(dict.fromkeys(deck.main))
    whitelist = Banlist(name="wl", limits={c: 3 for c in codes if c != 47060154}, whitelist=True)
    assert problems_of(deck, db, whitelist) == [
        "Mystic Clown (47060154): not on the whitelist 'wl', so it is Forbidden"
    ]
    # An alternate artwork is legal when its card is listed.
    deck = forty([DARK_MAGICIAN_ALT])
    whitelist.limits[47060154] = 2
    validate(deck, db, whitelist)


# ----- shipped decks and load_deck ----------------------------------------------------------------

def test_shipped_short_names():
    decks = shipped_decks()
    assert list(decks) == SHORT_NAMES
    assert decks["yugi"].name == "SDY_Starter_Deck_Yugi.ydk"
    assert decks["kaiba-reloaded"].name == "YSKR_Starter_Deck_Kaiba_Reloaded.ydk"
    assert all(p.is_file() and p.is_relative_to(DATA_DIR) for p in decks.values())


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_every_shipped_deck_loads_and_validates(short, db):
    # Every shipped deck is legal with no banlist (none breaks a rule).
    deck = load_deck(short, db)
    assert deck.name == shipped_decks()[short].stem
    validate(deck, db)


def test_goat_decks_are_legal_on_the_april_2005_list(db, april_2005):
    goat = [s for s in SHORT_NAMES if s[:2].isdigit()]
    assert len(goat) == 20
    for short in goat:
        validate(load_deck(short), db, april_2005)


def test_load_deck_specs(tmp_path):
    yugi = load_deck("yugi")
    assert load_deck("  YUGI ") == yugi
    assert load_deck("SDY_Starter_Deck_Yugi") == yugi
    assert load_deck("sdy_starter_deck_yugi") == yugi
    assert load_deck("01_Goat_Control_Worlds_2020") == load_deck("01-goat-control-worlds-2020")
    link = load_deck(yugi.to_ydke())
    assert (link.name, link.main, link.extra, link.side) == ("ydke", yugi.main, yugi.extra, yugi.side)
    path = tmp_path / "mine.ydk"
    path.write_text(yugi.to_ydk(), encoding="utf-8")
    assert load_deck(str(path)) == Deck(name="mine", main=yugi.main, extra=yugi.extra, side=yugi.side)


def test_load_deck_unknown_name_lists_shipped_decks():
    with pytest.raises(DeckFormatError) as info:
        load_deck("exodia")
    message = str(info.value)
    assert message.startswith("no deck file, ydke:// link or shipped deck named 'exodia'; shipped decks: ")
    assert message.endswith(", ".join(SHORT_NAMES))


def test_load_deck_missing_file(tmp_path):
    missing = tmp_path / "gone.ydk"
    with pytest.raises(DeckFormatError) as info:
        load_deck(str(missing))
    assert str(info.value) == f"{missing}: deck file not found"


# ----- the Normal Monster decks -------------------------------------------------------------------

NORMAL_YUGI = [
    ("Mystical Elf", 1), ("Feral Imp", 2), ("Winged Dragon, Guardian of the Fortress #1", 2),
    ("Summoned Skull", 1), ("Beaver Warrior", 2), ("Dark Magician", 1),
    ("Gaia The Fierce Knight", 1), ("Curse of Dragon", 1), ("Celtic Guardian", 2),
    ("Mammoth Graveyard", 1), ("Great White", 2), ("Silver Fang", 1),
    ("Giant Soldier of Stone", 2), ("Dragon Zombie", 2), ("Doma The Angel of Silence", 1),
    ("Ansatsu", 1), ("Witty Phantom", 2), ("Claw Reacher", 1), ("Mystic Clown", 2),
    ("Ancient Elf", 2), ("Magical Ghost", 2), ("Neo the Magic Swordsman", 2),
    ("Baron of the Fiend Sword", 2), ("Man-Eating Treasure Chest", 2),
    ("Sorcerer of the Doomed", 2),
]
NORMAL_KAIBA = [
    ("Blue-Eyes White Dragon", 1), ("Hitotsu-Me Giant", 1), ("Ryu-Kishin", 1), ("Battle Ox", 2),
    ("Koumori Dragon", 2), ("Judge Man", 1), ("Rogue Doll", 2), ("Kojikocy", 2), ("Uraby", 2),
    ("Gyakutenno Megami", 1), ("Mystic Horseman", 2), ("Terra the Terrible", 1),
    ("Dark Titan of Terror", 2), ("Dark Assailant", 1), ("Master & Expert", 1),
    ("Unknown Warrior of Fiend", 1), ("Mystic Clown", 2), ("Ogre of the Black Shadow", 1),
    ("Ryu-Kishin Powered", 2), ("Swordstalker", 1), ("La Jinn the Mystical Genie of the Lamp", 2),
    ("Rude Kaiser", 1), ("Destroyer Golem", 2), ("Skull Red Bird", 2), ("D. Human", 2),
    ("Pale Beast", 2),
]


def _build_script():
    spec = importlib.util.spec_from_file_location(
        "build_normal_decks", REPO_ROOT / "scripts" / "build_normal_decks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("short, starter, expected", [
    ("normal-yugi", "yugi", NORMAL_YUGI),
    ("normal-kaiba", "kaiba", NORMAL_KAIBA),
])
def test_normal_decks(short, starter, expected, db):
    deck = load_deck(short)
    assert (len(deck.main), deck.extra, deck.side) == (40, [], [])
    counts = Counter(deck.main)
    assert [(db.get(code).name, n) for code, n in counts.items()] == expected
    assert all(db.get(code).is_normal_monster for code in deck.main)
    assert max(counts.values()) == 2
    # Every Normal Monster of the Starter Deck, and only those; doubles are Level 4 or lower.
    starter_normals = [c for c in load_deck(starter).main if db.get(c).is_normal_monster]
    assert list(counts) == starter_normals
    assert all(db.get(c).level <= 4 for c, n in counts.items() if n == 2)
    validate(deck, db)


def test_normal_deck_files_are_the_script_output(db):
    texts = _build_script().build(db)
    assert set(texts) == {"normal_yugi", "normal_kaiba"}
    for stem, text in texts.items():
        assert (DATA_DIR / "normal" / f"{stem}.ydk").read_text(encoding="utf-8") == text
    first_line = texts["normal_yugi"].splitlines()[0]
    assert first_line.startswith("#created by scripts/build_normal_decks.py: every Normal Monster of "
                                 "Starter Deck: Yugi once, then a second copy of its Level 1-4 Normal "
                                 "Monsters by highest ATK first")


def test_shipped_effects_decks_are_up_to_date():
    """effects-1, effects-2, ... together hold every scripted card (scripts/build_effect_decks.py --check)."""
    path = REPO_ROOT / "scripts" / "build_effect_decks.py"
    assert script_exit_code(path, "--check") == 0
