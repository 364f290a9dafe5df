"""Reading and writing ``ydke://`` deck links (FORMATS.md section 4.2).

A link is ``ydke://<main>!<extra>!<side>!`` where each section is the standard base64 (RFC 4648
alphabet, ``=`` padding) of its passcodes packed as unsigned 32-bit little-endian integers, one per
copy, in order. An empty section is an empty string.

The writer, :func:`to_ydke`, lives in :mod:`duelcore.formats.writing` (so that the Deck can write
itself without importing this reader) and is importable from here too.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct

from duelcore.formats.decklist import Deck
from duelcore.errors import DeckFormatError
from duelcore.formats.writing import SECTIONS as _SECTIONS
from duelcore.formats.writing import YDKE_PREFIX, to_ydke

__all__ = ["parse_ydke", "to_ydke", "YDKE_PREFIX"]

_SOURCE = "ydke:// link"
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")


def _decode_section(field: str, section: str) -> list[int]:
    """Decode one base64 section into passcodes; raises DeckFormatError naming ``section``."""
    if not _BASE64.fullmatch(field):
        bad = next((ch for ch in field if not (ch.isascii() and (ch.isalnum() or ch in "+/="))), None)
        detail = f"character {bad!r} is not in the base64 alphabet" if bad else "misplaced '=' padding"
        raise DeckFormatError(f"{section} section is not valid base64: {detail}", _SOURCE)
    try:
        raw = base64.b64decode(field, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise DeckFormatError(f"{section} section is not valid base64: {exc}", _SOURCE) from None
    if len(raw) % 4:
        raise DeckFormatError(
            f"{section} section decodes to {len(raw)} bytes, not a multiple of 4 "
            "(each passcode is a 4-byte little-endian integer)", _SOURCE)
    return list(struct.unpack(f"<{len(raw) // 4}I", raw))


def parse_ydke(url: str, name: str = "ydke") -> Deck:
    """Parse a ``ydke://`` link into a :class:`~duelcore.decks.deck.Deck` (FORMATS.md 4.2).

    Args:
        url: the link; surrounding whitespace is ignored. The ``ydke://`` prefix is required, then
            three ``!``-terminated base64 fields (main, extra, side); nothing may follow the third ``!``.
        name: the name to give the deck.

    Returns:
        a Deck with one passcode (int, 0..4294967295) per copy in each section, order preserved.

    Raises:
        DeckFormatError: (source "ydke:// link") when the prefix is missing, there are fewer than
            three ``!`` delimiters or text after the third, a section is not valid standard base64
            (the message names the section: main, extra or side), or a section's byte count is
            not a multiple of 4.
    """
    text = url.strip()
    if not text.startswith(YDKE_PREFIX):
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise DeckFormatError(f"a ydke link must start with {YDKE_PREFIX!r}, got {shown!r}", _SOURCE)
    fields = text[len(YDKE_PREFIX):].split("!")
    if len(fields) < 4:
        raise DeckFormatError(
            f"a ydke link needs three '!' delimiters (main!extra!side!), found {len(fields) - 1}",
            _SOURCE)
    if len(fields) > 4 or fields[3]:
        raise DeckFormatError(
            "unexpected text after the third '!' (a ydke link is ydke://main!extra!side!)", _SOURCE)
    main, extra, side = (_decode_section(f, s) for f, s in zip(fields[:3], _SECTIONS))
    return Deck(name=name, main=main, extra=extra, side=side)
