"""The one decision protocol: typed Decisions with legal options, answered by index.

The processor stops at every choice a player must make and publishes a :class:`Decision`. The
answer is the index of one option (or, where ``max_count > 1``, a tuple of distinct indices).
An answer that is not legal raises :class:`~duelcore.errors.IllegalAnswer` and leaves the duel
exactly as it was. A Decision with only one legal option is never asked.

Source: DESIGN §1.
"""

from __future__ import annotations

import enum
import operator
from dataclasses import dataclass
from typing import Any, Callable, Generator

from duelcore.errors import DuelcoreError, IllegalAnswer


class DecisionKind(enum.Enum):
    """What kind of choice a Decision asks for."""

    IDLE_COMMAND = "idle command"          # Main Phase: summon, Set, change position, move on
    BATTLE_COMMAND = "battle command"      # Battle Step: attack, or end the Battle Phase
    SELECT_ATTACK_TARGET = "select attack target"
    SELECT_TRIBUTE = "select Tribute"
    SELECT_ZONE = "select zone"
    SELECT_DISCARD = "select card to discard"
    REPLAY = "replay"                      # the attack target count changed: attack again or stop
    CHAIN_OR_PASS = "chain or pass"
    SELECT_CARDS = "select cards"
    SELECT_POSITION = "select position"
    YES_NO = "yes or no"
    OPTION = "option"


class Action(enum.Enum):
    """What choosing an option does. Names follow the rulebook's terms."""

    NORMAL_SUMMON = "Normal Summon"
    SET_MONSTER = "Set"
    FLIP_SUMMON = "Flip Summon"
    CHANGE_POSITION = "change battle position"
    ENTER_BATTLE_PHASE = "enter the Battle Phase"
    END_TURN = "end the turn"
    ATTACK = "attack"
    ENTER_MAIN_PHASE_2 = "enter Main Phase 2"
    TARGET = "attack target"
    DIRECT_ATTACK = "direct attack"
    STOP_ATTACK = "do not attack"
    TRIBUTE = "Tribute"
    ZONE = "zone"
    DISCARD = "discard"
    ACTIVATE = "activate"
    SET_SPELL_TRAP = "Set a Spell/Trap"
    PASS = "pass"
    SELECT = "select"
    POSITION = "position"
    XYZ_SUMMON = "Xyz Summon"
    LINK_SUMMON = "Link Summon"
    SPECIAL_SUMMON = "Special Summon"
    YES = "yes"
    NO = "no"


