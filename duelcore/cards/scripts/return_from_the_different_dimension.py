"""Return from the Different Dimension (27174286), Normal Trap: "Pay half your Life Points; Special Summon
as many of your banished monsters as possible. During the End Phase, banish all monsters that were
Special Summoned by this effect."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.banish import banish
from duelcore.cards.procedures.life_points import pay_half_lp
from duelcore.cards.procedures.summoning import banished_monsters_of, can_special_summon, special_summon_banished
from duelcore.cards.registry import script


def banish_at_end_phase(duel, monster, player):
    """The End Phase action: banish ``monster`` (still the object Special Summoned, not turned
    face-down since) face-up by ``player``'s effect."""
    if monster.location.is_monster_zone:
        banish(duel, player, [monster])


@script(27174286)
def return_from_the_different_dimension(card):
    """Cost: pay half your LP (rounded down). It needs a face-up banished monster of yours that you
    could Special Summon. Resolution: Special Summon as many of your face-up banished monsters as
    possible, your choice of which when they are more than your free zones, each in face-up Attack
    or Defense Position (:func:`~duelcore.cards.procedures.summoning.special_summon_banished`);
    during this turn's End Phase each of them still on the field is banished again, unless it was
    turned face-down (or left the field) meanwhile (an End Phase action tied to that object,
    FD-23). Source: card text; UDE FAQ (goatrulings.com "Return from the Different Dimension": "If
    a monster Special Summoned by this card is flipped face-down, then it will not be removed from
    play during the End Phase")."""

    def condition(ctx):
        return any(can_special_summon(ctx.duel, ctx.player, c) for c in banished_monsters_of(ctx.duel, ctx.player))

    def operation(ctx):
        summoned = yield from special_summon_banished(ctx, [ctx.player])
        for monster in summoned:
            ctx.duel.at_end_phase(monster, banish_at_end_phase, ctx.player)

    return [trap_activation(card, "Pay half your LP; Special Summon your banished monsters", operation,
                            condition=condition, cost=pay_half_lp)]
