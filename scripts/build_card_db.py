#!/usr/bin/env python3
"""Build duelcore's shipped card database ``duelcore/cards/data/cards.cdb``.

Inputs (FORMATS.md 1.1; data/README.md):
  * ``cards.en.cdb`` -- the English YGOPro/EDOPro database (tables ``datas`` and ``texts``). Every one
    of its rows goes into the output, and only those rows.
  * ``card-names.tsv`` -- passcode -> current English (TCG) name and official Japanese name,
    tab-separated with a header line (columns ``passcode``, ``en_name``, ``ja_name`` are used). A
    field holding a double quote is CSV-quoted: enclosed in quotes, its own quotes doubled.

Output: an SQLite file with YGOPro's ``datas``/``texts`` tables created by the very ``CREATE TABLE``
statements of the input (so YGOPro/EDOPro clients read it unchanged), where ``texts.name`` is the
English name from the tsv when the tsv has the passcode (for an alternate artwork the tsv does not
list, the tsv entry of its original card) and the input's own name otherwise, plus one extra table
that the clients ignore::

    names(id INTEGER PRIMARY KEY, ja_name TEXT, db_name TEXT)
    setnames(code INTEGER PRIMARY KEY, name TEXT)

``setnames`` holds the archetype names of ``strings.en.conf``'s ``!setname 0xCODE Name`` lines (the
names Fusion Material texts such as ``1 "Ritual Beast Tamer" monster`` use). ``ja_name`` is the Japanese name from the tsv, found the same way (NULL when unknown) and ``db_name`` is the input's English name when
it differs from ``texts.name`` (NULL when identical), kept as a look-up alias. A ``names`` row exists
only when one of the two is not NULL. Rows are written in passcode order and the file is VACUUMed,
so the same inputs always give the same file.

Usage (from the repository root)::

    python scripts/build_card_db.py [--cdb PATH] [--names PATH] [--strings PATH] [--out PATH]

Exit status 0 on success; 1 with a message on stderr when an input is missing or malformed.
"""

from __future__ import annotations

import argparse
import csv
import os
import re
import sqlite3
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CDB = REPO.parent / "shared" / "data" / "cards" / "cards.en.cdb"
DEFAULT_NAMES = REPO.parent / "shared" / "data" / "cards" / "card-names.tsv"
DEFAULT_STRINGS = REPO.parent / "shared" / "data" / "cards" / "strings.en.conf"
DEFAULT_OUT = REPO / "duelcore" / "cards" / "data" / "cards.cdb"

ARTWORK_OFFSET = 20

NAMES_TABLE_SQL = "CREATE TABLE names (id INTEGER PRIMARY KEY, ja_name TEXT, db_name TEXT)"
SETNAMES_TABLE_SQL = "CREATE TABLE setnames (code INTEGER PRIMARY KEY, name TEXT)"


class BuildError(Exception):
    """An input file that is missing or does not have the expected layout."""


def read_names(path: Path) -> dict[int, tuple[str, str | None]]:
    """Read ``card-names.tsv`` into ``{passcode: (english_name, japanese_name or None)}``.

    The file is tab-separated with CSV quoting (a field holding ``"`` is quoted, its quotes doubled).

    Raises BuildError when the file is missing, lacks the ``passcode``/``en_name``/``ja_name``
    columns, or has a non-numeric or duplicated passcode (naming the line).
    """
    if not path.is_file():
        raise BuildError(f"{path}: card name table not found")
    result: dict[int, tuple[str, str | None]] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh, delimiter="\t")
        missing = {"passcode", "en_name", "ja_name"} - set(reader.fieldnames or ())
        if missing:
            raise BuildError(f"{path}: missing column(s) {', '.join(sorted(missing))}")
        for row in reader:
            line = reader.line_num
            raw = (row["passcode"] or "").strip()
            if not raw.isdigit():
                raise BuildError(f"{path}:{line}: passcode {raw!r} is not a number")
            code = int(raw)
            if code in result:
                raise BuildError(f"{path}:{line}: passcode {code} listed twice")
            en = (row["en_name"] or "").strip()
            ja = (row["ja_name"] or "").strip() or None
            if not en:
                raise BuildError(f"{path}:{line}: passcode {code} has no English name")
            result[code] = (en, ja)
    return result


