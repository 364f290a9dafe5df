"""Normal Summon, Tribute Summon, Set, Flip Summon and changing battle positions.

Source: rulebook "Summoning Monsters": a player may Normal Summon or Set once per turn; a Level
5 or 6 monster needs 1 Tribute, Level 7 or higher needs 2 (Tribute Summon / Tribute Set); a
Normal Summon is in face-up Attack Position and a Set in face-down Defense Position. Flip Summon:
a face-down Defense Position monster is turned to face-up Attack Position, not in the turn it was
Set, and it counts as that monster's change of position for the turn. A face-up monster may
change its battle position once per turn, not in the turn it came to the field, and not after it
declared an attack that turn.

Each check that decides whether an option is offered is a *block* function that returns None
when the action is allowed or the reason, in the rulebook's words, when it is not
(:func:`normal_summon_block`, :func:`procedure_block`, :func:`flip_summon_block`,
:func:`change_position_block`). The options are built from them and ``why_not`` explains with
them (the ``why_not_*`` functions), so an explanation can never disagree with the options.
"""

from __future__ import annotations

import itertools

from typing import TYPE_CHECKING, Any, Iterable

from duelcore.state.card import Card
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location, Phase, Position, SummonType
from duelcore.state.knowledge import card_info, card_info_later
from duelcore.rules.tributes import NO_TRIBUTE_SET, NO_TRIBUTE_SUMMON, TributeChoice, tribute_choice
from duelcore.rules.chain import response_window
from duelcore.rules.zones import usable_main_monster_zones

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process

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


def normal_summonable_block(card: Card) -> str | None:
    """Why ``card`` can never be Normal Summoned or Set by the rules (None when it can): it is not
    a monster, or it is a Token, an Extra Deck monster, a Ritual Monster or a monster that must be
    Special Summoned (the database's "Special Summon only" bit). Source: rulebook "Normal
    Summon", "Extra Deck", "Ritual Summon"."""
    data = card.data
    if not data.is_monster:
        return "it is not a monster"
    if data.is_token:
        return "a Token cannot be Normal Summoned or Set"
    if data.is_extra_deck:
        kind = next((k for k, v in (("Fusion", data.is_fusion), ("Synchro", data.is_synchro), ("Xyz", data.is_xyz),
                                    ("Link", data.is_link)) if v), "Extra Deck")
        return f"a {kind} Monster cannot be Normal Summoned or Set: it is Special Summoned from the Extra Deck"
    if data.is_ritual:
        return "a Ritual Monster cannot be Normal Summoned or Set: it is Ritual Summoned with a Ritual Spell Card"
    if data.is_special_summon_only:
        return "it cannot be Normal Summoned or Set: it must be Special Summoned (its summoning condition)"
    return None


def can_be_normal_summoned(card: Card) -> bool:
    """True for a Main Deck monster that may be Normal Summoned or Set by the rules
    (:func:`normal_summonable_block` gives no reason)."""
    return normal_summonable_block(card) is None


def normal_summon_available(duel: "Duel", player: int) -> bool:
    """True while ``player`` has not used their Normal Summon or Set this turn."""
    return duel.players[player].normal_summons_this_turn < NORMAL_SUMMONS_PER_TURN


#: Why ``player`` may not Summon (player effect "cannot_summon": Scapegoat's "You cannot Summon
#: during the turn you activate this card"); a Normal Set is still allowed.
SUMMON_LOCKED = "you cannot Summon monsters this turn (Scapegoat)"


def summon_lock_sources(duel: "Duel", player: int) -> list[Card]:
    """The cards whose live Continuous Effect forbids ``player`` to Summon now
    (``Effect.forbids_summon``: The Last Warrior from Another Planet)."""
    return [e.card for e in duel.live_continuous_effects("forbids_summon") if e.forbids_summon(duel, e.card, player)]


