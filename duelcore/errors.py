"""Every error duelcore raises on bad input.

All of them derive from :class:`DuelcoreError`, so a caller (the CLI, a server, a bot) can catch
one type and show its message. Each message names the problem: the file and line, the passcode or
card name, the option index. Raising one of these never leaves a duel half-changed.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

#: How to see which cards can be played: said wherever a card without a script is refused.
SCRIPTED_CARDS_HINT = "`duelcore cards` lists every scripted card; cards without effects need no script."


class DuelcoreError(Exception):
    """Base class of every duelcore error. The message is meant for the user."""


class CardDatabaseError(DuelcoreError):
    """A card database file cannot be opened or does not have YGOPro's ``datas``/``texts`` schema."""


class UnknownPasscode(DuelcoreError, KeyError):
    """A passcode that the card database does not hold.

    Attributes:
        passcode: the passcode that was asked for (int).
    """

    def __init__(self, passcode: int, where: str = "") -> None:
        self.passcode = passcode
        self.where = where
        suffix = f" ({where})" if where else ""
        super().__init__(f"unknown passcode {passcode}{suffix}")

    def __str__(self) -> str:  # KeyError would quote the message otherwise
        return self.args[0]


class UnknownCardName(DuelcoreError, KeyError):
    """A card name that matches no English, Japanese or database name.

    Attributes:
        name: the name asked for; suggestions: close names, possibly empty.
    """

    def __init__(self, name: str, suggestions: tuple[str, ...] = ()) -> None:
        self.name = name
        self.suggestions = suggestions
        msg = f"unknown card name {name!r}"
        if suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in suggestions) + "?"
        super().__init__(msg)

    def __str__(self) -> str:
        return self.args[0]


class DeckFormatError(DuelcoreError):
    """A ``.ydk`` file, ``ydke://`` link or ``lflist.conf`` that cannot be parsed.

    Attributes:
        source: the file name or "ydke:// link"; line: 1-based line number or None.
    """

    def __init__(self, message: str, source: str = "", line: int | None = None) -> None:
        self.source = source
        self.line = line
        where = source
        if line is not None:
            where = f"{source}:{line}" if source else f"line {line}"
        super().__init__(f"{where}: {message}" if where else message)


class DeckValidationError(DuelcoreError):
    """A deck that breaks a deck-building rule.

    Attributes:
        problems: one message per broken rule, each naming the card or section (list[str]).
    """

    def __init__(self, problems: list[str], deck_name: str = "") -> None:
        self.problems = list(problems)
        head = f"deck {deck_name!r} is not legal" if deck_name else "deck is not legal"
        super().__init__(head + ":\n  - " + "\n  - ".join(self.problems))


class IllegalAnswer(DuelcoreError):
    """An answer to a Decision that is not one of its legal options. The duel is unchanged."""


class DuelOver(DuelcoreError):
    """An action was applied to a duel that has already ended."""


class ScenarioError(DuelcoreError):
    """A scenario file that cannot be read, set up or played (names the file and the key)."""


class ScenarioFailure(AssertionError):
    """A scenario ran but an asserted outcome did not hold (names the expectation and the actual value)."""


class InvalidSeed(DuelcoreError, TypeError):
    """A seed that is not a whole number (a bool, a float, a string...); nothing was started.

    Attributes:
        seed: the value given.
    """

    def __init__(self, seed: object, message: str) -> None:
        self.seed = seed
        super().__init__(message)


def _located(message: str, path: object, line: int | None) -> str:
    """``message`` prefixed with ``path:line: `` (or ``path: ``) when they are known."""
    if path is None:
        return message
    where = f"{path}:{line}" if line is not None else str(path)
    return f"{where}: {message}"


class ReplayMismatch(DuelcoreError):
    """A replay or save whose re-run differs from its record: another engine version or card
    database, an answer that is for the other player or illegal, a state hash, an event or a result
    that differs. The message names the file and line, what differs (both values) and what to do.

    Attributes:
        path: the replay file (str or os.PathLike), or None for a record not read from a file.
        line: the 1-based line of the file the difference is on, or None.
    """

    def __init__(self, message: str, path: object = None, line: int | None = None) -> None:
        self.path = path
        self.line = line
        super().__init__(_located(message, path, line))


class ReplayFormatError(DuelcoreError):
    """A replay or save file that cannot be read: not a file of JSON lines, a line of an unknown
    type or with missing or wrong-typed keys, a header with bad or absurd values (rule flags out of
    range, decks that cannot start a duel), or a file that ends too early (truncated). The message
    names the file and line, what is wrong and what to do.

    Attributes:
        path: the replay file (str or os.PathLike), or None.
        line: the 1-based line of the file, or None when the problem is the file as a whole.
    """

    def __init__(self, message: str, path: object = None, line: int | None = None) -> None:
        self.path = path
        self.line = line
        super().__init__(_located(message, path, line))


class MissingScript(NamedTuple):
    """One card of a deck that has effects but no script yet (see :class:`UnscriptedCard`).

    Fields:
        passcode: the passcode the deck uses for it (int).
        name: the card's name.
        copies: how many copies the deck holds (Main and Extra Deck together, alternate artworks
            counted as the same card).
    """

    passcode: int
    name: str
    copies: int

    def text(self) -> str:
        """The card as one line of a list: ``"3 x Ring of Destruction (83555666)"``."""
        return f"{self.copies} x {self.name} ({self.passcode})"


class UnscriptedCard(DuelcoreError):
    """One or more decks hold cards whose effects have no script yet; such cards are refused,
    never played blank (DESIGN §7).

    The message lists, per deck, one card a line with its copies (``"  3 x Ring of Destruction
    (83555666)"``), and says that ``duelcore cards`` lists every scripted card.

    Attributes:
        decks: one ``(deck name, cards)`` pair per deck that holds such cards, in the order the
            decks were given; ``cards`` is a list of :class:`MissingScript`, one per card without
            repeats, in deck order. A deck without a name has the name ``""``.
        cards: ``(passcode, name)`` of every such card over all those decks, without repeats.
    """

    def __init__(self, decks: Sequence[tuple[str, Sequence[MissingScript]]]) -> None:
        self.decks = [(name, [MissingScript(*card) for card in cards]) for name, cards in decks]
        lines = []
        for name, cards in self.decks:
            head = f"deck {name!r}" if name else "the deck"
            many = f"{len(cards)} cards have" if len(cards) != 1 else "1 card has"
            lines.append(f"{head} cannot be played yet: {many} effects that are not scripted:")
            lines += ["  " + card.text() for card in cards]
        lines.append(SCRIPTED_CARDS_HINT)
        super().__init__("\n".join(lines))

    @property
    def cards(self) -> list[tuple[int, str]]:
        """``(passcode, name)`` of every card without a script over all the decks, without repeats."""
        return list(dict.fromkeys((c.passcode, c.name) for _, cards in self.decks for c in cards))


class CardScriptError(DuelcoreError):
    """A card script raised an error or ran past the operation budget. The message names the card;
    the duel has been restored to its state before the answer that started it."""


class ListenerError(Exception):
    """An exception raised by an event listener (``DuelState.subscribe``), carried out of the
    rules as itself: the listener's fault, never a card script's.

    Not a ``DuelcoreError``, so no rules code that handles duel errors catches it.
    ``Duel.apply_action`` restores the duel to before the answer and re-raises ``error``.

    Attributes:
        error: the listener's own exception (a ``BrokenPipeError`` when the output it printed
            to was closed, for example).
    """

    def __init__(self, error: Exception) -> None:
        super().__init__(f"an event listener raised {type(error).__name__}: {error}")
        self.error = error