def read_setnames(path: Path) -> dict[int, str]:
    """Read the ``!setname 0xCODE Name`` lines of a YGOPro ``strings.conf`` into ``{code: name}``
    (a trailing ``|`` comment part is dropped). Raises BuildError if the file is missing."""
    if not path.is_file():
        raise BuildError(f"{path}: strings file not found")
    out: dict[int, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"!setname\s+0x([0-9a-fA-F]+)\s+(.+)$", line.strip())
        if m:
            out[int(m.group(1), 16)] = m.group(2).split("|")[0].strip()
    return out


def table_sql(src: sqlite3.Connection, table: str) -> str:
    """Return the ``CREATE TABLE`` statement of ``table`` in ``src``; BuildError if it is absent."""
    row = src.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
    if row is None or not row[0]:
        raise BuildError(f"table {table!r} not found")
    return row[0]


def columns(src: sqlite3.Connection, table: str) -> list[str]:
    """Column names of ``table`` in declaration order."""
    return [r[1] for r in src.execute(f'PRAGMA table_info("{table}")')]


def alternate_artworks(rows: list[tuple], alias_idx: int, name_idx: int) -> dict[int, int]:
    """Map each alternate-artwork passcode to the passcode of its original card.

    ``rows`` are joined datas+texts rows with the passcode first. A row is an alternate artwork of
    its non-zero ``alias`` when the two passcodes differ by less than ARTWORK_OFFSET (YGOPro's
    ``CARD_ARTWORK_VERSIONS_OFFSET``, FORMATS.md 1.1) or when the ``alias`` row has the same English
    name (a second printed passcode of the same card, e.g. Dark Magician 36996508 -> 46986414).
    """
    names = {row[0]: row[name_idx] for row in rows}
    result: dict[int, int] = {}
    for row in rows:
        code, alias = row[0], row[alias_idx]
        if not alias or alias not in names:
            continue
        if abs(alias - code) < ARTWORK_OFFSET or names[alias].strip().casefold() == row[name_idx].strip().casefold():
            result[code] = alias
    return result


