"""Normal Summon, Tribute Summon, Set, Flip Summon and changing battle positions.

Source: rulebook "Summoning Monsters": a player may Normal Summon or Set once per turn; a Level
5 or 6 monster needs 1 Tribute, Level 7 or higher needs 2 (Tribute Summon / Tribute Set); a
Normal Summon is in face-up Attack Position and a Set in face-down Defense Position. Flip Summon:
a face-down Defense Position monster is turned to face-up Attack Position, not in the turn it was
Set, and it counts as that monster's change of position for the turn. A face-up monster may
change its battle position once per turn, not in the turn it came to the field, and not after it
declared an attack that turn.
"""

from __future__ import annotations

import itertools

from typing import TYPE_CHECKING, Any, Iterable

from duelcore.engine.card import Card
from duelcore.engine.decision import Action, DecisionKind, Option
from duelcore.engine.effects import TriggerEvent
from duelcore.engine.enums import Location, Position, SummonType
from duelcore.engine.knowledge import card_info
from duelcore.rules.windows import response_window

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel, Process

#: Normal Summons or Sets a player may make per turn (rulebook "Normal Summon").
NORMAL_SUMMONS_PER_TURN = 1


def tributes_needed(card: Card) -> int:
    """Tributes a Normal Summon or Set of ``card`` needs: 0 for Level 4 or lower, 1 for Level 5-6, 2 for 7+."""
    level = card.level
    if level <= 4:
        return 0
    if level <= 6:
        return 1
    return 2


def can_be_normal_summoned(card: Card) -> bool:
    """True for a Main Deck monster that may be Normal Summoned or Set by the rules.

    Extra Deck monsters, Ritual Monsters, Tokens and monsters that must be Special Summoned
    (the database's "Special Summon only" bit) cannot.
    """
    data = card.data
    return data.is_monster and not (
        data.is_extra_deck or data.is_ritual or data.is_token or data.is_special_summon_only
    )


def normal_summon_available(duel: "Duel", player: int) -> bool:
    """True while ``player`` has not used their Normal Summon or Set this turn."""
    return duel.players[player].normal_summons_this_turn < NORMAL_SUMMONS_PER_TURN


def may_summon(duel: "Duel", player: int) -> bool:
    """False while ``player`` may not Summon monsters this turn (Scapegoat's "cannot Summon"; a
    Normal Set is still allowed)."""
    return not duel.has_player_effect(player, "cannot_summon")


def tribute_candidates(duel: "Duel", player: int, set_: bool = False) -> list[Card]:
    """Monsters ``player`` may Tribute for a Tribute Summon (or, with ``set_``, a Tribute Set):
    their own (Tokens of Scapegoat cannot be Tributed for a Tribute Summon), plus the opponent's
    monster Soul Exchange lets them Tribute this turn (:func:`forced_tributes`)."""
    monsters = duel.monsters(player) + [m for m in forced_tributes(duel, player)]
    if not set_:
        monsters = [m for m in monsters if not duel.has_flag(m, "cannot_be_tributed_for_tribute_summon")]
    return monsters


def forced_tributes(duel: "Duel", player: int) -> list[Card]:
    """The opponent's monsters that ``player`` must Tribute this turn if they Tribute at all
    ("if you Tribute a monster, you must Tribute that target, as if you controlled it": the
    player effect "soul_exchange", whose value is a link to the target). Source: Soul Exchange's
    text; FD-15."""
    out = []
    for pe in duel.player_effects:
        if pe.player == player and pe.flag == "soul_exchange" and pe.expires_turn >= duel.turn:
            link = pe.value
            if link.valid and link.card.location.is_monster_zone and link.card.controller != player:
                out.append(link.card)
    return out


def tribute_value(duel: "Duel", tribute: Card, summoned: Card, player: int, set_: bool = False) -> int:
    """How many Tributes ``tribute`` counts as for the Tribute Summon of ``summoned``: 1, or more by
    an unclassified effect of its own that applies face-down too (FD-12: Kaiser Sea Horse, "for
    the Tribute Summon of", so not for a Tribute Set). An opponent's face-down monster counts as
    1: nothing about it is known (FD-15)."""
    if set_ or (tribute.controller != player and not tribute.face_up):
        return 1
    for effect in tribute.effects:
        if effect.tribute_value is not None and not duel.effect_negated(tribute, effect):
            return max(1, effect.tribute_value(duel, tribute, summoned))
    return 1


def summon_allowed(duel: "Duel", player: int, card: Card, kind: str) -> bool:
    """Whether the card's own summoning conditions allow ``kind`` ("normal", "set" or "special")."""
    return all(e.summon_condition(duel, card, player, kind) for e in card.effects if e.summon_condition is not None)


