"""Why a player cannot use a card now, one sentence per reason, naming the rule: activate it,
summon it, Set it, Flip Summon it, change its battle position, or declare an attack with it.

Each answer comes from the same checks that build the options (rules.activation, rules.summon,
rules.battle, rules.special_summon), so it is [] exactly when the current Decision offers the
action. Source: DESIGN §4 (nothing is told about a card hidden from the player).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.errors import DuelcoreError
from duelcore.rules import battle, summon
from duelcore.rules import special_summon as ss
from duelcore.rules.activation import REASONS, check_activation, forbidding_cards
from duelcore.rules.summon import summon_lock_block
from duelcore.rules.windows import Window
from duelcore.rules.zones import summon_zones
from duelcore.state.card import Card
from duelcore.state.decision import Action
from duelcore.state.effects import Activation, EffectKind
from duelcore.state.enums import Location
from duelcore.state.knowledge import can_see

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel


#: The actions :func:`why_not` explains, each with the function that gives its reasons.
EXPLAINED_ACTIONS = (Action.ACTIVATE, Action.NORMAL_SUMMON, Action.SET_MONSTER, Action.FLIP_SUMMON,
                     Action.CHANGE_POSITION, Action.ATTACK)


def why_not(duel: "Duel", player: int, card: "Card", window: Window | None = None,
            action: Action = Action.ACTIVATE) -> list[str]:
    """Why ``player`` cannot take ``action`` with ``card`` now, one sentence per reason, naming
    the rule.

    ``action`` Action.ACTIVATE (the default): one sentence per effect that a player activates
    (card activation, Ignition, Quick); for a card with only Trigger or Continuous Effects, what
    they are. Action.NORMAL_SUMMON, SET_MONSTER, FLIP_SUMMON, CHANGE_POSITION (rules.summon's
    ``why_not_*``) and ATTACK (rules.battle.why_not_attack): the moment, then the card, from the
    same checks that build the options, so [] exactly when the current Decision offers it.

    Returns [] when it can be done now; for a card hidden from the player, only that it cannot
    be seen (FD-01).

    Raises:
        DuelcoreError: ``card`` is not a card of this duel, ``player`` is not 0 or 1, or
            ``action`` is not one of :data:`EXPLAINED_ACTIONS`.
    """
    if window is None:
        window = duel.current_window or Window("none")
    if not isinstance(card, Card) or card.duel is not duel:
        raise DuelcoreError(f"why_not needs a card of this duel, got {card!r}")
    if player not in (0, 1):
        raise DuelcoreError(f"why_not needs player 0 or 1, got {player!r}")
    if action not in EXPLAINED_ACTIONS:
        raise DuelcoreError(f"why_not explains {', '.join(a.name for a in EXPLAINED_ACTIONS)}; got {action!r}")
    if not can_see(card, player):
        # Nothing about a card hidden from the player is told, not even whether it has effects
        # (FD-01, FD-02).
        return [REASONS["not_yours"] if card.controller != player else REASONS["hidden"]]
    if action is not Action.ACTIVATE:
        if action is Action.NORMAL_SUMMON or action is Action.SET_MONSTER:
            return summon.why_not_normal_summon(duel, player, card, set_=action is Action.SET_MONSTER)
        if action is Action.FLIP_SUMMON:
            return summon.why_not_flip_summon(duel, player, card)
        if action is Action.CHANGE_POSITION:
            return summon.why_not_change_position(duel, player, card)
        return battle.why_not_attack(duel, player, card)
    if card.location is Location.EXTRA_DECK:
        return extra_deck_why_not(duel, player, card)
    if not card.effects:
        return [REASONS["no_effects"]]
    chosen = [e for e in card.effects if e.kind in (EffectKind.ACTIVATE, EffectKind.IGNITION, EffectKind.QUICK)]
    if not chosen:
        # Nothing on it is activated by choice: say what its effects are instead.
        kinds = {e.kind for e in card.effects}
        return [REASONS["trigger"]] if kinds & {EffectKind.TRIGGER, EffectKind.FLIP} else [REASONS["continuous"]]
    reasons = []
    for effect in chosen:
        code = check_activation(duel, effect, player, window)
        if code is None:
            return []
        reason = REASONS[code]
        if code == "forbidden":
            reason += " (" + ", ".join(dict.fromkeys(c.name for c in forbidding_cards(duel, effect, player))) + ")"
        explain = {"no_target": effect.explain_no_target, "condition": effect.explain_condition}.get(code)
        if explain is not None:
            details = explain(Activation(duel, effect, player, card.ref()))
            if details:
                reason += ": " + "; ".join(details)
        reasons.append(reason)
    return list(dict.fromkeys(reasons))


def extra_deck_why_not(duel: "Duel", player: int, card: "Card") -> list[str]:
    """Why ``player`` cannot summon the Extra Deck monster ``card`` now (rulebook "Extra Deck"):
    a Fusion Monster needs a card that Fusion Summons; an Xyz or Link Monster needs its materials
    on the field and a zone to go to (an Extra Monster Zone, or a Main Monster Zone a Link
    Monster points to). Returns [] when it can be summoned now."""
    data = card.data
    if card.owner != player:
        return [REASONS["not_yours"]]
    if ss.contact_fusion_requirements(data) is not None:
        if ss.can_contact_fusion(duel, player, card) and duel.current_window is not None and duel.current_window.idle \
                and duel.turn_player == player and not duel.chain:
            return []
        words = " + ".join(r.text for r in ss.contact_fusion_requirements(data) or [])
        return [f"it is Special Summoned only by banishing {words} you control, in your Main Phase when no chain is open"]
    if data.is_fusion:
        return ["a Fusion Monster is Fusion Summoned by a card such as Polymerization, with its Fusion Materials "
                + " + ".join(r.text for r in (ss.fusion_requirements(data) or []))]
    idle = duel.current_window is not None and duel.current_window.idle and duel.turn_player == player and not duel.chain
    lock = summon_lock_block(duel, player)
    if lock is not None:
        return [lock]
    procedure = None
    if data.is_xyz and ss.xyz_requirement(data) is not None:
        count, level = ss.xyz_requirement(data)
        procedure = ("Xyz", ss.can_xyz_summon, ss.xyz_materials, count,
                     f"missing Xyz Materials: it needs {count} face-up Level {level} monsters you control",
                     "there is no free zone for it")
    elif data.is_link and ss.link_requirement(data) is not None:
        count, _, words = ss.link_requirement(data)
        procedure = ("Link", ss.can_link_summon, ss.link_materials, count,
                     f"missing Link Materials: it needs {words} face-up on your field",
                     "there is no free zone for it: no free Extra Monster Zone and no Main Monster Zone a Link Monster points to")
    elif data.is_xyz or data.is_link:
        return ["its materials are not known to the engine"]
    if procedure is not None:
        name, can, materials, count, missing, no_zone = procedure
        if can(duel, player, card) and idle:
            return []
        reasons = [] if idle else [f"it can be {name} Summoned only in your Main Phase when no chain is open"]
        if len(materials(duel, player, card)) < count:
            reasons.append(missing)
        elif not can(duel, player, card):
            reasons.append(no_zone)
        return reasons
    if not summon_zones(duel, player, card):
        return ["there is no free zone for it"]
    return ["it can only be Special Summoned by a card's effect"]
