"""Symbols of Duty (78794994), Equip Spell: "Send 1 Normal Monster you control to the Graveyard, then
target 1 monster in either player's Graveyard; Special Summon it, and if you do, equip this card to
it. When this card leaves the field, destroy the equipped monster." """

from duelcore.cards.procedures import can_special_summon, equip, gy_monsters, resolved_targets, spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_costs import send_cost_candidates
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


def normal_monster(card):
    """A Normal Monster (its card type is read: only a face-up card's is known, FD-13)."""
    return card.data.is_normal_monster


@script(78794994)
def symbols_of_duty(card):
    """Cost: send 1 face-up Normal Monster you control to the GY. A face-down Normal Monster cannot
    pay it: sending is not a Tribute, and its card type is unknown (FD-13, current rule). Then
    target 1 monster in either GY that can be Special Summoned to your field (the monster just
    sent may be chosen). At resolution, if this card is still on the field: Special Summon it (its
    controller picks face-up Attack or Defense Position) and equip this card to it. When this card
    leaves the field face-up, the equipped monster is destroyed (no Chain Link)."""

    def candidates(ctx):
        return [c for c in gy_monsters(ctx) if can_special_summon(ctx.duel, ctx.player, c)]

    def can_pay(ctx):
        return bool(send_cost_candidates(ctx, normal_monster))

    def cost(ctx):
        chosen = yield from ctx.select_cards(send_cost_candidates(ctx, normal_monster),
                                             "Choose a Normal Monster to send to the GY")
        for m in chosen:
            ctx.duel.send_to_gy(m, reason="cost")

    def has_target(ctx):
        # Before the cost is paid the sent monster is still on the field; it may then be the target.
        return bool(candidates(ctx)) or bool(send_cost_candidates(ctx, normal_monster))

    def target(ctx):
        chosen = yield from ctx.select_cards(candidates(ctx), "Choose a monster to Special Summon")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda _ctx, c: c.location is Location.GY

    def operation(ctx):
        targets = resolved_targets(ctx)
        this = ctx.this
        if not targets or not (ctx.card.valid and this.on_field):
            return
        monster = yield from ctx.duel.special_summon(targets[0], ctx.player, None)
        if monster is not None and this.on_field:
            equip(ctx.duel, this, monster)

    def on_leave(duel, this, values, reason):
        link = values.get("equipped_to")
        if link is not None and link.valid and link.card.on_field:
            duel.destroy([link.card], reason="effect", by=this.controller)

    activation = spell_activation(card, "Special Summon 1 monster from either GY and equip this card to it", operation,
                                  needs_card_on_field=True, targets=True, cost=cost, can_pay=can_pay,
                                  has_target=has_target, target=target)
    leave = Effect(card, EffectKind.CONTINUOUS, "When this card leaves the field, destroy the equipped monster",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), on_leave=on_leave)
    return [activation, leave]

