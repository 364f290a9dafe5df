"""Reading and writing ``.ydk`` deck files (FORMATS.md section 4.1).

A ``.ydk`` file lists one passcode per line and per copy, in three sections: the Main Deck (cards
before ``#extra``), the Extra Deck (after ``#extra``) and the Side Deck (after a line starting with
``!``, conventionally ``!side``). Lines starting with ``#`` other than ``#extra`` are comments
(``#created by ...``, ``#main``, EDOPro's ``# <card name>`` lines).

The reader follows EDOPro's ``LoadCardList`` rules but is strict where EDOPro silently skips: a
line that is neither empty, a comment, a section marker nor a passcode is an error naming the file
and the 1-based line number, and so is a file that holds no card at all.

The writer, :func:`write_ydk`, lives in :mod:`duelcore.formats.writing` (so that the Deck can
write itself without importing this reader) and is importable from here too.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from duelcore.formats.decklist import Deck
from duelcore.errors import DeckFormatError
from duelcore.formats.writing import MAX_PASSCODE as _MAX_PASSCODE
from duelcore.formats.writing import write_ydk

__all__ = ["parse_ydk", "read_ydk", "write_ydk"]

_PASSCODE_LINE = re.compile(r"[0-9]+")


def parse_ydk(text: str, source: str = "", name: str | None = None) -> Deck:
    """Parse the text of a ``.ydk`` file into a :class:`~duelcore.decks.deck.Deck`.

    Args:
        text: the whole file as a string (``\\n`` or ``\\r\\n`` line ends; a leading UTF-8 byte-order
            mark is ignored).
        source: what to call the text in error messages (usually the file path).
        name: the deck name; defaults to the stem of ``source`` (``""`` when there is no source).

    Returns:
        a Deck whose ``main``/``extra``/``side`` lists hold one passcode (int) per copy, in file order.

    Rules (FORMATS.md 4.1, EDOPro ``LoadCardList``): blank lines are skipped; a line starting with
    ``#`` is a comment except ``#extra``, which switches to the Extra Deck; a line starting with
    ``!`` switches to the Side Deck (the rest of the line is ignored); any other line must be a
    passcode, leading zeros allowed (``02134346`` is 2134346). Cards before ``#extra`` are Main Deck
    cards. Surrounding spaces and tabs on a line are ignored.

    Raises:
        DeckFormatError: (with ``source`` and the 1-based ``line``) for a line that is not a comment,
            section marker or passcode (including trailing text after a passcode) or a passcode
            above 4294967295; (without a line) when the file holds no card.
    """
    if name is None:
        name = Path(source).stem if source else ""
    if text.startswith("\ufeff"):
        text = text[1:]
    sections: dict[str, list[int]] = {"main": [], "extra": [], "side": []}
    current = "main"
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line == "#extra":
                current = "extra"
            continue
        if line.startswith("!"):
            current = "side"
            continue
        if not _PASSCODE_LINE.fullmatch(line):
            raise DeckFormatError(
                f"expected a passcode, a '#' comment, '#extra' or '!side', got {line!r}",
                source, number)
        code = int(line)
        if code > _MAX_PASSCODE:
            raise DeckFormatError(f"passcode {line} is larger than 4294967295", source, number)
        sections[current].append(code)
    if not any(sections.values()):
        what = "is empty" if not text.strip() else "holds no card (no passcode line)"
        raise DeckFormatError(f"deck file {what}", source)
    return Deck(name=name, main=sections["main"], extra=sections["extra"], side=sections["side"])


def read_ydk(path: str | os.PathLike[str]) -> Deck:
    """Read a ``.ydk`` file (FORMATS.md 4.1) from disk; the deck is named after the file stem.

    Args:
        path: path of the file (UTF-8 text).

    Returns:
        the Deck, see :func:`parse_ydk`.

    Raises:
        DeckFormatError: the file does not exist or cannot be read or decoded (names the path), or
            its content is malformed (names the path and line, see :func:`parse_ydk`).
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DeckFormatError("deck file not found", str(p)) from None
    except IsADirectoryError:
        raise DeckFormatError("is a directory, not a .ydk deck file", str(p)) from None
    except UnicodeDecodeError as exc:
        raise DeckFormatError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", str(p)) from None
    except OSError as exc:
        raise DeckFormatError(f"cannot read deck file: {exc.strerror or exc}", str(p)) from None
    return parse_ydk(text, source=str(p), name=p.stem)
