"""Fake Trap (3027001), Normal Trap: "Activate only when your opponent activates a Spell, Trap, or
Effect Monster's effect that would destroy a Trap Card(s) you control. Destroy this card instead.
(If the cards that would have been destroyed are face-down, you can look at them to confirm.)" """

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures import last_link, reveal, trap_activation
from duelcore.cards.registry import script

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.state.effects import Activation
    from duelcore.rules.chain import ChainLink


def threatened_traps(link: "ChainLink", player: int) -> list["Card"]:
    """The Trap Cards ``player`` (0/1) controls on the field that the Chain Link ``link`` would
    destroy if it resolved now, read from what its effect declares (``Effect.destroys``); face-up
    or Set, Fake Trap itself included. [] when its effect declares nothing."""
    effect = link.effect
    if effect.destroys is None or link.activation_negated:
        return []
    return [c for c in effect.destroys(link.activation)
            if c.on_field and c.controller == player and c.data.is_trap]


def _answered(ctx: "Activation") -> "ChainLink | None":
    """The Chain Link just before Fake Trap if it is the opponent's activation that would destroy
    a Trap Card Fake Trap's controller controls; else None."""
    link = last_link(ctx)
    if link is None or link.player != ctx.opponent or not threatened_traps(link, ctx.player):
        return None
    return link


@script(3027001)
def fake_trap(card):
    """Activated only in direct response to the opponent's activation of a Spell or Trap Card or
    an effect (an Effect Monster's included) whose resolution would destroy a Trap Card its
    controller controls, face-up or Set (``Effect.destroys``: Harpie's Feather Duster, Mystical
    Space Typhoon, Dust Tornado, Breaker the Magical Warrior, Trap Master...).

    On resolution, if Fake Trap is still on the field: the Set Trap Cards that would have been
    destroyed are shown to the opponent ("you can look at them to confirm"), Fake Trap destroys
    itself, and if it was destroyed, the answered Chain Link does not destroy those Trap Cards
    when it resolves ("Destroy this card instead"); it still destroys any other card (a Spell
    Card under Harpie's Feather Duster). Nothing is spared if Fake Trap was not destroyed.

    Source: card text; OCG rulings (the Trap Cards are not destroyed by that effect; Set cards
    are flipped to confirm; it is chained directly to the destroying activation)."""

    def target(ctx):
        ctx.values["answers"] = _answered(ctx)
        return
        yield

    def operation(ctx):
        duel = ctx.duel
        link = ctx.values.get("answers")
        this = ctx.this
        if link is None or not ctx.card.valid or not this.on_field:
            return
        others = [c for c in threatened_traps(link, ctx.player) if c is not this]
        reveal(duel, [c for c in others if not c.face_up], (link.player,), link.player)
        if this not in duel.destroy([this], by=ctx.player):
            return
        link.spared.extend(c.ref() for c in others)
        if others:
            duel.emit("destroyed_instead", ctx.player, card=this, number=link.number, count=len(others))
        return
        yield

    return [trap_activation(card, "Destroy this card instead of your Trap Cards", operation,
                            condition=lambda ctx: _answered(ctx) is not None, target=target)]