def summon_lock_block(duel: "Duel", player: int, spare_player_lock: bool = False,
                      leaving: Iterable[Card] = ()) -> str | None:
    """Why ``player`` may not Summon monsters now (None when they may; a Set is still allowed):
    the player effect "cannot_summon" (Scapegoat's "You cannot Summon other monsters the turn you
    activate this card"; with ``spare_player_lock``, the Summon it spares: Scapegoat's own Tokens),
    or a live Continuous Effect that forbids it (``Effect.forbids_summon``: The Last Warrior from
    Another Planet's "Neither player can Summon monsters", quoted), unless its card is among
    ``leaving`` (the Tributes of the Summon itself: "This card may be Tributed to Tribute Summon",
    UDE FAQ, goatrulings.com "The Last Warrior from Another Planet"). Every Summon asks this: Normal,
    Tribute, Flip and Special Summons, Fusion, Ritual and the other procedures. Source: the card
    texts; Netrep (goatrulings.com "The Last Warrior from Another Planet": Fusion and Ritual Summons
    are Special Summons, not allowed while it is face-up)."""
    if not spare_player_lock and duel.has_player_effect(player, "cannot_summon"):
        return SUMMON_LOCKED
    gone = list(leaving)
    for e in duel.live_continuous_effects("forbids_summon"):
        if e.card not in gone and e.forbids_summon(duel, e.card, player):
            return f'a card\'s effect says you cannot Summon monsters: "{e.text}" ({e.card.name})'
    return None


def may_summon(duel: "Duel", player: int) -> bool:
    """False while ``player`` may not Summon monsters (:func:`summon_lock_block`: Scapegoat's
    "cannot Summon" this turn, The Last Warrior from Another Planet's lock; a Normal Set is still
    allowed)."""
    return summon_lock_block(duel, player) is None


def tribute_choice_for(duel: "Duel", player: int, card: Card, legal: Any = None, set_: bool = False) -> TributeChoice:
    """The monsters ``player`` may (and must) Tribute for the Tribute Summon of ``card`` (or, with
    ``set_``, a Tribute Set or its own Special Summon by Tributing), by the one rule of
    ``rules.tributes``: their own monsters (Scapegoat's Tokens cannot be Tributed for a Tribute
    Summon, nor, as its text of 2005 says, for a Tribute Set), plus the opponent's monster Soul
    Exchange binds them to Tribute this turn; ``legal`` is the procedure's own condition (Worm
    King's), which an opponent's face-down monster never meets (FD-15). A monster with its own
    Special Summon from the hand by Tributing (a Toon) cannot be Set, so for it ``set_`` means that
    Special Summon."""
    test = None if legal is None else (lambda m: legal(duel, card, m, player))
    return tribute_choice(duel, player, test=test, tribute_summon=not set_, tribute_set=_tribute_set(card, set_))


def _tribute_set(card: Card, set_: bool) -> bool:
    """Whether the Tributes of ``card`` with ``set_`` are those of a Tribute Set (not of its own
    Special Summon from the hand by Tributing: rules.special_summon.hand_procedure)."""
    return set_ and not any(e.hand_procedure is not None for e in card.effects)


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


def summon_condition_block(duel: "Duel", player: int, card: Card, kind: str) -> str | None:
    """Why the card's own summoning conditions forbid ``kind`` ("normal", "set", "special" or
    "flip") now, quoting the condition (None when they allow it). Source: the card's text ("Cannot
    be Normal Summoned/Set": the Toons; "Cannot be Normal Summoned, unless ...": Ghostrick Witch;
    a Toon of April 2005 is not Flip Summoned without "Toon World")."""
    for e in card.effects:
        if e.summon_condition is not None and not e.summon_condition(duel, card, player, kind):
            return f'its summoning condition does not allow it: "{e.text}"'
    return None


def summon_allowed(duel: "Duel", player: int, card: Card, kind: str) -> bool:
    """Whether the card's own summoning conditions allow ``kind`` ("normal", "set", "special" or "flip")."""
    return summon_condition_block(duel, player, card, kind) is None


#: The words of the option of a Normal Summon or Set "without Tributing" (:func:`tribute_procedures`).
WITHOUT_TRIBUTING = " (without Tributing)"