def tribute_procedures(duel: "Duel", player: int, card: Card, set_: bool = False) -> list[tuple[int, Any, str]]:
    """The ways to Normal Summon (or Set) ``card``: (Tributes needed, which monsters may be
    Tributed or None for any, words for the option). The Level rule first, then a card's own
    "can be Tribute Summoned ... by Tributing" procedure (Worm King), never for a Set."""
    need = tributes_needed(card)
    out: list[tuple[int, Any, str]] = [(need, None, f" ({need} Tribute{'s' if need > 1 else ''})" if need else "")]
    if not set_:
        for effect in card.effects:
            if effect.tribute_procedure is not None:
                count, legal, words = effect.tribute_procedure
                out.append((count, legal, f" ({words})"))
    return out


def _tribute_sets(duel: "Duel", player: int, card: Card, need: int, legal: Any, set_: bool,
                  chosen: list[Card] = ()) -> Iterable[list[Card]]:
    """Every set of Tributes (a superset of ``chosen``) that pays ``need`` for ``card`` with no
    Tribute more than needed: legal monsters, including every forced one (Soul Exchange), and
    leaving a Main Monster Zone free."""
    pool = [m for m in tribute_candidates(duel, player, set_) if legal is None or legal(duel, card, m, player)]
    forced = forced_tributes(duel, player)
    if any(f not in pool for f in forced):
        return
    rest = [m for m in pool if m not in chosen]
    free = len(duel.players[player].free_main_monster_zones())
    for size in range(0, len(rest) + 1):
        for extra in itertools.combinations(rest, size):
            tributes = list(chosen) + list(extra)
            if any(f not in tributes for f in forced):
                continue
            values = [tribute_value(duel, m, card, player, set_) for m in tributes]
            total = sum(values)
            if total < need:
                continue
            if any(total - v >= need for m, v in zip(tributes, values) if m not in forced):
                continue  # a Tribute that is not needed: not a legal set of Tributes
            own_zone = any(m.location is Location.MAIN_MONSTER_ZONE and m.controller == player for m in tributes)
            if free > 0 or own_zone:
                yield tributes


def can_normal_summon(duel: "Duel", player: int, card: Card, set_: bool = False) -> bool:
    """Whether ``player`` may Normal Summon or Set ``card`` from the hand now by some procedure.

    Needs: the Normal Summon unused; the card summonable (and its own conditions met); enough
    Tributes (their values, FD-12; a card's own procedure, FD-14; Soul Exchange's forced Tribute,
    FD-15); and a Main Monster Zone free once the Tributes have left.
    """
    return bool(summon_procedures(duel, player, card, set_))


def summon_procedures(duel: "Duel", player: int, card: Card, set_: bool = False,
                      additional: bool = False) -> list[tuple[int, Any, str]]:
    """The procedures of :func:`tribute_procedures` that ``player`` can carry out now; with
    ``additional``, for a Normal Summon/Set granted by an effect besides the turn's one (Ultimate
    Offering), so the turn's Normal Summon need not be left."""
    if card.location is not Location.HAND or not (additional or normal_summon_available(duel, player)):
        return []
    if not can_be_normal_summoned(card) or not summon_allowed(duel, player, card, "set" if set_ else "normal"):
        return []
    out = []
    for need, legal, words in tribute_procedures(duel, player, card, set_):
        if need == 0:
            if duel.players[player].free_main_monster_zones():
                out.append((need, legal, words))
        elif next(iter(_tribute_sets(duel, player, card, need, legal, set_)), None) is not None:
            out.append((need, legal, words))
    return out


def choose_tributes(duel: "Duel", player: int, card: Card, need: int, legal: Any = None,
                    set_: bool = False) -> "Process":
    """``player`` chooses Tributes for ``card`` one at a time until they count ``need`` (a forced
    Tribute first: Soul Exchange), each pick leaving a complete set possible (a Main Monster Zone
    free for ``card``, FD-12's values counted). Not asked when the pick is forced. Returns the
    chosen cards (list[Card])."""
    chosen: list[Card] = list(forced_tributes(duel, player))
    minimal = []
    for tributes in _tribute_sets(duel, player, card, need, legal, set_, chosen):
        if not any(set(m) < set(tributes) for m in minimal):
            minimal.append(tributes)
    if len(minimal) == 1:
        return minimal[0]  # the choice is forced
    while sum(tribute_value(duel, m, card, player, set_) for m in chosen) < need:
        candidates = []
        for m in tribute_candidates(duel, player, set_):
            if m in chosen or (legal is not None and not legal(duel, card, m, player)):
                continue
            if next(iter(_tribute_sets(duel, player, card, need, legal, set_, chosen + [m])), None) is not None:
                candidates.append(m)
        if not candidates:
            break
        if len(candidates) == 1:
            chosen.append(candidates[0])
            continue
        options = [
            Option(Action.TRIBUTE, f"Tribute {card_info(m, player)['name']}", card_info(m, player))
            for m in candidates
        ]
        pick = yield from duel.ask(
            player, DecisionKind.SELECT_TRIBUTE, f"Select Tribute {len(chosen) + 1}", options, candidates
        )
        chosen.append(pick)
    return chosen


