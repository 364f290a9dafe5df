"""Destroying cards by an effect: the targets, a Spell or Trap that may be Set, the monsters a
response answers.

- :func:`destroy_targets`: "destroy that target" (Man-Eater Bug, Mystical Space Typhoon, Remove
  Trap, Breaker the Magical Warrior, Trap Hole, Sakuretsu Armor).
- :func:`destroy_spell_target` / :func:`reveal_and_destroy_target`: "destroy 1 Spell Card; if it is
  Set, reveal it" (De-Spell, Armed Ninja; Trap Master for Trap Cards).
- :func:`destroy_monsters` / :func:`destroy_and_banish`: what a summon-response Trap does to the
  monsters it answers (Eatgaboon, House of Adhesive Tape; Bottomless Trap Hole).
- :func:`threatened_monsters`: the monsters on the field a Chain Link would destroy if it resolved
  now, read from what its effect declares (``Effect.destroys``: My Body as a Shield).

Source: the card texts; rulebook "Targeting".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from duelcore.cards.procedures.search import reveal
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.state.effects import Activation

if TYPE_CHECKING:
    from duelcore.rules.chain import ChainLink
    from duelcore.state.card import Card


def destroy_targets(ctx: Activation) -> None:
    """Resolution of "destroy that target(s)": the targets still there and still meeting their
    conditions (:func:`~duelcore.cards.procedures.targeting.resolved_targets`) are destroyed at
    the same time by the activating player's effect. Source: rulebook "Targeting"."""
    ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)


def reveal_and_destroy_target(ctx: Activation, destroyable: Callable[["Card"], bool]) -> None:
    """Resolution of "destroy the selected card; if it is Set, reveal it" for an effect that may
    select a Set card of either kind: each target still there is revealed to both players if it is
    Set, and destroyed only if ``destroyable(card)`` (the card kind the effect destroys); the other
    stays where it was. Source: De-Spell, Armed Ninja (Spell Cards), Trap Master (Trap Cards)."""
    duel = ctx.duel
    for target in resolved_targets(ctx):
        if not target.face_up:
            reveal(duel, [target], (0, 1), ctx.player)
        if destroyable(target):
            duel.destroy([target], by=ctx.player)


def destroy_spell_target(ctx: Activation) -> None:
    """Resolution of "destroy 1 Spell Card; if the target is Set, reveal it" (De-Spell, Armed
    Ninja): a Set target is revealed to both players, and destroyed only if it is a Spell Card (a
    Set Trap stays Set)."""
    reveal_and_destroy_target(ctx, lambda card: card.data.is_spell)


def destroy_monsters(ctx: "Activation", monsters: list["Card"]) -> None:
    """``resolve`` for :func:`summon_response_trap`: destroy the monsters (simultaneously)."""
    ctx.duel.destroy(monsters, by=ctx.player)


def destroy_and_banish(ctx: "Activation", monsters: list["Card"]) -> None:
    """"Destroy that monster(s) ..., and if you do, banish it": destroyed and banished face-up
    at once, never passing through the GY (``Duel.destroy(banish=True)``)."""
    ctx.duel.destroy(monsters, by=ctx.player, banish=True)


def threatened_monsters(link: "ChainLink") -> list["Card"]:
    """The monsters on the field the Chain Link ``link`` would destroy if it resolved now, read from
    what its effect declares (``Effect.destroys``: Dark Hole, Mirror Force, Trap Hole, Man-Eater Bug,
    Fissure ...); [] for a link whose activation is negated or whose effect declares nothing (an
    effect that may or may not destroy: Time Wizard, Acid Trap Hole)."""
    effect = link.effect
    if effect.destroys is None or link.activation_negated:
        return []
    return [c for c in effect.destroys(link.activation) if c.location.is_monster_zone]
