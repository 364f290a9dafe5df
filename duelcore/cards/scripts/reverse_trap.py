"""Reverse Trap (77622396), Normal Trap: "Until the End Phase, all effects that add or subtract ATK or DEF
are reversed. (Additions now subtract, and subtractions now add, instead. Multiplications and divisions,
including halving/doubling, are not affected.)" """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script


@script(77622396)
def reverse_trap(card):
    """On resolution, until the end of this turn, every effect that adds or subtracts ATK or DEF
    (both players' monsters, applied before or after) works the other way round: the duel-wide
    player effect "reverse_modifiers" that ``rules.stats`` reads; "becomes", halving and doubling
    are unchanged. A second Reverse Trap the same turn changes nothing more.

    It has no activation condition: it may be activated while nothing adds or subtracts ATK/DEF,
    as it also reverses the changes made later in the turn (it is never an activation for no
    effect). It is not an effect that changes ATK/DEF itself, so it cannot be activated in the
    Damage Step. Source: card text; OCG ruling (Konami OCG card database, quoted on Yu-Gi-Oh! Wiki
    "Card Rulings:Reverse Trap"): while it applies, Metalmorph's boost applied during damage
    calculation is reversed, and it cannot be activated in the Damage Step;
    Fluorohydride/ygopro-scripts c77622396.lua has no activation condition."""

    def operation(ctx):
        ctx.duel.add_player_effect(0, "reverse_modifiers")
        ctx.duel.emit("modifiers_reversed", ctx.player)
        return
        yield

    return [trap_activation(card, "Reverse all ATK/DEF additions and subtractions until the End Phase", operation)]
