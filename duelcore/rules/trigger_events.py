"""Trigger events: recording what happened so that the trigger effects that answer it become
pending, and the delayed effects that wait for it are met.

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.raise_event(TriggerEvent(...))``). The pending trigger
effects are put on a chain later, in the SEGOC order (rules.chain.run_triggers).

Source: rulebook "Chains" (Trigger Effects); DESIGN §3; FS-19.
"""

from __future__ import annotations

import contextlib
from typing import Iterator

from duelcore.state.effects import Activation, Effect, TriggerEvent


class TriggerEventsMixin:
    """Raising trigger events (methods of Duel; see the module doc)."""

    def raise_event(self, event: TriggerEvent) -> TriggerEvent:
        """Record a trigger event: every trigger effect that answers it becomes pending.

        The event gets the current action number. A trigger is pending when its card is where the
        effect works, is not a face-down card on the field (a face-down card's effects are not
        activated, FD-10, unless the effect works face-down), and its condition holds for the
        event; it is activated at the next opportunity (rules.chain.run_triggers). The event
        remembers each such card as it is now (``where_met``), so that a card that leaves that
        place, or is turned face-down, before its effect is activated can be told (rule flag
        ``trigger_after_card_left_its_place``).
        """
        event.action = self.action_id
        if not event.previous:
            event.previous = [None] * len(event.cards)
        if event.kind == "flipped":
            for card in event.cards:
                card.values["flipped_face_up"] = True  # "after this card was flipped face-up" (Deus X-Krawler)
                card.values["flipped_turn"] = self.turn  # "the turn it is ... flipped face-up" (Spirit monsters)
        for effect in self._trigger_effects:
            card = effect.card
            if effect.event != event.kind or card.location not in effect.range:
                continue
            if card.on_field and not card.face_up and not effect.face_down_ok:
                continue

            player = self.trigger_player(effect, event)
            ctx = Activation(self, effect, player, card.ref(), event=event)
            if effect.condition is None or effect.condition(ctx):
                event.where_met.setdefault(card.uid, card.link())
                self.pending_triggers.append((effect, event))
        for delayed in self.delayed_effects:
            if not delayed.met and delayed.event == event.kind and delayed.expires_turn >= self.turn \
                    and delayed.matches(self, event):
                delayed.met = True
        for tap in self._event_taps:
            tap.append(event)
        return event

    @contextlib.contextmanager
    def recording_events(self) -> Iterator[list[TriggerEvent]]:
        """Collect every trigger event raised inside the ``with`` block into the list it gives
        (what an action done outside a chain caused, so that a response window can follow it)."""
        tap: list[TriggerEvent] = []
        self._event_taps.append(tap)
        try:
            yield tap
        finally:
            self._event_taps.remove(tap)

    def trigger_player(self, effect: Effect, event: TriggerEvent) -> int:
        """Who activates the trigger ``effect`` for ``event``: its ``activator`` if it names one
        ("that player" may), else its card's controller (its owner off the field)."""
        if effect.activator is not None:
            return effect.activator(self, effect.card, event)
        return effect.card.controller if effect.card.on_field else effect.card.owner
