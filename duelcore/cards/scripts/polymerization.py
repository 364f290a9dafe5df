"""Polymerization (24094653), Normal Spell: "Fusion Summon 1 Fusion Monster from your Extra Deck,
using monsters from your hand or field as Fusion Material." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import summon_locked


def fusion_pool(ctx):
    """The monsters in the activating player's hand and the monsters they control, face-down ones
    included (a face-down monster may be Fusion Material, with its real name: FD-16)."""
    duel = ctx.duel
    hand = [c for c in duel.players[ctx.player].hand if c.data.is_monster]
    return hand + duel.monsters(ctx.player)


@script(24094653)
def polymerization(card):
    """Fusion Summon 1 Fusion Monster from the Extra Deck, sending its Fusion Materials from the hand
    or field to the GY (rules.special_summon.fusion_summon). It cannot be activated when no Fusion
    Summon is possible (no Fusion Monster whose materials are in the hand or on the field and that
    has a zone to go to), nor while its player cannot Summon (Scapegoat)."""
    from duelcore.rules.special_summon import fusion_candidates, fusion_summon

    def possible(ctx):
        if summon_locked(ctx.duel, ctx.player):
            return False
        return bool(fusion_candidates(ctx.duel, ctx.player, fusion_pool(ctx)))

    def operation(ctx):
        if summon_locked(ctx.duel, ctx.player):
            return
        yield from fusion_summon(ctx.duel, ctx.player, fusion_pool(ctx))

    return [spell_activation(card, "Fusion Summon 1 Fusion Monster from your Extra Deck", operation,
                             would_do_something=possible)]
