"""Monster Reborn (83764718), Normal Spell: "Target 1 monster in either player's GY; Special Summon it." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import gy_monsters
from duelcore.cards.procedures.summoning import can_revive
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


@script(83764718)
def monster_reborn(card):
    """Target 1 monster in either GY that could be Special Summoned; Special Summon it to your
    field in face-up Attack or Defense Position, your choice."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.special_summon(target, ctx.player, None)

    return [spell_activation(card, "Special Summon 1 monster from either GY", operation,
                             **targeting(gy_monsters, can_revive, prompt="Choose a monster to Special Summon"))]