def tribute_procedures(duel: "Duel", player: int, card: Card, set_: bool = False) -> list[tuple[int, Any, str]]:
    """The ways to Normal Summon (or Set) ``card``: (Tributes needed, which monsters may be
    Tributed or None for any, words for the option). The Level rule first, then a card's own
    "can be Tribute Summoned ... by Tributing" procedure (Worm King), never for a Set, then its
    own "can be Normal Summoned/Set without Tributing" (``Effect.summon_without_tributes``:
    Fusilier Dragon, the Dual-Mode Beast), for a Summon and a Set, when the Level rule needs
    Tributes."""
    need = tributes_needed(card)
    out: list[tuple[int, Any, str]] = [(need, None, f" ({need} Tribute{'s' if need > 1 else ''})" if need else "")]
    if not set_:
        for effect in card.effects:
            if effect.tribute_procedure is not None:
                count, legal, words = effect.tribute_procedure
                out.append((count, legal, f" ({words})"))
    if need and _without_tributes(card) is not None:
        out.append((0, None, WITHOUT_TRIBUTING))
    return out


def _without_tributes(card: Card) -> Any:
    """The Effect of ``card`` by which it can be Normal Summoned or Set without Tributing, or None."""
    return next((e for e in card.effects if e.summon_without_tributes is not None), None)


def _tribute_sets(duel: "Duel", player: int, card: Card, need: int, legal: Any, set_: bool,
                  chosen: list[Card] = ()) -> Iterable[list[Card]]:
    """Every set of Tributes (a superset of ``chosen``) that pays ``need`` for ``card`` with no
    Tribute more than needed: legal monsters, including every forced one (Soul Exchange), and
    leaving a Main Monster Zone free."""
    choice = tribute_choice_for(duel, player, card, legal, set_)
    if not choice.possible:
        return
    pool, forced = choice.pool, choice.bound
    if not set_:
        lockers = summon_lock_sources(duel, player)  # each must be Tributed for the Summon to be allowed
        if any(m not in pool for m in lockers):
            return
        forced = list(forced) + [m for m in lockers if m not in forced]
    rest = [m for m in pool if m not in chosen]
    free = len(usable_main_monster_zones(duel, player))
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


def normal_summon_block(duel: "Duel", player: int, card: Card, set_: bool = False,
                        additional: bool = False) -> str | None:
    """Why ``player`` may not Normal Summon (or, with ``set_``, Set) ``card`` now by any
    procedure, before the Tributes and zones are counted (None when nothing forbids it): it is
    not in their hand; it cannot be Normal Summoned or Set (:func:`normal_summonable_block`); its
    own summoning condition forbids it; the turn's Normal Summon or Set is used (unless
    ``additional``: one granted by an effect, Ultimate Offering); they may not Summon this turn
    (a Set is still allowed). Source: rulebook "Normal Summon" (one Normal Summon or Set per
    turn), "Set"."""
    if card.location is not Location.HAND or card.owner != player:
        return "it is not in your hand"
    reason = normal_summonable_block(card) or summon_condition_block(duel, player, card, "set" if set_ else "normal")
    if reason is not None:
        return reason
    if not additional and not normal_summon_available(duel, player):
        return "you have already Normal Summoned or Set this turn (one Normal Summon or Set per turn)"
    if not set_:
        # A monster whose effect forbids the Summon may be one of its Tributes (_tribute_sets
        # then requires it among them).
        own_sources = [c for c in summon_lock_sources(duel, player) if c.controller == player] \
            if tributes_needed(card) or any(e.tribute_procedure for e in card.effects) else []
        lock = summon_lock_block(duel, player, leaving=own_sources)
        if lock is not None:
            return lock
    return None