def choose_main_monster_zone(duel: "Duel", player: int) -> "Process":
    """``player`` chooses one of their free Main Monster Zones (returns its index 0-4)."""
    free = duel.players[player].free_main_monster_zones()
    options = [Option(Action.ZONE, f"Main Monster Zone {z + 1}", zone=z + 1) for z in free]
    zone = yield from duel.ask(
        player, DecisionKind.SELECT_ZONE, "Select a Main Monster Zone", options, free
    )
    return zone


def tribute(duel: "Duel", player: int, card: Card) -> None:
    """Tribute ``card``: send it to its owner's GY as a Tribute."""
    was_known = [p for p in (0, 1) if p == card.controller or card.face_up]
    previous, face_up = card.location, card.face_up
    duel.move(card, Location.GY, reason="tribute")
    duel.emit("tributed", player, known_to=was_known, card=card)
    if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
        duel.emit("banished", card.owner, card=card)
        duel.raise_event(TriggerEvent("banished", [card], [previous], player=player, reason="tribute",
                                      data={"face_up": [face_up]}))
        return
    duel.raise_event(TriggerEvent("sent_to_gy", [card], [previous], player=player, reason="tribute",
                                  data={"face_up": [face_up]}))


def tribute_together(duel: "Duel", player: int, tributes: list[Card]) -> None:
    """Tribute ``tributes`` at the same time for a summon (each as by :func:`tribute`), then let
    the state settle before the monster is placed. Source: rulebook "Tribute Summon"; the Toons'
    own Special Summon by Tributing."""
    with duel.simultaneous():
        for t in tributes:
            tribute(duel, player, t)
    duel.state_check()


def additional_normal_summon(duel: "Duel", player: int) -> "Process":
    """An additional Normal Summon or Set granted by an effect ("immediately after this effect
    resolves, Normal Summon/Set 1 monster": Ultimate Offering): ``player`` chooses one of the
    Normal Summons/Sets they could make now, the turn's own Normal Summon aside; it does not use
    that Normal Summon. Nothing happens when none is possible. Source: Ultimate Offering's text;
    rulebook "Normal Summon"."""
    options: list[Option] = []
    payloads: list[Any] = []
    for card in duel.players[player].hand:
        if not card.data.is_monster:
            continue
        info = card_info(card, player)
        if may_summon(duel, player):
            for procedure in summon_procedures(duel, player, card, additional=True):
                options.append(Option(Action.NORMAL_SUMMON, f"Normal Summon {card.name}{procedure[2]}", info))
                payloads.append((card, procedure, False))
        for procedure in summon_procedures(duel, player, card, set_=True, additional=True):
            options.append(Option(Action.SET_MONSTER, f"Set {card.name}{procedure[2]}", info))
            payloads.append((card, procedure, True))
    if not options:
        return
    card, procedure, set_ = yield from duel.ask(player, DecisionKind.SELECT_CARDS, "Normal Summon or Set 1 monster",
                                                options, payloads)
    yield from normal_summon(duel, player, card, set_=set_, procedure=procedure, additional=True)


def normal_summon(duel: "Duel", player: int, card: Card, set_: bool = False,
                  procedure: tuple[int, Any, str] | None = None, additional: bool = False) -> "Process":
    """Normal Summon (or, with ``set_``, Set) ``card`` from ``player``'s hand, Tributing as needed.

    ``procedure`` is one of :func:`summon_procedures` (default: the Level rule). The Tributes go
    to their owners' GYs, then the monster is placed in a chosen Main Monster Zone in face-up
    Attack Position (face-down Defense Position when Set). Uses the turn's Normal Summon, unless
    ``additional`` (an extra one granted by an effect).
    """
    need, legal, _ = procedure if procedure is not None else tribute_procedures(duel, player, card, set_)[0]
    tributes = yield from choose_tributes(duel, player, card, need, legal, set_)
    tribute_together(duel, player, tributes)
    zone = yield from choose_main_monster_zone(duel, player)
    if not additional:
        duel.players[player].normal_summons_this_turn += 1
    position = Position.FACE_DOWN_DEFENSE if set_ else Position.FACE_UP_ATTACK
    duel.move(card, Location.MAIN_MONSTER_ZONE, zone=zone, position=position, controller=player)
    card.summoned_from = Location.HAND
    # Recorded, then a position a Continuous Effect holds applies at once (Dragon Capture Jar).
    if set_:
        card.summon_type = SummonType.TRIBUTE_SET if need else SummonType.SET
        duel.emit_then_settle("set_monster", player, card=card, zone=zone + 1)
    else:
        card.summon_type = SummonType.TRIBUTE if need else SummonType.NORMAL
        duel.players[player].summons_this_turn += 1
        kind = "tribute_summon" if need else "normal_summon"
        duel.emit_then_settle(kind, player, card=card, zone=zone + 1)
        how = "tribute" if need else "normal"
        if duel.chain:
            # Summoned while a Chain Link resolves (Ultimate Offering): no window opens mid-chain,
            # so it cannot be negated; its triggers wait for the chain to end.
            duel.raise_event(TriggerEvent("summoned", [card], [Location.HAND], player=player, data={"type": how}))
        else:
            yield from summon_succeeds(duel, player, card, how)


