"""Targeting: "Target N <cards that...>", the targets at resolution, and which Chain Link targets a
card.

- :func:`targeting`: the Effect fields of "Target N cards": the target step, the "is there a
  target" check and the reasons ``why_not`` gives (:func:`explain_refusals`,
  :func:`not_face_down_refusal`).
- :func:`targetable`: the cards an effect may target now.
- :func:`resolved_targets`, :func:`still_meeting`: the targets (or answered cards) the resolution
  still applies to: the targeting condition, and the condition the resolution text repeats
  (``Effect.must_still_meet``).
- :func:`targeting_link` / :func:`targets_only` / :func:`targeted_face_down_by_opponent`: which
  Chain Link targets a face-down monster (the face-down exceptions of FD-11: Big Shield Gardna, Mid
  Shield Gardna, Amaterasu, Deus X-Krawler).
- :func:`face_down_negates_targeting_spell`: "Negate the activation of a Spell Card that targets
  this 1 face-down monster. At that time, flip this card into face-up Defense Position." (Mid
  Shield Gardna; Big Shield Gardna's text of 2005).
- :func:`destroyed_when_targeted`: "Destroy this card when it is targeted by the effect of a Spell,
  Trap or Effect Monster" (Reaper on the Nightmare, Spirit Reaper).

Source: rulebook "Targeting"; FD-04, FD-11.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from duelcore.cards.procedures.filters import MONSTER_ZONES, Candidates, Filter, face_down_defense
from duelcore.cards.procedures.negation import last_link
from duelcore.state.effects import Activation, Effect, EffectKind
from duelcore.state.enums import Location

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel
    from duelcore.state.card import Card
    from duelcore.state.decision import Process
    from duelcore.rules.chain import ChainLink


def targeting(
    candidates: Candidates,
    legal: Filter | None = None,
    count: int = 1,
    prompt: str = "Choose a target",
    refusal: "Callable[[Activation, Card], str | None] | None" = None,
    itself: bool = False,
) -> dict[str, Any]:
    """The Effect fields of "Target ``count`` cards": ``targets``, ``has_target``, ``target`` and,
    with ``refusal``, ``explain_no_target``.

    ``legal(ctx, card)`` filters the candidates, and so does any effect that makes a card
    untargetable (``Duel.can_be_targeted``: Lord of D.); ``legal`` is applied again at resolution
    by :func:`resolved_targets`. A card the activating card itself is not a legal target of its own
    activation, unless ``itself``: a monster's effect that may target that monster ("Target 1
    monster on the field": Zaborg the Thunder Monarch, Magical Marionette). ``refusal(ctx, card)``
    says, for any card on the field, why it is not a legal
    target (None if it is, or if it is not worth mentioning); ``why_not`` lists these. Use as
    ``Effect(..., **targeting(...))``.
    """

    def pool(ctx: Activation) -> list["Card"]:
        this = ctx.this
        return [c for c in candidates(ctx) if (itself or c is not this) and (legal is None or legal(ctx, c))
                and ctx.duel.can_be_targeted(c, ctx.effect)]

    def has_target(ctx: Activation) -> bool:
        return len(pool(ctx)) >= count

    def target(ctx: Activation) -> "Process":
        chosen = yield from ctx.select_cards(pool(ctx), prompt, count)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = legal

    fields: dict[str, Any] = {"targets": True, "has_target": has_target, "target": target}
    if refusal is not None:
        fields["explain_no_target"] = lambda ctx: explain_refusals(ctx, refusal)
    return fields


def explain_refusals(ctx: Activation, refusal: "Callable[[Activation, Card], str | None]") -> list[str]:
    """``"<card as the player sees it>: <why not>"`` for every card on the field that ``refusal``
    refuses as a target, both players' sides (the activating player's first)."""
    from duelcore.state.knowledge import card_info

    out = []
    for p in (ctx.player, 1 - ctx.player):
        for card in ctx.duel.field_cards(p):
            why = refusal(ctx, card)
            if why:
                info = card_info(card, ctx.player)
                out.append(f"{info['name']} ({card.location.value}{'' if card.location is Location.FIELD_ZONE else ' ' + str(card.zone + 1)}, player {p + 1}): {why}")
    return out


def not_face_down_refusal(ctx: Activation, card: "Card") -> str | None:
    """Why a face-down monster is not a target for an effect that needs a face-up one: its card
    is unknown (FD-04). None for anything else."""
    if card.location.is_monster_zone and not card.face_up:
        return "a face-down monster is unknown, so an effect that needs a face-up monster cannot target it (FD-04)"
    return None


def targetable(ctx: Activation, cards: Iterable["Card"]) -> list["Card"]:
    """The cards among ``cards`` that ``ctx``'s effect may target now (``Duel.can_be_targeted``:
    not a monster destroyed by battle, nor one a Continuous Effect protects), for an effect's "is
    there a target" check (``has_target``); the target step itself leaves the others out."""
    return [c for c in cards if ctx.duel.can_be_targeted(c, ctx.effect)]


def resolved_targets(ctx: Activation) -> list["Card"]:
    """The targets the effect still applies to at resolution: each still the object targeted,
    still meeting the targeting condition (rulebook "Targeting") and the condition the
    resolution text repeats (``Effect.must_still_meet``: :func:`still_meeting`)."""
    return still_meeting(ctx, ctx.live_targets())


