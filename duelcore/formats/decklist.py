"""The Deck: a deck list, its Main Deck, Extra Deck and Side Deck as lists of passcodes.

The deck formats read it (:mod:`duelcore.formats.ydk`, :mod:`duelcore.formats.ydke`) and write it
(:mod:`duelcore.formats.writing`, which it calls for :meth:`Deck.to_ydk` and :meth:`Deck.to_ydke`).
It lives here, below the deck-building checks and loading of :mod:`duelcore.decks` (which give it
as ``duelcore.decks.Deck``), so that the decks import the formats and never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from duelcore.formats.writing import to_ydke, write_ydk

__all__ = ["Deck"]


@dataclass
class Deck:
    """A deck as three lists of passcodes (FORMATS.md 4.1/4.2; rulebook: Main Deck, Extra Deck, Side Deck).

    Attributes:
        name: the deck's name (for a ``.ydk`` file, the file stem).
        main: Main Deck passcodes (int), one entry per copy, in list order.
        extra: Extra Deck passcodes, one entry per copy.
        side: Side Deck passcodes, one entry per copy.

    Building a Deck checks nothing; call :func:`duelcore.decks.validate` with a card database for the rules.
    """

    name: str
    main: list[int] = field(default_factory=list)
    extra: list[int] = field(default_factory=list)
    side: list[int] = field(default_factory=list)

    def to_ydk(self) -> str:
        """The deck as ``.ydk`` file text (safe writer form of FORMATS.md 4.1); see ``write_ydk``."""
        return write_ydk(self)

    def to_ydke(self) -> str:
        """The deck as a ``ydke://main!extra!side!`` link (FORMATS.md 4.2); see ``to_ydke``.

        Raises:
            ValueError: a passcode is not an int in 0..4294967295.
        """
        return to_ydke(self)
