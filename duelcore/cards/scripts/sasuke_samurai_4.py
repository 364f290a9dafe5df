"""Sasuke Samurai #4 (64538655), Effect Monster, Level 4, WIND Warrior, 1200/1200: "If this card battles
a monster, toss a coin and call heads or tails before damage calculation. If you call it right,
destroy the opponent's monster with this effect." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


def _battles_a_monster(ctx):
    """The Damage Step starts for a battle of this card with a monster (it attacks one or is
    attacked; not a direct attack)."""
    ev = ctx.event
    return ev is not None and ctx.this in ev.cards and len(ev.cards) == 2


@script(64538655)
def sasuke_samurai_4(card):
    """A mandatory trigger at the start of the Damage Step when this card battles a monster (before
    damage calculation, so a face-down monster is not flipped yet): its controller calls Heads or
    Tails, then tosses a coin (the duel's seeded generator); right, the monster it battles is
    destroyed if it is still on the field (then there is no damage calculation). Source: card
    text; rulebook "Coins"."""

    def operation(ctx):
        duel = ctx.duel
        ev = ctx.event
        other = next(c for c in ev.cards if c is not ctx.this)
        call = yield from ctx.declare(["Heads", "Tails"], "Call the coin toss")
        duel.emit("declared", ctx.player, card=ctx.this, text=call)
        if duel.toss_coin(ctx.player, ctx.this) == call and other.location.is_monster_zone \
                and other.controller == ctx.opponent:
            duel.destroy([other], by=ctx.player)

    return [Effect(card, EffectKind.TRIGGER, "Toss a coin and call it: destroy the monster this card battles",
                   event="damage_step_start", mandatory=True, damage_step=True, range=MONSTER_ZONES,
                   condition=_battles_a_monster, operation=operation)]
