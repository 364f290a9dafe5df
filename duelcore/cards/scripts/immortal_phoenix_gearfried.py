"""Immortal Phoenix Gearfried (22091647), Effect Monster, Level 9, FIRE Warrior, 3000/2200: "You can
banish 1 Equip Spell from your field or GY; Special Summon this card from your hand. At the start of the
Damage Step, if this card attacks: You can equip 1 other face-up monster on the field to this card as an
Equip Spell that makes it gain 500 ATK (max. 1). When a monster effect is activated (Quick Effect): You
can send 1 face-up Equip Card you control to the GY; negate the activation, and if you do, destroy that
card. You can only use each effect of "God Phoenix Gearfried" once per turn." """

from duelcore.cards.procedures import last_link, negate_activation
from duelcore.cards.scripts import script
from duelcore.cards.scripts._fd_costs import MONSTER_ZONES, banish_face_up, equip_spells_for_cost, face_up_equip_cards
from duelcore.engine.effects import Effect, EffectKind
from duelcore.engine.enums import Location


def monster_effect_link(ctx):
    """The Chain Link just before this one when it is the activation of a monster's effect (not the
    activation of a Spell/Trap Card), not already negated; else None."""
    link = last_link(ctx)
    if link is None or link.is_card_activation or link.activation_negated:
        return None
    return link if link.card.data.is_monster else None


@script(22091647)
def immortal_phoenix_gearfried(card):
    """(1) Ignition in the hand, once per turn per name: cost, banish 1 Equip Spell from your field or
    GY. On the field that includes a monster Relinquished holds face-down: it is a face-down Equip
    Spell whose card type both players know (FD-18, FD-19, ruling 2023-09-07). Then Special Summon
    this card from the hand (its controller picks face-up Attack or Defense Position).
    (3) Quick Effect on the field, once per turn per name: when a monster effect is activated, cost:
    send 1 face-up Equip Card you control to the GY; negate that activation and destroy that card.

    Not scripted here (engine gap, tests/pending_scenarios/fd_costs_pending.yaml): (2) "At the start
    of the Damage Step, if this card attacks": the engine raises no trigger event at the start of
    the Damage Step."""
    from duelcore.rules.zones import summon_zones

    def can_summon(ctx):
        this = ctx.this
        return this.location is Location.HAND and bool(summon_zones(ctx.duel, ctx.player, this)) \
            and not ctx.duel.has_player_effect(ctx.player, "cannot_summon")

    def banish_cost(ctx):
        chosen = yield from ctx.select_cards(equip_spells_for_cost(ctx.duel, ctx.player), "Choose an Equip Spell to banish")
        for c in chosen:
            banish_face_up(ctx.duel, ctx.player, c, reason="cost")
        ctx.duel.run_leave_hooks()
        ctx.duel.state_check()

    def summon(ctx):
        this = ctx.this
        if ctx.card.valid and this.location is Location.HAND:
            yield from ctx.duel.special_summon(this, ctx.player, None)

    rise = Effect(card, EffectKind.IGNITION, "Banish 1 Equip Spell; Special Summon this card from your hand",
                  range=frozenset({Location.HAND}), count_limit=1, count_per_name=True, condition=can_summon,
                  can_pay=lambda ctx: bool(equip_spells_for_cost(ctx.duel, ctx.player)), cost=banish_cost,
                  operation=summon)

    def send_cost(ctx):
        ctx.values["negates"] = monster_effect_link(ctx)
        chosen = yield from ctx.select_cards(face_up_equip_cards(ctx.duel, ctx.player), "Choose an Equip Card to send to the GY")
        for c in chosen:
            ctx.duel.send_to_gy(c, reason="cost")
        ctx.duel.state_check()

    def negate(ctx):
        link = ctx.values.get("negates")
        if link is not None:
            negate_activation(ctx, link)
        return
        yield

    counter = Effect(card, EffectKind.QUICK, "Send 1 Equip Card to the GY; negate the activation of a monster effect",
                     range=MONSTER_ZONES, count_limit=1, count_per_name=True,
                     condition=lambda ctx: monster_effect_link(ctx) is not None,
                     can_pay=lambda ctx: bool(face_up_equip_cards(ctx.duel, ctx.player)), cost=send_cost,
                     operation=negate)
    return [rise, counter]
