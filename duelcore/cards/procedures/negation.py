"""Negation: answering a Chain Link, negating the activation or the effect, Counter Traps.

- :func:`last_link`: the Chain Link an activation responds to.
- :func:`activated_card_link` / :func:`remember_link`: "When a ... Card is activated": the Chain
  Link answered, remembered on activation (Magic Drain, World Suppression, Gryphon Wing).
- :func:`negate_activation`: negate the activation of a Chain Link, and if you do, destroy the
  card (Counter Traps); :func:`negate_activation_only` without destroying it (Big Shield Gardna);
  :func:`negate_remembered_activation`: the resolution of one that remembered its link (Dark
  Paladin, Horus LV8, Deus X-Krawler, Immortal Phoenix Gearfried).
- :func:`counter_card_activation`: a Counter Trap that answers a Spell/Trap Card activation (Solemn
  Judgment, Seven Tools of the Bandit).
- :func:`negate_spell_effect`: a monster's Quick Effect "When a Spell Card is activated: negate
  the activation, and if you do, destroy it" (Horus LV8, Dark Paladin).
- :func:`destroys_one_spell_trap`: the activation of a Spell/Trap Card that "includes the effect
  of destroying 1 Spell or Trap Card" (Curse of Royal); :func:`targets_one_monster`: a Chain Link
  that targets exactly 1 monster on the field (Spell Shield Type-8); :func:`remember_last_link`:
  keep the Chain Link answered for :func:`negate_remembered_activation`.
- :func:`negate_link_effect`: negate the effect of a Chain Link (its activation stands).
- :func:`negate_normal_card_effect`: a monster's Quick Effect "When a Normal Spell (Trap) Card is
  activated, negate the effect by paying 1000 Life Points" (Dark Balter the Terrible, Ryu Senshi).
- :func:`negates_targeting_card`: "Negate the effect of a Spell (Trap) Card that targets this card
  and destroy it" (Ryu Senshi, Fiend Skull Dragon).

Source: the card texts; FS-10, FS-15; rulebook "Chains", "Counter Trap Cards".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import MONSTER_ZONES, is_spell_or_trap
from duelcore.state.effects import Activation, Effect, EffectKind, run_callback

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.card import Card
    from duelcore.state.decision import Process
    from duelcore.rules.chain import ChainLink


def last_link(ctx: Activation) -> "ChainLink | None":
    """The Chain Link this activation responds to (the one before it), or None."""
    chain = ctx.duel.chain
    index = ctx.link - 2 if ctx.link else len(chain) - 1
    return chain[index] if 0 <= index < len(chain) else None


def activated_card_link(ctx: "Activation", answers: Callable[["ChainLink"], bool]) -> "ChainLink | None":
    """The Chain Link just before this activation, if it is the activation of a Spell or Trap
    *Card* (not an effect of a card already on the field) and ``answers(link)`` holds; else None.

    Args:
        ctx: the activation being checked or made.
        answers: which activations qualify (e.g. "a Spell Card activated by your opponent").
    Source: "When a ... Card is activated" (Magic Drain, World Suppression); FS-15.
    """
    link = last_link(ctx)
    if link is None or not link.is_card_activation or not answers(link):
        return None
    return link


def remember_link(answers: Callable[["ChainLink"], bool]) -> Callable[["Activation"], None]:
    """A ``target`` callback: store the answered Chain Link in ``ctx.values["answers"]`` when the
    card is activated (no card is targeted; this is not a targeting effect)."""

    def target(ctx: "Activation") -> None:
        ctx.values["answers"] = activated_card_link(ctx, answers)

    return target


def negate_activation(ctx: Activation, link: "ChainLink") -> None:
    """Negate the activation of ``link``, and if you do, destroy that card (Counter Traps)."""
    if link.effect.cannot_be_negated:
        return
    link.activation_negated = True
    duel = ctx.duel
    duel.emit("activation_negated", ctx.player, card=link.card)
    if link.activation.card.valid and link.card.on_field:
        duel.destroy([link.card], reason="effect", by=ctx.player)


def negate_activation_only(ctx: "Activation", link: "ChainLink") -> None:
    """Negate the activation of ``link`` (it will not resolve), without destroying its card; the
    card goes to the GY after the chain as a negated Normal Spell does (rulebook "Chains")."""
    if link.effect.cannot_be_negated or link.activation_negated:
        return
    link.activation_negated = True
    ctx.duel.emit("activation_negated", ctx.player, card=link.card)


def negate_remembered_activation(ctx: Activation) -> None:
    """Resolution of "negate the activation (and destroy it)" for an effect whose target step
    remembered the Chain Link it answers in ``ctx.values["negates"]`` (Dark Paladin, Horus LV8,
    Deus X-Krawler, Immortal Phoenix Gearfried)."""
    link = ctx.values.get("negates")
    if link is not None:
        negate_activation(ctx, link)


def counter_card_activation(card: "Card", text: str, answers: Callable[["Card"], bool],
                            cost: Callable[[Activation], "Process | None"],
                            can_pay: Callable[[Activation], bool] | None = None) -> Effect:
    """A Counter Trap that answers the activation of a Spell or Trap *Card* (the Chain Link just
    before it, never an effect of a card already face-up: FS-15) that meets ``answers(card)``;
    pays ``cost``; negates that activation, and if it does, destroys the card
    (:func:`negate_remembered_activation`). Shared by Solemn Judgment and Seven Tools of the
    Bandit."""

    def condition(ctx: Activation) -> bool:
        link = last_link(ctx)
        return link is not None and link.is_card_activation and answers(link.card)

    def pay(ctx: Activation) -> "Process":
        ctx.values["negates"] = last_link(ctx)
        yield from run_callback(cost, ctx)

    return trap_activation(card, text, negate_remembered_activation, condition=condition, cost=pay, can_pay=can_pay)


def spell_card_activated(ctx: "Activation") -> bool:
    """The Chain Link just before this one is the activation of a Spell Card."""
    link = last_link(ctx)
    return link is not None and link.is_card_activation and link.card.data.is_spell


def negate_spell_effect(card: "Card", text: str, cost: Callable[["Activation"], "Process | None"] | None = None,
                        can_pay: Callable[["Activation"], bool] | None = None) -> Effect:
    """A monster's Quick Effect: "When a Spell Card is activated: [cost;] negate the activation, and
    if you do, destroy it". Its card must be face-up on the field to activate it and to resolve it
    (``needs_card_on_field``; a face-down monster's effects cannot be activated). An effect that
    negates an activation may be activated in the Damage Step (against Shrink, say)."""

    def full_cost(ctx: "Activation") -> "Process":
        if cost is not None:
            yield from run_callback(cost, ctx)
        ctx.values["negates"] = last_link(ctx)

    return Effect(card, EffectKind.QUICK, text, range=MONSTER_ZONES, needs_card_on_field=True, damage_step=True,
                  condition=spell_card_activated, cost=full_cost, can_pay=can_pay,
                  operation=negate_remembered_activation)


def remember_last_link(ctx: Activation) -> None:
    """A ``target`` callback: keep the Chain Link this activation answers in ``ctx.values["negates"]``
    for :func:`negate_remembered_activation` (an activation that negates another, without a cost
    to pay first: Curse of Royal, Spell Shield Type-8). Nothing is targeted."""
    ctx.values["negates"] = last_link(ctx)


def destroys_one_spell_trap(link: "ChainLink", targeting_only: bool) -> bool:
    """Whether the Chain Link ``link`` is the activation of a Spell or Trap Card that "includes the
    effect of destroying 1 Spell or Trap Card" (Curse of Royal): its activation is not negated and

    - it targets exactly 1 card, a Spell or Trap Card in a Spell & Trap Zone or Field Zone, that
      its resolution would destroy (``Effect.destroys``: Mystical Space Typhoon, Dust Tornado, and
      Raigeki Break while it targets a Spell or Trap); or
    - unless ``targeting_only``, it negates the activation of a Spell or Trap Card and destroys
      that card (the Chain Link it answers kept in ``values["negates"]``: Magic Jammer, Seven
      Tools of the Bandit, Solemn Judgment against a Spell or Trap Card, Curse of Royal).

    An effect that destroys several cards, or any number (Heavy Storm, Harpie's Feather Duster),
    never qualifies, nor one that targets a monster. Source: Curse of Royal's UDE FAQ and Netrep
    (goatrulings.com, TheMTtakeover/goat-rulings goat-indv-rulings/curse-of-royal.md: "a Spell or
    Trap Card that would destroy 1 (and ONLY 1) Spell or Trap Card"; Magic Jammer, Seven Tools,
    Solemn Judgment, Curse of Royal, Mystical Space Typhoon, Dust Tornado; not Heavy Storm nor
    Harpie's Feather Duster; Raigeki Break "must be targeting 1 Spell or Trap Card"); today's
    reading needs the targeting (ProjectIgnis/CardScripts official/c2926176.lua: exactly 1 target
    card, a Spell or Trap it destroys; its goat/c504700133.lua: "does not require targeting (can
    be used against solemn, seven tools, etc)")."""
    if not link.is_card_activation or link.activation_negated or not is_spell_or_trap(link.card):
        return False
    act = link.activation
    targets = act.live_targets()
    if len(act.targets) == 1 and len(targets) == 1:
        target = targets[0]
        destroyed = link.effect.destroys(act) if link.effect.destroys is not None else []
        if target.on_field and not target.location.is_monster_zone and is_spell_or_trap(target) and target in destroyed:
            return True
    if targeting_only:
        return False
    answered = act.values.get("negates")
    return answered is not None and answered.is_card_activation and is_spell_or_trap(answered.card)


def targets_one_monster(link: "ChainLink") -> bool:
    """Whether the Chain Link ``link`` targets exactly 1 card, and that card is a monster on the
    field ("a Spell Card is activated that targets exactly 1 monster on the field": Spell Shield
    Type-8)."""
    act = link.activation
    targets = act.live_targets()
    return len(act.targets) == 1 and len(targets) == 1 and targets[0].location.is_monster_zone
def negate_link_effect(ctx: "Activation", link: "ChainLink | None") -> bool:
    """Negate the effect of ``link`` (it still resolves, with no effect; its activation stands, so
    a Normal Spell goes to the GY as activated and a Continuous one stays on the field negated:
    FS-10, FS-15). Nothing happens to a link whose activation is already negated or that cannot be
    negated. Returns whether it was negated; says so to both players ("effect_stopped")."""
    if link is None or link.activation_negated or link.effect.cannot_be_negated:
        return False
    link.effect_negated = True
    ctx.duel.emit("effect_stopped", ctx.player, card=link.card, text=f"{ctx.this.name} negates its effect")
    return True


def _normal_card_activated(kind: str) -> Callable[["Activation"], bool]:
    """The activation condition "When a Normal Spell (``kind`` "spell") / Normal Trap ("trap") Card
    is activated": the Chain Link just before this one is the activation of such a Card (not an
    effect of a card already on the field: FS-15)."""

    def condition(ctx: "Activation") -> bool:
        link = last_link(ctx)
        if link is None or not link.is_card_activation or link.card.data.sub_kind != "Normal":
            return False
        data = link.card.data
        return data.is_spell if kind == "spell" else data.is_trap

    return condition


def negate_normal_card_effect(card: "Card", text: str, kind: str, lp: int, needs_card_on_field: bool) -> Effect:
    """A monster's Quick Effect: "When a Normal Spell (``kind`` "spell") / Normal Trap (``kind``
    "trap") Card is activated, negate the effect by paying ``lp`` Life Points" (Dark Balter the
    Terrible, Ryu Senshi).

    Spell Speed 2, activated by its controller while it is face-up in a Monster Zone, in either
    player's turn, against either player's card, as often as the LP allow (no count limit); the
    LP are the cost (``Duel.pay_lp``). Its resolution negates the *effect* of that Chain Link, not
    its activation (:func:`negate_link_effect`). With ``needs_card_on_field`` it does nothing if
    this card has left the field or been turned face-down by then ("This card must be face-up on
    the field to activate and to resolve this effect": Ryu Senshi); without, it resolves anyway
    (Dark Balter's text says no such thing). An effect that negates may be activated in the Damage
    Step.

    Source: the card texts; UDE FAQ (goatrulings.com "Dark Balter the Terrible": "This effect is a
    Multi-Trigger Effect, so it is Spell Speed 2", "only negates the effect of a Spell Card when it
    is activated, not the activation"; "Ryu Senshi" Netrep: "may only negate the effect of a
    Normal Trap Card")."""

    def can_pay(ctx: "Activation") -> bool:
        return ctx.duel.players[ctx.player].lp >= lp

    def cost(ctx: "Activation") -> None:
        ctx.values["negates"] = last_link(ctx)
        ctx.duel.pay_lp(ctx.player, lp)

    def operation(ctx: "Activation") -> None:
        negate_link_effect(ctx, ctx.values.get("negates"))

    return Effect(card, EffectKind.QUICK, text, range=MONSTER_ZONES, needs_card_on_field=needs_card_on_field,
                  damage_step=True, condition=_normal_card_activated(kind), can_pay=can_pay, cost=cost,
                  operation=operation)


def negates_targeting_card(card: "Card", text: str, kind: str) -> Effect:
    """"Negate the effect of a Spell (``kind`` "spell") / Trap (``kind`` "trap") Card that targets
    this card and destroy it" (Ryu Senshi: Spell; Fiend Skull Dragon: "Negate any Trap effects
    that target this card on the field, and if you do, destroy that Trap Card").

    A Continuous Effect, not activated and not optional, of the face-up monster: as a Chain Link of
    a Spell (Trap) Card that targets it is about to resolve, either player's, that link's effect is
    negated and the card, if still on the field, is destroyed (``Effect.before_targeted_resolution``,
    rules.chain._stopped_by_a_target). So a Spell may be activated targeting it, but it resolves
    with no effect and is destroyed; an Equip Spell is destroyed, never equipped. Only while this
    card is face-up on the field when the link resolves: removed in the chain, it negates nothing.
    Cards that do not target (Dark Hole, Raigeki, Torrential Tribute, Mirror Force) apply to it.

    Source: the card texts; UDE FAQ (goatrulings.com "Ryu Senshi": "not optional", "A Spell Card that
    targets this card may be activated, but it will be negated and destroyed", "If you try to equip
    "Fusion Sword Murasame Blade" to this monster, it will be negated and destroyed"; "Fiend Skull
    Dragon": "The opponent may activate a Trap Card that targets "Fiend Skull Dragon", but its effect
    will be negated and the Trap Card destroyed")."""

    def answer(duel: "Duel", this: "Card", link: "ChainLink") -> bool:
        data = link.card.data
        if not (data.is_spell if kind == "spell" else data.is_trap) or link.activation_negated:
            return False
        if link.effect.cannot_be_negated or not this.face_up:
            return False
        link.effect_negated = True
        duel.emit("effect_stopped", this.controller, card=link.card, text=f"{this.name} negates its effect")
        if link.activation.card.valid and link.card.on_field:
            duel.destroy([link.card], reason="effect", by=this.controller)
        return True

    return Effect(card, EffectKind.CONTINUOUS, text, range=MONSTER_ZONES, before_targeted_resolution=answer)
