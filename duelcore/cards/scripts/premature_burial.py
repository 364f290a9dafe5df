"""Premature Burial (70828912), Equip Spell: "Activate this card by paying 800 LP, then target 1 monster in
your Graveyard; Special Summon that target in Attack Position and equip it with this card. When this card
is destroyed, destroy the equipped monster." """

from duelcore.cards.procedures import (
    can_special_summon,
    equip,
    gy_monsters,
    lp_cost,
    resolved_targets,
    spell_activation,
    targeting,
)
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position

COST = 800


@script(70828912)
def premature_burial(card):
    """Cost: pay 800 LP (you may pay it only with at least 800 LP). Target 1 monster in your GY that
    could be Special Summoned (a free Main Monster Zone is needed); on resolution, if this card is
    still on the field (FS-12), Special Summon it in Attack Position and equip this card to it. If
    nothing was summoned, the card is not equipped and goes to the GY after the chain.

    The equip link is the usual one (procedures.equip): when the monster leaves the field or is
    turned face-down this card is sent to the GY by the rules, which is not "destroyed" and leaves
    the monster alone. Only when this card itself is *destroyed* (e.g. by Mystical Space Typhoon)
    is the equipped monster destroyed (an ``on_leave`` hook, as Call of the Haunted's)."""

    def legal(ctx, c):
        return c.location is Location.GY and can_special_summon(ctx.duel, ctx.player, c)

    def operation(ctx):
        for target in resolved_targets(ctx):
            monster = yield from ctx.duel.special_summon(target, ctx.player, Position.FACE_UP_ATTACK)
            if monster is not None and ctx.card.valid and ctx.this.on_field:
                equip(ctx.duel, ctx.this, monster)

    def on_leave(duel, this, values, reason):
        if reason != "destroyed":
            return
        link = values.get("equipped_to")
        if link is not None and link.valid and link.card.location.is_monster_zone:
            duel.destroy([link.card], reason="effect", by=this.controller)

    activation = spell_activation(
        card, "Pay 800 LP; Special Summon 1 monster from your GY and equip it with this card", operation,
        needs_card_on_field=True, **lp_cost(COST),
        **targeting(lambda ctx: gy_monsters(ctx, [ctx.player]), legal, prompt="Choose a monster to Special Summon"),
    )
    destroyed = Effect(card, EffectKind.CONTINUOUS, "When this card is destroyed, destroy the equipped monster",
                       range=frozenset({Location.SPELL_TRAP_ZONE}), on_leave=on_leave)
    return [activation, destroyed]

