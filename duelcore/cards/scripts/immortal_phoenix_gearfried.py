"""Immortal Phoenix Gearfried (22091647), Effect Monster, Level 9, FIRE Warrior, 3000/2200: "You can
banish 1 Equip Spell from your field or GY; Special Summon this card from your hand. At the start of the
Damage Step, if this card attacks: You can equip 1 other face-up monster on the field to this card as an
Equip Spell that makes it gain 500 ATK (max. 1). When a monster effect is activated (Quick Effect): You
can send 1 face-up Equip Card you control to the GY; negate the activation, and if you do, destroy that
card. You can only use each effect of "God Phoenix Gearfried" once per turn." """

from duelcore.cards.procedures import held_equip_card, last_link, negate_remembered_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_costs import MONSTER_ZONES, banish_face_up, equip_spells_for_cost, face_up_equip_cards
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location


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

    (2) Optional trigger at the start of the Damage Step ("damage_step_start") if this card attacks,
    once per turn per name: equip 1 other face-up monster on the field to it as an Equip Spell (held
    like Relinquished's; max. 1, a free Spell & Trap Zone needed); while it holds one, this card
    gains 500 ATK. That gain is the held Equip Spell's effect, not this monster's: Imperial Order
    negates it (Konami's answer on Number C6: Chronomaly Chaos Atlandis, yugioh-wiki.net
    2014-01-20: the equipped Monster Card is an Equip Spell that raises ATK)."""
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

    counter = Effect(card, EffectKind.QUICK, "Send 1 Equip Card to the GY; negate the activation of a monster effect",
                     range=MONSTER_ZONES, count_limit=1, count_per_name=True,
                     condition=lambda ctx: monster_effect_link(ctx) is not None,
                     can_pay=lambda ctx: bool(face_up_equip_cards(ctx.duel, ctx.player)), cost=send_cost,
                     operation=negate_remembered_activation)
    def held(this):
        return held_equip_card(this, grab)

    def others(ctx):
        return [m for p in (0, 1) for m in ctx.duel.monsters(p) if m is not ctx.this and m.face_up]

    def attacking(ctx):
        ev = ctx.event
        duel = ctx.duel
        return (ev is not None and ev.data.get("attacker") is ctx.this and held(ctx.this) is None
                and None in duel.players[ctx.player].spell_trap_zones and bool(others(ctx)))

    def equip_one(ctx):
        this = ctx.this
        if not (ctx.card.valid and this.location.is_monster_zone and this.face_up) or held(this) is not None:
            return
        pool = others(ctx)
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, "Choose a monster to equip to Immortal Phoenix Gearfried")
        ctx.duel.equip_monster(this, chosen[0], grab)

    grab = Effect(card, EffectKind.TRIGGER, "Equip 1 other face-up monster to this card", event="damage_step_start",
                  damage_step=True, range=MONSTER_ZONES, count_limit=1, count_per_name=True, condition=attacking,
                  operation=equip_one)
    # The 500 ATK are the effect of the held monster as an Equip Spell (``effect_of``), not this
    # card's: Imperial Order negates them, and negating this card's effects does not.
    boost = Effect(card, EffectKind.CONTINUOUS, "The Equip Spell it holds makes it gain 500 ATK",
                   range=MONSTER_ZONES, effect_of=lambda duel, this: held(this),
                   modifier=Modifier(Stat.ATK, "add", 500, applies_to=lambda duel, c: c is card))
    return [rise, grab, boost, counter]
