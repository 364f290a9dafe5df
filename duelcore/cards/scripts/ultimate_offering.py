"""Ultimate Offering (80604091), Continuous Trap: "During your Main Phase or your opponent's Battle Phase:
You can pay 500 Life Points; immediately after this effect resolves, Normal Summon/Set 1 monster." """

from duelcore.cards.procedures import lp_cost, trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Phase

COST = 500


@script(80604091)
def ultimate_offering(card):
    """Activation: the card only (it stays face-up). Its effect (Spell Speed 2, no use limit), in its
    controller's Main Phase or the opponent's Battle Phase: pay 500 LP; then its controller Normal
    Summons or Sets 1 monster, an additional one that does not use the turn's Normal Summon
    (``rules.summon.additional_normal_summon``; carried out as the effect ends). Not offered when no
    monster could be Normal Summoned or Set that way. Source: card text."""

    def now(ctx):
        duel = ctx.duel
        if duel.turn_player == ctx.player:
            return duel.phase in (Phase.MAIN1, Phase.MAIN2)
        return duel.phase is Phase.BATTLE

    def possible(ctx):
        from duelcore.rules.summon import summon_procedures

        duel = ctx.duel
        return any(summon_procedures(duel, ctx.player, c, set_=True, additional=True)
                   for c in duel.players[ctx.player].hand if c.data.is_monster)

    def nothing(ctx):
        return
        yield

    def summon(ctx):
        from duelcore.rules.summon import additional_normal_summon

        yield from additional_normal_summon(ctx.duel, ctx.player)

    offering = Effect(card, EffectKind.QUICK, "Pay 500 LP; Normal Summon/Set 1 monster",
                      range=frozenset({Location.SPELL_TRAP_ZONE}), condition=now, would_do_something=possible,
                      operation=summon, **lp_cost(COST))
    return [trap_activation(card, "Ultimate Offering", nothing), offering]
