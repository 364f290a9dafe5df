"""Battle: the attacking monster, and monsters that destroyed a monster by battle.

- :func:`opponents_attacking_monsters` / :func:`is_the_attacking_monster`: "When an opponent's
  monster declares an attack", and "the attacking monster" as its resolution reads it again
  (Sakuretsu Armor, Enchanted Javelin).
- :func:`battle_destroyer` / :func:`battling_pair`: "if this card destroyed a monster by battle
  this turn" (Horus the Black Flame Dragon LV6); :func:`battled_with`: the monster this card
  battled (Dark Balter the Terrible, D.D. Warrior Lady, Dark Magician of Chaos).
- :func:`negates_monsters_it_destroys`: "The effect of an Effect Monster that this monster destroys
  as a result of battle is negated" (Dark Balter the Terrible).
- :func:`has_not_declared_an_attack` / :func:`no_attack_this_turn`: "This card cannot attack the
  turn you activate this effect", and no such effect once it has attacked (Black Luster Soldier -
  Envoy of the Beginning, Chaos Sorcerer).
- :func:`battle_damage_by_this`: "If this card inflicts battle damage to your opponent" (Airknight
  Parshath; "by a direct attack": Spirit Reaper).

Source: the card texts; rulebook "Battle Phase", "Damage Step".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.triggers import window_events
from duelcore.state.effects import Activation, Effect, EffectKind, Reset, TriggerEvent
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel


def opponents_attacking_monsters(ctx: Activation) -> list["Card"]:
    """The opponent's monster whose attack declaration the current window answers ("When an
    opponent's monster declares an attack"), while it is still the attacking monster
    (``Duel.is_attacking``: not turned face-down, nor changed to Defense Position, nor gone);
    [] otherwise."""
    return [ev.cards[0] for ev in window_events(ctx, "attack_declared")
            if ev.player == ctx.opponent and ev.cards and ctx.duel.is_attacking(ev.cards[0])]


def is_the_attacking_monster(ctx: Activation, card: "Card") -> bool:
    """``card`` is still the attacking monster (``Duel.is_attacking``): an effect on "the attacking
    monster" applies to it at resolution only then (Sakuretsu Armor with Book of Moon chained)."""
    return ctx.duel.is_attacking(card)


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


def battled_with(ctx: Activation) -> "Card | None":
    """The monster this card battled, read from the trigger event of ``ctx`` (a "battled" event,
    after damage calculation: its ``attacker`` and ``target``), or None when this card was not one
    of the two (or attacked directly). Used by "when this card battles" effects (Dark Balter the
    Terrible, D.D. Warrior Lady, Dark Magician of Chaos)."""
    ev = ctx.event
    this = ctx.this
    if ev is None:
        return None
    attacker, target = ev.data.get("attacker"), ev.data.get("target")
    if attacker is this:
        return target if target is not None and target != "direct" else None
    return attacker if target is this else None


def raise_at_end_phase(duel: "Duel", card: "Card", event_kind: str) -> None:
    """An End Phase action (``Duel.at_end_phase``): raise the trigger event ``event_kind`` for
    ``card``, caused by its controller."""
    duel.raise_event(TriggerEvent(event_kind, [card], player=card.controller))


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
            duel.at_end_phase(this, raise_at_end_phase, event_kind)
        return False

    return Effect(card, EffectKind.TRIGGER, "", event="destroyed", range=MONSTER_ZONES, condition=note)


def _negate_battled(ctx: "Activation") -> bool:
    """A silent listener on "battled" (after damage calculation): if the monster this card battled
    was destroyed by that battle and this card was not, its effects are negated from now on
    (a lingering "negated" flag: its FLIP effect, activated after damage calculation, is not
    activated). Never activates (answers False)."""
    ev = ctx.event
    this = ctx.this
    if ev is None or not this.face_up or this.destroyed_by_battle or ctx.duel.effect_negated(this):
        return False
    other = battled_with(ctx)
    if other is not None and other.destroyed_by_battle and other.location.is_monster_zone:
        with ctx.duel.bookkeeping():  # not a game action: "When ..." triggers of this event keep their timing
            ctx.duel.apply(other, flag="negated", source=this)
    return False


