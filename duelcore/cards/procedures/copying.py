"""Copying another card's effect: "The effect of this card becomes the same as the Normal Spell
Card" (Serial Spell).

- :func:`copied_link`: the Chain Link whose effect an activation copies: the activation of one of
  the activating player's own Normal Spell Cards, the Chain Link just before it.
- :func:`copy_of`: the activation of the copied effect made for the copying card: the copied
  effect's callbacks run with it, as if that effect were the copying card's own.
- :func:`copy_spell_effect`: the Effect fields of a copy (``condition``, ``has_target``,
  ``would_do_something``, ``target``, ``operation``), for ``spell_activation(...)``.

The copy is the copied effect only: its cost is not paid again (the copying card pays its own),
its targets are chosen anew for the copy when it is activated, and at resolution it applies as the
copied text says, to the copying card where it says "this card". Anything the copied effect would
read from its own cost (a Tributed monster's Level) is not there, and it does nothing with it.

Source: Serial Spell's text and its UDE FAQ (goatrulings.com, read in TheMTtakeover/goat-rulings
goat-indv-rulings/serial-spell.md): it "must be chained to the activation of your Normal Spell
Card. Nothing can be chained in-between"; "only copies the effects of your Normal Spell Card, not
any costs" (Delinquent Duo: no second 1000 LP); "you can select a different target(s) for the
"Serial Spell" copy"; Monster Reborn chained with Serial Spell may revive a monster discarded for
Serial Spell's cost; Metamorphosis and Level Up! copied have "no point of reference" (no cost
paid), so no effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from duelcore.cards.procedures.negation import last_link
from duelcore.state.effects import Activation, run_callback

if TYPE_CHECKING:
    from duelcore.rules.chain import ChainLink
    from duelcore.state.decision import Process


def copied_link(ctx: Activation) -> "ChainLink | None":
    """The Chain Link whose effect ``ctx`` copies: the one just before it, if it is the activation
    of a Normal Spell Card by the same player, not negated; else None."""
    link = last_link(ctx)
    if link is None or link.activation_negated or link.player != ctx.player or not link.is_card_activation:
        return None
    data = link.card.data
    if not (data.is_spell and data.sub_kind == "Normal"):
        return None
    return link


def copy_of(ctx: Activation, link: "ChainLink | None" = None) -> Activation | None:
    """The activation of the copied effect made for ``ctx``'s card: the effect of ``link`` (default:
    the one remembered when ``ctx`` was activated, else :func:`copied_link`), activated by ``ctx``'s
    player with ``ctx``'s card as "this card", sharing ``ctx``'s targets and notes (so the copy's
    targets are the copying Chain Link's: a card that asks "which link targets me" sees them).
    None when there is nothing to copy."""
    effect = ctx.values.get("copied_effect")
    if effect is None:
        link = link if link is not None else copied_link(ctx)
        if link is None:
            return None
        effect = link.effect
    return Activation(ctx.duel, effect, ctx.player, ctx.card, targets=ctx.targets, event=ctx.event,
                      values=ctx.values, link=ctx.link)


def copy_spell_effect() -> dict[str, Any]:
    """The Effect fields of "The effect of this card becomes the same as the Normal Spell Card" it
    answers (Serial Spell): it may be activated only as the Chain Link just after the activation of
    one of its player's own Normal Spell Cards whose effect could be activated by it now (its
    condition, its targets, something to do: the copied effect's own checks); on activation it
    remembers that effect and chooses the copy's targets; at resolution it applies that effect.
    Its Spell Speed and its own cost stay the copying card's. Use as
    ``spell_activation(card, text, **copy_spell_effect(), cost=..., can_pay=...)``."""

    def condition(ctx: Activation) -> bool:
        link = copied_link(ctx)
        if link is None:
            return False
        copy = copy_of(ctx, link)
        effect = link.effect
        return all(check is None or check(copy) for check in (effect.condition, effect.has_target,
                                                              effect.would_do_something))

    def target(ctx: Activation) -> "Process":
        link = copied_link(ctx)
        if link is None:
            return
        ctx.values["copied_effect"] = link.effect
        copy = copy_of(ctx)
        if link.effect.target is not None:
            yield from run_callback(link.effect.target, copy)
            ctx.targets = copy.targets  # the copy's targets are this Chain Link's

    def operation(ctx: Activation) -> "Process":
        copy = copy_of(ctx)
        if copy is None or copy.effect.operation is None:
            return
        yield from run_callback(copy.effect.operation, copy)

    return {"condition": condition, "target": target, "operation": operation}
