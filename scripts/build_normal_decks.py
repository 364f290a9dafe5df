"""Build the shipped Normal Monster decks ``duelcore/decks/data/normal/normal_{yugi,kaiba}.ydk``.

Each deck is made of the Normal Monsters of a 2002 Starter Deck (Starter Deck: Yugi, Starter Deck:
Kaiba), as the shipped ``starter/*.ydk`` lists them and the shipped card database classifies them
(``CardData.is_normal_monster``; Tokens are not Normal Monsters here):

1. every Normal Monster of the Starter Deck once;
2. then a second copy of its Level 4-or-lower Normal Monsters, highest ATK first (ties: the order
   of the Starter Deck's set list), until the Main Deck has exactly 40 cards.

Each second copy is written right after its first copy; the cards keep the Starter Deck's order.
The rule is also written in each file's ``#created by`` line.

Usage (from the repository root)::

    python scripts/build_normal_decks.py          # (re)write the two files
    python scripts/build_normal_decks.py --check  # exit 1 if a file differs from what would be written
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from duelcore.decks.deck import DATA_DIR  # noqa: E402
from duelcore.formats.decklist import Deck  # noqa: E402
from duelcore.formats.ydk import read_ydk, write_ydk  # noqa: E402

DECK_SIZE = 40
MAX_LEVEL_FOR_SECOND_COPY = 4

#: output stem -> (Starter Deck file under duelcore/decks/data, product name)
NORMAL_DECKS: dict[str, tuple[str, str]] = {
    "normal_yugi": ("starter/SDY_Starter_Deck_Yugi.ydk", "Starter Deck: Yugi"),
    "normal_kaiba": ("starter/SDK_Starter_Deck_Kaiba.ydk", "Starter Deck: Kaiba"),
}

RULE = (
    "every Normal Monster of {product} once, then a second copy of its Level 1-4 Normal Monsters "
    "by highest ATK first (ties: set-list order) up to 40 cards; second copies follow their first"
)


def normal_deck_cards(starter: Deck, db) -> list[int]:
    """Main Deck passcodes of the Normal Monster deck built from ``starter`` (rule in the module docstring).

    Args:
        starter: the Starter Deck (only its Main Deck is read).
        db: card database with ``get(passcode)`` returning cards with ``is_normal_monster``,
            ``is_token``, ``level`` and ``atk`` (None for a printed "?", ranked as 0).

    Returns:
        40 passcodes, each at most twice.

    Raises:
        ValueError: the Starter Deck has more than 40 distinct Normal Monsters, or too few of
            Level 4 or lower to reach 40 with second copies.
    """
    normals: list[int] = []
    for code in starter.main:
        card = db.get(code)
        if card.is_normal_monster and not card.is_token and code not in normals:
            normals.append(code)
    if len(normals) > DECK_SIZE:
        raise ValueError(f"{starter.name}: {len(normals)} Normal Monsters, more than {DECK_SIZE}")
    candidates = [code for code in normals if db.get(code).level <= MAX_LEVEL_FOR_SECOND_COPY]
    candidates.sort(key=lambda code: (-(db.get(code).atk or 0), normals.index(code)))
    needed = DECK_SIZE - len(normals)
    if len(candidates) < needed:
        raise ValueError(f"{starter.name}: only {len(candidates)} Normal Monsters of Level "
                         f"{MAX_LEVEL_FOR_SECOND_COPY} or lower for {needed} second copies")
    doubled = set(candidates[:needed])
    cards: list[int] = []
    for code in normals:
        cards.extend([code, code] if code in doubled else [code])
    return cards


def build(db) -> dict[str, str]:
    """The ``.ydk`` text of each Normal Monster deck, by output stem (``normal_yugi``, ``normal_kaiba``)."""
    texts: dict[str, str] = {}
    for stem, (source, product) in NORMAL_DECKS.items():
        starter = read_ydk(DATA_DIR / source)
        deck = Deck(name=stem, main=normal_deck_cards(starter, db))
        created_by = "scripts/build_normal_decks.py: " + RULE.format(product=product)
        texts[stem] = write_ydk(deck, created_by=created_by)
    return texts


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the two files; returns the process exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, do not write")
    args = parser.parse_args(argv)

    from duelcore.cards.database import CardDatabase

    out_dir = DATA_DIR / "normal"
    status = 0
    for stem, text in build(CardDatabase.default()).items():
        path = out_dir / f"{stem}.ydk"
        if args.check:
            same = path.is_file() and path.read_text(encoding="utf-8") == text
            print(f"{path}: {'up to date' if same else 'DIFFERS'}")
            status |= 0 if same else 1
        else:
            out_dir.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="\n")
            print(f"wrote {path}")
    return status


if __name__ == "__main__":
    sys.exit(main())
