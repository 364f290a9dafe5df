"""Writing a deck as ``.ydk`` file text (FORMATS.md 4.1) and as a ``ydke://`` link (FORMATS.md 4.2).

The writers read only a deck's ``main``, ``extra`` and ``side`` passcode lists, so this module
imports no deck module: the Deck's own ``to_ydk``/``to_ydke`` call it, and the readers in
:mod:`duelcore.formats.ydk` and :mod:`duelcore.formats.ydke` (which build Decks) give these
writers under their usual names.
"""

from __future__ import annotations

import base64
import struct
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from duelcore.formats.decklist import Deck

__all__ = ["write_ydk", "to_ydke", "YDKE_PREFIX", "MAX_PASSCODE", "SECTIONS"]

#: The largest passcode: passcodes travel as unsigned 32-bit integers (FORMATS.md 4.2).
MAX_PASSCODE = 0xFFFFFFFF
#: A ydke:// link starts with this.
YDKE_PREFIX = "ydke://"
#: The sections of a ydke:// link, in order.
SECTIONS = ("main", "extra", "side")


def write_ydk(deck: Deck, created_by: str = "duelcore") -> str:
    """Render a deck as ``.ydk`` text in the safe writer form of FORMATS.md 4.1.

    The output is ``#created by <created_by>``, ``#main``, the Main Deck passcodes, ``#extra``, the
    Extra Deck passcodes, ``!side``, the Side Deck passcodes: one decimal passcode (no leading zeros)
    per line and per copy, ``\\n`` line ends, ending with a newline. Both YGOPro and EDOPro read it.

    Args:
        deck: the deck to write (its name is not stored in the file; a file's name is its deck name).
        created_by: text for the ``#created by`` comment line (must not contain a line break).

    Returns:
        the file content (str).

    Raises:
        ValueError: ``created_by`` contains a line break, or a passcode is not an int in 0..4294967295.
    """
    if "\n" in created_by or "\r" in created_by:
        raise ValueError("created_by must be a single line")
    lines = [f"#created by {created_by}".rstrip(), "#main"]
    for label, cards in (("main", deck.main), ("extra", deck.extra), ("side", deck.side)):
        if label == "extra":
            lines.append("#extra")
        elif label == "side":
            lines.append("!side")
        for position, code in enumerate(cards, start=1):
            if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code <= MAX_PASSCODE:
                raise ValueError(f"{label} card {position}: {code!r} is not a passcode")
            lines.append(str(code))
    return "\n".join(lines) + "\n"


def to_ydke(deck: Deck) -> str:
    """Encode a deck as a ``ydke://main!extra!side!`` link (FORMATS.md 4.2, EDOPro ``ExportDeckYdke``).

    Args:
        deck: the deck; every passcode must be an int in 0..4294967295.

    Returns:
        the link (str), with the trailing ``!`` and ``=`` padding; empty sections are empty strings.

    Raises:
        ValueError: a passcode is not an int in 0..4294967295 (names the section and position).
    """
    parts = []
    for section, cards in zip(SECTIONS, (deck.main, deck.extra, deck.side)):
        for position, code in enumerate(cards, start=1):
            if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code <= 0xFFFFFFFF:
                raise ValueError(f"{section} card {position}: {code!r} is not a passcode")
        parts.append(base64.b64encode(struct.pack(f"<{len(cards)}I", *cards)).decode("ascii"))
    return YDKE_PREFIX + "!".join(parts) + "!"
