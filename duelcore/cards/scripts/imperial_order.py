"""Imperial Order (61740673), Continuous Trap: "Negate all Spell effects on the field. Once per turn,
during the Standby Phase, you must pay 700 LP (this is not optional), or this card is destroyed." """

from duelcore.cards.procedures import pay_or_destroy, trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MAINTENANCE = 700


@script(61740673)
def imperial_order(card):
    """While face-up in the Spell & Trap Zone, the effects of every Spell Card on the field are
    negated: a Spell activated under it resolves with no effect (its card goes where its type says;
    an Equip Spell is still equipped and stays, while one that equips by its effect, such as
    Premature Burial, equips nothing and goes to the GY), and face-up Spells stop applying until it
    leaves (FS-11, FS-14); so do monsters held as Equip Spells (Immortal Phoenix Gearfried's 500
    ATK). A Spell effect activated on the field stays negated even if its card has left the field
    before it resolves; Spell effects activated off the field (in the GY) are not negated.

    Maintenance, in every Standby Phase (both players'), once per turn: its controller must pay
    700 LP if they can (LP >= 700; there is no choice); if they cannot, it is destroyed. It is a
    maintenance cost, not an effect: it starts no chain and Royal Decree does not spare it."""

    def operation(ctx):
        return
        yield

    def maintain(duel, this):
        yield from pay_or_destroy(duel, this, MAINTENANCE)

    activation = trap_activation(card, "Negate all Spell effects on the field", operation)
    negation = Effect(card, EffectKind.CONTINUOUS, "Negate all Spell effects on the field",
                      range=frozenset({Location.SPELL_TRAP_ZONE}), negates_spells=True)
    maintenance = Effect(card, EffectKind.CONTINUOUS, "Pay 700 LP in each Standby Phase, or this card is destroyed",
                         range=frozenset({Location.SPELL_TRAP_ZONE}), maintenance=maintain)
    return [activation, negation, maintenance]
