"""Records of effects that last past the moment that makes them: End Phase actions, delayed effects,
and the callbacks they run, held as data (a procedure named by its function and its arguments).

The whole state of a duel is copied at a turn boundary (:mod:`duelcore.engine.turn_state`), so
nothing in it may be a closure: a copied closure would still point at the original duel's cards.
The Duel's methods that make these records are in :mod:`duelcore.rules.lasting`.

Source: DESIGN §6 (the duel state is data); rulebook "Card Effects".
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from duelcore.errors import DuelcoreError

if TYPE_CHECKING:
    from duelcore.state.card import LinkRef


def require_named_procedure(fn: Any, what: str) -> None:
    """Refuse a callback that cannot be kept in the duel's state as data.

    Effects that last past the moment that creates them (End Phase actions, delayed effects,
    control that returns, lingering destruction replacements) are records held by the duel; the
    whole state of a duel is copied at a turn boundary (:mod:`duelcore.engine.turn_state`). A
    closure would keep the cards and the duel it captured, not their copies, so such a callback
    must be a function defined at the top level of its module (or a method of a class there),
    and what it needs is passed as arguments (:class:`ProcedureCall`).

    Args:
        fn: the callback.
        what: what it is for, named in the error ("an End Phase action").

    Raises:
        DuelcoreError: ``fn`` is not a function, is a lambda, is defined inside another function,
            or captures variables (a script bug).

    Source: DESIGN §6 (the duel state is data, copied and replayed exactly).
    """
    if not inspect.isfunction(fn):
        raise DuelcoreError(f"{what} must be a function defined at the top level of its module, got {fn!r}")
    qualname = fn.__qualname__
    if fn.__closure__ or "<locals>" in qualname or "<lambda>" in qualname:
        raise DuelcoreError(
            f"{what} must be a function defined at the top level of its module, with what it needs "
            f"passed as arguments; {fn.__module__}.{qualname} is a lambda or a nested function"
        )


@dataclass(frozen=True)
class ProcedureCall:
    """A procedure and the arguments it is called with: a callback held as data.

    Calling it, ``call(*now)``, runs ``procedure(*now, *args)``: the engine passes what it knows
    when it runs it (the duel, the card or the event), the record adds what was fixed when it was
    made (a player, a card, a LinkRef). The arguments are part of the duel's state and are copied
    with it (cards as the copy's cards), so a record never points into another duel.

    Attributes:
        procedure: a function defined at the top level of its module (``require_named_procedure``).
        args: the arguments fixed when the record was made (a tuple).

    Raises:
        DuelcoreError: (when made) ``procedure`` is a lambda, a nested function or a closure.

    Source: DESIGN §6 (the duel state is data); :mod:`duelcore.engine.turn_state`.
    """

    procedure: Callable[..., Any]
    args: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        require_named_procedure(self.procedure, "a procedure kept in the duel's state")

    @property
    def name(self) -> str:
        """The procedure's dotted name ("duelcore.rules.monster_changes.give_back_control")."""
        return f"{self.procedure.__module__}.{self.procedure.__qualname__}"

    def __call__(self, *now: Any) -> Any:
        return self.procedure(*now, *self.args)


@dataclass(eq=False)
class EndPhaseAction:
    """Something to do during the End Phase of a turn (:meth:`Duel.at_end_phase`).

    Attributes:
        turn: the duel's turn number whose End Phase carries it out.
        link: the card it is about, as the object it was when it was set up (a LinkRef: it is not
            carried out if that card has moved or been turned face-down since, FD-23), or None for
            an action tied to no card ("During the End Phase of this turn": Book of Eclipse).
        action: what it does, run as ``action(duel, card)`` (``card`` None without a link).

    Source: rulebook "Card Effects"; FD-23.
    """

    turn: int
    link: "LinkRef | None"
    action: ProcedureCall


@dataclass(eq=False)
class DelayedEffect:
    """An effect a resolved card leaves on a player that waits for an event and then applies
    once, later in the turn, without being activated ("If a monster on your side of the field was
    sent to your Graveyard this turn, you can Special Summon ... once during this turn": Last Will,
    resolved before any monster was sent).

    It is not a Trigger Effect: when its event happens it is not put on a chain, has no Chain
    Link and cannot be responded to or negated as an activation. It applies at the next moment
    the game is settled after its event (rules.chain.apply_delayed_effects): after the chain or
    action that caused the event and the trigger effects that followed it are over, outside the
    Damage Step and with no chain open. It applies only once (spent whether or not its operation
    finds something to do) and ends at the end of the turn ``expires_turn`` if its event never
    happens. Made by :meth:`Duel.add_delayed_effect`.

    Attributes:
        player: the player it applies to (0 or 1), who makes its choices.
        source: the name of the card whose effect left it (for logs and prompts).
        event: the trigger-event kind it waits for (a :class:`TriggerEvent` kind, e.g.
            "sent_to_gy").
        matches: a :class:`ProcedureCall`, ``matches(duel, event) -> bool``: whether a raised
            event of that kind is the one it waits for (e.g. "a monster on your side of the field
            went to your GY").
        operation: a :class:`ProcedureCall`, ``operation(duel, delayed) -> None | Process``: what
            it does when it applies (a plain function, or a generator in direct style that may
            ask ``player`` Decisions, like an Effect's operation; run with :func:`run_callback`).
        expires_turn: the turn at whose end it ends (int, the duel's turn number).
        met: its event has happened; it waits for the next settled moment to apply.

    Source: rulebook "Card Effects" (effects that apply later in the turn, set up by a resolved
    card, are not activated); Last Will's card text and rulings (its Special Summon does not
    start a chain and cannot be made in the Damage Step).
    """

    player: int
    source: str
    event: str
    matches: ProcedureCall
    operation: ProcedureCall
    expires_turn: int
    met: bool = False
