"""Imperial Order (61740673), Continuous Trap: "Negate all Spell effects on the field. Once per turn,
during the Standby Phase, you must pay 700 LP (this is not optional), or this card is destroyed." """

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.procedures.life_points import pay_or_destroy, pay_or_destroy_by_choice
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

    def maintain(duel, this):
        pay_or_destroy(duel, this, MAINTENANCE)

    maintenance = Effect(card, EffectKind.CONTINUOUS, "Pay 700 LP in each Standby Phase, or this card is destroyed",
                         range=frozenset({Location.SPELL_TRAP_ZONE}), maintenance=maintain)
    return _negate_all_spell_effects(card) + [maintenance]


def _negate_all_spell_effects(card):
    """The card's activation (it does nothing more) and "Negate all Spell effects on the field"."""
    activation = trap_activation(card, "Negate all Spell effects on the field", no_effect)
    negation = Effect(card, EffectKind.CONTINUOUS, "Negate all Spell effects on the field",
                      range=frozenset({Location.SPELL_TRAP_ZONE}), negates_spells=True)
    return [activation, negation]


@script(61740673, texts="2005")
def imperial_order_2005(card):
    """"Negate all Spell effects on the field. Once per turn, during your Standby Phase, pay 700 LP
    or destroy this card." (cards.goat.en.cdb and the variant row Imperial Order (Pre-Errata),
    511002996.)

    Spell effects are negated as today's text says (:func:`imperial_order`). The maintenance comes
    only in its controller's own Standby Phase ("your Standby Phase"), and it is a choice: its
    controller may pay 700 LP, or decline and the card is destroyed; they cannot pay if it would
    bring their LP to 0 (Netrep, Curtis Schultz, 2003-12-23, goatrulings.com "Imperial Order":
    "This card does not have mandatory payments ... They cannot choose to pay if it would make
    their Life Points become 0"). Like today's, it is a maintenance cost, not an effect: it starts
    no chain. Forbidden on the Forbidden & Limited list of April 2005, so it plays only outside it."""

    def maintain(duel, this):
        if duel.turn_player == this.controller:
            yield from pay_or_destroy_by_choice(duel, this, MAINTENANCE)

    maintenance = Effect(card, EffectKind.CONTINUOUS, "Once per turn, during your Standby Phase, pay 700 LP or destroy this card",
                         range=frozenset({Location.SPELL_TRAP_ZONE}), maintenance=maintain)
    return _negate_all_spell_effects(card) + [maintenance]
