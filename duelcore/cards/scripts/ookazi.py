"""Ookazi (19523799), Normal Spell: "Inflict 800 points of damage to your opponent's Life Points." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import effect_damage


@script(19523799)
def ookazi(card):
    """Inflict 800 effect damage to the opponent of its activating player. Source: card text."""

    def operation(ctx):
        effect_damage(ctx.duel, ctx.opponent, 800)
        return
        yield

    return [spell_activation(card, "Inflict 800 damage to your opponent", operation)]
