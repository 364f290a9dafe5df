"""Princess of Tsurugi (51371017), Flip Effect Monster (WIND Warrior, Level 3, 900/700): "FLIP: Inflict
500 damage to your opponent for each Spell and Trap Card on your opponent's side of the field." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import flip_effect


def opponent_spell_traps(duel, player):
    """The cards in ``player``'s opponent's Spell & Trap Zones and Field Zone (face-up or Set)."""
    side = duel.players[1 - player]
    cards = [c for c in side.spell_trap_zones if c is not None]
    if side.field_zone is not None:
        cards.append(side.field_zone)
    return cards


@script(51371017)
def princess_of_tsurugi(card):
    """A mandatory FLIP effect: the opponent takes 500 effect damage per card in their Spell &
    Trap Zones and Field Zone, counted on resolution (0 cards: no damage). Source: card text."""

    def operation(ctx):
        count = len(opponent_spell_traps(ctx.duel, ctx.player))
        ctx.duel.damage(ctx.opponent, 500 * count, kind="effect_damage")
        return
        yield

    return [flip_effect(card, "FLIP: inflict 500 damage for each Spell/Trap your opponent controls", operation)]
