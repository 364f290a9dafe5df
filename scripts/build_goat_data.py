#!/usr/bin/env python3
"""Build the Goat format's shipped data from the period databases and lists.

Inputs (``../shared/data``; FORMATS.md 1.1 and 4.3 for the file layouts):
  * ``cards/goat-entries.cdb`` and ``cards/goat-preerrata-subset.cdb`` -- the "(GOAT)" and
    "(Pre-Errata)" variant rows of the cards whose period text plays differently; each row's
    ``alias`` is the ordinary passcode and its ``desc`` the period text.
  * ``cards/cards.goat.en.cdb`` -- an English database of the Goat era (its ``desc`` is the period
    text for many cards, today's for others).
  * ``cards/cards.en.cdb`` -- today's texts, to keep only the texts that differ.
  * ``banlists/GOAT.lflist.conf`` -- the Goat card pool, a whitelist that names the variant rows.

Outputs:
  * ``duelcore/cards/data/texts-2005.json``: ``{"source": ..., "variants": {variant: [ordinary,
    name]}, "texts": {ordinary passcode: period text}}``. A card's period text is its
    "(GOAT)" row's ``desc``, else ``cards.goat.en.cdb``'s when it differs from today's (the era's own
    wording), else its "(Pre-Errata)" row's (those rows often put the period effect in today's
    words); only texts that differ from today's are kept (a card not listed reads the same
    then and now).
  * ``duelcore/decks/data/banlists/goat-pool.lflist.conf``: ``GOAT.lflist.conf`` as it is.

Keys are written sorted, so the same inputs always give the same files.

Usage (from the repository root)::

    python scripts/build_goat_data.py [--shared PATH]

Exit status 0 on success; 1 with a message on stderr when an input is missing.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SHARED = REPO.parent / "shared" / "data"
TEXTS_OUT = REPO / "duelcore" / "cards" / "data" / "texts-2005.json"
POOL_OUT = REPO / "duelcore" / "decks" / "data" / "banlists" / "goat-pool.lflist.conf"

SOURCE = ("Period card texts of the Goat format (April 2005): the \"(GOAT)\" and \"(Pre-Errata)\" rows of "
          "goat-entries.cdb and goat-preerrata-subset.cdb (ProjectIgnis), else cards.goat.en.cdb "
          "(purerosefallen/ygopro-goat); only texts that differ from today's.")


def _rows(path: Path, sql: str) -> list[tuple]:
    if not path.is_file():
        raise SystemExit(f"build_goat_data: missing input {path}")
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
        return list(con.execute(sql))


def _norm(text: str) -> str:
    return " ".join(text.replace("\r", "").split())


def build(shared: Path) -> tuple[dict, str]:
    """The texts JSON object and the pool file's text, from the inputs under ``shared``."""
    cards = shared / "cards"
    current = dict(_rows(cards / "cards.en.cdb", "SELECT id, desc FROM texts"))
    variants: dict[int, tuple[int, str]] = {}
    texts: dict[int, str] = {}
    # The "(GOAT)" rows first; then the era database's own wording where it differs from today's
    # (its Ring of Destruction is the printed text of 2005, where the "(Pre-Errata)" row puts the
    # period effect in today's words); then the "(Pre-Errata)" rows.
    sql = "SELECT d.id, d.alias, t.name, t.desc FROM datas d JOIN texts t ON t.id = d.id"
    for vid, alias, vname, desc in _rows(cards / "goat-entries.cdb", sql):
        variants[vid] = (alias, vname)
        texts[alias] = desc
    for pid, desc in _rows(cards / "cards.goat.en.cdb", "SELECT id, desc FROM texts"):
        if pid in current and _norm(desc) != _norm(current[pid]):
            texts.setdefault(pid, desc)
    for vid, alias, vname, desc in _rows(cards / "goat-preerrata-subset.cdb", sql):
        variants[vid] = (alias, vname)
        texts.setdefault(alias, desc)
    for pid, desc in _rows(cards / "cards.goat.en.cdb", "SELECT id, desc FROM texts"):
        texts.setdefault(pid, desc)
    kept = {p: t for p, t in texts.items() if p in current and _norm(t) != _norm(current[p])}
    data = {
        "source": SOURCE,
        "variants": {str(v): [a, n] for v, (a, n) in sorted(variants.items())},
        "texts": {str(p): kept[p].replace("\r\n", "\n") for p in sorted(kept)},
    }
    pool = (shared / "banlists" / "GOAT.lflist.conf")
    if not pool.is_file():
        raise SystemExit(f"build_goat_data: missing input {pool}")
    return data, pool.read_text(encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="the shared data folder")
    args = parser.parse_args(argv)
    data, pool = build(args.shared)
    TEXTS_OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0, sort_keys=False) + "\n", encoding="utf-8")
    POOL_OUT.write_text(pool, encoding="utf-8")
    print(f"{TEXTS_OUT.relative_to(REPO)}: {len(data['variants'])} variant rows, {len(data['texts'])} period texts")
    print(f"{POOL_OUT.relative_to(REPO)}: copied")
    return 0


if __name__ == "__main__":
    sys.exit(main())
