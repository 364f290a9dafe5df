"""Delinquent Duo (44763025), Normal Spell: "Pay 1000 LP; your opponent discards 1 random card, and if
they have any other cards in their hand, discard 1 more card of their choice." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.discard import discard_at_random, discard_of_their_choice
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.registry import script

COST = 1000


@script(44763025)
def delinquent_duo(card):
    """Cost: pay 1000 LP. Activated while the opponent holds at least 1 card (1 is enough). On
    resolution the opponent discards 1 card at random (the duel's seeded generator:
    :func:`discard_at_random`), then, if cards are left in their hand, 1 more of their own choice
    (:func:`discard_of_their_choice`). What the discarded cards' own effects do on being discarded
    or sent to the GY waits until Duo has fully resolved, then starts a new chain (the engine's
    triggers: rules.chain.run_triggers). The same text in April 2005 (no period variant).

    Source: card text; UDE FAQ and Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/delinquent-duo.md: "This card may be activated if your opponent has only 1
    card in his/her hand"; "Delinquent Duo's effect must still fully resolve before the new effect
    begins a new Chain"); ProjectIgnis/CardScripts official/c44763025.lua (the random discard,
    then the one of their choice)."""

    def operation(ctx):
        duel = ctx.duel
        if discard_at_random(duel, ctx.opponent) is None:
            return
        if duel.players[ctx.opponent].hand:
            yield from discard_of_their_choice(ctx, ctx.opponent)

    return [spell_activation(card, "Your opponent discards 1 random card, then 1 of their choice", operation,
                             would_do_something=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                             **lp_cost(COST))]
