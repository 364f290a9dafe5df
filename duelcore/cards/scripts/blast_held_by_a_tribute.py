"""Blast Held by a Tribute (89041555), Normal Trap: "When an opponent's monster that was Tribute Summoned
declares an attack: Destroy as many face-up Attack Position monsters they control as possible, and if
you do, inflict 1000 damage to your opponent." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.life_points import effect_damage
from duelcore.cards.procedures.filters import in_attack_position
from duelcore.cards.procedures.triggers import window_events
from duelcore.cards.registry import script
from duelcore.state.enums import SummonType


def _tribute_summoned_attackers(ctx):
    """The opponent's monsters that were Tribute Summoned whose attack declaration the current chain
    answers. "Was Tribute Summoned" is kept when the monster is turned face-down and face-up again (FD-25)."""
    return [
        ev.cards[0]
        for ev in window_events(ctx, "attack_declared")
        if ev.player == ctx.opponent and ev.cards and ev.cards[0].location.is_monster_zone
        and ev.cards[0].controller == ctx.opponent and ev.cards[0].summon_type is SummonType.TRIBUTE
    ]


@script(89041555)
def blast_held_by_a_tribute(card):
    """Only in the chain that answers the attack declaration of an opponent's Tribute Summoned monster
    (no targets). On resolution, every face-up Attack Position monster the opponent controls then is
    destroyed, and if at least one was, the opponent takes 1000 damage."""

    def operation(ctx):
        duel = ctx.duel
        doomed = [m for m in duel.monsters(ctx.opponent) if in_attack_position(m)]
        if duel.destroy(doomed, by=ctx.player):
            effect_damage(duel, ctx.opponent, 1000)

    return [trap_activation(card, "Destroy the opponent's face-up Attack Position monsters; 1000 damage", operation,
                            condition=lambda ctx: bool(_tribute_summoned_attackers(ctx)))]
