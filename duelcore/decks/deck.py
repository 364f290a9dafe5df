"""Decks: the Main Deck, Extra Deck and Side Deck lists of passcodes, their checks and loading.

Deck-building rules checked by :func:`validate` (official rulebook, "Deck Construction"; the same
checks as YGOPro ``CheckDeck``, FORMATS.md 4.1): the Main Deck holds 40 to 60 cards, the Extra Deck
and the Side Deck at most 15 each (a game format may say otherwise: ``decks.game_formats``); Fusion, Synchro, Xyz and Link Monsters (Extra Deck monsters) go
in the Extra Deck (or the Side Deck), and only they go in the Extra Deck; Tokens are never part of a
deck; a deck holds at most 3 copies of a card over the Main, Extra and Side Deck together, where
alternate artworks are the same card; and, only when a Forbidden/Limited list is given, its limits.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from duelcore.cards.period import variant_note
from duelcore.formats.decklist import Deck
from duelcore.errors import DeckFormatError, DeckValidationError, MissingScript, UnknownPasscode

if TYPE_CHECKING:
    from duelcore.decks.game_formats import GameFormat
    from duelcore.formats.lflist import Banlist

__all__ = ["Deck", "validate", "missing_scripts", "load_deck", "shipped_decks", "DATA_DIR"]

#: Folder of the deck files shipped with the package (``starter/``, ``reloaded/``, ``normal/``, ``goat/``).
DATA_DIR = Path(__file__).resolve().parent / "data"

MAX_COPIES = 3

# Short names of the shipped Starter Decks, by the set prefix of their file stem.
_PREFIX_NAMES = {
    "SDY": "yugi",
    "SDK": "kaiba",
    "SDJ": "joey",
    "SDP": "pegasus",
    "YSYR": "yugi-reloaded",
    "YSKR": "kaiba-reloaded",
}
_FOLDER_ORDER = ("starter", "reloaded", "normal", "effects", "goat")
_NAME_ORDER = ("yugi", "kaiba", "joey", "pegasus", "yugi-reloaded", "kaiba-reloaded",
               "normal-yugi", "normal-kaiba") + tuple(f"effects-{i}" for i in range(1, 100))


def _describe(card: Any) -> str:
    return f"{card.name} ({card.passcode})"


def _kind_phrase(card: Any) -> str:
    """``"a Fusion Monster"``, ``"an Effect Monster"``, ``"a Normal Spell Card"`` ... (rulebook card types)."""
    kind = getattr(card.kind, "value", str(card.kind))
    text = f"{card.sub_kind} Monster" if kind == "Monster" else f"{card.sub_kind} {kind} Card"
    return ("an " if text[0] in "AEIOU" else "a ") + text


def _positions(positions: list[int]) -> str:
    word = "position" if len(positions) == 1 else "positions"
    return f"{word} {', '.join(str(p) for p in positions)}"


def _group_limit(banlist: Banlist, identity: int, passcodes: list[int]) -> tuple[int, bool]:
    """(maximum copies, listed?) for a card under ``banlist``: its identity's entry, else the lowest
    entry among the alternate-artwork passcodes used, else the list's default."""
    if identity in banlist.limits:
        return banlist.limits[identity], True
    listed = [banlist.limits[p] for p in passcodes if p in banlist.limits]
    if listed:
        return min(listed), True
    return banlist.max_copies(identity), False


