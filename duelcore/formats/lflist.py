"""Forbidden/Limited lists in ``lflist.conf`` form (FORMATS.md sections 4.3 and 4.4).

One file may hold several lists. ``!<name>`` opens a list, ``$whitelist`` marks the current list as a
whitelist (EDOPro: every card not listed is forbidden), ``#`` lines are comments and every other
non-empty line is ``<passcode> <max copies>`` followed by anything (usually ``--card name``).
Counts: 0 Forbidden, 1 Limited, 2 Semi-Limited, 3 Unlimited.

The reader follows EDOPro's ``LoadLFListSingle`` but is strict where EDOPro silently skips: an entry
line that cannot be read, an entry before the first ``!`` line, or a count outside 0..3 is an error
naming the source and the 1-based line number.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from duelcore.errors import DeckFormatError

__all__ = ["Banlist", "parse_lflist", "read_lflist", "lflist_hash", "shipped_banlists"]

_ENTRY = re.compile(r"([0-9]+)[ \t]+([+-]?[0-9]+)")
_HASH_SEED = 0x7DFCEE6A
_MASK32 = 0xFFFFFFFF
_BANLIST_DIR = Path(__file__).resolve().parent.parent / "decks" / "data" / "banlists"


@dataclass
class Banlist:
    """One Forbidden/Limited list (FORMATS.md 4.3).

    Attributes:
        name: the list's display name (the text after ``!``).
        limits: passcode (int) -> maximum copies (int, 0 Forbidden .. 3 Unlimited) allowed over the
            Main, Extra and Side Deck together. For duplicated entry lines the last one wins.
        whitelist: True for an EDOPro ``$whitelist`` list, where every card not listed is forbidden.
        entries: the entry lines as read, ``(passcode, count)`` in file order, duplicates kept; only
            :func:`lflist_hash` uses them (empty for a list built by hand: the hash then uses ``limits``).
    """

    name: str
    limits: dict[int, int] = field(default_factory=dict)
    whitelist: bool = False
    entries: list[tuple[int, int]] = field(default_factory=list, repr=False, compare=False)

    def max_copies(self, passcode: int) -> int:
        """Maximum copies (0..3) of the card with this passcode that a deck may hold under this list.

        A listed passcode gives its count; an unlisted one gives 3, or 0 on a whitelist. The
        passcode is looked up as given: callers pass the card's identity (the original passcode
        of an alternate artwork), as the Deck checks of FORMATS.md 4.1 do.
        """
        return self.limits.get(passcode, 0 if self.whitelist else 3)


def parse_lflist(text: str, source: str = "") -> list[Banlist]:
    """Parse ``lflist.conf`` text into its lists, in file order (FORMATS.md 4.3).

    Args:
        text: the file content (``\\n`` or ``\\r\\n`` line ends).
        source: name for error messages (usually the file path).

    Returns:
        one Banlist per ``!`` line (a list may be empty). Entries with passcode 0 are ignored, as
        in EDOPro.

    Raises:
        DeckFormatError: (with ``source`` and 1-based ``line``) for an entry or ``$whitelist`` line
            before the first ``!`` line, a line that is not ``<passcode> <count>...``, or a count
            outside 0..3; (without a line) when the text holds no ``!`` line at all.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    lists: list[Banlist] = []
    current: Banlist | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip("\r")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("!"):
            current = Banlist(name=line[1:].strip())
            lists.append(current)
            continue
        if line.startswith("$whitelist"):
            if current is None:
                raise DeckFormatError("'$whitelist' before the first '!<list name>' line", source, number)
            current.whitelist = True
            continue
        match = _ENTRY.match(line)
        if match is None:
            raise DeckFormatError(
                f"expected '<passcode> <count>', a '#' comment, '!<list name>' or '$whitelist', "
                f"got {line.strip()!r}", source, number)
        if current is None:
            raise DeckFormatError("card entry before the first '!<list name>' line", source, number)
        code, count = int(match.group(1)), int(match.group(2))
        if not 0 <= count <= 3:
            raise DeckFormatError(f"count {count} for passcode {code} is not 0, 1, 2 or 3", source, number)
        if code > _MASK32:
            raise DeckFormatError(f"passcode {code} is larger than 4294967295", source, number)
        if code == 0:
            continue
        current.limits[code] = count
        current.entries.append((code, count))
    if not lists:
        raise DeckFormatError("no banlist found (a list starts with a '!<list name>' line)", source)
    return lists


def read_lflist(path: str | os.PathLike[str], name: str | None = None) -> Banlist:
    """Read one list from an ``lflist.conf`` file (FORMATS.md 4.3).

    Args:
        path: the file (UTF-8 text).
        name: the list's name (the text after ``!``, compared exactly after trimming spaces);
            None takes the first list of the file.

    Returns:
        the Banlist.

    Raises:
        DeckFormatError: the file is missing or unreadable (names the path), malformed (see
            :func:`parse_lflist`), or holds no list with that name (the message lists the names it has).
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DeckFormatError("banlist file not found", str(p)) from None
    except UnicodeDecodeError as exc:
        raise DeckFormatError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", str(p)) from None
    except OSError as exc:
        raise DeckFormatError(f"cannot read banlist file: {exc.strerror or exc}", str(p)) from None
    lists = parse_lflist(text, source=str(p))
    if name is None:
        return lists[0]
    for banlist in lists:
        if banlist.name == name.strip():
            return banlist
    available = ", ".join(repr(b.name) for b in lists)
    raise DeckFormatError(f"no banlist named {name!r}; this file has: {available}", str(p))


def _rotl32(value: int, shift: int) -> int:
    return ((value << shift) | (value >> (32 - shift))) & _MASK32


def lflist_hash(banlist: Banlist) -> int:
    """The 32-bit hash by which EDOPro/YGOPro identify a list over the network (FORMATS.md 4.3).

    Starts at ``0x7dfcee6a``; each entry line ``(code, count)`` XORs in
    ``rotl32(code, 18) ^ rotl32(code, 27 + count)``. The whitelist flag and the name are not hashed.
    Uses ``banlist.entries`` (so, as in EDOPro, a duplicated line cancels itself) or, when that is
    empty, the ``limits`` mapping.

    Returns:
        the hash, an int in 0..0xFFFFFFFF.

    Raises:
        ValueError: a count is outside 0..3.
    """
    items = banlist.entries if banlist.entries else list(banlist.limits.items())
    h = _HASH_SEED
    for code, count in items:
        if not 0 <= count <= 3:
            raise ValueError(f"count {count} for passcode {code} is not 0..3")
        code &= _MASK32
        h ^= _rotl32(code, 18) ^ _rotl32(code, 27 + count)
    return h


def shipped_banlists() -> dict[str, Path]:
    """The ``lflist.conf`` files shipped in the package (FORMATS.md 4.4), by file name without ``.lflist.conf``.

    Currently ``goat-2005.4.1``: the April 2005 TCG Forbidden/Limited list (list ``2005.4.1``) and
    an upstream house variant (``2005.4.1 W/O Exarion``); ``goat-pool``: the Goat format's card pool
    (list ``2005.4 GOAT``, a whitelist naming 212 cards by their period variant's passcode).
    """
    suffix = ".lflist.conf"
    return {p.name[: -len(suffix)]: p for p in sorted(_BANLIST_DIR.glob("*" + suffix))}
