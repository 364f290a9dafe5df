#!/usr/bin/env python3
"""Print the expected-stats table of tests/test_starter_normal_monsters.py from the source databases.

Reads the four Starter Decks shipped in ``duelcore/decks/data/starter/*.ydk`` (Yugi, Kaiba, Joey,
Pegasus), and for every Normal Monster in them (type bits exactly Monster + Normal, 0x11) prints one
row ``(passcode, name, Level, Attribute, Type, ATK, DEF)`` in order of first appearance. The numbers
and the Attribute/Type come straight from the source YGOPro database ``cards.en.cdb`` (columns of
FORMATS.md 1.1), decoded here with YGOPro's own constants, not with duelcore's, so the test compares
duelcore against an independent reading. The name is the current English (TCG) name from
``card-names.tsv`` (the name duelcore shows, see scripts/build_card_db.py); where the source database
spells it differently, that spelling is printed too (``SOURCE_NAMES``).

The output is pasted into the test once and committed; the tests never read these inputs. Run it
again only to re-derive the table after a deck or source-database change.

Usage (from the repository root)::

    python scripts/build_starter_normal_table.py [--cdb PATH] [--names PATH]

Exit status 0; 1 with a message on stderr when an input is missing or a deck card is not in the cdb.
"""

from __future__ import annotations

import argparse
import csv
import json
import sqlite3
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STARTER = REPO / "duelcore" / "decks" / "data" / "starter"
DECK_ORDER = ("SDY", "SDK", "SDJ", "SDP")  # Yugi, Kaiba, Joey, Pegasus
DEFAULT_CDB = REPO.parent / "shared" / "data" / "cards" / "cards.en.cdb"
DEFAULT_NAMES = REPO.parent / "shared" / "data" / "cards" / "card-names.tsv"

TYPE_MONSTER, TYPE_NORMAL = 0x1, 0x10

#: YGOPro ``RACE_*`` bits (ocgcore constant.lua) -> the Type as printed.
RACES = {
    0x1: "Warrior", 0x2: "Spellcaster", 0x4: "Fairy", 0x8: "Fiend", 0x10: "Zombie", 0x20: "Machine",
    0x40: "Aqua", 0x80: "Pyro", 0x100: "Rock", 0x200: "Winged Beast", 0x400: "Plant", 0x800: "Insect",
    0x1000: "Thunder", 0x2000: "Dragon", 0x4000: "Beast", 0x8000: "Beast-Warrior", 0x10000: "Dinosaur",
    0x20000: "Fish", 0x40000: "Sea Serpent", 0x80000: "Reptile", 0x100000: "Psychic",
    0x200000: "Divine-Beast", 0x400000: "Creator God", 0x800000: "Wyrm", 0x1000000: "Cyberse",
    0x2000000: "Illusion",
}
#: YGOPro ``ATTRIBUTE_*`` bits -> the Attribute as printed.
ATTRIBUTES = {0x1: "EARTH", 0x2: "WATER", 0x4: "FIRE", 0x8: "WIND", 0x10: "LIGHT", 0x20: "DARK", 0x40: "DIVINE"}


def deck_passcodes(path: Path) -> list[int]:
    """Every passcode line of a ``.ydk`` file, in file order (Main, Extra then Side Deck).

    Comment (``#``) and section (``!``) lines and blank lines are skipped. Raises ValueError on any
    other line that is not a number.
    """
    codes = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "!")):
            codes.append(int(line))
    return codes


def current_names(path: Path) -> dict[int, str]:
    """passcode -> current English name, from the tab-separated ``card-names.tsv`` (``en_name`` column)."""
    with path.open(encoding="utf-8", newline="") as fh:
        return {int(row["passcode"]): row["en_name"] for row in csv.DictReader(fh, delimiter="\t")}


def table_rows(cdb: Path, names_tsv: Path) -> tuple[list[tuple], dict[int, str]]:
    """The table rows ``(passcode, name, level, attribute, type, atk, def)`` and ``{passcode: cdb name}``
    for the cards whose source-database name differs from the current one.

    Raises LookupError when a deck card is missing from the cdb.
    """
    decks = sorted(STARTER.glob("*.ydk"), key=lambda p: DECK_ORDER.index(p.stem.split("_", 1)[0]))
    names = current_names(names_tsv)
    conn = sqlite3.connect(f"{cdb.resolve().as_uri()}?mode=ro", uri=True)
    rows: list[tuple] = []
    source_names: dict[int, str] = {}
    seen: set[int] = set()
    try:
        for deck in decks:
            for code in deck_passcodes(deck):
                if code in seen:
                    continue
                seen.add(code)
                found = conn.execute(
                    "SELECT t.name, d.type, d.level, d.attribute, d.race, d.atk, d.def "
                    "FROM datas d JOIN texts t ON t.id = d.id WHERE d.id = ?", (code,)).fetchone()
                if found is None:
                    raise LookupError(f"{deck.name}: passcode {code} is not in {cdb}")
                cdb_name, type_, level, attribute, race, atk, def_ = found
                if type_ != TYPE_MONSTER | TYPE_NORMAL:
                    continue
                name = names.get(code, cdb_name)
                if name != cdb_name:
                    source_names[code] = cdb_name
                rows.append((code, name, level & 0xFF, ATTRIBUTES[attribute], RACES[race], atk, def_))
    finally:
        conn.close()
    return rows, source_names


def _py(value: object) -> str:
    """A table value as Python source, strings in double quotes."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else repr(value)


def main(argv: list[str] | None = None) -> int:
    """Print ``NORMAL_MONSTERS = [...]`` and ``SOURCE_NAMES = {...}`` as Python; returns the exit code."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cdb", type=Path, default=DEFAULT_CDB, help="the source cards.en.cdb")
    ap.add_argument("--names", type=Path, default=DEFAULT_NAMES, help="the source card-names.tsv")
    args = ap.parse_args(argv)
    for path in (args.cdb, args.names):
        if not path.is_file():
            print(f"{path}: not found", file=sys.stderr)
            return 1
    try:
        rows, source_names = table_rows(args.cdb, args.names)
    except LookupError as exc:
        print(exc, file=sys.stderr)
        return 1
    print("NORMAL_MONSTERS = [")
    for row in rows:
        print("    (" + ", ".join(_py(value) for value in row) + "),")
    print("]")
    print("SOURCE_NAMES = {" + ", ".join(f"{code}: {_py(name)}" for code, name in source_names.items()) + "}")
    print(f"# {len(rows)} Normal Monsters", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
