"""Fusion Gate (33550694), Field Spell: "While this card is on the field: The turn player can Fusion
Summon 1 Fusion Monster from their Extra Deck, by banishing Fusion Materials listed on it from their
hand or field." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def _pool(duel, player):
    """The monsters ``player`` may banish as Fusion Material: in their hand or on their field."""
    return [c for c in duel.players[player].hand if c.data.is_monster] + duel.monsters(player)


@script(33550694)
def fusion_gate(card):
    """Its activation has no effect of its own. While it is face-up in a Field Zone, the turn player
    (either player, whoever controls Fusion Gate) may, in their Main Phase (an Ignition Effect,
    Spell Speed 1), Fusion Summon by banishing the listed materials from their hand or field
    (rules.special_summon.fusion_summon with ``banish``)."""
    from duelcore.rules.special_summon import fusion_candidates, fusion_summon

    def nothing(ctx):
        return
        yield

    def can_fuse(ctx):
        return bool(fusion_candidates(ctx.duel, ctx.player, _pool(ctx.duel, ctx.player)))

    def operation(ctx):
        if ctx.card.valid and ctx.this.location is Location.FIELD_ZONE and ctx.this.face_up:
            yield from fusion_summon(ctx.duel, ctx.player, _pool(ctx.duel, ctx.player), banish=True)

    return [
        spell_activation(card, "Activate Fusion Gate", nothing, needs_card_on_field=True),
        Effect(card, EffectKind.IGNITION, "Fusion Summon by banishing Fusion Materials from your hand or field",
               range=frozenset({Location.FIELD_ZONE}), turn_player_may_use=True, condition=can_fuse,
               operation=operation),
    ]
