"""Moving cards: the game actions that take a card from one place to another.

Draw, shuffle, send to the GY, return to the hand, destroy (with destruction replacements and the
cards destroyed with their target), banish instead, equip, attach Xyz Materials, Tokens, and
placing a Field Spell. A card that moves becomes a new object (DESIGN §2); what cards do when they
leave the field is carried out after the move has been recorded (:meth:`MovesMixin.run_leave_hooks`).

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.destroy([card])``).

Source: rulebook "Destroy", "Send to the Graveyard", "Banish", "Equip Cards", "Tokens",
"Xyz Materials"; DESIGN §2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.errors import DuelcoreError
from duelcore.state.card import Card
from duelcore.state.effects import Effect, TriggerEvent
from duelcore.state.enums import Location, Position
from duelcore.state.knowledge import can_see

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.state.decision import Process


class MovesMixin:
    """Moving cards (methods of Duel; see the module doc)."""

    def _remove(self, card: Card) -> None:
        loc = card.location
        if loc is Location.NOWHERE:
            return
        if loc is Location.XYZ_MATERIAL:
            assert card.attached_to is not None
            card.attached_to.materials.remove(card)
            card.attached_to = None
            return
        if loc is Location.FIELD_ZONE:
            self.players[card.controller].field_zone = None
        elif loc.on_field:
            zones = self.zones(card.controller, loc)
            assert zones[card.zone] is card, f"{card!r} is not where it says"
            zones[card.zone] = None
        else:
            self.pile(card.owner, loc).remove(card)

    def move(
        self,
        card: Card,
        to: Location,
        *,
        zone: int | None = None,
        position: Position | None = None,
        controller: int | None = None,
        top: bool = True,
        reason: str = "",
    ) -> Card:
        """Move ``card`` to a new location; it becomes a new object there (DESIGN §2).

        Piles (hand, Deck, Extra Deck, GY, banished) are always the owner's, and the card's
        controller becomes its owner. Field zones need ``zone`` (and ``controller``, default
        the current controller); the Field Zone needs none.

        Args:
            card: the card to move.
            to: the destination Location.
            zone: zone index (0-4 Main Monster / Spell & Trap Zone, 0-1 Extra Monster Zone).
            position: its position at the destination (required on the field; banished cards
                default to face-up).
            controller: who controls it on the field.
            top: for the Deck and GY, put it on top (True) or at the bottom (False).
            reason: why it moves ("destroyed", "battle", "effect", "cost", "rule", ...), passed
                to the hooks of cards that leave the field.

        Raises:
            DuelcoreError: the destination zone is occupied or missing, or no position is given
                for a field zone (rules bugs, never bad user input).
        """
        if to.on_field:
            if position is None:
                raise DuelcoreError(f"moving {card!r} to the field needs a position")
            ctrl = card.controller if controller is None else controller
            if to is Location.FIELD_ZONE:
                if self.players[ctrl].field_zone is not None:
                    raise DuelcoreError("the Field Zone is occupied")
            else:
                if zone is None:
                    raise DuelcoreError(f"moving {card!r} to a {to.value} needs a zone")
                if self.zones(ctrl, to)[zone] is not None:
                    raise DuelcoreError(f"{to.value} {zone + 1} of player {ctrl + 1} is occupied")
        if not to.on_field and to is not Location.BANISHED and card.location.on_field \
                and self.has_flag(card, "banish_when_leaves_field"):
            # "If this card leaves the field, banish it" (Worm Yagan): it goes to the banishment
            # instead, face-up (FD-23 for when the flag is lost).
            to, zone, position, controller = Location.BANISHED, None, Position.FACE_UP, None
        hooks = []
        if card.location.on_field and card.face_up:
            hooks = [e.on_leave for e in card.effects if e.on_leave is not None and not self.effect_negated(card, e)]
        previous_location = card.location
        previous_controller = card.controller
        self._remove(card)
        left_field = card.location.on_field
        old_values = card.values
        was_face_up = card.face_up
        card.incarnation += 1
        card.reset_field_state()
        card.left_field_controller = previous_controller if left_field else None
        card.location = to
        self.note_action()
        if to in (Location.HAND, Location.DECK, Location.EXTRA_DECK):
            card.properly_summoned = False
        if card.data.is_token and not to.on_field:
            # A Token that leaves the field ceases to exist (rulebook "Tokens").
            card.location = Location.NOWHERE
            card.zone = None
            card.position = None
            card.controller = card.owner
            return card
        if to.on_field:
            card.controller = ctrl
            card.position = position
            card.turn_placed = self.turn
            card.timestamp = self.next_timestamp()
            if to is Location.FIELD_ZONE:
                card.zone = 0
                self.players[ctrl].field_zone = card
            else:
                card.zone = zone
                self.zones(ctrl, to)[zone] = card
        else:
            card.controller = card.owner
            card.zone = None
            card.position = (position or Position.FACE_UP) if to is Location.BANISHED else None
            if was_face_up and (left_field or previous_location is Location.GY) and to in (Location.HAND, Location.EXTRA_DECK):
                # Everyone saw which face-up card (or card from the GY) went back: it stays known
                # while it stays there.
                card.revealed_to = frozenset({0, 1})
            pile = self.pile(card.owner, to)
            if top:
                pile.append(card)
            else:
                pile.insert(0, card)
        if previous_location is Location.HAND:
            opponent = 1 - card.owner
            if not can_see(card, opponent):
                # The opponent cannot tell which card left the hand: what they knew of the cards
                # left in it no longer says which is which (no identity by elimination, FD-01).
                for other in self.players[card.owner].hand:
                    if opponent in other.revealed_to:
                        other.revealed_to = other.revealed_to - {opponent}
        if left_field and card.materials:
            # Its Xyz Materials are sent to the GY when an Xyz Monster leaves the field, right
            # after the move that took it away is recorded.
            self._leave_hooks.insert(0, (MovesMixin._materials_to_gy, card, {}, reason))
        if left_field and was_face_up:
            for hook in hooks:
                self._leave_hooks.append((hook, card, old_values, reason))
        if previous_location is Location.DECK or to is Location.DECK:
            shown = self._shown_deck_tops.get(card.owner)
            if shown is not None and shown[0] is card and to is Location.HAND:
                # It was face-up on top of a face-up Deck (Convulsion of Nature): both players saw
                # which card was taken into the hand.
                card.revealed_to = frozenset({0, 1})
            self.show_deck_tops()
        return card

    def _materials_to_gy(self, card: Card, values: dict[str, Any], reason: str) -> None:
        """Send the Xyz Materials of ``card``, which has left the field, to the GY."""
        materials = list(card.materials)
        with self.simultaneous():
            for material in materials:
                self.move(material, Location.GY, reason="rule")
                self.emit("sent_to_gy", material.owner, card=material)
        if materials:
            self.raise_event(TriggerEvent("sent_to_gy", materials, [Location.XYZ_MATERIAL] * len(materials), reason="rule"))

    def attach(self, host: Card, material: Card) -> None:
        """Attach ``material`` to the Xyz Monster ``host`` as Xyz Material (it leaves where it was)."""
        from_field = material.location.on_field
        previous_controller = material.controller
        self._remove(material)
        material.incarnation += 1
        material.reset_field_state()
        material.left_field_controller = previous_controller if from_field else None
        material.location = Location.XYZ_MATERIAL
        material.zone = None
        material.position = None
        material.controller = host.controller
        material.attached_to = host
        host.materials.append(material)
        self.note_action()

    def create_token(self, data: "CardData", owner: int) -> Card:
        """A new Token (not in any pile; it exists only while on the field). Source: rulebook "Tokens"."""
        card = Card(100_000 + len(self.tokens), data, owner, Location.NOWHERE)
        card.duel = self
        self.tokens.append(card)
        return card

    def run_leave_hooks(self) -> None:
        """Carry out what cards that left the field do on leaving (Call of the Haunted destroys its
        monster), after the operation that moved them has been recorded."""
        while self._leave_hooks:
            hook, card, values, reason = self._leave_hooks.pop(0)
            hook(self, card, values, reason)

    def shuffle_deck(self, player: int) -> None:
        """Shuffle ``player``'s Deck with the duel's seeded generator. Every card of it becomes
        unknown again (a card revealed while in the Deck, by Nobleman of Crossout or a search that
        showed the Deck, is known only until the Deck is shuffled: after it, no one knows where
        it is). Source: rulebook "Shuffle" (the Deck's order is unknown to both players); DESIGN
        §4."""
        deck = self.players[player].deck
        self.rng.shuffle(deck)
        for card in deck:
            card.revealed_to = frozenset()
        # A top shown face-up (Convulsion of Nature) is forgotten with the rest: the shuffled
        # Deck's top, the same card or another, is shown afresh.
        self._shown_deck_tops.pop(player, None)
        self.show_deck_tops()
        self.emit("shuffle", player)

    def draw(self, player: int, count: int = 1) -> list[Card]:
        """``player`` draws ``count`` cards from the top of their Deck.

        A player who must draw from an empty Deck loses (rulebook "Winning and Losing"); the
        loss is decided by the next :meth:`check_win`, so a simultaneous loss is a draw. The
        Continuous Effects that act each time a player draws (``Effect.on_draw``: Solemn Wishes)
        act once the cards are drawn.

        Returns:
            the cards drawn (possibly fewer than ``count``).
        """
        drawn: list[Card] = []
        deck = self.players[player].deck
        for _ in range(count):
            if not deck:
                self.emit("deck_out", player)
                self.mark_loss(player, "deck_out")
                break
            card = deck[-1]
            self.move(card, Location.HAND)
            drawn.append(card)
            self.emit("draw", player, card=card)
        if drawn:
            # "Each time you draw" (Solemn Wishes): once per draw, with no Chain Link.
            for effect in self.live_continuous_effects("on_draw"):
                effect.on_draw(self, effect.card, player, drawn)
        return drawn

    def send_to_gy(self, card: Card, reason: str = "effect") -> Card:
        """Send ``card`` to its owner's GY (on top) and raise the "sent_to_gy" trigger event."""
        was_known = [p for p in (0, 1) if can_see(card, p)]
        previous = card.location
        was_face_up = card.face_up
        self.move(card, Location.GY, reason=reason)
        if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
            self.emit("banished", card.owner, card=card)
            self.raise_event(TriggerEvent("banished", [card], [previous], reason=reason, data={"face_up": [was_face_up]}))
        else:
            self.emit("sent_to_gy", card.owner, known_to=was_known, card=card)
            self.raise_event(TriggerEvent("sent_to_gy", [card], [previous], reason=reason, data={"face_up": [was_face_up]}))
        self.run_leave_hooks()
        return card

    def return_to_hand(self, card: Card, reason: str = "effect") -> Card:
        """Return ``card`` to its owner's hand."""
        self.move(card, Location.HAND, reason=reason)
        self.emit("returned_to_hand", card.owner, card=card)
        self.run_leave_hooks()
        return card

    def destroy(self, cards: list[Card], reason: str = "effect", by: int | None = None,
                extra: dict[str, Any] | None = None, banish: bool = False) -> list[Card]:
        """Destroy ``cards`` (simultaneously) and send them to their owners' GYs, or with ``banish``
        banish them face-up instead ("destroy it, and if you do, banish it": Bottomless Trap Hole).
        Cards on the field, in the hand or in the Deck can be destroyed (Crush Card Virus, Chain
        Destruction).

        Returns the cards destroyed. Raises the "destroyed" trigger event and then "sent_to_gy" or
        "banished" (their data: "face_up" per card, "by" the player, plus ``extra``; battle gives
        "destroyed_by", the monster that destroyed each card, by uid). A card the resolving Chain
        Link spares (``ChainLink.spared``: another card was destroyed instead, Fake Trap) and a card
        whose destruction a protection replaces are not destroyed.
        """
        if reason == "effect" and self.resolving_link is not None and self.resolving_link.spared:
            # Another card was destroyed instead ("Destroy this card instead": Fake Trap).
            spared = self.resolving_link.spared
            cards = [card for card in cards if not any(r.valid and r.card is card for r in spared)]
        if reason != "rule":
            cards = [card for card in cards if not self._destruction_replaced(card, reason)]
        done: list[Card] = []
        previous: list[Location] = []
        face_up: list[bool] = []
        source = self.resolving if reason == "effect" else None
        with self.simultaneous():
            for card in cards:
                if not (card.on_field or card.location in (Location.HAND, Location.DECK)) or self.immune(card, source):
                    continue
                was_known = [p for p in (0, 1) if can_see(card, p)]
                previous.append(card.location)
                face_up.append(card.face_up)
                kind = "destroyed_by_battle" if reason == "battle" else "destroyed"
                if banish:
                    self.move(card, Location.BANISHED, position=Position.FACE_UP, reason="destroyed")
                    self.emit(kind, card.owner, known_to=was_known, card=card)
                    self.emit("banished", card.owner, card=card)
                else:
                    self.move(card, Location.GY, reason="destroyed")
                    self.emit(kind, card.owner, known_to=was_known, card=card)
                    if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
                        self.emit("banished", card.owner, card=card)
                done.append(card)
        if done:
            self._destroy_bound(done)
            data = {"face_up": face_up, "by": by, **(extra or {})}
            self.raise_event(TriggerEvent("destroyed", done, previous, player=by, reason=reason, data=data))
            for where, then in ((Location.GY, "sent_to_gy"), (Location.BANISHED, "banished")):
                idx = [i for i, c in enumerate(done) if c.location is where]
                if idx:
                    part = {**data, "face_up": [face_up[i] for i in idx]}
                    self.raise_event(TriggerEvent(then, [done[i] for i in idx], [previous[i] for i in idx], player=by,
                                                  reason=reason, data=part))
        self.run_leave_hooks()
        self.state_check()
        return done

    def _destruction_replaced(self, card: Card, reason: str) -> bool:
        """Whether a protection applied to ``card`` (Magic Reflector's counter) or a Continuous
        Effect ("destroy that equipped monster instead") replaces the destruction of ``card``;
        the replacement is carried out by whichever does."""
        if not card.on_field:
            return False
        for applied in list(card.applied):
            if applied.replaces_destruction is not None and applied.card.valid \
                    and applied.replaces_destruction(self, card, applied, reason):
                return True
        for effect in self.live_continuous_effects("replaces_destruction"):
            if effect.replaces_destruction(self, effect.card, card, reason):
                return True
        return False

    def _destroy_bound(self, destroyed: list[Card]) -> None:
        """Cards whose effect says "When that target is destroyed, destroy this card" (Call of the
        Haunted) are destroyed at once, with no chain, unless that effect is negated."""
        bound = []
        for p in self.players:
            for card in p.spell_trap_zones:
                if card is None or not card.face_up:
                    continue
                link = card.values.get("destroy_with")
                if link is None or link.card not in destroyed or link.card.incarnation != link.incarnation + 1:
                    continue
                if link.card.face_down_count != link.face_down_count:
                    continue  # the link was cut when the monster was turned face-down (FD-20)
                if not self.effect_negated(card):
                    bound.append(card)
        if bound:
            self.destroy(bound, reason="effect")

    def equip_monster(self, host: Card, monster: Card, effect: Effect) -> bool:
        """Equip ``monster`` to ``host`` as an Equip Card by ``effect`` (Relinquished).

        The monster moves to the first free Spell & Trap Zone of ``host``'s controller and is
        treated as an Equip Spell there; it keeps its face-up or face-down state (a face-down one
        is "a face-down Equip Spell" whose card type both players know, FD-18). A face-down one's
        identity stays known only to those who knew it (its owner, who Set it); the host's
        controller sees its card type. The link lasts while ``host`` stays face-up in a Monster
        Zone and ``effect`` is not negated (:meth:`state_check`).

        Returns False, moving nothing, when no Spell & Trap Zone is free.
        """
        player = host.controller
        free = self.players[player].free_spell_trap_zones()
        if not free:
            return False
        position = Position.FACE_UP if monster.face_up else Position.FACE_DOWN
        known = [p for p in (0, 1) if can_see(monster, p)]
        moved = self.move(monster, Location.SPELL_TRAP_ZONE, zone=free[0], position=position,
                          controller=player, reason="effect")
        if position is Position.FACE_DOWN:
            moved.revealed_to = frozenset(known)
        moved.values["equip_card"] = True
        moved.values["equipped_to"] = host.link()
        moved.values["equipped"] = True
        moved.values["equip_effect"] = effect
        moved.values["timestamp"] = self.next_timestamp()
        self.emit("equipped", player, known_to=known, card=moved, target=host)
        self.raise_event(TriggerEvent("equipped", [moved], player=player, data={"target": host}))
        self.state_check()
        return True

    def equip(self, equip_card: Card, monster: Card) -> None:
        """Equip the Equip Card ``equip_card``, already face-up in a Spell & Trap Zone, to
        ``monster``: record the link (it holds while ``monster`` stays the same object and is not
        turned face-down: state_check) and the time it began to apply, and raise the "equipped"
        trigger event (data "target": the monster). Source: rulebook "Equip Cards"."""
        equip_card.values["equipped_to"] = monster.link()
        equip_card.values["equipped"] = True
        equip_card.values["timestamp"] = self.next_timestamp()
        self.emit("equipped", equip_card.controller, card=equip_card, target=monster)
        self.raise_event(TriggerEvent("equipped", [equip_card], player=equip_card.controller, data={"target": monster}))

    def place_field_spell(self, card: Card, player: int, position: Position) -> None:
        """Put a Field Spell in ``player``'s Field Zone; a Field Spell already there is first sent
        to the GY (modern) or destroyed (2006) before the new one is placed (FS-05). It asks
        nothing."""
        old = self.players[player].field_zone
        if old is not None:
            if self.flags.replaced_field_spell_destroyed:
                self.destroy([old], reason="rule")
            else:
                self.send_to_gy(old, reason="rule")
        self.move(card, Location.FIELD_ZONE, position=position, controller=player)
