"""Mirror Force (44095762), Normal Trap: "When an opponent's monster declares an attack: Destroy all
your opponent's Attack Position monsters." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import in_attack_position
from duelcore.cards.procedures.triggers import window_events
from duelcore.cards.registry import script


@script(44095762)
def mirror_force(card):
    """Only in the chain that answers the opponent's attack declaration; destroys every Attack
    Position monster the opponent controls when it resolves."""

    def condition(ctx):
        return any(ev.player == ctx.opponent for ev in window_events(ctx, "attack_declared"))

    def attack_position_monsters(ctx):
        return [m for m in ctx.duel.monsters(ctx.opponent) if in_attack_position(m)]

    def operation(ctx):
        ctx.duel.destroy(attack_position_monsters(ctx), by=ctx.player)

    return [trap_activation(card, "Destroy all your opponent's Attack Position monsters", operation,
                            condition=condition, destroys=attack_position_monsters)]
