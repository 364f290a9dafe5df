"""What effects do to monsters: Special Summon them, change their battle position, flip them
face-up or face-down, and take control of them.

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.special_summon(card, player)``).

Source: rulebook "Special Summon", "Battle Position", "Flip", "Control" (Master Rule 2020);
FD-20 to FD-26 (a monster turned face-down).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.rules.summon import choose_main_monster_zone, summon_allowed
from duelcore.rules.zones import choose_summon_zone, summon_zones
from duelcore.state.card import Card, CardRef
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position, SummonType
from duelcore.state.knowledge import card_info, card_info_later

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def give_back_control(duel: "Duel", _: Any, ref: CardRef, owner: int) -> None:
    """The End Phase action of a control change "until the End Phase" (Change of Heart): if the
    monster ``ref`` names is still that object in a Monster Zone and ``owner`` does not control
    it, control returns to ``owner`` (:meth:`MonsterChangesMixin.return_control`)."""
    monster = ref.card
    if ref.valid and monster.location.is_monster_zone and monster.controller != owner:
        duel.return_control(monster, owner)


class MonsterChangesMixin:
    """Special Summons by an effect, position and control changes (methods of Duel; see the module doc)."""

    def special_summon(self, card: Card, player: int, position: Position | None = Position.FACE_UP_ATTACK,
                       zone: int | None = None, summon_type: Any = None, proper: bool = False,
                       despite_lock: bool = False) -> "Process":
        """Special Summon ``card`` to ``player``'s field by an effect (choosing a Main Monster Zone).

        Args:
            position: the position the effect names; None lets ``player`` choose face-up Attack
                or face-up Defense Position ("Special Summon it").
            zone: a Main Monster Zone index chosen already, or None to ask (Extra Deck monsters
                may also go to an Extra Monster Zone: rules.zones).
            summon_type: the SummonType to record (Fusion, Ritual, Xyz, Link; default Special).
            proper: the monster's own summoning procedure (it is now "properly summoned").
            despite_lock: the summon that "cannot Summon other monsters" spares (Scapegoat's own
                Tokens); any other is refused while the player is so locked.

        Returns the card, or None when there is no zone it may go to, its text allows no more
        such Special Summons this turn, or ``player`` cannot Summon (Scapegoat): nothing happens.
        """
        zones = summon_zones(self, player, card)
        locked = (self.has_player_effect(player, "cannot_summon") and not despite_lock) or self.special_summon_locked(player)
        if not zones or self.special_summon_limited(player, card) or locked or not summon_allowed(self, player, card, "special"):
            return None
        if zone is None:
            where, zone = yield from choose_summon_zone(self, player, card)
        else:
            where = Location.MAIN_MONSTER_ZONE
        if card.data.is_link:
            position = Position.FACE_UP_ATTACK  # a Link Monster is always in Attack Position
        if position is None:
            choices = [Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE]
            options = [Option(Action.POSITION, f"{card.name} in {p.value}", card_info_later(card, player, True)) for p in choices]
            position = yield from self.ask(player, DecisionKind.SELECT_POSITION, f"Special Summon {card.name} in which battle position?", options, choices)
        previous = card.location
        self.move(card, where, zone=zone, position=position, controller=player)
        card.summon_type = summon_type or SummonType.SPECIAL
        card.summoned_from = previous
        if proper:
            card.properly_summoned = True
        self.players[player].summons_this_turn += 1
        self.note_special_summon(player, card)
        where_text = f"{where.value} {zone + 1}"
        self.emit_then_settle("special_summon", player, card=card, zone=zone + 1, where=where_text)
        self.raise_event(TriggerEvent("summoned", [card], [previous], player=player,
                                      data={"type": (summon_type or SummonType.SPECIAL).name.lower()}))
        return card

    def special_summon_locked(self, player: int) -> bool:
        """Whether ``player`` may not Special Summon now: under "You cannot Special Summon monsters
        except by this card's effect" (player effect "special_summon_only_by", value: that card's
        uid; Parallel World Fusion), any Special Summon not made while that card's effect
        resolves."""
        allowed = [pe.value for pe in self.player_effects
                   if pe.player == player and pe.flag == "special_summon_only_by" and pe.expires_turn >= self.turn]
        if not allowed:
            return False
        return self.resolving is None or self.resolving.uid not in allowed or len(set(allowed)) > 1

    def special_summon_limited(self, player: int, card: Card) -> bool:
        """Whether ``card``'s own text forbids ``player`` to Special Summon it now: "You can only
        Special Summon "X(s)" once per turn" after one such Special Summon this turn (Ritual Beast
        Tamer Wen, Spiritual Beast Pettlephin). Source: the card texts."""
        words = f'You can only Special Summon "{card.data.name}(s)" once per turn'
        return words in card.data.text and self.has_player_effect(player, "special_summoned", card.data.identity)

    def note_special_summon(self, player: int, card: Card) -> None:
        """Record that ``player`` Special Summoned a card with ``card``'s name this turn."""
        self.add_player_effect(player, "special_summoned", card.data.identity)

    def turn_face_up(self, card: Card) -> None:
        """Turn a face-down card on the field face-up (a Set Spell/Trap being activated)."""
        card.position = Position.FACE_UP if not card.location.is_monster_zone else Position.FACE_UP_DEFENSE
        card.timestamp = self.next_timestamp()
        self.note_action()

    def change_to_face_up_attack(self, card: Card) -> None:
        """Change a face-down monster to face-up Attack Position by an effect (not a Flip Summon);
        it is flipped face-up, so its FLIP effect activates."""
        self._flip_face_up_by_effect(card, Position.FACE_UP_ATTACK, "changed_position", position=Position.FACE_UP_ATTACK.value)

    def change_to_face_up_defense(self, card: Card) -> None:
        """Change a face-down monster to face-up Defense Position by an effect (not a Flip Summon);
        it is flipped face-up, so its FLIP effect activates (Book of Eclipse, Book of Taiyou-like
        effects)."""
        self._flip_face_up_by_effect(card, Position.FACE_UP_DEFENSE, "flipped")

    def _flip_face_up_by_effect(self, card: Card, to: Position, log_kind: str, **log: Any) -> None:
        """Put the face-down monster ``card`` in the face-up Position ``to`` by an effect: a new
        timestamp and a new face-up stint (links to its face-down self are cut: FD-23), the log
        event ``log_kind``, then the "flipped" trigger event (its FLIP effect activates; rulebook
        "Flip")."""
        card.position = to
        card.timestamp = self.next_timestamp()
        card.face_down_count += 1
        self.note_action()
        self.emit(log_kind, card.controller, card=card, **log)
        self.raise_event(TriggerEvent("flipped", [card], player=card.controller, reason="effect"))

    def change_battle_position(self, card: Card, position: Position) -> None:
        """Change a face-up monster's battle position by an effect (Big Shield Gardna: "change it
        to Attack Position"); nothing happens to a face-down monster or in the same position."""
        if not card.location.is_monster_zone or not card.face_up or card.position is position:
            return
        before = card.position
        card.position = position
        self.note_action()
        self.emit("changed_position", card.controller, card=card, position=position.value)
        self.raise_event(TriggerEvent("position_changed", [card], player=card.controller, reason="effect",
                                      data={"from": before, "to": position}))

    def change_to_face_down(self, card: Card) -> None:
        """Change a monster to face-down Defense Position by an effect (Book of Moon).

        It stays the same object but is reset: effects applied to it, links of cards that keep
        targeting it and its once-per-turn uses are cleared; how it was summoned, whether it
        declared an attack and whether it changed position are kept (FD-20, FD-21, FD-25).
        """
        if self.immune(card, self.resolving):
            return
        # Recorded as it happens, while the card is still face-up: whoever saw it knows which it was.
        self.emit("changed_to_face_down", card.controller, card=card)
        card.position = Position.FACE_DOWN_DEFENSE
        card.face_down_count += 1
        card.turned_face_down += 1
        card.applied = []
        card.values = {}
        card.summoned_from = None  # where it was Special Summoned from is reset (FD-26)
        self.note_action()
        self.state_check()

    def take_control(self, card: Card, player: int, until_end_phase: bool = False) -> "Process":
        """``player`` takes control of the monster ``card`` (Change of Heart): it moves to a Main
        Monster Zone of ``player`` that they choose, from a Main or an Extra Monster Zone, and
        stays the same object (what applies to it, its equips, its attack and position facts are
        kept). With ``until_end_phase``, control returns to its owner during this turn's End Phase
        (:meth:`return_control`). Nothing happens if ``player`` already controls it, has no free
        Main Monster Zone for it, or its control cannot switch (flag "control_cannot_switch"). Source: rulebook "Control" (Master Rule 2020: a monster whose
        control changes is placed in its new controller's Main Monster Zone, one taken from an
        Extra Monster Zone too); Change of Heart's text."""
        if not card.location.is_monster_zone or card.controller == player:
            return
        if card.face_up and self.has_flag(card, "control_cannot_switch"):
            return  # "Control of this face-up card on the field cannot switch" (Mataza the Zapper)
        if not self.players[player].free_main_monster_zones():
            return
        zone = yield from choose_main_monster_zone(self, player)
        self._switch_control(card, player, zone)
        if until_end_phase:
            # the same object on the field, face-up or face-down
            self.at_end_phase_of_turn(give_back_control, card.ref(), card.owner)

    def return_control(self, card: Card, owner: int) -> None:
        """Control of the monster ``card`` returns to ``owner``: it goes to their first free Main
        Monster Zone (never back to an Extra Monster Zone it was taken from). If they have none,
        it cannot return and is destroyed (a destruction by the rules: the "destroyed" events and
        triggers follow, and it goes to its owner's GY). Source: rulebook "Control" (Master Rule
        2020); Konami's answers quoted in Fluorohydride/ygopro pull 1450 (Mind Control, Enemy
        Controller, Trick Box: a monster whose control cannot be returned is destroyed)."""
        free = self.players[owner].free_main_monster_zones()
        if free:
            self._switch_control(card, owner, free[0])
        else:
            self.destroy([card], reason="rule")

    def _switch_control(self, card: Card, player: int, zone: int) -> None:
        """Give control of the monster ``card`` to ``player``, same object: it moves to their Main
        Monster Zone ``zone`` (0-4) from the Main or Extra Monster Zone it was in. Its Xyz
        Materials stay attached and pass with it."""
        self.zones(card.controller, card.location)[card.zone] = None
        card.location = Location.MAIN_MONSTER_ZONE
        card.zone = zone
        self.players[player].main_monster_zones[zone] = card
        card.controller = player
        for material in card.materials:
            material.controller = player
        self.note_action()
        self.emit("control_changed", player, card=card, zone=zone + 1)
        self.raise_event(TriggerEvent("control_changed", [card], player=player))
        self.state_check()
