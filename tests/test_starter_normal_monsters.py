"""The Normal Monsters of the four Starter Decks (Yugi, Kaiba, Joey, Pegasus) load from the shipped card
database with their printed stats.

The expected values are a committed table, derived once by ``scripts/build_starter_normal_table.py``
from the source YGOPro database ``cards.en.cdb`` (Level, Attribute, Type, ATK, DEF, type bits decoded
with YGOPro's constants) and ``card-names.tsv`` (the current English name); the tests read neither.
A second test checks the table holds exactly the Normal Monsters of the bundled ``.ydk`` files, so a
deck change is noticed. Source: the cards as printed; FORMATS.md 1.1-1.3.
"""

from __future__ import annotations

import pytest

from duelcore.cards.database import CardDatabase
from duelcore.cards.registry import needs_script
from duelcore.cards.types import CardKind, TypeBits
from duelcore.decks.deck import DATA_DIR
from duelcore.formats.ydk import read_ydk

#: (passcode, name, Level, Attribute, Type, ATK, DEF) of every Normal Monster of the four Starter
#: Decks, in order of first appearance (Yugi, Kaiba, Joey, Pegasus). Printed by
#: scripts/build_starter_normal_table.py; edit only by running it again.
NORMAL_MONSTERS = [
    (15025844, "Mystical Elf", 4, "LIGHT", "Spellcaster", 800, 2000),
    (41392891, "Feral Imp", 4, "DARK", "Fiend", 1300, 1400),
    (87796900, "Winged Dragon, Guardian of the Fortress #1", 4, "WIND", "Dragon", 1400, 1200),
    (70781052, "Summoned Skull", 6, "DARK", "Fiend", 2500, 1200),
    (32452818, "Beaver Warrior", 4, "EARTH", "Beast-Warrior", 1200, 1500),
    (46986414, "Dark Magician", 7, "DARK", "Spellcaster", 2500, 2100),
    (6368038, "Gaia The Fierce Knight", 7, "EARTH", "Warrior", 2300, 2100),
    (28279543, "Curse of Dragon", 5, "DARK", "Dragon", 2000, 1500),
    (91152256, "Celtic Guardian", 4, "EARTH", "Warrior", 1400, 1200),
    (40374923, "Mammoth Graveyard", 3, "EARTH", "Dinosaur", 1200, 800),
    (13429800, "Great White", 4, "WATER", "Fish", 1600, 800),
    (90357090, "Silver Fang", 3, "EARTH", "Beast", 1200, 800),
    (13039848, "Giant Soldier of Stone", 3, "EARTH", "Rock", 1300, 2000),
    (66672569, "Dragon Zombie", 3, "DARK", "Zombie", 1600, 0),
    (16972957, "Doma The Angel of Silence", 5, "DARK", "Fairy", 1600, 1400),
    (48365709, "Ansatsu", 5, "EARTH", "Warrior", 1700, 1200),
    (36304921, "Witty Phantom", 4, "DARK", "Fiend", 1400, 1300),
    (41218256, "Claw Reacher", 3, "DARK", "Fiend", 1000, 800),
    (47060154, "Mystic Clown", 4, "DARK", "Fiend", 1500, 1000),
    (93221206, "Ancient Elf", 4, "LIGHT", "Spellcaster", 1450, 1200),
    (46474915, "Magical Ghost", 4, "DARK", "Zombie", 1300, 1400),
    (50930991, "Neo the Magic Swordsman", 4, "LIGHT", "Spellcaster", 1700, 1000),
    (86325596, "Baron of the Fiend Sword", 4, "DARK", "Fiend", 1550, 800),
    (13723605, "Man-Eating Treasure Chest", 4, "DARK", "Fiend", 1600, 1000),
    (49218300, "Sorcerer of the Doomed", 4, "DARK", "Spellcaster", 1450, 1200),
    (89631139, "Blue-Eyes White Dragon", 8, "LIGHT", "Dragon", 3000, 2500),
    (76184692, "Hitotsu-Me Giant", 4, "EARTH", "Beast-Warrior", 1200, 1000),
    (15303296, "Ryu-Kishin", 3, "DARK", "Fiend", 1000, 500),
    (5053103, "Battle Ox", 4, "EARTH", "Beast-Warrior", 1700, 1000),
    (67724379, "Koumori Dragon", 4, "DARK", "Dragon", 1500, 1200),
    (30113682, "Judge Man", 6, "EARTH", "Warrior", 2200, 1500),
    (91939608, "Rogue Doll", 4, "LIGHT", "Spellcaster", 1600, 1000),
    (1184620, "Kojikocy", 4, "EARTH", "Warrior", 1500, 1200),
    (1784619, "Uraby", 4, "EARTH", "Dinosaur", 1500, 800),
    (31122090, "Gyakutenno Megami", 6, "LIGHT", "Fairy", 1800, 2000),
    (68516705, "Mystic Horseman", 4, "EARTH", "Beast", 1300, 1550),
    (63308047, "Terra the Terrible", 4, "DARK", "Fiend", 1200, 1300),
    (89494469, "Dark Titan of Terror", 4, "DARK", "Fiend", 1300, 1100),
    (41949033, "Dark Assailant", 4, "DARK", "Zombie", 1200, 1200),
    (75499502, "Master & Expert", 4, "EARTH", "Beast", 1200, 1000),
    (97360116, "Unknown Warrior of Fiend", 3, "DARK", "Warrior", 1000, 500),
    (45121025, "Ogre of the Black Shadow", 4, "EARTH", "Beast-Warrior", 1200, 1400),
    (24611934, "Ryu-Kishin Powered", 4, "DARK", "Fiend", 1600, 1200),
    (50005633, "Swordstalker", 6, "DARK", "Warrior", 2000, 1600),
    (97590747, "La Jinn the Mystical Genie of the Lamp", 4, "DARK", "Fiend", 1800, 1000),
    (26378150, "Rude Kaiser", 5, "EARTH", "Beast-Warrior", 1800, 1600),
    (73481154, "Destroyer Golem", 4, "EARTH", "Rock", 1500, 1000),
    (10202894, "Skull Red Bird", 4, "WIND", "Winged Beast", 1550, 1200),
    (81057959, "D. Human", 4, "EARTH", "Warrior", 1300, 1100),
    (21263083, "Pale Beast", 4, "EARTH", "Beast", 1500, 1200),
    (74677422, "Red-Eyes Black Dragon", 7, "DARK", "Dragon", 2400, 2000),
    (3573512, "Swordsman of Landstar", 3, "EARTH", "Warrior", 500, 1200),
    (88819587, "Baby Dragon", 3, "WIND", "Dragon", 1200, 700),
    (80770678, "Spirit of the Harp", 4, "LIGHT", "Fairy", 800, 2000),
    (4042268, "Island Turtle", 4, "WATER", "Aqua", 1100, 2000),
    (34460851, "Flame Manipulator", 3, "FIRE", "Spellcaster", 900, 1000),
    (44287299, "Masaki the Legendary Swordsman", 4, "EARTH", "Warrior", 1100, 1100),
    (23771716, "7 Colored Fish", 4, "WATER", "Fish", 1800, 800),
    (15480588, "Armored Lizard", 4, "EARTH", "Reptile", 1500, 1200),
    (5388481, "Darkfire Soldier #1", 4, "FIRE", "Pyro", 1700, 1150),
    (30532390, "Sky Scout", 4, "WIND", "Winged Beast", 1800, 600),
    (65570596, "Red Archery Girl", 4, "WATER", "Aqua", 1400, 1500),
    (2964201, "Ryu-Ran", 7, "FIRE", "Dragon", 2200, 2600),
    (28546905, "Illusionist Faceless Mage", 5, "DARK", "Spellcaster", 1200, 2200),
    (85639257, "Aqua Madoor", 4, "WATER", "Spellcaster", 1200, 2000),
    (59383041, "Toon Alligator", 4, "WATER", "Reptile", 800, 1600),
]
#: passcode -> the source database's English name, where it differs from the current one.
SOURCE_NAMES = {74677422: "Red-Eyes B. Dragon"}