def procedure_block(duel: "Duel", player: int, card: Card, procedure: tuple[int, Any, str],
                    set_: bool = False) -> str | None:
    """Why ``player`` cannot carry out ``procedure`` (one of :func:`tribute_procedures`) for
    ``card`` now (None when they can): no free Main Monster Zone; too few monsters that can be
    Tributed (their values counted, FD-12; Scapegoat's Tokens cannot be Tributed for a Tribute
    Summon); the monster Soul Exchange forces them to Tribute cannot be (FD-15); or no set of
    Tributes leaves a Main Monster Zone free. Source: rulebook "Tribute Summon"."""
    need, legal, words = procedure
    if need == 0:
        return None if usable_main_monster_zones(duel, player) else "there is no free Main Monster Zone"
    if next(iter(_tribute_sets(duel, player, card, need, legal, set_)), None) is not None:
        return None
    choice = tribute_choice_for(duel, player, card, legal, set_)
    pool = choice.pool
    if not choice.possible:
        return "the monster you must Tribute this turn (Soul Exchange) cannot be Tributed for it"
    if sum(tribute_value(duel, m, card, player, set_) for m in pool) >= need:
        return "no choice of Tributes leaves a Main Monster Zone free for it"
    count = f"{len(pool)} monster{'' if len(pool) == 1 else 's'} that can be Tributed"
    if legal is None:
        reason = f"it needs {need} Tribute{'s' if need > 1 else ''} and you control {count}"
    else:
        reason = f"its own Tribute Summon needs you to {words[2:-1]} and you control {count} for it"
    if not set_:
        flag, what = NO_TRIBUTE_SUMMON, "a Tribute Summon"
    else:  # a Tribute Set, or a Toon's own Special Summon (its Tributes may be anything)
        flag, what = (NO_TRIBUTE_SET, "a Tribute Set") if _tribute_set(card, set_) else (None, "")
    barred = [] if flag is None else [m for m in duel.monsters(player) if duel.has_flag(m, flag)]
    if barred:
        names = ", ".join(dict.fromkeys(card_info(m, player)["name"] for m in barred))
        reason += f" ({names} cannot be Tributed for {what})"
    return reason


def can_normal_summon(duel: "Duel", player: int, card: Card, set_: bool = False) -> bool:
    """Whether ``player`` may Normal Summon or Set ``card`` from the hand now by some procedure.

    Needs: the Normal Summon unused; the card summonable (and its own conditions met); enough
    Tributes (their values, FD-12; a card's own procedure, FD-14; Soul Exchange's forced Tribute,
    FD-15); and a Main Monster Zone free once the Tributes have left.
    """
    return bool(summon_procedures(duel, player, card, set_))


def set_is_summon(duel: "Duel", set_: bool) -> bool:
    """Whether a Set of a monster from the hand (``set_``) is made as a Normal Summon in face-up
    Defense Position now: while monsters cannot be Set (``Duel.face_down_forbidden``: Light of
    Intervention, "If a Monster Card would be Set, it must be Normal Summoned in face-up Defense
    Position"). Its Tributes, its conditions and Scapegoat's lock are then those of a Summon."""
    return set_ and duel.face_down_forbidden()


def set_option_text(duel: "Duel", card: Card, words: str) -> str:
    """The words of the option that Sets ``card`` from the hand ("Set X (1 Tribute)"), or, while a
    Set is a Normal Summon in face-up Defense Position (:func:`set_is_summon`), "Normal Summon X in
    face-up Defense Position (1 Tribute)"."""
    if set_is_summon(duel, True):
        return f"Normal Summon {card.name} in face-up Defense Position{words}"
    return f"Set {card.name}{words}"


def summon_procedures(duel: "Duel", player: int, card: Card, set_: bool = False,
                      additional: bool = False) -> list[tuple[int, Any, str]]:
    """The procedures of :func:`tribute_procedures` that ``player`` can carry out now: none when
    :func:`normal_summon_block` gives a reason, else those :func:`procedure_block` allows; with
    ``additional``, for a Normal Summon/Set granted by an effect besides the turn's one (Ultimate
    Offering), so the turn's Normal Summon need not be left. A Set made as a Normal Summon
    (:func:`set_is_summon`) has a Normal Summon's procedures."""
    if set_is_summon(duel, set_):
        set_ = False
    if normal_summon_block(duel, player, card, set_, additional) is not None:
        return []
    return [p for p in tribute_procedures(duel, player, card, set_) if procedure_block(duel, player, card, p, set_) is None]


#: The prompt of the Decision of an additional Normal Summon or Set (:func:`additional_normal_summon`).
ADDITIONAL_SUMMON_PROMPT = "Normal Summon or Set 1 monster"

#: What each Main Phase action lets the player do, for the reasons of :func:`main_phase_block`.
_MAIN_PHASE_VERBS = {
    Action.NORMAL_SUMMON: "Normal Summon",
    Action.SET_MONSTER: "Set a monster",
    Action.FLIP_SUMMON: "Flip Summon",
    Action.CHANGE_POSITION: "change a monster's battle position",
}


