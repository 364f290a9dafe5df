"""Soul Release (5758500), Normal Spell: "Target up to 5 cards in any Graveyard(s); banish them." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.banish import banish
from duelcore.cards.procedures.targeting import resolved_targets, targetable
from duelcore.cards.registry import script
from duelcore.state.enums import Location


def _gy_cards(ctx):
    """Every card in both GYs (the activating player's first, each from the top)."""
    duel = ctx.duel
    return [c for p in (ctx.player, ctx.opponent) for c in reversed(duel.players[p].gy)]


def _in_gy(ctx, c):
    return c.location is Location.GY


@script(5758500)
def soul_release(card):
    """Target 1 to 5 cards in either or both GYs (chosen one at a time; after the first, "Choose
    none" stops); on resolution banish face-up those still in the GY. Cannot be activated while
    both GYs are empty. Source: card text."""

    def has_target(ctx):
        return bool(targetable(ctx, _gy_cards(ctx)))  # not while Necrovalley keeps them (Duel.can_be_targeted)

    def target(ctx):
        pool = _gy_cards(ctx)
        chosen = yield from ctx.select_cards(pool, "Choose a card to banish")
        if len(pool) > 1:
            more = yield from ctx.select_cards([c for c in pool if c not in chosen],
                                               "Choose another card to banish (up to 5 in all)", 4, optional=True)
            chosen += more
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = _in_gy

    def operation(ctx):
        banish(ctx.duel, ctx.player, resolved_targets(ctx))

    return [spell_activation(card, "Banish up to 5 cards from the GYs", operation, targets=True,
                             has_target=has_target, target=target)]
