"""Shared pieces of the summon cards (Polymerization, the Ritual Spells, Scapegoat, Horus the Black
Flame Dragon LV6/LV8, Dark Paladin): no card of its own.

- :data:`SUMMON_LOCK` / :func:`summon_locked`: the player effect of Scapegoat ("You cannot Summon
  other monsters the turn you activate this card (but you can Normal Set)"), checked by the cards
  of this batch that Summon and by the engine's own summons (``rules.summon.may_summon``).
- :func:`summoned_this_turn`: whether a player Summoned a monster this turn.
- :func:`negate_spell_effect`: "When a Spell Card is activated: negate the activation, and if you
  do, destroy it" as a monster's Quick Effect (Horus LV8, Dark Paladin).
- :func:`battle_destroyer` / :func:`level_up_effects`: "During the End Phase, if this card
  destroyed a monster by battle this turn: You can send this face-up card to the GY; Special
  Summon 1 <next LV> from your hand or Deck" (Horus LV6; written for the LV family).

Source: the card texts; rulebook "Chains", "Battle Phase", "Special Summon".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures import last_link, negate_remembered_activation
from duelcore.state.effects import Effect, EffectKind, TriggerEvent
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.decision import Process
    from duelcore.state.effects import Activation

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})

#: The player effect of Scapegoat: no Summons for the rest of the turn (Normal Set still allowed).
SUMMON_LOCK = "cannot_summon"

#: Log events that are a Summon by their player (a Set is not a Summon).
_SUMMON_EVENTS = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon",
                            "procedure_summon", "token_summon"})


def summon_locked(duel: "Duel", player: int) -> bool:
    """True when ``player`` cannot Summon monsters this turn (Scapegoat)."""
    return duel.has_player_effect(player, SUMMON_LOCK)


def summoned_this_turn(duel: "Duel", player: int) -> bool:
    """Whether ``player`` Summoned a monster this turn (Normal, Tribute, Flip or Special Summon;
    a Normal Set does not count).

    ``PlayerState.summons_this_turn`` counts only Special Summons (effects and procedures), so
    Normal, Tribute and Flip Summons are read from this turn's events as well.
    """
    if duel.players[player].summons_this_turn:
        return True
    for event in reversed(duel.events):
        if event.turn != duel.turn:
            break
        if event.kind in _SUMMON_EVENTS and event.player == player:
            return True
    return False


# ----------------------------------------------------------------------------- Spell negation

def spell_card_activated(ctx: "Activation") -> bool:
    """The Chain Link just before this one is the activation of a Spell Card."""
    link = last_link(ctx)
    return link is not None and link.is_card_activation and link.card.data.is_spell


def negate_spell_effect(card: "Card", text: str, cost: Callable[["Activation"], "Process"] | None = None,
                        can_pay: Callable[["Activation"], bool] | None = None) -> Effect:
    """A monster's Quick Effect: "When a Spell Card is activated: [cost;] negate the activation, and
    if you do, destroy it". Its card must be face-up on the field to activate it and to resolve it
    (``needs_card_on_field``; a face-down monster's effects cannot be activated). An effect that
    negates an activation may be activated in the Damage Step (against Shrink, say)."""

    def full_cost(ctx: "Activation") -> "Process":
        if cost is not None:
            yield from cost(ctx)
        ctx.values["negates"] = last_link(ctx)

    return Effect(card, EffectKind.QUICK, text, range=MONSTER_ZONES, needs_card_on_field=True, damage_step=True,
                  condition=spell_card_activated, cost=full_cost, can_pay=can_pay,
                  operation=negate_remembered_activation)


def discard_one(ctx: "Activation") -> "Process":
    """Cost: discard 1 card from the hand."""
    chosen = yield from ctx.select_cards(list(ctx.duel.players[ctx.player].hand), "Discard 1 card")
    for c in chosen:
        ctx.duel.move(c, Location.GY, reason="cost")
        ctx.duel.emit("discarded", ctx.player, card=c)


# ----------------------------------------------------------------------------- LV monsters

#: Log events naming the monsters in battle: the attack declaration and the replay's new target.
_ATTACK_EVENTS = frozenset({"attack", "direct_attack", "replay_target", "replay_direct_attack"})


def battling_pair(duel: "Duel") -> tuple[int | None, int | None]:
    """The uids of the attacking monster and of its attack target (None: a direct attack) of the
    latest attack this turn, read from the event log; (None, None) if there was none.

    The engine's "destroyed" trigger event for a battle names the destroyed monsters and the
    attacking player only, not which monster destroyed which, so the last attack declaration (or
    replay) is read from the log.
    """
    for event in reversed(duel.events):
        if event.turn != duel.turn:
            break
        if event.kind in _ATTACK_EVENTS:
            data = event.all_seeing  # the rules know every card (uids)
            attacker = data.get("card") or {}
            target = data.get("target") or {}
            return attacker.get("uid"), target.get("uid")
    return None, None


def battle_destroyer(card: "Card", event_kind: str) -> Effect:
    """A silent listener on "destroyed": when a monster this card battled is destroyed by battle,
    note the turn on this card (``values["destroyed_by_battle_turn"]``) and, once per turn, raise
    ``event_kind`` (with this card) at the start of this turn's End Phase.

    It never activates (its condition answers False after noting): the engine has no "this card
    destroyed a monster by battle" fact nor an End Phase trigger event, so this card records both.
    The End Phase action is cut if this card leaves the field or is turned face-down meanwhile.
    """

    def note(ctx: "Activation") -> bool:
        ev = ctx.event
        duel = ctx.duel
        this = ctx.this
        if ev is None or ev.reason != "battle" or this in ev.cards or not this.face_up:
            return False
        attacker, target = battling_pair(duel)
        if this.uid == attacker:
            other = target
        elif this.uid == target:
            other = attacker
        else:
            return False
        if other is None or not any(c.uid == other for c in ev.cards):
            return False
        if this.values.get("destroyed_by_battle_turn") != duel.turn:
            this.values["destroyed_by_battle_turn"] = duel.turn
            duel.at_end_phase(this, lambda d, c: d.raise_event(TriggerEvent(event_kind, [c], player=c.controller)))
        return False

    return Effect(card, EffectKind.TRIGGER, "", event="destroyed", range=MONSTER_ZONES, condition=note)


def level_up_effects(card: "Card", next_name: str) -> list[Effect]:
    """"During the End Phase, if this card destroyed a monster by battle this turn: You can send
    this face-up card to the GY; Special Summon 1 ``next_name`` from your hand or Deck."

    An optional "if" trigger (it does not miss the timing) raised at the start of the End Phase;
    cost: send this face-up card to the GY; the monster is Special Summoned by this effect as its
    proper way (``proper=True``), in the position its controller chooses. It needs that monster in
    the hand or Deck to be activated, and the player must be able to Summon (Scapegoat).
    """
    event_kind = "end_phase_destroyed_by_battle"

    def candidates(ctx: "Activation") -> list["Card"]:
        p = ctx.duel.players[ctx.player]
        return [c for c in list(p.hand) + list(reversed(p.deck)) if c.name == next_name]

    def condition(ctx: "Activation") -> bool:
        ev = ctx.event
        this = ctx.this
        return (ev is not None and this in ev.cards and this.location in MONSTER_ZONES and this.face_up
                and this.values.get("destroyed_by_battle_turn") == ctx.duel.turn
                and bool(candidates(ctx)) and not summon_locked(ctx.duel, ctx.player))

    def can_pay(ctx: "Activation") -> bool:
        return ctx.card.valid and ctx.this.location in MONSTER_ZONES and ctx.this.face_up

    def cost(ctx: "Activation") -> "Process":
        ctx.duel.send_to_gy(ctx.this, reason="cost")
        return
        yield

    def operation(ctx: "Activation") -> "Process":
        duel = ctx.duel
        if summon_locked(duel, ctx.player):
            return
        pool = candidates(ctx)
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, "Choose the monster to Special Summon", look=True)
        if not chosen:
            return
        monster = chosen[0]
        from_deck = monster.location is Location.DECK
        yield from duel.special_summon(monster, ctx.player, None, proper=True)
        if from_deck:
            duel.shuffle_deck(ctx.player)

    # The words name no card: the Deck is secret, and an effect's text is shown to both players.
    text = "Send this face-up card to the GY: Special Summon the next LV from your hand or Deck"
    trigger = Effect(card, EffectKind.TRIGGER, text,
                     event=event_kind, range=MONSTER_ZONES, condition=condition, cost=cost, can_pay=can_pay,
                     operation=operation)
    return [battle_destroyer(card, event_kind), trigger]


def unaffected_by_spells(card: "Card") -> Effect:
    """"This card is unaffected by Spell effects" (a Continuous Effect while it is face-up on the field)."""
    return Effect(card, EffectKind.CONTINUOUS, "Unaffected by Spell effects", range=MONSTER_ZONES,
                  unaffected_by="spell")