STARTER_DIR = DATA_DIR / "starter"


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    """The shipped card database."""
    return CardDatabase.default()


@pytest.mark.parametrize("passcode, name, level, attribute, monster_type, atk, defense", [
    pytest.param(*row, id=row[1]) for row in NORMAL_MONSTERS
])
def test_normal_monster_stats(db, passcode, name, level, attribute, monster_type, atk, defense):
    """The card loads by passcode and by name as a Normal Monster with its printed stats."""
    card = db.get(passcode)
    assert card.name == name
    assert card.db_name == SOURCE_NAMES.get(passcode, name)
    assert db.find(name).passcode == passcode
    assert card.kind is CardKind.MONSTER
    assert card.type_bits == TypeBits.MONSTER | TypeBits.NORMAL
    assert card.sub_kind == "Normal"
    assert card.is_normal_monster
    assert not (card.is_effect_monster or card.is_fusion or card.is_ritual or card.is_token)
    assert not needs_script(card)
    assert card.level == level
    assert card.attribute is not None and card.attribute.label == attribute
    assert card.monster_type is not None and card.monster_type.label == monster_type
    assert (card.atk, card.defense) == (atk, defense)
    assert not card.is_alternate_artwork and card.identity == passcode


def test_table_is_the_starter_decks_normal_monsters(db):
    """The table lists each Normal Monster of the four bundled Starter Decks once, and nothing else."""
    decks = sorted(STARTER_DIR.glob("*.ydk"))
    assert [p.stem.split("_", 1)[0] for p in decks] == ["SDJ", "SDK", "SDP", "SDY"]
    in_decks: set[int] = set()
    for path in decks:
        deck = read_ydk(path)
        in_decks.update(code for code in deck.main + deck.extra + deck.side if db.get(code).is_normal_monster)
    listed = [row[0] for row in NORMAL_MONSTERS]
    assert len(listed) == len(set(listed)) == 66
    assert len({row[1] for row in NORMAL_MONSTERS}) == 66
    assert sorted(in_decks) == sorted(listed)
    assert set(SOURCE_NAMES) <= set(listed)
