"""Just Desserts (24068492), Normal Trap: "Inflict 500 damage to your opponent for each monster they
control." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script

PER_MONSTER = 500


@script(24068492)
def just_desserts(card):
    """On resolution the opponent takes 500 effect damage for each monster they control then
    (face-up or face-down, counted at resolution). It cannot be activated while the opponent
    controls no monster (it would do nothing). Source: card text."""

    def count(ctx):
        return len(ctx.duel.monsters(ctx.opponent))

    def operation(ctx):
        ctx.duel.damage(ctx.opponent, PER_MONSTER * count(ctx), kind="effect_damage")
        return
        yield

    return [trap_activation(card, "Inflict 500 damage to your opponent for each monster they control", operation,
                            would_do_something=lambda ctx: count(ctx) > 0)]
