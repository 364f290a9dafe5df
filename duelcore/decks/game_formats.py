"""Game formats: a rules preset, a card-text era, a Forbidden & Limited list, a card pool and the
deck sizes, chosen together by one name (``--format goat``).

| format | rules preset | card texts | Forbidden & Limited list | card pool | deck sizes |
|---|---|---|---|---|---|
| ``modern`` | ``modern`` | today's | none | every card | Main 40-60, Extra 0-15, Side 0-15 |
| ``goat`` | ``goat`` | April 2005 | 2005-04-01 (``!2005.4.1``) | the Goat pool (``!2005.4 GOAT``) | Main 40 or more, Fusion Deck any size, Side 0 or 15 |

A rules preset alone (``--rules goat``) changes only the rules: the cards keep today's texts and
no list or pool is checked. A format is the whole of what its players agree on.

Sources: rulebook "Deck Construction" (today's sizes); goatformat.com "Basic Mechanics" rule #2
(the Goat format's unlimited Main and Fusion Deck, and a Side Deck of 0 or 15 cards) and Yu-Gi-Oh!
Wiki "TCG Rule Changes" (the 40-60 Main Deck and 15-card Extra Deck date from 13 August 2008);
the TCG Forbidden & Limited list of 1 April 2005 and EDOPro's Goat card pool (ProjectIgnis
LFLists, `GOAT.lflist.conf`), shipped in duelcore/decks/data/banlists/. docs/GOAT.md says more.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from duelcore.cards.period import ordinary_passcode
from duelcore.errors import DuelcoreError
from duelcore.formats.decklist import Deck
from duelcore.formats.lflist import Banlist, read_lflist, shipped_banlists

__all__ = ["DeckSizes", "GameFormat", "FORMATS", "game_format", "with_ordinary_passcodes"]


@dataclass(frozen=True)
class DeckSizes:
    """How many cards each part of a deck may hold.

    Attributes:
        main_min: fewest Main Deck cards.
        main_max: most Main Deck cards, or None for no maximum.
        extra_max: most Extra Deck (Fusion Deck) cards, or None for no maximum.
        side_sizes: the Side Deck sizes allowed: ``range(0, 16)`` (0 to 15) or ``(0, 15)`` (exactly
            0 or 15).
        extra_name: what the Extra Deck is called in the format's messages ("Extra Deck";
            "Fusion Deck" before 13 August 2008).
    """

    main_min: int = 40
    main_max: int | None = 60
    extra_max: int | None = 15
    side_sizes: tuple[int, ...] = tuple(range(16))
    extra_name: str = "Extra Deck"

    def problems(self, deck: Deck) -> list[str]:
        """What is wrong with the sizes of ``deck``'s parts, one message each ([] when none)."""
        out: list[str] = []
        n_main, n_extra, n_side = len(deck.main), len(deck.extra), len(deck.side)
        if self.main_max is None:
            if n_main < self.main_min:
                out.append(f"Main Deck has {n_main} cards; it must have at least {self.main_min}")
        elif not self.main_min <= n_main <= self.main_max:
            out.append(f"Main Deck has {n_main} cards; it must have {self.main_min} to {self.main_max}")
        if self.extra_max is not None and n_extra > self.extra_max:
            out.append(f"{self.extra_name} has {n_extra} cards; it may have at most {self.extra_max}")
        if n_side not in self.side_sizes:
            if self.side_sizes == tuple(range(self.side_sizes[-1] + 1)):
                allowed = f"at most {self.side_sizes[-1]}"
                out.append(f"Side Deck has {n_side} cards; it may have {allowed}")
            else:
                allowed = " or ".join(str(n) for n in self.side_sizes)
                out.append(f"Side Deck has {n_side} cards; it must have exactly {allowed}")
        return out


