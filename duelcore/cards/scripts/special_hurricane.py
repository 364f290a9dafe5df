"""Special Hurricane (42598242), Normal Spell: "Discard 1 card from your hand. Destroy all Special
Summoned monsters on the field." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import was_special_summoned
from duelcore.state.enums import Location


def _special_summoned(ctx):
    """Every monster on the field that was Special Summoned, face-up or face-down: turned face-down,
    a monster keeps how it was summoned (FD-25)."""
    duel = ctx.duel
    return [m for p in (ctx.player, ctx.opponent) for m in duel.monsters(p) if was_special_summoned(m)]


@script(42598242)
def special_hurricane(card):
    """Cost: discard 1 other card from the hand. On resolution, destroy every Special Summoned
    monster on the field then (both sides). Not activated when none is on the field (it would do
    nothing) or when there is no other card to discard."""

    def others_in_hand(ctx):
        return [c for c in ctx.duel.players[ctx.player].hand if c is not ctx.this]

    def cost(ctx):
        chosen = yield from ctx.select_cards(others_in_hand(ctx), "Discard 1 card")
        for c in chosen:
            ctx.duel.move(c, Location.GY, reason="cost")
            ctx.duel.emit("discarded", ctx.player, card=c)

    def operation(ctx):
        ctx.duel.destroy(_special_summoned(ctx), by=ctx.player)
        return
        yield

    return [spell_activation(card, "Discard 1 card: destroy all Special Summoned monsters", operation,
                             cost=cost, can_pay=lambda ctx: bool(others_in_hand(ctx)),
                             would_do_something=lambda ctx: bool(_special_summoned(ctx)))]
