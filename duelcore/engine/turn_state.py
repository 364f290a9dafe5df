"""Copying a duel at a turn boundary, and starting the processor from the copy.

Between two turns (after one turn's End Phase, before the next turn's Draw Phase) nothing is under
way: no chain, no trigger waiting, no card resolving, and the processor holds nothing but "run the
next turn". Everything a duel remembers is then data on the duel: the cards, zones and players,
the lingering effects applied to cards, player effects, delayed effects and End Phase actions
(records naming a procedure and its arguments: ``state.lasting.ProcedureCall``), the record of
answers, the events, the random generator. So the whole state can be copied there and a new
processor started from the copy; given the same answers, the copy plays on exactly as the original.

How a copy is made (:func:`copy_at_turn_boundary`): a deep copy of the duel, with

- the card database, each card's data, the rule flags and the events shared (they never change);
- the record's answers and checkpoints copied as lists of the same entries;
- no processor, no Decision, no listeners, no response-window hook;
- each card's Effects made again from its script for the copied card (``Card.__deepcopy__``)
  instead of copied: an Effect's callbacks may close over the card that owns it, and a copied
  closure would still point at the original card; a reference to an Effect anywhere in the state
  becomes the copied card's Effect at the same place (``Effect.__deepcopy__``).

A duel keeps the state at the start of its current turn when :attr:`DuelState.keep_turn_state` is
set: the processor then stores a :class:`TurnState` in ``duel.turn_state`` at each turn boundary.
:meth:`TurnState.start` makes a runnable duel from it.

Source: DESIGN §6 (determinism: the state, the seed and the answers decide the duel).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from duelcore.errors import DuelcoreError
from duelcore.state.enums import Phase

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel


@dataclass(frozen=True, eq=False)
class TurnState:
    """The whole state of a duel at a turn boundary, detached from any processor.

    Attributes:
        turn: the number of the turn that has just ended (0: after the opening hands, before
            turn 1).
        answers: how many answers of the duel's record were given before this point (the
            answers to give a started copy to play on as the original did are
            ``record.answers[answers:]``).

    Use :meth:`start` to get a duel that plays on from here; a TurnState can be started any
    number of times, each start an independent duel.

    Source: DESIGN §6.
    """

    turn: int
    answers: int
    _duel: "Duel"

    def start(self) -> "Duel":
        """A new duel, independent of this state and of the duel it came from, whose processor
        starts the next turn (its Draw Phase) and runs to its first Decision. It does not keep
        turn states (``keep_turn_state`` False) unless it is asked to.

        Returns the Duel (its ``decision`` is the next turn's first Decision, or it is over).

        Raises:
            DuelEnd: never (the result of a duel that ends at once is kept in ``result``).
        """
        duel = _copy(self._duel)
        duel._keep_turn_state = False  # a new duel: it keeps no turn states unless asked
        duel._start(duel.run_turns(new_turn=True))
        return duel


def copy_at_turn_boundary(duel: "Duel") -> TurnState:
    """Copy ``duel``'s whole state at a turn boundary (called by the processor between turns).

    Args:
        duel: a duel between two turns (after the End Phase, before the next Draw Phase).

    Returns a :class:`TurnState` holding a detached copy (the original is not changed).

    Raises:
        DuelcoreError: something is still under way (a chain, a waiting trigger, a card being
            resolved, an event being recorded, a leave-the-field procedure, a phase before the
            End Phase): not a turn boundary.

    Source: DESIGN §6; see the module doc for what is shared and what is made again.
    """
    busy = [name for name, value in (
        ("a chain", duel.chain), ("trigger effects waiting", duel.pending_triggers),
        ("a card resolving", duel.resolving), ("a Chain Link being applied", duel.resolving_link),
        ("events being recorded", duel._event_taps), ("leave-the-field procedures", duel._leave_hooks),
        ("a response window", duel.current_window),
        ("a phase before the End Phase", duel.phase not in (None, Phase.END)),
    ) if value]
    if busy:
        raise DuelcoreError(f"the duel can be copied only between two turns; under way now: {', '.join(busy)}")
    return TurnState(duel.turn, len(duel.record.answers), _copy(duel))


def _copy(duel: "Duel") -> "Duel":
    """A detached deep copy of ``duel`` (no processor); see the module doc."""
    memo: dict[int, object] = {
        id(duel.db): duel.db,
        id(duel.flags): duel.flags,
        id(duel.events): list(duel.events),
        id(duel.record.answers): list(duel.record.answers),
        id(duel.record.checkpoints): list(duel.record.checkpoints),
        id(duel._listeners): [],
        id(duel._trigger_effects): [],
        id(duel._continuous_effects): [],
        id(duel._modifier_effects): [],
        id(duel._negating_effects): [],
        id(duel._hooked): {},
        id(duel._view_piles): {},
        id(duel._quick_cards): [],
        id(duel._turn_player_cards): [],
    }
    for held in (duel._process, duel._decision, duel.response_window, duel.turn_state):
        if held is not None:
            memo[id(held)] = None
    new = copy.deepcopy(duel, memo)  # cards make their Effects again: Card.__deepcopy__
    new._process = None
    new._decision = None
    new.response_window = None
    new.turn_state = None
    for card in new.cards:
        new._index_effects(card)
    return new
