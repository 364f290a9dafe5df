"""Dian Keto the Cure Master (84257639), Normal Spell: "Increase your Life Points by 1000 points." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script


@script(84257639)
def dian_keto_the_cure_master(card):
    """Its activating player gains 1000 LP. Source: card text."""

    def operation(ctx):
        ctx.duel.gain_lp(ctx.player, 1000, ctx.this)
        return
        yield

    return [spell_activation(card, "Gain 1000 LP", operation)]