def validate(deck: Deck, db: Any, banlist: Banlist | None = None, game_format: "GameFormat | str | None" = None) -> None:
    """Check a deck against the deck-building rules; return None when it is legal.

    Args:
        deck: the Deck to check.
        db: the card database (``CardDatabase``): ``db.get(passcode)`` returns a card with ``name``,
            ``passcode``, ``identity`` (the original passcode of an alternate artwork, else its own),
            ``is_extra_deck``, ``is_token``, ``kind`` and ``sub_kind``, or raises ``UnknownPasscode``.
        banlist: a Forbidden/Limited list (FORMATS.md 4.3) to enforce, or None (the default) for
            no list: then only the 3-copy rule limits copies. A whitelist forbids unlisted cards.
            A period variant passcode it names stands for the ordinary card (the shipped Goat pool).
        game_format: a game format (``decks.game_formats``) or its name, or None for today's deck
            rules: its deck sizes, its Forbidden & Limited list and its card pool are checked too
            (besides ``banlist``), after reading its period variant passcodes as ordinary ones.

    Rules (rulebook "Deck Construction", FORMATS.md 4.1 YGOPro ``CheckDeck``): Main Deck 40 to 60
    cards; Extra Deck and Side Deck at most 15 each; every passcode known to ``db``; Fusion,
    Synchro, Xyz and Link Monsters not in the Main Deck; nothing else in the Extra Deck (the Side
    Deck may hold both kinds); no Token anywhere; at most 3 copies of a card over Main, Extra and
    Side Deck counted by ``identity`` (so alternate artworks count as one card); with a banlist,
    at most its count of each card, counted the same way.

    Raises:
        DeckValidationError: listing every problem found (``problems``, in the order sizes, unknown
            passcodes and misplaced cards by section, copies, banlist, the format's list and
            pool), each naming the section and positions (1-based) or the card by name and passcode;
            the Extra Deck by the format's name for it (``DeckSizes.extra_name``: the Fusion Deck in
            the goat format).
        CardDatabaseError: (from ``db.get``) a database row exists but cannot be read.
        DuelcoreError: an unknown format name.
    """
    from duelcore.decks.game_formats import DeckSizes, game_format as _format, with_ordinary_passcodes

    fmt = None if game_format is None else _format(game_format)
    if fmt is not None:
        deck = fmt.deck(deck)
    sizes = fmt.sizes if fmt is not None else DeckSizes()
    problems: list[str] = list(sizes.problems(deck))
    sections = {"main": deck.main, "extra": deck.extra, "side": deck.side}
    extra_deck = sizes.extra_name  # "Fusion Deck" in a format from before 13 August 2008
    labels = {"main": "Main Deck", "extra": extra_deck, "side": "Side Deck"}

    cache: dict[int, Any] = {}

    def card_of(code: int) -> Any:
        if code not in cache:
            try:
                cache[code] = db.get(code)
            except UnknownPasscode:
                cache[code] = None
        return cache[code]

    copies: Counter[int] = Counter()          # identity -> copies over all sections
    members: dict[int, list[int]] = {}        # identity -> passcodes seen, first-seen order
    for key, label in labels.items():
        unknown: dict[int, list[int]] = {}
        tokens: dict[int, list[int]] = {}
        misplaced: dict[int, list[int]] = {}
        for position, code in enumerate(sections[key], start=1):
            card = card_of(code)
            if card is None:
                unknown.setdefault(code, []).append(position)
                continue
            identity = card.identity
            copies[identity] += 1
            if code not in members.setdefault(identity, []):
                members[identity].append(code)
            if card.is_token:
                tokens.setdefault(code, []).append(position)
            elif key == "main" and card.is_extra_deck:
                misplaced.setdefault(code, []).append(position)
            elif key == "extra" and not card.is_extra_deck:
                misplaced.setdefault(code, []).append(position)
        for code, positions in unknown.items():
            note = variant_note(code)
            problems.append(f"{label} {_positions(positions)}: " + (note or f"unknown passcode {code}"))
        for code, positions in tokens.items():
            problems.append(
                f"{label} {_positions(positions)}: {_describe(card_of(code))} is a Token; "
                "Tokens cannot be put in a deck")
        for code, positions in misplaced.items():
            card = card_of(code)
            if key == "main":
                why = f"is {_kind_phrase(card)}; it belongs in the {extra_deck}"
            else:
                kinds = "Fusion Monsters" if extra_deck == "Fusion Deck" else "Fusion, Synchro, Xyz and Link Monsters"
                why = f"is {_kind_phrase(card)}; only {kinds} go in the {extra_deck}"
            problems.append(f"{label} {_positions(positions)}: {_describe(card)} {why}")

    def group_name(identity: int) -> str:
        codes = members[identity]
        return f"{card_of(codes[0]).name} ({', '.join(str(c) for c in codes)})"

    for identity, count in copies.items():
        if count > MAX_COPIES:
            alt = " (alternate artworks count as the same card)" if len(members[identity]) > 1 else ""
            problems.append(
                f"{group_name(identity)}: {count} copies in Main, {extra_deck.split()[0]} and Side Deck together; "
                f"at most {MAX_COPIES} copies of a card are allowed{alt}")

    pool = fmt.card_pool() if fmt is not None else None
    if pool is not None:
        # The format's pool says which cards exist in it; their counts are its list's.
        for identity in copies:
            if not _group_limit(pool, identity, members[identity])[1]:
                problems.append(f"{group_name(identity)}: not in the {fmt.name} card pool {pool.name!r}")
    lists = [with_ordinary_passcodes(banlist)] if banlist is not None else []
    if fmt is not None and fmt.forbidden_limited() is not None:
        lists.append(fmt.forbidden_limited())
    for checked in lists:
        for identity, count in copies.items():
            limit, listed = _group_limit(checked, identity, members[identity])
            if count <= limit or limit >= MAX_COPIES:
                continue  # within the list; or Unlimited there, and the 3-copy rule has said it
            if checked.whitelist and not listed:
                problems.append(f"{group_name(identity)}: not on the whitelist {checked.name!r}, so it is Forbidden")
            elif limit == 0:
                problems.append(f"{group_name(identity)}: Forbidden on banlist {checked.name!r}")
            else:
                status = {1: "Limited", 2: "Semi-Limited"}.get(limit, f"limited to {limit}")
                problems.append(
                    f"{group_name(identity)}: {count} copies, but it is {status} "
                    f"({limit} allowed) on banlist {checked.name!r}")

    if problems:
        raise DeckValidationError(problems, deck.name)