def still_meeting(ctx: Activation, cards: Iterable["Card"]) -> list["Card"]:
    """Those of ``cards`` (the effect's targets, or the cards its activation answered, as they
    are now) that its resolution still applies to: each meets the targeting condition chosen
    with the targets (``ctx.values["legal"]``, if any) and the condition the resolution text
    repeats on a card the activation condition named (``Effect.must_still_meet``, if any: "that
    monster with 1000 or more ATK" is read again, a monster whose ATK fell below in response is
    spared). Source: the OCG card texts that repeat the condition at resolution (Trap Hole
    「その攻撃力1000以上のモンスターを破壊する」, Bottomless Trap Hole); rulebook "Targeting"."""
    legal = ctx.values.get("legal")
    again = ctx.effect.must_still_meet
    return [c for c in cards if (legal is None or legal(ctx, c)) and (again is None or again(ctx, c))]


def targeting_link(ctx: "Activation", by_opponent: bool, spell_card_only: bool) -> "ChainLink | None":
    """The Chain Link this activation responds to, when it targets ``ctx.this`` while that card is
    face-down in a Monster Zone: activated by the opponent (``by_opponent``), and with
    ``spell_card_only`` the activation of a Spell Card. None otherwise."""
    this = ctx.this
    if not face_down_defense(this):
        return None
    link = last_link(ctx)
    if link is None or link.activation_negated:
        return None
    if by_opponent and link.player == this.controller:
        return None
    if spell_card_only and not (link.is_card_activation and link.card.data.is_spell):
        return None
    if this not in link.activation.live_targets():
        return None
    return link


def targeted_face_down_by_opponent(ctx: Activation) -> bool:
    """"When your opponent activates a card or effect that targets this face-down monster": the
    Chain Link this activation responds to is the opponent's and targets ``ctx.this`` while it is
    face-down in a Monster Zone (:func:`targeting_link`; Amaterasu, Deus X-Krawler)."""
    return targeting_link(ctx, by_opponent=True, spell_card_only=False) is not None


def targets_only(link: "ChainLink", card: "Card") -> bool:
    """``link`` targets ``card`` and no other card ("targets this 1 face-down monster")."""
    return [r.card for r in link.activation.targets] == [card] and link.activation.targets[0].valid


def face_down_negates_targeting_spell(card: "Card") -> Effect:
    """"Negate the activation of a Spell Card that targets this 1 face-down monster. At that time,
    flip this card into face-up Defense Position." (Mid Shield Gardna; Big Shield Gardna's text of
    2005.)

    A Continuous Effect that works while its card is face-down, as its text says (FD-11), and is
    not activated (no Chain Link, nothing to respond to): as the activation of an opponent's Spell
    Card that targets only this face-down Defense Position monster is about to resolve, that
    activation is negated and this card is changed to face-up Defense Position. What counts is
    that the card is face-down then, not when the Spell was activated (Big Shield Gardna's UDE
    FAQ, goatrulings.com "Big Shield Gardna": "you may chain "Book of Moon" to flip it face-down,
    then it can negate the Spell Card"). It answers only the monster's opponent's Spell Cards, at
    the moment before a targeting link resolves (``Effect.before_targeted_resolution``,
    rules.chain._stopped_by_a_target)."""

    def before_resolution(duel, this, link):
        if link.player == this.controller or not face_down_defense(this) or link.activation_negated:
            return False
        if not (link.is_card_activation and link.card.data.is_spell and targets_only(link, this)):
            return False
        link.activation_negated = True
        duel.emit("activation_negated", this.controller, card=link.card)
        duel.change_to_face_up_defense(this)
        return True

    return Effect(card, EffectKind.CONTINUOUS, "Negate the activation of a Spell Card that targets this face-down monster",
                  range=MONSTER_ZONES, face_down_ok=True, before_targeted_resolution=before_resolution)


def targeted_face_up_on_field(then: tuple) -> bool:
    """``then`` (a target's location when targeted, whether it was face-up, whether it is still that
    object): it was targeted face-up in a Monster Zone and is still that card ("a card effect that
    targets this face-up card")."""
    return then[0] in MONSTER_ZONES and then[1] and then[2]


def destroyed_when_targeted(card: "Card", text: str = "Destroy this card after an effect that targets it resolves",
                            targeted: "Callable[[tuple], bool]" = targeted_face_up_on_field) -> Effect:
    """"Destroy this card when it is targeted by the effect of a Spell, Trap or Effect Monster"
    (Reaper on the Nightmare; Spirit Reaper; today: "After resolving a card effect that targets this
    face-up card, destroy this card").

    A Continuous Effect of the face-up monster, not activated (no Chain Link): once a Chain Link of
    any card's effect, either player's, that targeted it as ``targeted`` says (called with (its
    location when targeted, face-up then, still that object); by default face-up on the field and
    still that card) has resolved, with its effect applied or negated (Imperial Order), it is
    destroyed by its own effect if it is face-up in a Monster Zone and its own effects are not
    negated (``Effect.after_targeted_resolution``, rules.chain._after_targeted_resolution). A link
    whose activation is negated (Magic Jammer) never resolves, so it is not destroyed then; nor
    when it was turned face-down in the chain. In the Damage Step it is destroyed as soon as the
    link resolves (today's rulings wait until after damage calculation there; that timing is not
    made).

    Source: the texts of Reaper on the Nightmare and Spirit Reaper; ProjectIgnis
    official/c85684223.lua (destroyed on the chain's resolution of an effect that targeted it)."""

    def hook(duel: "Duel", this: "Card", link: "ChainLink", then: tuple) -> None:
        if this.location in MONSTER_ZONES and this.face_up and targeted(then) and not duel.effect_negated(this):
            duel.destroy([this], reason="effect", by=this.controller)

    return Effect(card, EffectKind.CONTINUOUS, text, range=MONSTER_ZONES, after_targeted_resolution=hook)
