#!/usr/bin/env python3
"""Build the two shipped test decks that use every scripted card: effects-yugi and effects-kaiba.

The scripted Main Deck cards (Spells, Traps and Effect Monsters), in passcode order, are dealt
alternately to the two decks, one copy each; each Main Deck is then filled up to 40 cards (at least
10 more) with the Normal Monsters of the matching Normal-Monster deck, in that deck's order; each
Extra Deck holds one copy of every scripted Extra Deck monster.
The lists are written to duelcore/decks/data/effects/ and committed; run this again when a card
script is added (``--check`` only compares).
"""

from __future__ import annotations

import argparse
import pathlib
import sys

from duelcore.cards.database import CardDatabase
from duelcore.cards.scripts import scripted_passcodes
from duelcore.decks import load_deck
from duelcore.formats.ydk import write_ydk
from duelcore.decks.deck import Deck

OUT = pathlib.Path(__file__).resolve().parents[1] / "duelcore" / "decks" / "data" / "effects"


def build(which: str, db: CardDatabase) -> Deck:
    """The effects deck built on the Normal-Monster deck ``normal-<which>``."""
    scripted = [code for code in scripted_passcodes() if code in db]
    normals = load_deck(f"normal-{which}", db).main
    main_cards = [code for code in scripted if not db.get(code).is_extra_deck]
    main = main_cards[("yugi", "kaiba").index(which)::2]
    if len(main) > 50:
        raise SystemExit(f"{len(main)} scripted cards for effects-{which}: more than a 60-card deck holds with 10 Normal Monsters")
    extra = [code for code in scripted if db.get(code).is_extra_deck]
    target = max(40, len(main) + 10)
    for code in normals:
        if len(main) >= target:
            break
        main.append(code)
    return Deck(name=f"effects_{which}", main=main, extra=extra, side=[])


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) both decks; returns the exit code."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = ap.parse_args(argv)
    db = CardDatabase.default()
    OUT.mkdir(parents=True, exist_ok=True)
    status = 0
    for which in ("yugi", "kaiba"):
        deck = build(which, db)
        text = write_ydk(deck, created_by=f"scripts/build_effect_decks.py: half of the scripted cards once, then normal-{which} up to 40")
        path = OUT / f"effects_{which}.ydk"
        if args.check:
            if not path.exists() or path.read_text() != text:
                print(f"{path} is out of date")
                status = 1
        else:
            path.write_text(text)
            print(f"wrote {path} ({len(deck.main)} cards)")
    return status


if __name__ == "__main__":
    sys.exit(main())
