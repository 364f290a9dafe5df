"""Polymerization (24094653), Normal Spell: "Fusion Summon 1 Fusion Monster from your Extra Deck,
using monsters from your hand or field as Fusion Material." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.summoning import fusion_material_pool, summon_locked
from duelcore.cards.registry import script


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
        return bool(fusion_candidates(ctx.duel, ctx.player, fusion_material_pool(ctx.duel, ctx.player)))

    def operation(ctx):
        if summon_locked(ctx.duel, ctx.player):
            return
        yield from fusion_summon(ctx.duel, ctx.player, fusion_material_pool(ctx.duel, ctx.player))

    return [spell_activation(card, "Fusion Summon 1 Fusion Monster from your Extra Deck", operation,
                             would_do_something=possible)]