def as_index(value: Any) -> int | None:
    """``value`` as an int index if it is an integer (numpy integers too), else None; bools are not indices."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


#: An option's card that was not read before its Decision was answered.
_ANSWERED = object()


class Option:
    """One legal answer to a Decision, rendered from the deciding player's view.

    Attributes:
        action: what it does (Action).
        text: the option in the rulebook's words, e.g. "Normal Summon Dark Magician (2 Tributes)".
        card: the card acting or chosen, as the decider may know it (see knowledge.card_info), or None.
        zone: a 1-based zone number where the option is about a zone, else None.
        effect: for an option that activates an effect, that effect's 1-based index among its
            card's effects (the order its script gives them: which of a card's effects it is,
            e.g. the two activations of Spell Shield Type-8), else None (0 when the effect is
            not one of its card's own).

    ``card`` may be given as a function of no arguments that renders it
    (knowledge.card_info_later): it is then rendered the first time it is read, and kept. Most
    options are never read (an agent that chooses by index), so this spares the rendering. It is
    rendered as the card is when its Decision is asked: once the Decision is answered, a card
    not read yet can no longer be (reading it raises), since rendering it then would show the
    card where it is later, perhaps where the player may not see it.
    Options are immutable; equal when their action, text, card, zone and effect are.
    """

    __slots__ = ("action", "text", "zone", "effect", "_card")

    action: Action
    text: str
    zone: int | None
    effect: int | None

    def __init__(self, action: Action, text: str, card: "dict[str, Any] | Callable[[], dict[str, Any]] | None" = None,
                 zone: int | None = None, effect: int | None = None) -> None:
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "effect", effect)
        object.__setattr__(self, "_card", card)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Option cannot be changed (tried to set {name!r})")

    @property
    def card(self) -> dict[str, Any] | None:
        """The card acting or chosen, as the decider may know it, or None (rendered when first read).

        Raises:
            DuelcoreError: it was not read before its Decision was answered (see the class doc).
        """
        card = self._card
        if card is _ANSWERED:
            raise DuelcoreError(f"the card of option {self.text!r} was not read before its Decision was answered; "
                                "read a Decision's options while it is the current one")
        if callable(card):
            card = card()
            object.__setattr__(self, "_card", card)
        return card

    def card_place(self) -> tuple | None:
        """What :attr:`card` says of which card it is and where, as ``knowledge.card_place``
        gives it: (passcode or None when hidden, location, zone, controller); None when the
        option names no card. It does not make the card's dict when it was not read yet.

        Raises:
            DuelcoreError: as :attr:`card`.
        """
        card = self._card
        if card is None:
            return None
        place = getattr(card, "place", None)  # knowledge.LaterCardInfo: not rendered yet
        if place is not None:
            return place()
        from duelcore.state.knowledge import info_place  # (knowledge imports the cards, which import this module)

        return info_place(self.card)

    def _answered(self) -> None:
        """Its Decision was answered: a card not rendered yet will not be (the duel moves on)."""
        if callable(self._card):
            object.__setattr__(self, "_card", _ANSWERED)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return ((self.action, self.text, self.card, self.zone, self.effect)
                == (other.action, other.text, other.card, other.zone, other.effect))

    def __hash__(self) -> int:
        return hash((self.action, self.text, self.zone))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Option, (self.action, self.text, self.card, self.zone, self.effect))

    def __repr__(self) -> str:
        effect = "" if self.effect is None else f", effect={self.effect!r}"
        return f"Option(action={self.action!r}, text={self.text!r}, card={self.card!r}, zone={self.zone!r}{effect})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        out: dict[str, Any] = {"action": self.action.value, "text": self.text}
        if self.card is not None:
            out["card"] = self.card
        if self.zone is not None:
            out["zone"] = self.zone
        return out


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice one player must make now.

    Attributes:
        player: who decides (0 or 1).
        kind: DecisionKind.
        prompt: what is being asked, in words.
        options: the legal answers (at least one).
        min_count, max_count: for multi-select Decisions, how many indices the answer holds;
            both 1 for a single choice (the answer is then one int).

    A Decision holds only what its player may know: the engine keeps what each option means
    to itself (DESIGN §4).
    """

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Option, ...]
    min_count: int = 1
    max_count: int = 1

    def legal_actions(self) -> list[int]:
        """The legal option indices: ``[0, 1, ..., len(options) - 1]``."""
        return list(range(len(self.options)))

    def answered(self) -> None:
        """Called by the processor when this Decision is answered (or the duel ends without an
        answer): the options' cards not read yet are dropped, never rendered later
        (:class:`Option`)."""
        for option in self.options:
            option._answered()

    def check(self, answer: Any) -> Any:
        """Validate an answer and return it in canonical form (int, or tuple of ints).

        Raises:
            IllegalAnswer: not an int (or, for multi-select, not a collection of distinct ints
                of an allowed size), or an index outside the options. The message names the
                Decision and the legal range.
        """
        n = len(self.options)
        if self.max_count == 1:
            index = as_index(answer)
            if index is None:
                raise IllegalAnswer(
                    f"the answer to {self.prompt!r} must be one option index 0..{n - 1}, got {answer!r}"
                )
            answer = index
            if not 0 <= answer < n:
                raise IllegalAnswer(
                    f"option {answer} is not one of the options of {self.prompt!r}: choose 0..{n - 1}"
                )
            return answer
        if as_index(answer) is not None:
            answer = (answer,)
        try:
            picked = tuple(as_index(i) for i in answer)
        except TypeError:
            raise IllegalAnswer(
                f"the answer to {self.prompt!r} must be {self.min_count}-{self.max_count} option indices"
            ) from None
        if not all(i is not None and 0 <= i < n for i in picked):
            raise IllegalAnswer(f"answer {answer!r} holds an index outside 0..{n - 1}")
        if len(set(picked)) != len(picked):
            raise IllegalAnswer(f"answer {answer!r} repeats an index")
        if not self.min_count <= len(picked) <= self.max_count:
            raise IllegalAnswer(
                f"the answer to {self.prompt!r} must choose {self.min_count}-{self.max_count} options, got {len(picked)}"
            )
        return tuple(sorted(picked))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (what a client or agent is shown)."""
        out: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind.value,
            "prompt": self.prompt,
            "options": [o.to_dict() for o in self.options],
        }
        if self.max_count != 1:
            out["min_count"] = self.min_count
            out["max_count"] = self.max_count
        return out


#: A procedure of the duel in direct style: a generator that yields the Decisions it asks and
#: receives their answers (the processor's type; DESIGN §1).
Process = Generator[Decision, Any, Any]
