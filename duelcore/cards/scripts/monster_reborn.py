"""Monster Reborn (83764718), Normal Spell: "Target 1 monster in either player's GY; Special Summon it." """

from duelcore.cards.procedures import can_special_summon, gy_monsters, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Location


@script(83764718)
def monster_reborn(card):
    """Target 1 monster in either GY that could be Special Summoned; Special Summon it to your
    field in face-up Attack or Defense Position, your choice."""

    def legal(ctx, c):
        return c.location is Location.GY and can_special_summon(ctx.duel, ctx.player, c)

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.special_summon(target, ctx.player, None)

    return [spell_activation(card, "Special Summon 1 monster from either GY", operation,
                             **targeting(gy_monsters, legal, prompt="Choose a monster to Special Summon"))]
