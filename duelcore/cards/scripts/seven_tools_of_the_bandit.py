"""Seven Tools of the Bandit (3819470), Counter Trap: "When a Trap Card is activated: Pay 1000 LP; negate
the activation, and if you do, destroy it." """

from duelcore.cards.registry import script
from duelcore.cards.scripts.solemn_judgment import counter_card_activation

COST = 1000


@script(3819470)
def seven_tools_of_the_bandit(card):
    """Answers the activation of a Trap Card (Normal, Continuous or Counter; not the effect of a
    Trap already face-up, nor a Spell); cost: pay 1000 LP (only with at least 1000 LP)."""

    def cost(ctx):
        ctx.duel.pay_lp(ctx.player, COST)
        return
        yield

    return [counter_card_activation(card, "Negate the activation of a Trap Card and destroy it",
                                    lambda c: c.data.is_trap, cost,
                                    can_pay=lambda ctx: ctx.duel.players[ctx.player].lp >= COST)]
