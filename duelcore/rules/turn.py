"""Turn Structure: Draw Phase, Standby Phase, Main Phase 1, Battle Phase, Main Phase 2, End Phase.

Source: rulebook "Turn Structure". The turn player draws 1 card in the Draw Phase (not the player
who goes first, on turn 1, under the modern preset: flag ``first_turn_draw``). The player who
goes first cannot conduct a Battle Phase on turn 1 (flag ``first_turn_battle_phase``). A player
who skips the Battle Phase goes from Main Phase 1 straight to the End Phase. At the end of the
End Phase, a player holding more than 6 cards (flag ``hand_limit``) discards down to 6.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent, run_callback
from duelcore.state.enums import Location, Phase, Position
from duelcore.state.knowledge import card_info, card_info_later
from duelcore.rules import summon
from duelcore.rules.battle import battle_phase, battle_phase_block
from duelcore.rules.windows import Window
from duelcore.rules.activation import activatable, options_for
from duelcore.rules.chain import activate, build_chain, choose_spell_trap_zone, run_triggers
from duelcore.rules.special_summon import (can_hand_summon, contact_fusion, extra_deck_summons, hand_procedure, hand_summon,
                                           link_summon, xyz_summon)
from duelcore.rules.chain import response_window

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process


def run_turn(duel: "Duel") -> "Process":
    """Run the current turn from ``duel.phase`` to the end of its End Phase."""
    phase = duel.phase or Phase.DRAW
    while True:
        duel.phase = phase
        duel.emit("phase", duel.turn_player, phase=phase.value)
        if phase is Phase.DRAW:
            draw_phase(duel)
            yield from response_window(duel, "draw")
            duel.check_win()
            phase = Phase.STANDBY
        elif phase is Phase.STANDBY:
            yield from maintenance_costs(duel)
            duel.check_win()
            event = duel.raise_event(TriggerEvent("standby_phase", [], player=duel.turn_player))
            yield from response_window(duel, "standby", [event])
            duel.check_win()
            phase = Phase.MAIN1
        elif phase is Phase.MAIN1:
            phase = yield from main_phase(duel)
        elif phase is Phase.BATTLE:
            yield from battle_phase(duel)
            phase = Phase.MAIN2
        elif phase is Phase.MAIN2:
            yield from main_phase(duel)
            phase = Phase.END
        else:
            yield from end_phase(duel)
            return


def draw_phase(duel: "Duel") -> None:
    """The turn player draws 1 card, except on turn 1 when ``first_turn_draw`` is off.

    Raises:
        DuelEnd: the turn player had to draw from an empty Deck.
    """
    if duel.turn == 1 and not duel.flags.first_turn_draw:
        return
    duel.draw(duel.turn_player, 1)
    duel.check_win()


def maintenance_costs(duel: "Duel") -> "Process":
    """Carry out the maintenance costs of face-up cards (turn player's cards first), outside any
    chain, at the start of the Standby Phase. Source: rulebook "Standby Phase"."""
    for player in (duel.turn_player, 1 - duel.turn_player):
        for card in duel.field_cards(player):
            if not card.face_up or not card.values.get("resolved", not (card.data.is_spell or card.data.is_trap)):
                continue
            for effect in card.effects:
                if effect.maintenance is not None and card.on_field:
                    yield from run_callback(effect.maintenance, duel, card)


def battle_phase_allowed(duel: "Duel") -> bool:
    """Whether the turn player may enter the Battle Phase now (rules.battle.battle_phase_block
    gives no reason: not on turn 1 unless the flag allows, nor under Soul Exchange's
    "cannot_conduct_battle_phase")."""
    return battle_phase_block(duel) is None


def hand_procedure_count(card: "Card") -> int:
    """The Tributes of ``card``'s own Special Summon from the hand (0 when it has none)."""
    proc = hand_procedure(card)
    return proc[0] if proc else 0


def idle_options(duel: "Duel", player: int) -> tuple[list[Option], list[tuple[Action, Any]]]:
    """The legal idle commands of ``player`` in their Main Phase, in a fixed order.

    Returns:
        (options, payloads): activations of cards and effects (rules.activation.activatable), then
        Normal Summons and Sets of monsters and Sets of Spells/Traps from the hand (in hand order), Flip
        Summons and battle position changes (monster order), then "enter the Battle Phase"
        (Main Phase 1 only) and "end the turn".
    """
    options: list[Option] = []
    payloads: list[tuple[Action, Any]] = []
    window = Window("idle", idle=True)
    duel.current_window = window
    effects = activatable(duel, player, window)
    options.extend(options_for(duel, effects, player))
    payloads.extend((Action.ACTIVATE, effect) for effect in effects)
    # Once the turn's Normal Summon or Set is used, no monster of the hand has a procedure
    # (summon.normal_summon_block): the check is made once here rather than for every monster.
    normal_summon_left = summon.normal_summon_available(duel, player)
    for card in duel.players[player].hand:
        if card.data.is_monster and can_hand_summon(duel, player, card):
            count = hand_procedure_count(card)
            extra = f" ({count} Tribute{'s' if count > 1 else ''})" if count else ""
            options.append(Option(Action.SPECIAL_SUMMON, f"Special Summon {card.name}{extra}", card_info_later(card, player)))
            payloads.append((Action.SPECIAL_SUMMON, card))
        if card.data.is_monster:
            if not normal_summon_left:
                continue
            summons = summon.summon_procedures(duel, player, card)
            sets = summon.summon_procedures(duel, player, card, set_=True)
            if summons or sets:
                info = card_info_later(card, player)
            for procedure in summons:
                options.append(Option(Action.NORMAL_SUMMON, f"Normal Summon {card.name}{procedure[2]}", info))
                payloads.append((Action.NORMAL_SUMMON, (card, procedure)))
            for procedure in sets:
                options.append(Option(Action.SET_MONSTER, summon.set_option_text(duel, card, procedure[2]), info))
                payloads.append((Action.SET_MONSTER, (card, procedure)))
        elif can_set_spell_trap(duel, player, card):
            options.append(Option(Action.SET_SPELL_TRAP, f"Set {card.name}", card_info_later(card, player)))
            payloads.append((Action.SET_SPELL_TRAP, card))
    for action, card, text in (extra_deck_summons(duel, player) if summon.may_summon(duel, player) else ()):
        options.append(Option(action, text, card_info_later(card, player)))
        payloads.append((action, card))
    for card in duel.monsters(player):
        if summon.can_flip_summon(duel, player, card):
            options.append(
                Option(
                    Action.FLIP_SUMMON,
                    f"Flip Summon {card.name} (Main Monster Zone {card.zone + 1})",
                    card_info(card, player),
                )
            )
            payloads.append((Action.FLIP_SUMMON, card))
        elif summon.can_change_position(duel, player, card):
            to = "Defense" if card.position.is_attack else "Attack"
            options.append(
                Option(Action.CHANGE_POSITION, f"Change {card.name} to {to} Position", card_info_later(card, player))
            )
            payloads.append((Action.CHANGE_POSITION, card))
    if duel.phase is Phase.MAIN1 and battle_phase_allowed(duel):
        options.append(Option(Action.ENTER_BATTLE_PHASE, "Enter the Battle Phase"))
        payloads.append((Action.ENTER_BATTLE_PHASE, None))
    options.append(Option(Action.END_TURN, "End the turn"))
    payloads.append((Action.END_TURN, None))
    return options, payloads


def main_phase(duel: "Duel") -> "Process":
    """Offer idle commands until the turn player moves on.

    After a chain started here (and the triggers after it) has resolved, the turn player is asked
    for their next idle command straight away, under every preset: their monsters' Ignition
    Effects are among its options, which is also what the goat rule ``ignition_priority`` asks
    for after a chain (the "summoned" window and the other windows: rules.chain.open_window).

    Returns the next phase: Phase.BATTLE or Phase.END from Main Phase 1, Phase.END from Main Phase 2.
    """
    player = duel.turn_player
    while True:
        options, payloads = idle_options(duel, player)
        action, card = yield from duel.ask(
            player, DecisionKind.IDLE_COMMAND, f"{duel.phase.value}: choose an action", options, payloads
        )
        if action is Action.END_TURN or action is Action.ENTER_BATTLE_PHASE:
            yield from response_window(duel, "phase_end")
            duel.check_win()
            return Phase.END if action is Action.END_TURN else Phase.BATTLE
        if action is Action.ACTIVATE:
            window = Window("idle", idle=True)
            yield from activate(duel, card, player, window=window)
            yield from build_chain(duel, 1 - player, window)
            yield from run_triggers(duel, window)
        elif action is Action.SET_SPELL_TRAP:
            yield from set_spell_trap(duel, player, card)
        elif action is Action.NORMAL_SUMMON:
            monster, procedure = card
            yield from summon.normal_summon(duel, player, monster, procedure=procedure)
        elif action is Action.SET_MONSTER:
            monster, procedure = card
            yield from summon.normal_summon(duel, player, monster, set_=True, procedure=procedure)
        elif action is Action.FLIP_SUMMON:
            yield from summon.flip_summon(duel, player, card)
        elif action is Action.XYZ_SUMMON:
            yield from xyz_summon(duel, player, card)
        elif action is Action.LINK_SUMMON:
            yield from link_summon(duel, player, card)
        elif action is Action.SPECIAL_SUMMON:
            if card.location is Location.HAND:
                yield from hand_summon(duel, player, card)
            else:
                yield from contact_fusion(duel, player, card)
        elif action is Action.CHANGE_POSITION:
            summon.change_position(duel, player, card)
        # Triggers met by the action (a Tributed Sangan after a Set) activate before the next one.
        yield from run_triggers(duel, Window("idle", idle=True))
        duel.check_win()


def end_phase(duel: "Duel") -> "Process":
    """The End Phase: the turn player discards down to the hand limit, one card at a time.

    Each card discarded for the hand limit is sent from the hand to the GY by the rules (a
    "sent_to_gy" trigger event, reason "discard", with no player's effect behind it), so a trigger
    on that ("When this card is sent from your hand to the GY": Night Assailant) activates once the
    discards are done, still in the End Phase. Source: rulebook "End Phase" (the hand limit);
    ygopro-core's hand-limit discard (REASON_RULE | REASON_DISCARD raising EVENT_TO_GRAVE) and
    ProjectIgnis official/c16226786.lua (Night Assailant: any sending from the hand)."""
    player = duel.turn_player
    duel.run_end_phase_actions()
    event = duel.raise_event(TriggerEvent("end_phase", [], player=player))
    yield from response_window(duel, "end_phase", [event])
    duel.check_win()
    hand = duel.players[player].hand
    limit = duel.flags.hand_limit
    discarded = False
    while len(hand) > limit:
        excess = len(hand) - limit
        options = [
            Option(Action.DISCARD, f"Discard {c.name}", card_info_later(c, player)) for c in hand
        ]
        card = yield from duel.ask(
            player,
            DecisionKind.SELECT_DISCARD,
            f"Hand limit {limit}: discard {excess} more card{'s' if excess > 1 else ''}",
            options,
            list(hand),
        )
        duel.move(card, Location.GY, reason="discard")
        duel.emit("discard", player, card=card)
        duel.raise_event(TriggerEvent("sent_to_gy", [card], [Location.HAND], player=None, reason="discard"))
        discarded = True
    if discarded:
        yield from run_triggers(duel, Window("end_phase"))
        duel.check_win()
    duel.end_of_turn_cleanup()
    duel.check_win()  # a count of turns that ended with this turn wins the duel (Final Countdown)


def can_set_spell_trap(duel: "Duel", player: int, card: "Card") -> bool:
    """Whether ``player`` may Set the Spell or Trap ``card`` from the hand now (their Main Phase;
    a free Spell & Trap Zone, or the Field Zone for a Field Spell). Source: rulebook "Set"."""
    data = card.data
    if card.location is not Location.HAND or not (data.is_spell or data.is_trap):
        return False
    if data.is_field_spell:
        return True
    return bool(duel.players[player].free_spell_trap_zones())


def set_spell_trap(duel: "Duel", player: int, card: "Card") -> "Process":
    """Set a Spell or Trap from the hand face-down in a chosen Spell & Trap Zone (a Field Spell
    in the Field Zone). Source: rulebook "Set"; FS-02."""
    if card.data.is_field_spell:
        duel.place_field_spell(card, player, Position.FACE_DOWN)
        zone, where = 1, Location.FIELD_ZONE.value
    else:
        zone = yield from choose_spell_trap_zone(duel, player)
        duel.move(card, Location.SPELL_TRAP_ZONE, zone=zone, position=Position.FACE_DOWN, controller=player)
        zone += 1
        where = f"{Location.SPELL_TRAP_ZONE.value} {zone}"
    duel.emit("set_spell_trap", player, card=card, zone=zone, where=where)
