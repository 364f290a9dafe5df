"""What effects do to monsters: Special Summon them, change their battle position, flip them
face-up or face-down, and take control of them.

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it): card
scripts and the rules call them on the duel they are given (``duel.special_summon(card, player)``).

Source: rulebook "Special Summon", "Battle Position", "Flip", "Control" (Master Rule 2020);
FD-20 to FD-26 (a monster turned face-down).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.rules.summon import choose_main_monster_zone, summon_allowed, summon_lock_block
from duelcore.rules.zones import choose_summon_zone, summon_zones, usable_main_monster_zones
from duelcore.state.card import Card, CardRef
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Position, SummonType
from duelcore.state.knowledge import card_info, card_info_later

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


#: The flag of a face-up monster whose control cannot switch ("Control of this face-up card cannot
#: switch": Horus the Black Flame Dragon LV4); read by :meth:`MonsterChangesMixin.take_control`.
CONTROL_CANNOT_SWITCH = "control_cannot_switch"


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
                or face-up Defense Position ("Special Summon it"). Face-down Defense Position is
                face-up Defense Position while monsters cannot be face-down
                (:meth:`face_down_forbidden`: Light of Intervention).
            zone: a Main Monster Zone index chosen already, or None to ask (Extra Deck monsters
                may also go to an Extra Monster Zone: rules.zones).
            summon_type: the SummonType to record (Fusion, Ritual, Xyz, Link; default Special).
            proper: the monster's own summoning procedure (it is now "properly summoned").
            despite_lock: the summon that "cannot Summon other monsters" spares (Scapegoat's own
                Tokens); any other is refused while the player is so locked.

        Returns the card, or None when there is no zone it may go to, its text allows no more
        such Special Summons this turn, ``player`` cannot Summon (Scapegoat), or a GY lock keeps
        it in its GY (Necrovalley: ``Duel.kept_in_graveyard``): nothing happens.
        """
        zones = summon_zones(self, player, card)
        locked = summon_lock_block(self, player, spare_player_lock=despite_lock) is not None or self.special_summon_locked(player)
        if not zones or self.special_summon_limited(player, card) or locked or not summon_allowed(self, player, card, "special") \
                or self.kept_in_graveyard(card):  # Necrovalley keeps a card in the GY
            return None
        if zone is None:
            where, zone = yield from choose_summon_zone(self, player, card)
        else:
            where = Location.MAIN_MONSTER_ZONE
        if card.data.is_link:
            position = Position.FACE_UP_ATTACK  # a Link Monster is always in Attack Position
        if position is Position.FACE_DOWN_DEFENSE and self.face_down_forbidden():
            position = Position.FACE_UP_DEFENSE  # Light of Intervention (its UDE FAQ: Cyber Jar, Nimble Momonga)
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

    def change_to_face_up_defense(self, card: Card, flip_effects: bool = True) -> None:
        """Change a face-down monster to face-up Defense Position by an effect (not a Flip Summon);
        it is flipped face-up, so its FLIP effect activates (Book of Eclipse, Book of Taiyou-like
        effects), unless the effect says it does not (``flip_effects`` False: "Flip monsters'
        effects are not activated at this time", Ceasefire)."""
        self._flip_face_up_by_effect(card, Position.FACE_UP_DEFENSE, "flipped", flip_effects=flip_effects)

    def _flip_face_up_by_effect(self, card: Card, to: Position, log_kind: str, flip_effects: bool = True,
                                **log: Any) -> None:
        """Put the face-down monster ``card`` in the face-up Position ``to`` by an effect: a new
        timestamp and a new face-up stint (links to its face-down self are cut: FD-23), the log
        event ``log_kind``, then the "flipped" trigger event (its FLIP effect activates; rulebook
        "Flip"). With ``flip_effects`` False no "flipped" trigger event is raised: nothing that
        answers a flip activates (Ceasefire: "Flip monsters' effects are not activated at this
        time"; EDOPro's ``Duel.ChangePosition`` with ``noflip``), though the monster counts as
        flipped face-up for what reads it later (Deus X-Krawler)."""
        card.position = to
        card.timestamp = self.next_timestamp()
        card.face_down_count += 1
        self.note_action()
        self.emit(log_kind, card.controller, card=card, **log)
        if not flip_effects:
            card.values["flipped_face_up"] = True
            return
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
        Nothing happens while no monster may be turned face-down (:meth:`face_down_forbidden`).
        """
        if self.immune(card, self.resolving) or self.face_down_forbidden():
            return  # unaffected, or no monster may be turned face-down now (Light of Intervention)
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

    def take_control(self, card: Card, player: int, until_end_phase: bool = False,
                     held_by: Card | None = None) -> "Process":
        """``player`` takes control of the monster ``card`` (Change of Heart): it moves to a Main
        Monster Zone of ``player`` that they choose, from a Main or an Extra Monster Zone, and
        stays the same object (what applies to it, its equips, its attack and position facts are
        kept). With ``until_end_phase``, control returns to its owner during this turn's End Phase
        (:meth:`return_control`). With ``held_by`` (an Equip Card equipped to ``card``: Snatch
        Steal), control lasts as long as that card's effect applies to it (:meth:`hold_control`).
        Nothing happens if ``player`` already controls it. With no free Main Monster Zone for it,
        nothing happens to a monster taken once (Change of Heart: its activation needs a free zone,
        and a chained card may fill it), but a monster held by an Equip Card (``held_by``) is
        destroyed by the rules: there is no room for it (goatrulings.com "Snatch Steal", UDE FAQ:
        Ojama Trio chained to fill the zones, "there is no room for the stolen monster, and it is
        destroyed"; ProjectIgnis ygopro-core ``control_adjust`` destroys it the same way).
        Source: rulebook "Control" (Master Rule 2020: a monster whose control changes is placed in
        its new controller's Main Monster Zone, one taken from an Extra Monster Zone too); Change
        of Heart's and Snatch Steal's texts. Nothing happens to a monster whose control cannot switch
        (flag :data:`CONTROL_CANNOT_SWITCH`, a Continuous Effect of the face-up monster: Horus the Black
        Flame Dragon LV4, Mataza the Zapper)."""
        if not card.location.is_monster_zone or card.controller == player:
            return
        if self.has_flag(card, CONTROL_CANNOT_SWITCH):
            return
        if not usable_main_monster_zones(self, player):
            if held_by is not None:
                self.destroy([card], reason="rule")
            return
        taken_from = card.controller
        zone = yield from choose_main_monster_zone(self, player)
        self._switch_control(card, player, zone)
        if until_end_phase:
            # the same object on the field, face-up or face-down
            self.at_end_phase_of_turn(give_back_control, card.ref(), card.owner)
        if held_by is not None:
            self.hold_control(held_by, card, taken_from)

    def hold_control(self, holder: Card, monster: Card, taken_from: int, suspended: bool = False) -> None:
        """Record that the Equip Card ``holder`` keeps ``monster`` under its controller's control for
        as long as its effect applies ("Take control of the equipped monster": Snatch Steal): while
        ``holder`` is face-up, equipped to ``monster`` and not negated. ``taken_from`` is the player
        (0 or 1) control returns to when the effect stops applying; ``suspended``: the effect does
        not apply yet (its effect was negated as it resolved), so control passes only once it does
        (:meth:`settle_held_control`). The record lives in ``holder.values["holds_control"]`` and
        goes with it when it leaves the field (:meth:`release_held_control`).

        Source: Snatch Steal's text; goatrulings.com "Imperial Order", Netrep ("If Snatch Steal is
        negated by the effect of Imperial Order, the monster will remain equipped, but will remain
        under the control of the original controller as long as Imperial Order remains active");
        ProjectIgnis ``official/c45986603.lua`` (the control is an equip effect, EFFECT_SET_CONTROL)."""
        holder.values["holds_control"] = {"monster": monster.ref(), "from": taken_from, "suspended": suspended}

    def settle_held_control(self) -> None:
        """Apply the control that Equip Cards hold (:meth:`hold_control`), as the board now is
        (called by :meth:`state_check`): a monster whose holder's effect stops applying (negated by
        Imperial Order) returns to the player it was taken from; once the effect applies again,
        control passes back to the holder's controller (to their first free Main Monster Zone; not
        if they have none). A monster that another effect has since given to someone else
        (Creature Swap) is left where it is: the later change of control wins. Source: as
        :meth:`hold_control`; goatrulings.com "Snatch Steal", Netrep (Creature Swap: "control will
        not shift back"; "the later Snatch Steal will take precedence")."""
        for side in self.players:
            for holder in side.spell_trap_zones:
                held = None if holder is None else holder.values.get("holds_control")
                if held is None:
                    continue
                ref = held["monster"]
                monster = ref.card
                if not ref.valid or not monster.location.is_monster_zone:
                    del holder.values["holds_control"]
                    continue
                link = holder.values.get("equipped_to")
                applies = (holder.face_up and link is not None and link.valid and link.card is monster
                           and not self.effect_negated(holder))
                if not applies:
                    if not held["suspended"] and monster.controller == holder.controller:
                        held["suspended"] = True
                        self.return_control(monster, held["from"])
                elif held["suspended"] and monster.controller == held["from"] != holder.controller:
                    free = usable_main_monster_zones(self, holder.controller)
                    if free:
                        held["suspended"] = False
                        self._switch_control(monster, holder.controller, free[0])

    def release_held_control(self, values: dict[str, Any], controller: int, kept: bool = False) -> None:
        """The Equip Card that held control of a monster (:meth:`hold_control`) has left the field:
        ``values`` is what it remembered, ``controller`` (0 or 1) who controlled it. If the monster
        is still that object in a Monster Zone under ``controller``'s control, control returns to
        the player it was taken from (:meth:`return_control`; destroyed if they have no free Main
        Monster Zone), unless ``kept``: the control change became lasting (Snatch Steal's rulings
        of 2005, for a monster turned face-down). Source: goatrulings.com "Snatch Steal", Netrep
        ("If Snatch Steal leaves the field, the monster equipped with Snatch Steal will return to
        the control of the previous controller"; Curtis Schultz, 01/28/2004: with its Monster
        Zones full "The returning monster would be destroyed")."""
        held = values.get("holds_control")
        if held is None or held["suspended"] or kept:
            return
        ref = held["monster"]
        monster = ref.card
        if ref.valid and monster.location.is_monster_zone and monster.controller == controller:
            self.return_control(monster, held["from"])

    def swap_control(self, first: Card, second: Card) -> None:
        """Switch control of the monsters ``first`` and ``second``, which different players control,
        at the same time: each goes to the zone the other left (a Main Monster Zone; one in an Extra
        Monster Zone goes to its new controller's first free Main Monster Zone, and nothing happens
        if there is none). Both stay the same objects. Source: rulebook "Control"; Creature Swap's
        text ("switches control of those monsters with each other")."""
        a, b = first.controller, second.controller
        if a == b or not first.location.is_monster_zone or not second.location.is_monster_zone:
            return
        if self.has_flag(first, CONTROL_CANNOT_SWITCH) or self.has_flag(second, CONTROL_CANNOT_SWITCH):
            return  # "Control of this face-up card cannot switch" (Horus the Black Flame Dragon LV4)

        def landing(leaving: Card, player: int) -> int | None:
            if leaving.location is Location.MAIN_MONSTER_ZONE:
                return leaving.zone
            free = usable_main_monster_zones(self, player)
            return free[0] if free else None

        to_b, to_a = landing(second, b), landing(first, a)
        if to_b is None or to_a is None:
            return
        with self.simultaneous():
            for card in (first, second):
                self.zones(card.controller, card.location)[card.zone] = None
            for card, player, zone in ((first, b, to_b), (second, a, to_a)):
                self._place_under(card, player, zone)
            for card, player, zone in ((first, b, to_b), (second, a, to_a)):
                self.emit("control_changed", player, card=card, zone=zone + 1)
        self.raise_event(TriggerEvent("control_changed", [first, second]))
        self.state_check()

    def return_control(self, card: Card, owner: int) -> None:
        """Control of the monster ``card`` returns to ``owner``: it goes to their first free Main
        Monster Zone (never back to an Extra Monster Zone it was taken from). If they have none,
        it cannot return and is destroyed (a destruction by the rules: the "destroyed" events and
        triggers follow, and it goes to its owner's GY). Source: rulebook "Control" (Master Rule
        2020); Konami's answers quoted in Fluorohydride/ygopro pull 1450 (Mind Control, Enemy
        Controller, Trick Box: a monster whose control cannot be returned is destroyed)."""
        free = usable_main_monster_zones(self, owner)
        if free:
            self._switch_control(card, owner, free[0])
        else:
            self.destroy([card], reason="rule")

    def _switch_control(self, card: Card, player: int, zone: int) -> None:
        """Give control of the monster ``card`` to ``player``, same object: it moves to their Main
        Monster Zone ``zone`` (0-4) from the Main or Extra Monster Zone it was in. Its Xyz
        Materials stay attached and pass with it."""
        self.zones(card.controller, card.location)[card.zone] = None
        self._place_under(card, player, zone)
        self.note_action()
        self.emit("control_changed", player, card=card, zone=zone + 1)
        self.raise_event(TriggerEvent("control_changed", [card], player=player))
        self.state_check()

    def _place_under(self, card: Card, player: int, zone: int) -> None:
        """Put the monster ``card``, whose zone was just left empty, in ``player``'s Main Monster
        Zone ``zone`` (0-4) under their control, with its Xyz Materials (a control change)."""
        card.location = Location.MAIN_MONSTER_ZONE
        card.zone = zone
        self.players[player].main_monster_zones[zone] = card
        card.controller = player
        for material in card.materials:
            material.controller = player
