"""Gryphon Wing (55608151), Normal Trap: "When your opponent activates "Harpie's Feather Duster":
Negate its effect, and if you do, destroy all Spell and Trap Cards your opponent controls." """

from duelcore.cards.scripts import _st_traps
from duelcore.cards.registry import script
from duelcore.cards.procedures import trap_activation
from duelcore.cards.scripts._fs_negation import activated_card_link, remember_link

HARPIES_FEATHER_DUSTER = 18144506


def _answers(ctx):
    """Which Chain Links Gryphon Wing answers: the opponent's activation of the card "Harpie's
    Feather Duster" (the Chain Link just before it)."""

    def check(link):
        return link.player == ctx.opponent and link.card.data.identity == HARPIES_FEATHER_DUSTER

    return check


@script(55608151)
def gryphon_wing(card):
    """Activated only in direct response to the opponent's activation of "Harpie's Feather Duster"
    (the Chain Link just before it). On resolution the effect of that Chain Link is negated (its
    activation is not: the Spell still counts as activated and goes to the GY), and if it was
    negated, every Spell and Trap Card the opponent controls is destroyed, the Harpie's Feather
    Duster itself included. An effect that cannot be negated is not, and then nothing is
    destroyed. Source: card text ("Negate its effect, and if you do")."""

    def condition(ctx):
        return activated_card_link(ctx, _answers(ctx)) is not None

    def target(ctx):
        yield from remember_link(_answers(ctx))(ctx)

    def operation(ctx):
        duel = ctx.duel
        link = ctx.values.get("answers")
        if link is None or link.effect.cannot_be_negated or link.activation_negated:
            return
        link.effect_negated = True
        duel.emit("effect_stopped", ctx.player, card=link.card, text="Gryphon Wing negates its effect")
        duel.destroy(_st_traps.opponents_spell_traps(duel, ctx.player), by=ctx.player)
        return
        yield

    return [trap_activation(card, "Negate the effect of Harpie's Feather Duster, and destroy all your opponent's Spells and Traps",
                            operation, condition=condition, target=target,
                            destroys=lambda ctx: _st_traps.opponents_spell_traps(ctx.duel, ctx.player))]
