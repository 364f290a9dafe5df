"""Des Koala (69579761), Flip Effect Monster, Level 3, DARK Beast, 1100/1800: "FLIP: Inflict 400 damage
to your opponent for each card in their hand."

The same text in the Goat-era database and today: no period variant.
"""

from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.life_points import effect_damage
from duelcore.cards.registry import script


@script(69579761)
def des_koala(card):
    """A mandatory FLIP effect: the opponent takes 400 damage for each card in their hand, counted
    as it resolves (a card added or discarded in response changes the damage; an empty hand takes
    none). Source: card text; UDE FAQ ("You can chain "Barrel Behind the Door" to "Des Koala"'s
    Flip Effect": goatrulings.com "Des Koala", an effect that inflicts damage)."""

    def operation(ctx):
        effect_damage(ctx.duel, ctx.opponent, 400 * len(ctx.duel.players[ctx.opponent].hand))

    return [flip_effect(card, "FLIP: inflict 400 damage to your opponent for each card in their hand", operation)]
