"""Princess of Tsurugi (51371017), Flip Effect Monster (WIND Warrior, Level 3, 900/700): "FLIP: Inflict
500 damage to your opponent for each Spell and Trap Card on your opponent's side of the field." """

from duelcore.cards.procedures.filters import spell_traps_controlled
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.registry import script


@script(51371017)
def princess_of_tsurugi(card):
    """A mandatory FLIP effect: the opponent takes 500 effect damage per card in their Spell &
    Trap Zones and Field Zone, counted on resolution (0 cards: no damage). Source: card text."""

    def operation(ctx):
        count = len(spell_traps_controlled(ctx.duel, ctx.opponent))
        ctx.duel.damage(ctx.opponent, 500 * count, kind="effect_damage")

    return [flip_effect(card, "FLIP: inflict 500 damage for each Spell/Trap your opponent controls", operation)]