@dataclass(frozen=True)
class GameFormat:
    """A game format: everything its players agree on besides the decks.

    Attributes:
        name: the format's name (``"modern"``, ``"goat"``).
        title: its name in words.
        rules: the name of its rules preset (``duelcore.state.flags.PRESETS``).
        card_texts: the card-text era its cards are played by (``cards.period.CARD_TEXTS``).
        sizes: the deck sizes.
        banlist: (file, list name) of its Forbidden & Limited list among the shipped banlists, or None.
        pool: (file, list name) of its card pool, a whitelist among the shipped banlists, or None
            (every card).
        variant_passcodes: whether its decks may name cards by a period variant's passcode
            (``cards.period.ordinary_passcode``).
        default_decks: the two shipped decks (names) a duel or a game of this format uses when no
            deck is named: the first player's (the player's own at ``duelcore play``), then the
            opponent's (the AI's).
    """

    name: str
    title: str
    rules: str
    card_texts: str
    sizes: DeckSizes
    banlist: tuple[str, str] | None = None
    pool: tuple[str, str] | None = None
    variant_passcodes: bool = False
    default_decks: tuple[str, str] = ("yugi", "kaiba")

    def forbidden_limited(self) -> Banlist | None:
        """The format's Forbidden & Limited list, or None.

        Raises:
            DuelcoreError: the shipped file lacks the list (a broken installation).
        """
        return None if self.banlist is None else _shipped_list(*self.banlist)

    def card_pool(self) -> Banlist | None:
        """The format's card pool (a whitelist by ordinary passcode), or None for every card.

        Raises:
            DuelcoreError: the shipped file lacks the list (a broken installation).
        """
        return None if self.pool is None else _pool(*self.pool)

    def deck(self, deck: Deck) -> Deck:
        """``deck`` with every period variant passcode read as the ordinary card's (for a format with
        ``variant_passcodes``; otherwise ``deck`` itself)."""
        if not self.variant_passcodes:
            return deck
        return Deck(deck.name, [ordinary_passcode(c) for c in deck.main],
                    [ordinary_passcode(c) for c in deck.extra], [ordinary_passcode(c) for c in deck.side])


@functools.cache
def _shipped_list(file: str, name: str) -> Banlist:
    """The list ``name`` of the shipped banlist file ``file`` (``shipped_banlists``' key)."""
    path = shipped_banlists().get(file)
    if path is None:
        raise DuelcoreError(f"the shipped banlist file {file}.lflist.conf is missing: reinstall duelcore")
    return read_lflist(path, name)


@functools.cache
def _pool(file: str, name: str) -> Banlist:
    """The whitelist ``name`` of ``file`` with its variant passcodes read as ordinary passcodes (a
    card listed under both keeps the lower count)."""
    return with_ordinary_passcodes(_shipped_list(file, name))


def with_ordinary_passcodes(listed: Banlist) -> Banlist:
    """``listed`` with every period variant passcode read as the ordinary card's (Sangan (GOAT),
    504700178, as Sangan, 26202165; ``cards.period.ordinary_passcode``), a card listed under both
    keeping the lower count: a Goat list made for simulators (EDOPro's ``GOAT.lflist.conf``, the
    shipped ``goat-pool``) names 212 cards only by such a passcode, and a deck is checked by
    ordinary passcodes. ``listed`` itself when it names no variant passcode."""
    if all(ordinary_passcode(code) == code for code in listed.limits):
        return listed
    limits: dict[int, int] = {}
    for code, count in listed.limits.items():
        code = ordinary_passcode(code)
        limits[code] = min(count, limits.get(code, count))
    return Banlist(listed.name, limits, whitelist=listed.whitelist)


#: The formats, by name.
FORMATS: dict[str, GameFormat] = {
    "modern": GameFormat("modern", "today's rules and card texts", "modern", "current", DeckSizes()),
    "goat": GameFormat(
        "goat",
        "the Goat format (the TCG of April 2005)",
        "goat",
        "2005",
        DeckSizes(main_min=40, main_max=None, extra_max=None, side_sizes=(0, 15), extra_name="Fusion Deck"),
        banlist=("goat-2005.4.1", "2005.4.1"),
        pool=("goat-pool", "2005.4 GOAT"),
        variant_passcodes=True,
        # Goat Control (Worlds 2020) against Chaos Turbo (Worlds 2020): the format's two main decks.
        default_decks=("01-goat-control-worlds-2020", "08-chaos-turbo-worlds-2020"),
    ),
}


def game_format(name: str | GameFormat) -> GameFormat:
    """The format called ``name``; a GameFormat passes through.

    Raises:
        DuelcoreError: an unknown name (the message lists the formats).
    """
    if isinstance(name, GameFormat):
        return name
    try:
        return FORMATS[name]
    except (KeyError, TypeError):
        raise DuelcoreError(f"unknown format {name!r}; known formats: {', '.join(FORMATS)}") from None
