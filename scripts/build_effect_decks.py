#!/usr/bin/env python3
"""Build the shipped test decks that together use every scripted card: effects-1, effects-2, ...

The scripted Main Deck cards (Spells, Traps and Effect Monsters), in passcode order, are dealt
in turn to as many decks as it takes for none to hold more than 30 of them, one copy each; each
Main Deck is then filled up to 40 cards with the Normal Monsters of a Normal-Monster deck
(normal-yugi for odd-numbered decks, normal-kaiba for even ones), in that deck's order. The
scripted Extra Deck monsters are dealt the same way (at most 15 a deck).
The lists are written to duelcore/decks/data/effects/ (older lists there are removed) and
committed; run this again when a card script is added (``--check`` only compares).
"""

from __future__ import annotations

import argparse
import math
import pathlib
import sys

from duelcore.cards.database import CardDatabase
from duelcore.cards.registry import scripted_passcodes
from duelcore.decks import load_deck
from duelcore.formats.decklist import Deck
from duelcore.formats.ydk import write_ydk

OUT = pathlib.Path(__file__).resolve().parents[1] / "duelcore" / "decks" / "data" / "effects"
SCRIPTED_PER_DECK = 30
MAIN_SIZE = 40


def build_all(db: CardDatabase) -> list[Deck]:
    """The effects decks, effects-1 first."""
    scripted = [code for code in scripted_passcodes() if code in db]
    main_cards = [code for code in scripted if not db.get(code).is_extra_deck]
    extra_cards = [code for code in scripted if db.get(code).is_extra_deck]
    count = max(2, math.ceil(len(main_cards) / SCRIPTED_PER_DECK), math.ceil(len(extra_cards) / 15))
    normals = {name: load_deck(f"normal-{name}", db).main for name in ("yugi", "kaiba")}
    decks = []
    for i in range(count):
        main = main_cards[i::count]
        for code in normals["yugi" if i % 2 == 0 else "kaiba"]:
            if len(main) >= MAIN_SIZE:
                break
            main.append(code)
        decks.append(Deck(name=f"effects_{i + 1}", main=main, extra=extra_cards[i::count], side=[]))
    return decks


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) the decks; returns the exit code."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = ap.parse_args(argv)
    db = CardDatabase.default()
    decks = build_all(db)
    texts = {f"{d.name}.ydk": write_ydk(d, created_by="scripts/build_effect_decks.py: a share of the scripted cards, "
                                                      "then Normal Monsters up to 40") for d in decks}
    if args.check:
        present = {p.name: p.read_text() for p in OUT.glob("*.ydk")}
        if present != texts:
            print(f"{OUT} is out of date: run python scripts/build_effect_decks.py")
            return 1
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.ydk"):
        if old.name not in texts:
            old.unlink()
    for name, text in texts.items():
        (OUT / name).write_text(text)
        print(f"wrote {OUT / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
