"""Card texts of an era: which text a card is played by, and the variant passcodes that name them.

A card whose errata changed how it plays keeps its period text: a format chooses the card texts of
its era (``"2005"`` for the Goat format, ``"current"`` for today's). A card script may register a
period variant next to its current script (``cards.registry.script(..., texts="2005")``); the
engine plays the variant under that era and the current script otherwise, never a special case in
the rules.

The data (``data/texts-2005.json``, built by ``scripts/build_goat_data.py``):

- the period texts that differ from today's, by ordinary passcode: a card's "(GOAT)" or
  "(Pre-Errata)" variant row's text when it has one, else the Goat-era database's;
- the variant rows: Goat card pools and deck files made for Goat simulators name 212 cards by a
  variant passcode (Sangan (GOAT), 504700178) whose ``alias`` is the ordinary passcode (Sangan,
  26202165). duelcore reads such a code as the ordinary card (:func:`ordinary_passcode`), so a
  deck, a pool and a replay all speak of one card by one passcode.

Source: ProjectIgnis's variant databases (``goat-entries.cdb``, ``goat-preerrata-subset.cdb``) and
EDOPro's Goat pool (``GOAT.lflist.conf``); Yugipedia's "original TCG text" of
each card, cited in each variant script.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from duelcore.errors import DuelcoreError

__all__ = ["CARD_TEXTS", "check_card_texts", "period_text", "ordinary_passcode", "variant_rows", "variant_note"]

#: The card-text eras: today's texts, and those of April 2005 (the Goat format).
CARD_TEXTS = ("current", "2005")

_DATA = Path(__file__).resolve().parent / "data" / "texts-2005.json"


def check_card_texts(texts: str) -> str:
    """Return ``texts`` when it names a card-text era of :data:`CARD_TEXTS`.

    Raises:
        DuelcoreError: any other value, naming it and the known eras.
    """
    if texts not in CARD_TEXTS:
        raise DuelcoreError(f"unknown card texts {texts!r}; known: {', '.join(CARD_TEXTS)}")
    return texts


@functools.cache
def _data() -> tuple[dict[int, str], dict[int, tuple[int, str]]]:
    raw = json.loads(_DATA.read_text(encoding="utf-8"))
    texts = {int(k): v for k, v in raw["texts"].items()}
    variants = {int(k): (int(v[0]), str(v[1])) for k, v in raw["variants"].items()}
    return texts, variants


def period_text(passcode: int, texts: str) -> str | None:
    """The text of the card ``passcode`` (its ordinary passcode) in the era ``texts``, or None when
    it reads as today's (always None for ``"current"``).

    Raises:
        DuelcoreError: an unknown era (:func:`check_card_texts`).
    """
    if check_card_texts(texts) == "current":
        return None
    return _data()[0].get(passcode)


def ordinary_passcode(code: int) -> int:
    """The ordinary passcode of a period variant row (504700178, Sangan (GOAT) -> 26202165, Sangan);
    any other passcode unchanged."""
    row = _data()[1].get(code)
    return code if row is None else row[0]


def variant_rows() -> dict[int, tuple[int, str]]:
    """Every period variant row: variant passcode -> (ordinary passcode, variant name). A copy."""
    return dict(_data()[1])


def variant_note(code: int) -> str | None:
    """What a period variant passcode names, for an error where it is not read (a deck or a card
    look-up outside a format that reads variant passcodes): "504700178 is Sangan (GOAT), a period
    variant passcode read only in the goat format; today's card is 26202165". None for any other
    passcode.

    Source: the variant rows (``data/texts-2005.json``); ``decks.game_formats`` (the formats whose
    decks may name cards by them)."""
    row = _data()[1].get(code)
    if row is None:
        return None
    return f"{code} is {row[1]}, a period variant passcode read only in the goat format; today's card is {row[0]}"
