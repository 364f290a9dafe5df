"""Call of the Haunted (97077563), Continuous Trap: "Activate this card by targeting 1 monster in your GY;
Special Summon that target in Attack Position. When this card leaves the field, destroy that target.
When that target is destroyed, destroy this card." """

from duelcore.cards.procedures import can_special_summon, gy_monsters, resolved_targets, targeting, trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position


@script(97077563)
def call_of_the_haunted(card):
    """Targets 1 monster in your GY and Special Summons it in Attack Position, if this card is still
    on the field (FS-12: destroyed in response, nothing is summoned). The two cards are bound while
    the link holds: it is cut when the monster moves or is turned face-down (FD-20). Both
    "destroy" effects apply at once, without a Chain Link (the engine's "destroy_with" link and
    this card's leave-the-field hook), and not while this card's effects are negated."""

    def legal(ctx, c):
        return c.location is Location.GY and can_special_summon(ctx.duel, ctx.player, c)

    def operation(ctx):
        for target in resolved_targets(ctx):
            monster = yield from ctx.duel.special_summon(target, ctx.player, Position.FACE_UP_ATTACK)
            if monster is not None:
                ctx.this.values["bound_to"] = monster.link()
                ctx.this.values["destroy_with"] = monster.link()  # "When that target is destroyed, destroy this card"

    def on_leave(duel, this, values, reason):
        link = values.get("bound_to")
        if link is not None and link.valid and link.card.on_field:
            duel.destroy([link.card], reason="effect", by=this.controller)

    activation = trap_activation(card, "Special Summon 1 monster from your GY", operation, needs_card_on_field=True,
                                 **targeting(lambda ctx: gy_monsters(ctx, [ctx.player]), legal,
                                             prompt="Choose a monster to Special Summon"))
    leave = Effect(card, EffectKind.CONTINUOUS, "When this card leaves the field, destroy that target",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), on_leave=on_leave)
    return [activation, leave]
