"""Magic Jammer (77414722), Counter Trap: "When a Spell Card is activated: Discard 1 card; negate the
activation, and if you do, destroy it." """

from duelcore.cards.procedures import last_link, negate_activation, trap_activation
from duelcore.cards.registry import script
from duelcore.state.enums import Location


@script(77414722)
def magic_jammer(card):
    """Responds directly to the activation of a Spell Card (the Chain Link just before it, not a
    Spell already face-up: FS-15); cost: discard 1 card (not itself)."""

    def condition(ctx):
        link = last_link(ctx)
        return link is not None and link.is_card_activation and link.card.data.is_spell

    def hand(ctx):
        return [c for c in ctx.duel.players[ctx.player].hand if c is not ctx.this]

    def cost(ctx):
        chosen = yield from ctx.select_cards(hand(ctx), "Discard 1 card")
        for c in chosen:
            ctx.duel.move(c, Location.GY, reason="cost")
            ctx.duel.emit("discarded", ctx.player, card=c)
        ctx.values["negates"] = last_link(ctx)

    def operation(ctx):
        negate_activation(ctx, ctx.values["negates"])
        return
        yield

    return [trap_activation(card, "Negate the activation of a Spell Card", operation, condition=condition,
                            cost=cost, can_pay=lambda ctx: bool(hand(ctx)))]
