"""Whether an effect may be activated now: Spell Speed, timing, where its card is, count limits,
condition, targets and cost.

- Spell Speed 1 effects (Normal, Continuous, Equip, Field and Ritual Spells; Ignition Effects)
  are activated only by the turn player in their Main Phase, when no chain is open. Spell Speed 2
  (Quick-Play Spells, Normal and Continuous Traps, Quick Effects) may also respond to a Chain
  Link of Spell Speed 1 or 2; Spell Speed 3 (Counter Traps) responds to anything, and only Spell
  Speed 3 may respond to Spell Speed 3.
- One check serves both "may this be offered" and the re-checks (DESIGN §2); its reasons are the
  codes of :data:`REASONS`, which :func:`duelcore.rules.why_not.why_not` puts in words.
- Under ``RuleFlags.continuous_trap_effects_from_next_chain`` (goat), a face-up Trap Card's
  other effects cannot be activated in the chain in which the card itself was activated.

Source: rulebook "Chains" and "Spell Speed"; DESIGN §3.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.rules.windows import Window
from duelcore.state.decision import Action, Option
from duelcore.state.effects import Activation, Effect, EffectKind
from duelcore.state.enums import Location, Position
from duelcore.state.knowledge import card_info, card_info_later

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.card import Card


#: The reasons :func:`duelcore.rules.why_not.why_not` gives, keyed by a short code (tests and clients may match the code).
REASONS: dict[str, str] = {
    "not_yours": "you do not control this card",
    "hidden": "you cannot see this card",
    "not_here": "its effect cannot be activated from where the card is",
    "face_down": "a face-down monster's effects cannot be activated",
    "negated": "its effects are negated",
    "trap_in_hand": "a Trap Card must be Set before it can be activated",
    "already_face_up": "it is already face-up on the field",
    "wrong_phase": "it can be activated only in your Main Phase when no chain is open",
    "not_your_turn": "a Quick-Play Spell can be activated from the hand only in your own turn",
    "spell_speed": "its Spell Speed is too low to respond to the chain",
    "set_this_turn": "it was Set this turn",
    "damage_step": "it cannot be activated in the Damage Step",
    "once_per_turn": "its once-per-turn use has been used",
    "name_locked": "you cannot activate cards with this name this turn",
    "condition": "its activation condition is not met",
    "no_target": "there is no legal target",
    "cost": "its cost cannot be paid",
    "no_effect": "it would have no effect",
    "no_zone": "there is no free Spell & Trap Zone",
    "trigger": "it is a Trigger Effect: it activates only when its event happens",
    "continuous": "it is a Continuous Effect: it applies by itself and is not activated",
    "no_effects": "it has no effect to activate",
    "not_open": "nothing can be activated now",
    "trap_activated_this_chain": "a Trap Card's effects cannot be activated in the chain in which the card was activated",
    "forbidden": "a card's effect says it cannot be activated now",
}


def required_speed(duel: "Duel", window: Window, player: int) -> int:
    """The lowest Spell Speed ``player`` may activate now: 1 in their idle Main Phase (and, for a
    monster's Ignition Effect only, in a window with ``ignition_priority``: check_activation),
    else 2, or the last Chain Link's speed (at least 2)."""
    if duel.chain:
        return max(2, duel.chain[-1].speed, window.min_speed)
    if (window.idle or window.ignition_priority) and player == duel.turn_player:
        return max(1, window.min_speed)
    return max(2, window.min_speed)


def check_activation(duel: "Duel", effect: Effect, player: int, window: Window) -> str | None:
    """Why ``player`` may not activate ``effect`` now (a REASONS key), or None when they may.

    One check serves both "may this be offered" and the re-checks (DESIGN §2).
    """
    card = effect.card
    kind = effect.kind
    if kind is EffectKind.CONTINUOUS:
        return "continuous"
    if kind in (EffectKind.TRIGGER, EffectKind.FLIP):
        return "trigger"
    loc = card.location
    in_hand = loc is Location.HAND
    if in_hand:
        if card.owner != player:
            return "not_yours"
    elif card.controller != player and not (effect.turn_player_may_use and player == duel.turn_player):
        return "not_yours"
    if kind is EffectKind.ACTIVATE:
        data = card.data
        if in_hand:
            if data.is_trap:
                return "trap_in_hand"
            if data.is_field_spell:
                pass
            elif not duel.players[player].free_spell_trap_zones():
                return "no_zone"
            if data.sub_kind == "Quick-Play" and duel.turn_player != player:
                return "not_your_turn"
        elif loc is Location.SPELL_TRAP_ZONE or loc is Location.FIELD_ZONE:
            if card.position is not Position.FACE_DOWN:
                return "already_face_up"
            needs_wait = data.is_trap or data.sub_kind == "Quick-Play"
            if needs_wait and card.turn_placed == duel.turn:
                return "set_this_turn"
        else:
            return "not_here"
    else:
        if loc not in effect.range:
            return "not_here"
        if card.on_field and not card.face_up and not effect.face_down_ok:
            return "face_down"
        if duel.effect_negated(card, effect):
            # a card whose effects are negated cannot activate them (Imperial Order); off the
            # field only a negation applied to it there counts (Dark Balter the Terrible)
            return "negated"
        if duel.chain and duel.flags.continuous_trap_effects_from_next_chain and card.data.is_trap \
                and activated_in_this_chain(duel, card):
            return "trap_activated_this_chain"  # goat: only from the next chain on
    if forbidding_cards(duel, effect, player):
        return "forbidden"  # "Trap Cards, and their effects on the field, cannot be activated" (Jinzo)
    speed = effect.speed()
    if speed < required_speed(duel, window, player):
        if speed == 1:
            return "wrong_phase"
        return "spell_speed" if duel.chain else "wrong_phase"
    if speed == 1 and not window.idle and (kind is not EffectKind.IGNITION or not card.data.is_monster):
        # Ignition priority (goatformat.com Rule #4) lets a monster's Ignition Effect come first,
        # never a Normal Spell or another Spell Speed 1 activation.
        return "wrong_phase"
    if window.damage_step and speed < 3:
        if not effect.damage_step:
            return "damage_step"
        if window.after_damage_calculation and kind is not EffectKind.TRIGGER:
            return "damage_step"  # ATK/DEF changes only up to before damage calculation
    if effect.count_limit is not None and duel.uses(effect) >= effect.count_limit:
        return "once_per_turn"
    if duel.name_locked(player, card):
        return "name_locked"
    ctx = Activation(duel, effect, player, card.ref())
    ctx.values["window"] = window
    if effect.condition is not None and not effect.condition(ctx):
        return "condition"
    if effect.has_target is not None and not effect.has_target(ctx):
        return "no_target"
    if effect.can_pay is not None and not effect.can_pay(ctx):
        return "cost"
    if effect.would_do_something is not None and not effect.would_do_something(ctx):
        return "no_effect"
    return None


def forbidding_cards(duel: "Duel", effect: Effect, player: int) -> list["Card"]:
    """The cards whose Continuous Effect says ``player`` cannot activate ``effect`` now
    (``Effect.forbids_activation``: Jinzo's "Trap Cards, and their effects on the field, cannot be
    activated"), in the order their effects were indexed; [] when none does."""
    return [e.card for e in duel.live_continuous_effects("forbids_activation")
            if e.forbids_activation(duel, e.card, effect, player)]


def activated_in_this_chain(duel: "Duel", card: "Card") -> bool:
    """Whether ``card``, as the object it is now, was activated (its card activation, not one of
    its effects) as a Chain Link of the chain being built. Used by the goat rule that a face-up
    Trap's other effects wait for the next chain (``RuleFlags.continuous_trap_effects_from_next_chain``;
    cardmarket's Goat format rules, EDOPro's DUEL_USE_TRAPS_IN_NEW_CHAIN)."""
    for link in duel.chain:
        ref = link.activation.card
        if ref.card is card and ref.valid and link.activation.effect.kind is EffectKind.ACTIVATE:
            return True
    return False


def activatable(duel: "Duel", player: int, window: Window) -> list[Effect]:
    """Every effect ``player`` may activate now, in a fixed order (hand, then field by zone)."""
    out: list[Effect] = []
    p = duel.players[player]
    # check_activation refuses an effect activated from where it cannot be, or of a lower Spell
    # Speed than the window requires, whatever else holds: leave out before the other checks
    # every card that is not where one of its effects fast enough could be activated
    # (``Card.active_places``, ``Card.quick_places``; the result is the same).
    speed = required_speed(duel, window, player)
    quick = speed >= 2
    turn_player = player == duel.turn_player
    if quick:
        # Whether any card with a Spell Speed 2 or 3 effect is where this player could activate
        # it: in their hand or GY, on the field under their control, or, for the turn player, on
        # the opponent's field with an effect "the turn player" may use (a loop, not a
        # generator: this runs at every window).
        for c in duel._quick_cards:
            loc = c.location
            if loc not in c.quick_places:
                continue
            if loc is Location.HAND or loc is Location.GY:
                if c.owner == player:
                    break
            elif loc.on_field and (c.controller == player or (turn_player and c in duel._turn_player_cards)):
                break
        else:
            return out
    cards: list[Card] = [c for c in p.hand if c.location in (c.quick_places if quick else c.active_places)]
    cards.extend(c for c in duel.field_cards(player) if c.location in (c.quick_places if quick else c.active_places))
    cards.extend(c for c in p.gy if c.location in (c.quick_places if quick else c.active_places))
    if turn_player and duel._turn_player_cards:
        # Effects that "the turn player" may use, on the opponent's cards (Fusion Gate).
        cards.extend(c for c in duel.field_cards(1 - player)
                     if c.location in (c.quick_places if quick else c.active_places)
                     and c in duel._turn_player_cards)
    for card in cards:
        for effect in card.effects:
            if effect.kind in (EffectKind.CONTINUOUS, EffectKind.TRIGGER, EffectKind.FLIP):
                continue
            if effect.speed() < speed:
                continue
            if check_activation(duel, effect, player, window) is None:
                out.append(effect)
    return out


def option_for(duel: "Duel", effect: Effect, player: int, name_effect: bool = False) -> Option:
    """The Decision option that activates ``effect``: "Activate <card>" for a card's activation
    ("Activate <card>: <effect text>" with ``name_effect``), "Activate <card>: <effect text>" for
    any other effect. The option's ``effect`` is the effect's 1-based index among its card's
    effects (0 when it is not one of them)."""
    card = effect.card
    info = card_info_later(card, player)
    if effect.kind is EffectKind.ACTIVATE and not (name_effect and effect.text):
        text = f"Activate {card.name}"
    else:
        text = f"Activate {card.name}: {effect.text}" if effect.text else f"Activate {card.name}'s effect"
    index = next((i + 1 for i, e in enumerate(card.effects) if e is effect), 0)
    return Option(Action.ACTIVATE, text, info, effect=index)


def options_for(duel: "Duel", effects: list[Effect], player: int) -> list[Option]:
    """The Decision options that activate ``effects`` (:func:`option_for`, in order). A card with
    two activations offered at once ("Activate 1 of these effects": Spell Shield Type-8) has each
    named by its effect, so that the player can tell which one they choose."""
    counts: dict[int, int] = {}
    for e in effects:
        if e.kind is EffectKind.ACTIVATE:
            counts[id(e.card)] = counts.get(id(e.card), 0) + 1
    return [option_for(duel, e, player, name_effect=counts.get(id(e.card), 0) > 1) for e in effects]
