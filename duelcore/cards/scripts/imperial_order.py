"""Imperial Order (61740673), Continuous Trap: "Negate all Spell effects on the field. Once per turn,
during the Standby Phase, you must pay 700 LP (this is not optional), or this card is destroyed." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.scripts import script
from duelcore.engine.effects import Effect, EffectKind
from duelcore.engine.enums import Location

MAINTENANCE = 700


@script(61740673)
def imperial_order(card):
    """While face-up in the Spell & Trap Zone, the effects of every Spell Card on the field are
    negated: a Spell activated under it resolves with no effect (its card goes where its type says;
    an Equip Spell that equipped nothing goes to the GY), and face-up Spells stop applying until it
    leaves (FS-11, FS-14). Spell effects off the field (in the GY) are not negated.

    Maintenance, in every Standby Phase (both players'), once per turn: its controller must pay
    700 LP if they can (LP >= 700; there is no choice); if they cannot, it is destroyed. Modelled
    as a mandatory trigger on the "standby_phase" event that cannot be negated (Royal Decree does
    not spare the payment)."""

    def operation(ctx):
        return
        yield

    def face_up(ctx):
        return ctx.this.location is Location.SPELL_TRAP_ZONE and ctx.this.face_up

    def maintain(ctx):
        duel = ctx.duel
        if not (ctx.card.valid and face_up(ctx)):
            return
        if duel.players[ctx.player].lp >= MAINTENANCE:
            duel.pay_lp(ctx.player, MAINTENANCE)
        else:
            duel.destroy([ctx.this], reason="maintenance", by=ctx.player)
        return
        yield

    activation = trap_activation(card, "Negate all Spell effects on the field", operation)
    negation = Effect(card, EffectKind.CONTINUOUS, "Negate all Spell effects on the field",
                      range=frozenset({Location.SPELL_TRAP_ZONE}), negates_spells=True)
    maintenance = Effect(card, EffectKind.TRIGGER, "Pay 700 LP, or this card is destroyed", event="standby_phase",
                         mandatory=True, range=frozenset({Location.SPELL_TRAP_ZONE}), count_limit=1,
                         cannot_be_negated=True, condition=face_up, operation=maintain)
    return [activation, negation, maintenance]