def summon_succeeds(duel: "Duel", player: int, card: Card, how: str, previous: Location = Location.HAND,
                    on_success: Any = None) -> "Process":
    """The moment a summon may be negated (Spell Speed 3 only: Solemn Judgment), then, unless it
    was, the summon succeeds: the "summoned" trigger event and the response window after it.

    Source: rulebook "Summoning" (a summon can be negated only while the monster "would be
    Summoned"); DESIGN §3 response windows.

    Args:
        previous: where the monster came from (for the "summoned" trigger event).
        on_success: called once the summon has succeeded (not if it was negated).
    """
    me = card.ref()
    attempt = TriggerEvent("summoning", [card], player=player, data={"type": how})
    yield from response_window(duel, "summoning", [attempt], min_speed=3)
    if attempt.data.get("negated") or not me.valid:
        return
    if on_success is not None:
        on_success()
    event = duel.raise_event(TriggerEvent("summoned", [card], [previous], player=player, data={"type": how}))
    yield from response_window(duel, "summoned", [event])


def can_flip_summon(duel: "Duel", player: int, card: Card) -> bool:
    """Whether ``player`` may Flip Summon ``card`` now.

    It must be their face-down Defense Position monster, not Set this turn, whose position has not
    changed this turn and that has not declared an attack this turn (FD-25).
    """
    turn = duel.turn
    return (
        may_summon(duel, player)
        and card.controller == player
        and card.location.is_monster_zone
        and card.position is Position.FACE_DOWN_DEFENSE
        and card.turn_placed != turn
        and card.position_changed_turn != turn
        and card.attack_declared_turn != turn
    )


def flip_summon(duel: "Duel", player: int, card: Card) -> "Process":
    """Flip Summon ``card``: turn it to face-up Attack Position; it uses its position change."""
    card.position = Position.FACE_UP_ATTACK
    card.position_changed_turn = duel.turn
    card.flip_summoned_turn = duel.turn
    if card.summon_type in (None, SummonType.SET, SummonType.TRIBUTE_SET):
        card.summon_type = SummonType.FLIP
    # else: a monster Summoned before and turned face-down keeps how it was Summoned (FD-25).
    duel.players[player].summons_this_turn += 1
    card.timestamp = duel.next_timestamp()
    duel.note_action()
    duel.emit_then_settle("flip_summon", player, card=card)
    me = card.ref()
    attempt = TriggerEvent("summoning", [card], player=player, data={"type": "flip"})
    yield from response_window(duel, "summoning", [attempt], min_speed=3)
    if attempt.data.get("negated") or not me.valid:
        return
    flipped = duel.raise_event(TriggerEvent("flipped", [card], player=player, reason="flip_summon"))
    event = duel.raise_event(TriggerEvent("summoned", [card], player=player, data={"type": "flip"}))
    yield from response_window(duel, "summoned", [event, flipped])


def can_change_position(duel: "Duel", player: int, card: Card) -> bool:
    """Whether ``player`` may change ``card``'s battle position by hand now.

    A face-up monster they control, not placed on the field this turn, whose position has not
    changed this turn, and that has not declared an attack this turn.
    """
    turn = duel.turn
    return (
        card.controller == player
        and card.location.is_monster_zone
        and not card.data.is_link  # a Link Monster has no Defense Position
        and not duel.position_held(card)  # "they cannot change their battle positions"
        and card.position is not None
        and card.position.face_up
        and card.turn_placed != turn
        and card.position_changed_turn != turn
        and card.attack_declared_turn != turn
    )


def change_position(duel: "Duel", player: int, card: Card) -> None:
    """Change ``card`` between face-up Attack and face-up Defense Position (its controller's
    change); raises the "position_changed" trigger event (data "from", "to": Position)."""
    before = card.position
    card.position = (
        Position.FACE_UP_DEFENSE if card.position is Position.FACE_UP_ATTACK else Position.FACE_UP_ATTACK
    )
    card.position_changed_turn = duel.turn
    duel.emit("change_position", player, card=card, position=card.position.value)
    duel.raise_event(TriggerEvent("position_changed", [card], player=player, data={"from": before, "to": card.position}))