def main_phase_block(duel: "Duel", player: int, action: Action) -> str | None:
    """Why ``player`` cannot take the Main Phase ``action`` (a key of ``_MAIN_PHASE_VERBS``) at
    this moment, whatever the card (None when the duel is asking them for their next action in
    their Main Phase, the only Decision that offers it: rules.turn.idle_options). Source:
    rulebook "Main Phase" (Summons, Sets and changes of battle position are made by the turn
    player in their Main Phase, when no chain is open)."""
    decision = duel.decision
    if decision is not None and decision.player == player and decision.kind is DecisionKind.IDLE_COMMAND:
        return None
    verb = _MAIN_PHASE_VERBS[action]
    if decision is None:
        return "the duel is over"
    if duel.turn_player != player:
        return f"it is your opponent's turn: you can {verb} only in your own Main Phase"
    if duel.phase not in (Phase.MAIN1, Phase.MAIN2):
        return f"not in your Main Phase: it is your {duel.phase.value if duel.phase else 'turn'}"
    if duel.chain:
        return f"a chain is open: you can {verb} only when no chain is open"
    return f"you can {verb} only when you choose your next action in your Main Phase, not in answer to the question asked now"


def why_not_normal_summon(duel: "Duel", player: int, card: Card, set_: bool = False) -> list[str]:
    """Why ``player`` cannot Normal Summon (or, with ``set_``, Set) ``card`` now, naming the rule:
    the moment (:func:`main_phase_block`; an additional Normal Summon or Set granted by an
    effect, Ultimate Offering's Decision, is a moment for it too), then the card
    (:func:`normal_summon_block`, then each procedure's :func:`procedure_block`). [] exactly
    when the Decision now offers it."""
    decision = duel.decision
    additional = (decision is not None and decision.player == player and decision.kind is DecisionKind.SELECT_CARDS
                  and decision.prompt == ADDITIONAL_SUMMON_PROMPT)
    moment = None if additional else main_phase_block(duel, player, Action.SET_MONSTER if set_ else Action.NORMAL_SUMMON)
    reasons = [] if moment is None else [moment]
    if set_is_summon(duel, set_):
        set_ = False  # the Set is made as a Normal Summon in face-up Defense Position
    block = normal_summon_block(duel, player, card, set_, additional)
    if block is not None:
        return reasons + [block]
    blocks = [procedure_block(duel, player, card, p, set_) for p in tribute_procedures(duel, player, card, set_)]
    if any(b is None for b in blocks):
        return reasons
    return reasons + list(dict.fromkeys(blocks))


def choose_tributes(duel: "Duel", player: int, card: Card, need: int, legal: Any = None,
                    set_: bool = False) -> "Process":
    """``player`` chooses Tributes for ``card`` one at a time until they count ``need`` (a forced
    Tribute first: Soul Exchange), each pick leaving a complete set possible (a Main Monster Zone
    free for ``card``, FD-12's values counted). Not asked when the pick is forced. Returns the
    chosen cards (list[Card])."""
    choice = tribute_choice_for(duel, player, card, legal, set_)
    chosen: list[Card] = list(choice.bound)
    minimal = []
    for tributes in _tribute_sets(duel, player, card, need, legal, set_, chosen):
        if not any(set(m) < set(tributes) for m in minimal):
            minimal.append(tributes)
    if len(minimal) == 1:
        return minimal[0]  # the choice is forced
    while sum(tribute_value(duel, m, card, player, set_) for m in chosen) < need:
        candidates = []
        for m in choice.pool:
            if m in chosen:
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
    free = usable_main_monster_zones(duel, player)
    options = [Option(Action.ZONE, f"Main Monster Zone {z + 1}", zone=z + 1) for z in free]
    zone = yield from duel.ask(
        player, DecisionKind.SELECT_ZONE, "Select a Main Monster Zone", options, free
    )
    return zone