def _negate_in_gy(ctx: "Activation") -> bool:
    """A silent listener on "destroyed": each monster this card destroyed by battle, now in the GY,
    has its effects negated while it stays there (a lingering "negated" flag on that object: it
    ends when the card leaves the GY). Never activates (answers False)."""
    ev = ctx.event
    this = ctx.this
    if ev is None or ev.reason != "battle" or not this.face_up or ctx.duel.effect_negated(this):
        return False
    by = ev.data.get("destroyed_by") or {}
    for card in ev.cards:
        if by.get(card.uid) is this and card.location is Location.GY and card.data.is_monster:
            with ctx.duel.bookkeeping():
                ctx.duel.apply(card, flag="negated", source=this)
    return False


def negates_monsters_it_destroys(card: "Card") -> list[Effect]:
    """"The effect of an Effect Monster that this monster destroys as a result of battle is
    negated" (Dark Balter the Terrible). Two silent listeners of the face-up monster (they never
    activate; no Chain Link, no LP to pay): once damage calculation has marked the monster it
    battled as destroyed and not this one, that monster's effects are negated (its FLIP effect,
    which activates after damage calculation, is not activated); once it is in the GY, its effects
    are negated there while it stays (Sangan's or Witch of the Black Forest's search, Sinister
    Serpent's return, a Graveyard effect), and no longer once it leaves the GY. A Token has no
    effect of its own to negate.

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Dark Balter the Terrible": "must
    destroy a monster to negate that monster's effect", "Monsters that were destroyed by "Dark
    Balter the Terrible" and leave the Graveyard will no longer have their effects negated", "If
    "Dark Balter the Terrible" destroys a Flip-Effect monster, the Flip-Effect monster's effect is
    negated", "If "Dark Balter the Terrible" destroys "Witch of the Black Forest," ... "Witch of
    the Black Forest" will not receive its searching effect"); EDOPro's script applies it at the
    same moments (official/c80071763.lua, EVENT_BATTLED; reset except in the GY)."""
    return [Effect(card, EffectKind.TRIGGER, "", event="battled", range=MONSTER_ZONES, condition=_negate_battled),
            Effect(card, EffectKind.TRIGGER, "", event="destroyed", range=MONSTER_ZONES, condition=_negate_in_gy)]


def has_not_declared_an_attack(ctx: Activation) -> bool:
    """This card has not declared an attack this turn (a replay that took the attack back, under
    the rule flag ``replay_returns_to_battle_step``, leaves none declared): the condition of an
    effect after which "this card cannot attack" this turn. Source: UDE FAQ on Chaos Sorcerer ("If
    "Chaos Sorcerer" attacks, you cannot use its effect during Main Phase 2") and on Black Luster
    Soldier - Envoy of the Beginning."""
    return ctx.this.attack_declared_turn != ctx.duel.turn


def no_attack_this_turn(ctx: Activation) -> None:
    """"This card cannot attack the turn you activate this effect": applied as the effect is
    activated, so it binds even if the effect then does nothing; it ends at the end of the turn, or
    when the card leaves the field or is turned face-down (a new card then: FD-21)."""
    ctx.duel.apply(ctx.this, flag="cannot_attack", source=ctx.this,
                   reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN)


def battle_damage_by_this(ctx: Activation, direct: bool = False) -> bool:
    """The trigger event is battle damage this card inflicted to its controller's opponent ("If
    this card inflicts battle damage to your opponent"); with ``direct``, by a direct attack ("When
    this card inflicts battle damage to your opponent by a direct attack"). Damage made 0 (Waboku,
    Kuriboh) is no battle damage: no event is raised."""
    ev = ctx.event
    this = ctx.this
    if ev is None or ev.data.get("by") is not this or ev.data.get("to") != 1 - this.controller:
        return False
    return not direct or (ctx.duel.attacking is this and ctx.duel.attack_target == "direct")
