"""Reverse Trap (77622396), Normal Trap: "Until the End Phase, all effects that add or subtract ATK or DEF
are reversed. (Additions now subtract, and subtractions now add, instead. Multiplications and divisions,
including halving/doubling, are not affected.)" """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.scripts import script


@script(77622396)
def reverse_trap(card):
    """On resolution, until the end of this turn, every effect that adds or subtracts ATK or DEF
    (both players' monsters, applied before or after) works the other way round: the duel-wide
    player effect "reverse_modifiers" that ``rules.stats`` reads; "becomes", halving and doubling
    are unchanged. Not activated when no face-up monster has such a change now: it would do nothing.
    Source: card text."""

    def something_to_reverse(ctx):
        from duelcore.engine.effects import Stat
        from duelcore.rules.stats import modifiers

        return any(m.op == "add" for p in (0, 1) for c in ctx.duel.monsters(p) if c.face_up
                   for stat in (Stat.ATK, Stat.DEF) for _, m in modifiers(c, stat))

    def operation(ctx):
        ctx.duel.add_player_effect(0, "reverse_modifiers")
        ctx.duel.emit("modifiers_reversed", ctx.player)
        return
        yield

    return [trap_activation(card, "Reverse all ATK/DEF additions and subtractions until the End Phase", operation,
                            would_do_something=something_to_reverse)]
