"""Effects that last: lingering effects applied to a card, delayed effects left on a player,
End Phase actions, and the end of the effects that last "until the end of this turn".

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.apply(card, flag='cannot_attack')``).

Source: rulebook "Card Effects"; DESIGN §2; FD-21, FD-23 (a lingering effect ends when its card is
turned face-down or moves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from duelcore.errors import DuelcoreError
from duelcore.state.card import Card
from duelcore.state.effects import Applied, Reset
from duelcore.state.lasting import DelayedEffect, EndPhaseAction, ProcedureCall, require_named_procedure

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


class LastingEffectsMixin:
    """Lingering and delayed effects, End Phase actions (methods of Duel; see the module doc)."""

    def apply(self, card: Card, modifier: Any = None, flag: str | None = None, source: Card | None = None,
              reset: Reset = Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN, turns: int | None = None,
              replaces_destruction: Any = None) -> Applied:
        """Apply a lingering effect to ``card`` (a stat Modifier or a named flag) from now on.

        Args:
            card: the affected card.
            modifier: an effects.Modifier, or None.
            flag: a named restriction or protection (e.g. "negated"), or None.
            source: the card whose effect applied it.
            reset: when it ends (it always ends when the card moves or is turned face-down).
            turns: with Reset.END_OF_TURN, how many turns it lasts (1: this turn).
            replaces_destruction: a destruction replacement it gives (see :class:`Applied`).

        Raises:
            DuelcoreError: ``replaces_destruction`` or a callback of ``modifier`` is a lambda, a
                nested function or a closure: what lasts is kept in the duel's state as data
                (state.lasting.require_named_procedure; a script bug).
        """
        if replaces_destruction is not None:
            require_named_procedure(replaces_destruction, "a lingering destruction replacement")
        if modifier is not None:
            for fn in (modifier.applies_to, modifier.value_fn):
                if fn is not None:
                    require_named_procedure(fn, "a lingering stat change's callback")
        expires = self.turn + (turns or 1) - 1 if reset & Reset.END_OF_TURN else None
        applied = Applied(card.ref(), modifier, flag, source, reset, expires, self.next_timestamp(), replaces_destruction)
        if self.immune(card, source):
            return applied  # not applied to a card unaffected by it
        card.applied.append(applied)
        self.note_action()
        return applied

    def add_delayed_effect(self, player: int, source: str, event: str, matches: ProcedureCall,
                           operation: ProcedureCall, turns: int = 1) -> DelayedEffect:
        """Leave on ``player`` an effect that waits for a trigger event of kind ``event`` for which
        ``matches(duel, event)`` holds, then applies once, not activated (no Chain Link), at the
        next settled moment: ``operation(duel, delayed)`` runs after the chain or action that
        caused the event and the trigger effects that followed it, outside the Damage Step (see
        :class:`DelayedEffect`; rules.chain.apply_delayed_effects). It ends at the end of this
        turn (or of ``turns`` turns from now) if its event never happens.

        Args:
            player: the player it applies to (0 or 1).
            source: the name of the card whose resolved effect leaves it.
            event: a TriggerEvent kind ("sent_to_gy", "destroyed", "summoned", ...).
            matches: the test on each raised event of that kind (a ProcedureCall: a named
                function and its arguments, kept in the duel's state as data).
            operation: what it does (a ProcedureCall of a plain or generator function; it may ask
                ``player`` Decisions).
            turns: how many turns it waits (1: this turn only).

        Returns the DelayedEffect (already recorded on the duel).

        Raises:
            DuelcoreError: ``player`` is not 0 or 1, ``turns`` is less than 1, or ``matches`` or
                ``operation`` is not a ProcedureCall (script bugs).

        Source: rulebook "Card Effects"; Last Will's card text ("... once during this turn").
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"add_delayed_effect: player must be 0 or 1, got {player!r}")
        if turns < 1:
            raise DuelcoreError(f"add_delayed_effect: turns must be at least 1, got {turns!r}")
        for name, call in (("matches", matches), ("operation", operation)):
            if not isinstance(call, ProcedureCall):
                raise DuelcoreError(f"add_delayed_effect: {name} must be a ProcedureCall, got {call!r}")
        delayed = DelayedEffect(player, source, event, matches, operation, self.turn + turns - 1)
        self.delayed_effects.append(delayed)
        return delayed

    def at_end_phase(self, card: Card, procedure: Callable[..., None], *args: Any, turn: int | None = None) -> None:
        """Do ``procedure(duel, card, *args)`` during this turn's End Phase (or that of the turn
        numbered ``turn``, a later one: "during the End Phase of your opponent's 3rd turn",
        Swords of Revealing Light), unless ``card`` has moved or been turned face-down/face-up
        again since (a lingering effect is reset then: FD-23). Kept as an :class:`EndPhaseAction`
        record.

        Args:
            card: the card it is about.
            procedure: a function defined at the top level of its module.
            args: what else it needs (part of the duel's state: cards, players, strings).
            turn: the turn number whose End Phase it waits for (None: this turn).

        Raises:
            DuelcoreError: ``procedure`` is a lambda, a nested function or a closure, or ``turn``
                is an earlier turn (a script bug).
        """
        when = self.turn if turn is None else turn
        if isinstance(when, bool) or not isinstance(when, int) or when < self.turn:
            raise DuelcoreError(f"at_end_phase: turn must be this turn ({self.turn}) or a later one, got {turn!r}")
        self.end_phase_actions.append(EndPhaseAction(when, card.link(), ProcedureCall(procedure, args)))

    def at_end_phase_of_turn(self, procedure: Callable[..., None], *args: Any) -> None:
        """Do ``procedure(duel, None, *args)`` during this turn's End Phase, whatever happens to
        the card that set it up ("During the End Phase of this turn, ...": Book of Eclipse).

        Raises:
            DuelcoreError: ``procedure`` is a lambda, a nested function or a closure (a script bug).
        """
        self.end_phase_actions.append(EndPhaseAction(self.turn, None, ProcedureCall(procedure, args)))

    def run_end_phase_actions(self) -> None:
        """Carry out this turn's End Phase actions whose card is still the same (FD-23)."""
        due = [a for a in self.end_phase_actions if a.turn == self.turn]
        self.end_phase_actions = [a for a in self.end_phase_actions if a.turn > self.turn]
        for action in due:
            if action.link is None:
                action.action(self, None)
            elif action.link.valid:
                action.action(self, action.link.card)

    def end_of_turn_cleanup(self) -> None:
        """End the effects that last "until the end of this turn"."""
        self.player_effects = [pe for pe in self.player_effects if pe.expires_turn > self.turn]
        self.delayed_effects = [d for d in self.delayed_effects if d.expires_turn > self.turn]
        for card in self.cards:
            if card.applied:
                card.applied = [
                    a for a in card.applied
                    if not (a.reset & Reset.END_OF_TURN and a.expires_turn is not None and a.expires_turn <= self.turn)
                ]
