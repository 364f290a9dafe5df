"""Tests of duelcore.cards: the shipped card database, the .cdb reader and the bit-field enums."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from duelcore.cards import (
    Attribute,
    CardData,
    CardDatabase,
    CardKind,
    LinkArrow,
    MonsterType,
    TypeBits,
)
from duelcore.errors import CardDatabaseError, DuelcoreError, UnknownCardName, UnknownPasscode

SHARED_EN_CDB = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards" / "cards.en.cdb"

DATAS_SQL = (
    "CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER, type INTEGER, "
    "atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, category INTEGER)"
)
TEXTS_SQL = "CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT, " + ", ".join(
    f"str{i} TEXT" for i in range(1, 17)
) + ")"


def make_cdb(path: Path, datas: list[tuple], texts: list[tuple], *, names: list[tuple] | None = None) -> Path:
    """Write a small YGOPro-schema database: datas rows of 11 values, texts rows (id, name, desc)."""
    conn = sqlite3.connect(path)
    conn.execute(DATAS_SQL)
    conn.execute(TEXTS_SQL)
    conn.executemany("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)", datas)
    conn.executemany("INSERT INTO texts (id, name, desc) VALUES (?,?,?)", texts)
    if names is not None:
        conn.execute("CREATE TABLE names (id INTEGER PRIMARY KEY, ja_name TEXT, db_name TEXT)")
        conn.executemany("INSERT INTO names VALUES (?,?,?)", names)
    conn.commit()
    conn.close()
    return path


# ----- the shipped database ------------------------------------------------------------------


def test_default_is_cached_and_complete(db: CardDatabase) -> None:
    assert CardDatabase.default() is db
    assert len(db) == 10628
    assert db.bad_rows == {}
    codes = [card.passcode for card in db]
    assert codes == sorted(codes)
    assert 46986414 in db and 1 not in db and "46986414" not in db
    assert db.path.name == "cards.cdb"


def test_shipped_file_keeps_ygopro_schema(db: CardDatabase) -> None:
    assert db.path.stat().st_size < 6 * 1024 * 1024
    conn = sqlite3.connect(db.path)
    try:
        datas = [r[1] for r in conn.execute("PRAGMA table_info(datas)")]
        texts = [r[1] for r in conn.execute("PRAGMA table_info(texts)")]
        names = [r[1] for r in conn.execute("PRAGMA table_info(names)")]
        assert datas == ["id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute", "category"]
        assert texts == ["id", "name", "desc"] + [f"str{i}" for i in range(1, 17)]
        assert names == ["id", "ja_name", "db_name"]
        # the YGOPro client's own join query works unchanged
        cols = "datas.id, datas.ot, datas.alias, datas.setcode, datas.type, datas.atk, datas.def, datas.level, " \
            "datas.race, datas.attribute, datas.category, texts.name, texts.desc, texts.str1, texts.str16"
        row = conn.execute(f"SELECT {cols} FROM datas INNER JOIN texts ON datas.id = texts.id WHERE datas.id = 46986414").fetchone()
        assert row[:12] == (46986414, 3, 0, 0x10A2, 0x11, 2500, 2100, 7, 0x2, 0x20, 0, "Dark Magician")
        assert conn.execute("SELECT ja_name, db_name FROM names WHERE id = 11901678").fetchone() == (
            "ブラック・デーモンズ・ドラゴン",
            "B. Skull Dragon",
        )
        assert conn.execute("SELECT name FROM texts WHERE id = 11901678").fetchone() == ("Black Skull Dragon",)
    finally:
        conn.close()


def test_dark_magician(db: CardDatabase) -> None:
    card = db.get(46986414)
    assert isinstance(card, CardData)
    assert card.passcode == 46986414
    assert card.name == "Dark Magician" == card.db_name
    assert card.japanese_name == "ブラック・マジシャン"
    assert card.type_bits == TypeBits.MONSTER | TypeBits.NORMAL
    assert card.kind is CardKind.MONSTER and card.sub_kind == "Normal"
    assert card.attribute is Attribute.DARK
    assert card.monster_type is MonsterType.SPELLCASTER
    assert card.level == 7 and card.rank is None and card.link_rating is None
    assert (card.atk, card.defense) == (2500, 2100)
    assert card.link_arrows == LinkArrow(0)
    assert card.pendulum_scales is None
    assert 0x10A2 in card.setcodes
    assert card.alias == 0 and card.ot == 3
    assert card.identity == 46986414 and not card.is_alternate_artwork and card.rule_code is None
    assert card.is_monster and card.is_normal_monster and not card.is_effect_monster
    assert not (card.is_spell or card.is_trap or card.is_token or card.is_extra_deck or card.is_pendulum)
    assert card.text.startswith("The ultimate wizard in terms of attack and defense.")
    assert card.describe() == "Dark Magician [Monster/Normal] DARK Spellcaster Lv7 2500/2100"


def test_setcode_semantics(db: CardDatabase) -> None:
    magician = db.get(46986414)  # 0x10a2 "Dark Magician"
    assert magician.matches_setcode(0x10A2)
    assert magician.matches_setcode(0xA2)  # the base archetype 0xa2 includes its sub-archetypes
    assert not magician.matches_setcode(0x20A2)
    assert not magician.matches_setcode(0xA3)
    girl = db.get(38033121)  # Dark Magician Girl: 0x30a2
    assert girl.setcodes == (0x30A2,)
    assert girl.matches_setcode(0x20A2) and girl.matches_setcode(0x10A2) and girl.matches_setcode(0xA2)


def test_question_mark_atk(db: CardDatabase) -> None:
    card = db.get(10000)  # Ten Thousand Dragon, ATK ? / DEF ?
    assert card.name == "Ten Thousand Dragon"
    assert card.atk is None and card.defense is None
    assert card.atk_value == 0 and card.def_value == 0
    assert card.type_bits & TypeBits.SPECIAL_SUMMON_ONLY
    assert card.describe() == "Ten Thousand Dragon [Monster/Effect] DARK Dragon Lv10 ?/?"


def test_link_monster(db: CardDatabase) -> None:
    card = db.get(98978921)
    assert card.name == "Link Spider"
    assert card.is_link and card.is_extra_deck and card.sub_kind == "Link"
    assert card.link_rating == 1 and card.level == 1 and card.rank is None
    assert card.link_arrows == LinkArrow.BOTTOM
    assert card.defense is None and card.def_value == 0
    assert card.atk == 1000
    assert card.monster_type is MonsterType.CYBERSE and card.attribute is Attribute.EARTH
    assert card.describe() == "Link Spider [Monster/Link] EARTH Cyberse Link-1 1000 [Bottom]"


def test_xyz_monster(db: CardDatabase) -> None:
    card = db.get(440556)
    assert card.name == "Bahamut Shark"
    assert card.is_xyz and card.is_extra_deck and card.sub_kind == "Xyz"
    assert card.rank == 4 and card.link_rating is None
    assert (card.atk, card.defense) == (2600, 2100)
    assert card.monster_type is MonsterType.SEA_SERPENT and card.monster_type.label == "Sea Serpent"
    assert card.describe() == "Bahamut Shark [Monster/Xyz] WATER Sea Serpent Rank4 2600/2100"


def test_pendulum_monster(db: CardDatabase) -> None:
    card = db.get(41546)  # D/D Savant Thomas, level column 0x06060008
    assert card.name == "D/D Savant Thomas"
    assert card.is_pendulum and card.level == 8 and card.pendulum_scales == (6, 6)


def test_spells_and_traps(db: CardDatabase) -> None:
    umi = db.get(22702055)
    assert umi.name == "Umi" and umi.kind is CardKind.SPELL and umi.sub_kind == "Field"
    assert umi.is_field_spell and umi.is_spell and not umi.is_monster
    assert umi.monster_type is None and umi.attribute is None
    assert umi.level == 0 and umi.atk is None and umi.defense is None
    assert umi.describe() == "Umi [Spell/Field]"

    moon = db.get(14087893)
    assert moon.name == "Book of Moon" and moon.sub_kind == "Quick-Play"
    assert moon.type_bits == TypeBits.SPELL | TypeBits.QUICK_PLAY and not moon.is_field_spell

    jammer = db.find("Magic Jammer")
    assert jammer.passcode == 77414722
    assert jammer.kind is CardKind.TRAP and jammer.sub_kind == "Counter"
    assert jammer.type_bits == TypeBits.TRAP | TypeBits.COUNTER

    assert db.find("Pot of Greed").sub_kind == "Normal"
    assert db.find("Call of the Haunted").sub_kind == "Continuous"
    assert db.find("Black Illusion Ritual").sub_kind == "Ritual"


def test_trap_monster_keeps_stats_aside(db: CardDatabase) -> None:
    apophis = db.find("Embodiment of Apophis")
    assert apophis.passcode == 28649820
    assert apophis.is_trap and apophis.sub_kind == "Continuous"
    assert apophis.monster_type is None and apophis.attribute is None and apophis.atk is None and apophis.level == 0
    stats = apophis.trap_monster
    assert stats is not None
    assert (stats.monster_type, stats.attribute, stats.level, stats.atk, stats.defense) == (
        MonsterType.REPTILE,
        Attribute.EARTH,
        4,
        1600,
        1800,
    )
    assert db.get(14087893).trap_monster is None


def test_token(db: CardDatabase) -> None:
    sheep = db.get(73915052)
    assert sheep.name == "Sheep Token" and sheep.is_token and sheep.sub_kind == "Token"
    assert not sheep.is_normal_monster


def test_alternate_artworks(db: CardDatabase) -> None:
    near = db.get(46986415)  # passcode within 20 of Dark Magician
    assert near.passcode == 46986415 and near.alias == 46986414
    assert near.is_alternate_artwork and near.identity == 46986414

    printed = db.get(36996508)  # a second printed passcode of Dark Magician
    assert printed.passcode == 36996508 and printed.alias == 46986414
    assert printed.is_alternate_artwork and printed.identity == 46986414
    assert printed.name == "Dark Magician" and printed.japanese_name == "ブラック・マジシャン"
    assert printed.matches_setcode(0x10A2)  # stored without setcode; taken from the original

    red_eyes = db.get(74677423)  # named after its original's current name
    assert red_eyes.identity == 74677422
    assert red_eyes.name == "Red-Eyes Black Dragon" and red_eyes.db_name == "Red-Eyes B. Dragon"

    # a name look-up gives the original passcode, not an artwork or a Token of the same name
    assert db.find("Dark Magician").passcode == 46986414
    assert db.find("Red-Eyes B. Dragon").passcode == 74677422


def test_treated_as_name_is_not_an_artwork(db: CardDatabase) -> None:
    ocean = db.get(295517)  # A Legendary Ocean, "always treated as Umi"
    assert ocean.alias == 22702055
    assert not ocean.is_alternate_artwork
    assert ocean.identity == 295517 and ocean.rule_code == 22702055


def test_renamed_card_found_by_both_names(db: CardDatabase) -> None:
    new = db.find("Black Skull Dragon")
    old = db.find("B. Skull Dragon")
    assert new is old
    assert new.passcode == 11901678
    assert new.name == "Black Skull Dragon" and new.db_name == "B. Skull Dragon"


def test_find_is_trimmed_and_case_insensitive(db: CardDatabase) -> None:
    assert db.find("  dark   MAGICIAN ").passcode == 46986414
    assert db.find('maxx "c"').passcode == 23434538
    assert db.find("Danger! Disaster!").passcode == 23213239  # db name carries an invisible U+200E


def test_japanese_name_lookup(db: CardDatabase) -> None:
    assert db.find("ブラック・マジシャン").passcode == 46986414
    assert db.find("月の書").passcode == 14087893
    assert db.find("増殖するG").passcode == 23434538  # the database spells it with a full-width Ｇ


def test_lookup_dispatch(db: CardDatabase) -> None:
    assert db.lookup(46986414).name == "Dark Magician"
    assert db.lookup("46986414").name == "Dark Magician"
    assert db.lookup(" 14087893 ").name == "Book of Moon"
    assert db.lookup("Umi").passcode == 22702055


def test_unknown_passcode(db: CardDatabase) -> None:
    with pytest.raises(UnknownPasscode) as info:
        db.get(1)
    assert str(info.value) == "unknown passcode 1 (cards.cdb)"
    assert info.value.passcode == 1
    assert isinstance(info.value, KeyError) and isinstance(info.value, DuelcoreError)
    with pytest.raises(UnknownPasscode):
        db.lookup("12345")


def test_unknown_card_name_suggests(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardName) as info:
        db.find("Dark Magican")
    err = info.value
    assert err.name == "Dark Magican"
    assert err.suggestions[0] == "Dark Magician"
    assert 1 <= len(err.suggestions) <= 3
    assert str(err).startswith("unknown card name 'Dark Magican'; did you mean 'Dark Magician'")
    with pytest.raises(UnknownCardName) as info:
        db.find("   ")
    assert info.value.suggestions == ()


def test_the_start_of_a_name_suggests_the_names_that_begin_with_it(db: CardDatabase) -> None:
    """"Blue-Eyes" is the start of many names: the five shortest are suggested, Blue-Eyes White
    Dragon among them (difflib alone offered none of the Blue-Eyes Dragons of 22 letters)."""
    with pytest.raises(UnknownCardName) as info:
        db.find("Blue-Eyes")
    assert info.value.suggestions == ("Blue-Eyes Toon Dragon", "Blue-Eyes Abyss Dragon", "Blue-Eyes Chaos Dragon",
                                      "Blue-Eyes Solid Dragon", "Blue-Eyes White Dragon")


def test_enum_labels() -> None:
    assert MonsterType.WINGED_BEAST.label == "Winged Beast"
    assert MonsterType.BEAST_WARRIOR.label == "Beast-Warrior"
    assert MonsterType.DIVINE_BEAST.label == "Divine-Beast"
    assert MonsterType.CREATOR_GOD.label == "Creator God"
    assert MonsterType.SPELLCASTER.label == "Spellcaster"
    assert MonsterType.ILLUSION.value == 0x2000000
    assert Attribute.DIVINE.value == 0x40
    assert LinkArrow.TOP_RIGHT.value == 0x100 and LinkArrow.RIGHT.value == 0x20
    assert TypeBits.LINK.value == 0x4000000 and TypeBits.GEMINI.value == 0x800
    assert CardKind("Trap") is CardKind.TRAP


# ----- opening other files -------------------------------------------------------------------


def test_open_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.cdb"
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(missing)
    assert str(missing) in str(info.value) and "not found" in str(info.value)


def test_open_non_sqlite_file(tmp_path: Path) -> None:
    junk = tmp_path / "junk.cdb"
    junk.write_text("#main\n46986414\n")
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(junk)
    assert str(junk) in str(info.value) and "not an SQLite database" in str(info.value)


def test_open_sqlite_without_datas(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE foo (x INTEGER)")
    conn.commit()
    conn.close()
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(path)
    assert str(path) in str(info.value) and "no 'datas' table" in str(info.value)


def test_open_sqlite_missing_column(tmp_path: Path) -> None:
    path = tmp_path / "old.cdb"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, type INTEGER)")
    conn.execute("CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(path)
    assert "lacks column(s) alias, setcode" in str(info.value)


def test_open_plain_ygopro_db_and_bad_row(tmp_path: Path) -> None:
    path = make_cdb(
        tmp_path / "tiny.cdb",
        datas=[
            (46986414, 3, 0, 0x10A2, 0x11, 2500, 2100, 7, 0x2, 0x20, 0),
            (46986415, 3, 46986414, 0, 0x11, 2500, 2100, 7, 0x2, 0x20, 0),
            (83764718, 3, 0, 0, 0x2, 0, 0, 0, 0, 0, 0),
            (55144522, 3, 0, 0, 0x2, "oops", 0, 0, 0, 0, 0),
        ],
        texts=[
            (46986414, "Dark Magician", "The ultimate wizard.\r\nLine two."),
            (46986415, "Dark Magician", "The ultimate wizard.\r\nLine two."),
            (83764718, "Monster Reborn", "Target 1 monster in either GY; Special Summon it."),
            (55144522, "Pot of Greed", "Draw 2 cards."),
        ],
    )
    tiny = CardDatabase.open(path)
    assert len(tiny) == 3 and 55144522 not in tiny
    card = tiny.get(46986414)
    assert card.japanese_name is None and card.db_name == "Dark Magician"
    assert card.text == "The ultimate wizard.\nLine two."
    assert tiny.get(46986415).identity == 46986414
    assert tiny.find("monster reborn").passcode == 83764718
    assert [c.passcode for c in tiny] == [46986414, 46986415, 83764718]
    with pytest.raises(CardDatabaseError) as info:
        tiny.get(55144522)
    assert "55144522" in str(info.value) and "atk" in str(info.value)
    assert 55144522 in tiny.bad_rows
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(path, strict=True)
    assert str(info.value) == (f"{path}: passcode 55144522: column datas.atk is 'oops', not an integer; fix that row of "
                               "the card database, or use another database (duelcore --cdb PATH)")


def test_open_reads_names_table(tmp_path: Path) -> None:
    path = make_cdb(
        tmp_path / "named.cdb",
        datas=[(11901678, 3, 0, 0x45, 0x41, 3200, 2500, 9, 0x2000, 0x20, 0)],
        texts=[(11901678, "Black Skull Dragon", "text")],
        names=[(11901678, "ブラック・デーモンズ・ドラゴン", "B. Skull Dragon")],
    )
    named = CardDatabase.open(path)
    assert named.find("B. Skull Dragon") is named.find("ブラック・デーモンズ・ドラゴン")
    assert named.get(11901678).is_fusion


@pytest.mark.skipif(not SHARED_EN_CDB.is_file(), reason="shared cards.en.cdb not present")
def test_open_source_english_cdb() -> None:
    source = CardDatabase.open(SHARED_EN_CDB)
    assert len(source) == 10628 and source.bad_rows == {}
    card = source.get(11901678)
    assert card.name == "B. Skull Dragon" == card.db_name and card.japanese_name is None
    assert source.get(36996508).identity == 46986414
    assert source.get(46986414).describe() == CardDatabase.default().get(46986414).describe()


# ----- rows with numbers no card can have ------------------------------------------------------

#: (passcode, type, atk, def, level, race, attribute) of rows a card database may hold, one of each
#: kind at the ends of the allowed ranges: "?" ATK/DEF, Level 13, Rank 13, Link-8 with every
#: arrow, Pendulum Scales 13, a Trap monster, a Spell whose unused ATK column holds anything.
GOOD_ROWS = [
    (101, 0x11, -2, -2, 0, 0x1, 0x1),
    (102, 0x11, 100_000, 0, 13, 0x1, 0x1),
    (103, 0x800021, 2500, 2000, 13, 0x1, 0x20),
    (104, 0x4000021, 3000, 0x1EF, 8, 0x1, 0x20),
    (105, 0x1000011, 1200, 1000, 0x0D0D0004, 0x1, 0x20),
    (106, 0x24, -2, 0, 4, 0x2, 0x10),
    (107, 0x2, 10**17, -99, 99, 0, 0),
]

#: Rows with a number out of range, and the reason their row is refused (naming the column).
ABSURD_ROWS = [
    ((201, 0x11, 10**17, 2100, 7, 0x2, 0x20), 'column datas.atk is 100000000000000000, not an ATK (0 to 100,000, or -2 for "?")'),
    ((202, 0x11, -1, 2100, 7, 0x2, 0x20), 'column datas.atk is -1, not an ATK (0 to 100,000, or -2 for "?")'),
    ((203, 0x11, 2500, -500, 7, 0x2, 0x20), 'column datas.def is -500, not a DEF (0 to 100,000, or -2 for "?")'),
    ((204, 0x11, 2500, 100_001, 7, 0x2, 0x20), 'column datas.def is 100001, not a DEF (0 to 100,000, or -2 for "?")'),
    ((205, 0x11, 2500, 2100, 14, 0x2, 0x20), "column datas.level is 14, not a Level (0 to 13)"),
    ((206, 0x11, 2500, 2100, -1, 0x2, 0x20), "column datas.level is -1, not a Level (0 to 13)"),
    ((207, 0x11, 2500, 2100, 0x10007, 0x2, 0x20), "column datas.level is 65543, not a Level (0 to 13)"),
    ((208, 0x800021, 2500, 2100, 99, 0x2, 0x20), "column datas.level is 99, not a Rank (0 to 13)"),
    ((209, 0x4000021, 2500, 0, 2, 0x2, 0x20), "column datas.def is 0, not a Link Monster's Link Arrows (a set of the bits of 0x1ef)"),
    ((210, 0x4000021, 2500, 0x10, 1, 0x2, 0x20), "column datas.def is 16, not a Link Monster's Link Arrows (a set of the bits of 0x1ef)"),
    ((211, 0x4000021, 2500, 0x3, 9, 0x2, 0x20), "column datas.level is 9, not a Link Rating (1 to 8)"),
    ((212, 0x1000011, 1200, 1000, 0x0D1D0004, 0x2, 0x20), "column datas.level is 0xd1d0004, holding 29, not a right Pendulum Scale (0 to 13)"),
    ((213, 0x1000011, 1200, 1000, 0xFF0D0004, 0x2, 0x20), "column datas.level is 0xff0d0004, holding 255, not a left Pendulum Scale (0 to 13)"),
    ((214, 0x1000011, 1200, 1000, 0x0D0D0104, 0x2, 0x20),
     "column datas.level is 218956036, not a Pendulum Monster's Level and Pendulum Scales (bytes, lowest first: Level, 0, "
     "right Scale, left Scale)"),
    ((215, 0x24, 10**17, 0, 4, 0x2, 0x10), 'column datas.atk is 100000000000000000, not an ATK (0 to 100,000, or -2 for "?")'),
]


def _stat_rows_cdb(path: Path, rows: list[tuple]) -> Path:
    return make_cdb(
        path,
        datas=[(code, 3, 0, 0, type_, atk, def_, level, race, attr, 0) for code, type_, atk, def_, level, race, attr in rows],
        texts=[(row[0], f"Card {row[0]}", "") for row in rows],
    )


def test_rows_within_every_range_are_read(tmp_path: Path) -> None:
    db = CardDatabase.open(_stat_rows_cdb(tmp_path / "good.cdb", GOOD_ROWS), strict=True)
    assert db.bad_rows == {}
    assert [(c.passcode, c.atk, c.defense, c.level) for c in db] == [
        (101, None, None, 0), (102, 100_000, 0, 13), (103, 2500, 2000, 13), (104, 3000, None, 8), (105, 1200, 1000, 4),
        (106, None, None, 0), (107, None, None, 0)]
    assert db.get(104).link_arrows == LinkArrow(0x1EF)
    assert db.get(105).pendulum_scales == (13, 13)
    assert db.get(106).trap_monster.atk is None and db.get(106).trap_monster.level == 4


@pytest.mark.parametrize("row,reason", ABSURD_ROWS, ids=[str(r[0]) for r, _ in ABSURD_ROWS])
def test_a_row_with_an_absurd_number_is_refused_naming_file_passcode_and_column(tmp_path: Path, row, reason) -> None:
    """A number no card can have (an ATK of 10**17, a negative DEF other than "?", Level 14...) is
    not read as the card: using the card raises an error naming the file, the passcode, the column
    and what to do; the other cards of the database are read."""
    path = _stat_rows_cdb(tmp_path / "absurd.cdb", [row, GOOD_ROWS[0]])
    db = CardDatabase.open(path)
    code = row[0]
    assert db.bad_rows == {code: reason}
    assert code not in db and [c.passcode for c in db] == [101]
    expected = f"{path}: passcode {code}: {reason}; fix that row of the card database, or use another database (duelcore --cdb PATH)"
    with pytest.raises(CardDatabaseError) as info:
        db.get(code)
    assert str(info.value) == expected
    with pytest.raises(CardDatabaseError) as info:
        db.find(f"card {code}")
    assert str(info.value) == expected
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.open(path, strict=True)
    assert str(info.value) == expected


def test_the_cli_refuses_a_card_with_an_absurd_atk(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from duelcore.interfaces.cli import main

    path = make_cdb(tmp_path / "absurd.cdb", datas=[(46986414, 3, 0, 0x10A2, 0x11, 10**17, 2100, 7, 0x2, 0x20, 0)],
                    texts=[(46986414, "Dark Magician", "The ultimate wizard.")])
    expected = (f"Error: {path}: passcode 46986414: column datas.atk is 100000000000000000, not an ATK (0 to 100,000, "
                'or -2 for "?"); fix that row of the card database, or use another database (duelcore --cdb PATH)\n')
    for key in ("Dark Magician", "46986414"):
        res = CliRunner().invoke(main, ["--cdb", str(path), "card", key], catch_exceptions=False)
        assert (res.exit_code, res.output) == (1, expected)
    deck = tmp_path / "dm.ydk"
    deck.write_text("#main\n" + "46986414\n" * 40 + "#extra\n!side\n")
    res = CliRunner().invoke(main, ["--cdb", str(path), "duel", str(deck), str(deck)], catch_exceptions=False)
    assert (res.exit_code, res.output) == (1, expected)