def tribute(duel: "Duel", player: int, card: Card) -> None:
    """Tribute ``card``: send it to its owner's GY as a Tribute; what leaving the field carries out
    follows at once, as for any card sent to the GY (an Xyz Monster's Xyz Materials go to the GY:
    ``Duel.run_leave_hooks``), also when the Tribute is a cost (Metamorphosis, Monster Gate)."""
    was_known = [p for p in (0, 1) if p == card.controller or card.face_up]
    previous, face_up = card.location, card.face_up
    duel.move(card, Location.GY, reason="tribute")
    duel.emit("tributed", player, known_to=was_known, card=card)
    if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
        duel.emit("banished", card.owner, card=card)
        duel.raise_event(TriggerEvent("banished", [card], [previous], player=player, reason="tribute",
                                      data={"face_up": [face_up]}))
    else:
        duel.raise_event(TriggerEvent("sent_to_gy", [card], [previous], player=player, reason="tribute",
                                      data={"face_up": [face_up]}))
    duel.run_leave_hooks()


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
        info = card_info_later(card, player)
        for procedure in summon_procedures(duel, player, card, additional=True):
            options.append(Option(Action.NORMAL_SUMMON, f"Normal Summon {card.name}{procedure[2]}", info))
            payloads.append((card, procedure, False))
        for procedure in summon_procedures(duel, player, card, set_=True, additional=True):
            options.append(Option(Action.SET_MONSTER, set_option_text(duel, card, procedure[2]), info))
            payloads.append((card, procedure, True))
    if not options:
        return
    card, procedure, set_ = yield from duel.ask(player, DecisionKind.SELECT_CARDS, ADDITIONAL_SUMMON_PROMPT,
                                                options, payloads)
    yield from normal_summon(duel, player, card, set_=set_, procedure=procedure, additional=True)


def normal_summon(duel: "Duel", player: int, card: Card, set_: bool = False,
                  procedure: tuple[int, Any, str] | None = None, additional: bool = False) -> "Process":
    """Normal Summon (or, with ``set_``, Set) ``card`` from ``player``'s hand, Tributing as needed.

    ``procedure`` is one of :func:`summon_procedures` (default: the Level rule). The Tributes go
    to their owners' GYs, then the monster is placed in a chosen Main Monster Zone in face-up
    Attack Position (face-down Defense Position when Set; a Set made as a Normal Summon,
    :func:`set_is_summon`, is a Normal Summon in face-up Defense Position). Uses the turn's Normal
    Summon, unless ``additional`` (an extra one granted by an effect).
    """
    summoned_in_defense = set_is_summon(duel, set_)
    if summoned_in_defense:
        set_ = False
    need, legal, _ = procedure if procedure is not None else tribute_procedures(duel, player, card, set_)[0]
    tributes = yield from choose_tributes(duel, player, card, need, legal, set_)
    tribute_together(duel, player, tributes)
    zone = yield from choose_main_monster_zone(duel, player)
    if not additional:
        duel.players[player].normal_summons_this_turn += 1
    position = Position.FACE_DOWN_DEFENSE if set_ else Position.FACE_UP_DEFENSE if summoned_in_defense \
        else Position.FACE_UP_ATTACK
    duel.move(card, Location.MAIN_MONSTER_ZONE, zone=zone, position=position, controller=player)
    card.summoned_from = Location.HAND
    if need == 0 and tributes_needed(card) and legal is None:
        # Its own "without Tributing" procedure, and what its text says follows (Fusilier Dragon).
        without = _without_tributes(card)
        if without is not None:
            without.summon_without_tributes(duel, card)
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
            # so it cannot be negated; its triggers wait for the chain to end, and the window
            # after the summon opens then if it was the last thing (rules.chain.answer_summons).
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
    yield from summoning_window(duel, card, attempt)
    if attempt.data.get("negated") or not me.valid:
        return
    if on_success is not None:
        on_success()
    event = duel.raise_event(TriggerEvent("summoned", [card], [previous], player=player, data={"type": how}))
    yield from response_window(duel, "summoned", [event])


#: ``Card.values`` key: the monster "would be Summoned" (its Summon may still be negated).
BEING_SUMMONED = "being_summoned"


def summoning_window(duel: "Duel", card: Card, attempt: TriggerEvent) -> "Process":
    """The moment ``card`` "would be Summoned": only Spell Speed 3 may answer (Solemn Judgment). Its
    own Continuous Effects do not apply yet (:data:`BEING_SUMMONED`, read by
    ``Duel.is_live``): Solemn Judgment may be activated against the Summon of Jinzo, whose
    "Trap Cards ... cannot be activated" applies only once it is Summoned. Source: rulebook
    "Summoning" (a Summon can be negated while the monster would be Summoned; it is Summoned once
    that moment has passed). No period ruling on Solemn Judgment against Jinzo's Summon was found:
    duelcore follows the rulebook and the Netrep "Traps may not be activated while "Jinzo" is face
    up on the field" (goatrulings.com "Jinzo")."""
    card.values[BEING_SUMMONED] = True
    try:
        yield from response_window(duel, "summoning", [attempt], min_speed=3)
    finally:
        card.values.pop(BEING_SUMMONED, None)