def missing_scripts(deck: Deck, db: Any, texts: str = "current") -> list[MissingScript]:
    """The cards of ``deck`` that have effects but no script yet, so that a duel refuses the deck
    (DESIGN §7); empty when the deck plays now.

    Only the Main and Extra Deck count: a duel does not use the Side Deck.

    Args:
        deck: the Deck.
        db: the card database (``CardDatabase``).
        texts: the card-text era the duel would play by (``cards.period``).

    Returns:
        one ``MissingScript`` (passcode, name, copies) per such card, in deck order (see
        ``duelcore.cards.registry.unscripted_cards``).

    Raises:
        UnknownPasscode: a passcode that ``db`` does not hold (call :func:`validate` first to
            have every problem of the deck listed).
    """
    from duelcore.cards.registry import unscripted_cards

    return unscripted_cards((db.get(code) for code in deck.main + deck.extra), texts)


def _short_name(folder: str, stem: str) -> str:
    prefix = stem.split("_", 1)[0]
    if folder in ("starter", "reloaded") and prefix in _PREFIX_NAMES:
        return _PREFIX_NAMES[prefix]
    return stem.lower().replace("_", "-")


def shipped_decks() -> dict[str, Path]:
    """The ``.ydk`` decks shipped in the package, by short name.

    Short names: ``yugi``, ``kaiba``, ``joey``, ``pegasus`` (Starter Decks of 2002-03, 50 cards each),
    ``yugi-reloaded``, ``kaiba-reloaded`` (2009 Starter Decks), ``normal-yugi``, ``normal-kaiba``
    (40 Normal Monsters each, built by ``scripts/build_normal_decks.py``), ``effects-1``,
    ``effects-2``, ... (together every scripted card once, plus Normal Monsters, built by
    ``scripts/build_effect_decks.py``), and every Goat-format deck
    under its file stem lowercased with ``_`` turned into ``-`` (``01-goat-control-worlds-2020``).

    Returns:
        short name -> absolute path of the file, starter decks first, then reloaded, normal, goat.
    """
    found: list[tuple[tuple[int, int, str], str, Path]] = []
    for path in DATA_DIR.rglob("*.ydk"):
        folder = path.parent.name
        short = _short_name(folder, path.stem)
        folder_rank = _FOLDER_ORDER.index(folder) if folder in _FOLDER_ORDER else len(_FOLDER_ORDER)
        name_rank = _NAME_ORDER.index(short) if short in _NAME_ORDER else len(_NAME_ORDER)
        found.append(((folder_rank, name_rank, path.stem), short, path))
    return {name: path for _, name, path in sorted(found)}


def load_deck(spec: str, db: Any = None) -> Deck:
    """Load a deck from a ``ydke://`` link, a ``.ydk`` file path, or the name of a shipped deck.

    Args:
        spec: a ``ydke://`` link (FORMATS.md 4.2); else a path when it ends in ``.ydk`` or contains a
            path separator; else a shipped deck's short name (see :func:`shipped_decks`) or file stem
            (case-insensitive); else an existing file path.
        db: the card database; accepted for symmetry with :func:`validate` and not consulted (loading
            does not check the deck; call ``validate(deck, db)``).

    Returns:
        the Deck: named after the file stem for files and shipped decks, ``"ydke"`` for links.

    Raises:
        DeckFormatError: a malformed link or file (see ``parse_ydke``/``parse_ydk``), a missing file
            (names the path), or a name that matches no shipped deck (lists the shipped names).
    """
    from duelcore.formats.ydk import read_ydk
    from duelcore.formats.ydke import parse_ydke

    text = spec.strip()
    if text.startswith("ydke://"):
        return parse_ydke(text)
    separators = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    if text.lower().endswith(".ydk") or any(s in text for s in separators):
        return read_ydk(Path(text).expanduser())
    decks = shipped_decks()
    wanted = text.lower()
    if wanted in decks:
        return read_ydk(decks[wanted])
    for path in decks.values():
        if path.stem.lower() == wanted:
            return read_ydk(path)
    if text and Path(text).is_file():
        return read_ydk(text)
    raise DeckFormatError(
        f"no deck file, ydke:// link or shipped deck named {spec!r}; shipped decks: "
        + ", ".join(decks), "")
