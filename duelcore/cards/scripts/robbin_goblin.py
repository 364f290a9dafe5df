"""Robbin' Goblin (88279736), Continuous Trap: "Each time a monster you control inflicts Battle Damage
to your opponent, your opponent discards 1 random card." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_traps import discard_at_random
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(88279736)
def robbin_goblin(card):
    """The activation of the Continuous Trap does nothing by itself; while it is face-up in the
    Spell & Trap Zone, a mandatory trigger on each "battle_damage" event in which a monster its
    controller controls inflicted battle damage to the opponent: the opponent discards 1 card at
    random (the duel's seeded generator, see
    :func:`duelcore.cards.scripts._st_traps.discard_at_random`); nothing if their hand is empty.
    Not applied while Set, nor when its controller is the one taking battle damage. Source: card
    text."""

    def activate(ctx):
        return
        yield

    def inflicted(ctx):
        ev = ctx.event
        if ev is None or ev.player != 1 - ctx.this.controller:
            return False
        dealer = ev.data.get("by")
        return dealer is not None and dealer.controller == ctx.this.controller

    def operation(ctx):
        if ctx.card.valid and ctx.this.face_up:
            discard_at_random(ctx.duel, ctx.opponent)
        return
        yield

    return [trap_activation(card, "Continuous: your opponent discards 1 random card on battle damage", activate),
            Effect(card, EffectKind.TRIGGER, "Your opponent discards 1 random card", event="battle_damage",
                   mandatory=True, damage_step=True, range=frozenset({Location.SPELL_TRAP_ZONE}),
                   condition=inflicted, operation=operation)]