def monster_zone_block(player: int, card: Card) -> str | None:
    """Why ``card`` is not a monster ``player`` controls in a Monster Zone (None when it is)."""
    if not card.location.is_monster_zone:
        return "it is not in a Monster Zone"
    if card.controller != player:
        return "you do not control it"
    return None


def flip_summon_block(duel: "Duel", player: int, card: Card) -> str | None:
    """Why ``player`` may not Flip Summon ``card`` now (None when they may).

    It must be their face-down Defense Position monster, not Set this turn, whose position has not
    changed this turn and that has not declared an attack this turn (FD-25), and they must be
    allowed to Summon (Scapegoat); its own summoning conditions must allow a Flip Summon ("flip":
    :func:`summon_condition_block`). Source: rulebook "Flip Summon".
    """
    turn = duel.turn
    reason = monster_zone_block(player, card)
    if reason is not None:
        return reason
    if card.position is not Position.FACE_DOWN_DEFENSE:
        return "it is face-up: only a face-down Defense Position monster can be Flip Summoned"
    if card.turn_placed == turn:
        return "it was Set this turn: a monster cannot be Flip Summoned the turn it was Set"
    if card.position_changed_turn == turn:
        return "it already changed its battle position this turn"
    if card.attack_declared_turn == turn:
        return "it has declared an attack this turn"
    lock = summon_lock_block(duel, player)
    if lock is not None:
        return lock
    return position_lock_block(duel, card) or summon_condition_block(duel, player, card, "flip")


def can_flip_summon(duel: "Duel", player: int, card: Card) -> bool:
    """Whether ``player`` may Flip Summon ``card`` now (:func:`flip_summon_block` gives no reason)."""
    return flip_summon_block(duel, player, card) is None


def why_not_flip_summon(duel: "Duel", player: int, card: Card) -> list[str]:
    """Why ``player`` cannot Flip Summon ``card`` now: the moment (:func:`main_phase_block`),
    then the card (:func:`flip_summon_block`). [] exactly when the Decision now offers it."""
    return [r for r in (main_phase_block(duel, player, Action.FLIP_SUMMON), flip_summon_block(duel, player, card))
            if r is not None]


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
    yield from summoning_window(duel, card, attempt)
    if attempt.data.get("negated") or not me.valid:
        return
    flipped = duel.raise_event(TriggerEvent("flipped", [card], player=player, reason="flip_summon"))
    event = duel.raise_event(TriggerEvent("summoned", [card], player=player, data={"type": "flip"}))
    yield from response_window(duel, "summoned", [event, flipped])


#: Log events of a Summon or a Set that placed a monster on the field, by their player.
_PLACING_EVENTS = frozenset({"normal_summon", "tribute_summon", "set_monster", "special_summon",
                             "procedure_summon", "token_summon"})


def placed_by(duel: "Duel", card: Card) -> int | None:
    """The player (0 or 1) whose Summon or Set put ``card`` on the field this turn, read from this
    turn's events; None when it did not come to the field this turn by a Summon or a Set."""
    if card.turn_placed != duel.turn:
        return None
    event = duel.event_this_turn(card, _PLACING_EVENTS)
    return None if event is None else event.player