def build(cdb: Path, names_path: Path, out: Path, strings_path: Path = DEFAULT_STRINGS) -> dict[str, int]:
    """Build the card database at ``out`` from ``cdb`` and ``names_path``.

    The output is written to a temporary file in the same directory and renamed over ``out`` only
    when complete. Returns counts: ``rows`` (cards written), ``renamed`` (``texts.name`` taken from
    the tsv and different from the input's name), ``from_original`` (alternate artworks named after
    their original card's tsv entry), ``japanese`` (rows with a Japanese name),
    ``names_rows`` (rows of the ``names`` table) and ``bytes`` (output size).
    Raises BuildError on a missing/malformed input.
    """
    if not cdb.is_file():
        raise BuildError(f"{cdb}: card database not found")
    names = read_names(names_path)
    setnames = read_setnames(strings_path)
    src = sqlite3.connect(f"{cdb.resolve().as_uri()}?mode=ro", uri=True)
    try:
        try:
            datas_sql = table_sql(src, "datas")
            texts_sql = table_sql(src, "texts")
        except sqlite3.DatabaseError as exc:
            raise BuildError(f"{cdb}: not a readable SQLite database ({exc})") from exc
        except BuildError as exc:
            raise BuildError(f"{cdb}: {exc}") from exc
        datas_cols = columns(src, "datas")
        texts_cols = columns(src, "texts")
        if "id" not in datas_cols or "id" not in texts_cols or "name" not in texts_cols:
            raise BuildError(f"{cdb}: datas/texts tables lack the id/name columns")
        dcols = ", ".join(f'd."{c}"' for c in datas_cols)
        tcols = ", ".join(f't."{c}"' for c in texts_cols)
        rows = src.execute(
            f"SELECT {dcols}, {tcols} FROM datas d INNER JOIN texts t ON d.id = t.id ORDER BY d.id"
        ).fetchall()
        n_datas = src.execute("SELECT COUNT(*) FROM datas").fetchone()[0]
    finally:
        src.close()
    if len(rows) != n_datas:
        raise BuildError(f"{cdb}: {n_datas} datas rows but only {len(rows)} have a texts row")

    nd = len(datas_cols)
    name_idx = nd + texts_cols.index("name")
    artwork_of = alternate_artworks(rows, datas_cols.index("alias"), name_idx)
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=".cards-", suffix=".cdb", dir=out.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    stats = {"rows": 0, "renamed": 0, "japanese": 0, "names_rows": 0, "from_original": 0}
    try:
        tmp.unlink()
        dst = sqlite3.connect(tmp)
        try:
            dst.execute(datas_sql)
            dst.execute(texts_sql)
            dst.execute(NAMES_TABLE_SQL)
            dst.execute(SETNAMES_TABLE_SQL)
            dst.executemany("INSERT INTO setnames (code, name) VALUES (?, ?)", sorted(setnames.items()))
            dph = ", ".join("?" * nd)
            tph = ", ".join("?" * len(texts_cols))
            dnames = ", ".join(f'"{c}"' for c in datas_cols)
            tnames = ", ".join(f'"{c}"' for c in texts_cols)
            for row in rows:
                code = row[0]
                drow = list(row[:nd])
                trow = list(row[nd:])
                db_name = row[name_idx]
                en, ja = names.get(code, (None, None))
                if en is None and artwork_of.get(code) in names:
                    en, ja = names[artwork_of[code]]
                    stats["from_original"] += 1
                name = en if en is not None else db_name
                trow[name_idx - nd] = name
                dst.execute(f"INSERT INTO datas ({dnames}) VALUES ({dph})", drow)
                dst.execute(f"INSERT INTO texts ({tnames}) VALUES ({tph})", trow)
                alias_name = db_name if db_name != name else None
                if ja is not None or alias_name is not None:
                    dst.execute("INSERT INTO names (id, ja_name, db_name) VALUES (?, ?, ?)", (code, ja, alias_name))
                    stats["names_rows"] += 1
                stats["rows"] += 1
                stats["renamed"] += alias_name is not None
                stats["japanese"] += ja is not None
            dst.commit()
            dst.execute("VACUUM")
        finally:
            dst.close()
        os.replace(tmp, out)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    stats["bytes"] = out.stat().st_size
    return stats


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cdb", type=Path, default=DEFAULT_CDB, help=f"input YGOPro card database (default: {DEFAULT_CDB})")
    parser.add_argument("--names", type=Path, default=DEFAULT_NAMES, help=f"card-names.tsv (default: {DEFAULT_NAMES})")
    parser.add_argument("--strings", type=Path, default=DEFAULT_STRINGS, help=f"strings.conf with !setname lines (default: {DEFAULT_STRINGS})")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output database (default: {DEFAULT_OUT})")
    args = parser.parse_args(argv)
    try:
        stats = build(args.cdb, args.names, args.out, args.strings)
    except (BuildError, sqlite3.Error, OSError) as exc:
        print(f"build_card_db: {exc}", file=sys.stderr)
        return 1
    print(
        f"wrote {args.out}: {stats['rows']} cards, {stats['renamed']} renamed from the tsv, "
        f"{stats['from_original']} artworks named after their original, {stats['japanese']} with a Japanese name, {stats['names_rows']} names rows, {stats['bytes']:,} bytes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