def change_position_block(duel: "Duel", player: int, card: Card) -> str | None:
    """Why ``player`` may not change ``card``'s battle position by hand now (None when they may).

    A face-up monster they control (not a Link Monster), not placed on the field this turn,
    whose position has not changed this turn (a Flip Summon is its change), that has not declared
    an attack this turn, that no effect says cannot change its battle position this turn
    (Creature Swap: the "cannot_change_position" flag) and that no Continuous Effect holds in its
    position (Dragon Capture Jar). Source: rulebook "Changing Battle Positions". Under the rule flag
    ``reposition_if_summoned_by_other_player`` the turn it came to the field blocks only a monster
    Summoned or Set by ``player`` (:func:`placed_by`), not one the other player Summoned that
    ``player`` now controls (UDE, "Battle Position Changes Effective June 6, 2005").
    """
    turn = duel.turn
    reason = monster_zone_block(player, card)
    if reason is not None:
        return reason
    if card.data.is_link:
        return "a Link Monster cannot be in Defense Position, so it cannot change its battle position"
    if card.position is None or not card.position.face_up:
        return "it is face-down: a face-down monster changes its battle position only by a Flip Summon"
    if card.turn_placed == turn and not (duel.flags.reposition_if_summoned_by_other_player
                                         and placed_by(duel, card) == 1 - player):
        if card.summon_type in (None, SummonType.SET, SummonType.TRIBUTE_SET):
            return "it came to the field this turn: a monster cannot change its battle position the turn it came to the field"
        return "it was Summoned this turn: a monster cannot change its battle position the turn it was Summoned"
    if card.position_changed_turn == turn:
        if card.flip_summoned_turn == turn:
            return "it was Flip Summoned this turn: the Flip Summon was its change of battle position for the turn"
        return "it already changed its battle position this turn (once per turn)"
    if card.attack_declared_turn == turn:
        return "it has declared an attack this turn: a monster cannot change its battle position after it attacks"
    if duel.has_flag(card, "cannot_change_position"):
        sources = [a.source.name for a in card.applied if a.flag == "cannot_change_position" and a.card.valid and a.source]
        return f"a card's effect says it cannot change its battle position this turn ({', '.join(dict.fromkeys(sources))})"
    if duel.position_held(card):
        holders = ", ".join(dict.fromkeys(e.card.name for e in duel.live_continuous_effects("holds_position")
                                          if e.holds_position(duel, e.card, card) is not None
                                          and not duel.immune(card, e.card)))
        return f"an effect keeps it in its battle position ({holders})"
    return position_lock_block(duel, card)


def position_lock_block(duel: "Duel", card: Card) -> str | None:
    """Why a live Continuous Effect forbids ``card`` to change its battle position by hand (a
    change of battle position or a Flip Summon), quoting it (None when none does): "Other
    monsters on the field cannot change their battle positions" (Thousand-Eyes Restrict). A
    change by a card's effect is still allowed. Source: Thousand-Eyes Restrict's text; Netrep
    (goatrulings.com "Thousand-Eyes Restrict": "Monsters may not have their positions manually
    changed", "Monsters may change their position through a card effect")."""
    for e in duel.live_continuous_effects("forbids_position_change"):
        if e.forbids_position_change(duel, e.card, card):
            return f'a card\'s effect says it cannot change its battle position: "{e.text}" ({e.card.name})'
    return None


def can_change_position(duel: "Duel", player: int, card: Card) -> bool:
    """Whether ``player`` may change ``card``'s battle position by hand now
    (:func:`change_position_block` gives no reason)."""
    return change_position_block(duel, player, card) is None


def why_not_change_position(duel: "Duel", player: int, card: Card) -> list[str]:
    """Why ``player`` cannot change ``card``'s battle position now: the moment
    (:func:`main_phase_block`), then the card (:func:`change_position_block`). [] exactly when
    the Decision now offers it."""
    return [r for r in (main_phase_block(duel, player, Action.CHANGE_POSITION), change_position_block(duel, player, card))
            if r is not None]


def change_position(duel: "Duel", player: int, card: Card) -> None:
    """Change ``card`` between face-up Attack and face-up Defense Position (its controller's
    change); raises the "position_changed" trigger event (data "from", "to": Position), then
    applies what the board now forces (``Duel.state_check``)."""
    before = card.position
    card.position = (
        Position.FACE_UP_DEFENSE if card.position is Position.FACE_UP_ATTACK else Position.FACE_UP_ATTACK
    )
    card.position_changed_turn = duel.turn
    duel.emit("change_position", player, card=card, position=card.position.value)
    duel.raise_event(TriggerEvent("position_changed", [card], player=player, data={"from": before, "to": card.position}))
    duel.state_check()  # what the new position forces applies at once (Level Limit - Area B turns it back,
    # Berserk Gorilla in Defense Position is destroyed)
