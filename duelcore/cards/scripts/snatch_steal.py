"""Snatch Steal (45986603), Equip Spell: "Equip only to a monster your opponent controls. Take control
of the equipped monster. During each of your opponent's Standby Phases: They gain 1000 Life Points."

Its text of April 2005 (cards.goat.en.cdb): "Take control of a monster on your opponent's side of the
field that is equipped with this card. Increase your opponent's Life Points by 1000 points during each
of their Standby Phases." """

from duelcore.cards.procedures.equip import control_equip_spell
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: LP the opponent gains in each of their Standby Phases.
GAIN = 1000


def _opponent_gains_lp(card):
    """"During each of your opponent's Standby Phases: They gain 1000 Life Points": a mandatory
    Trigger Effect of this card while it is face-up in a Spell & Trap Zone (its activation
    resolved), in every Standby Phase of its controller's opponent, whoever controls the equipped
    monster then (goatrulings.com "Snatch Steal", UDE FAQ: "the +1000 Life Points effect is applied
    even if Remove Brainwashing has returned control"; Netrep: the opponent "will continue to
    regain 1000 LP per Standby Phase as long as Snatch Steal remains on the field"). It resolves
    only if this card is still on the field (ProjectIgnis ``official/c45986603.lua``); negated
    (Imperial Order), it is not activated ("will not receive 1000 Life Points per Standby Phase as
    long as Imperial Order remains active", goatrulings.com "Imperial Order")."""

    def condition(ctx):
        this = ctx.this
        return (ctx.event.player == 1 - this.controller and this.face_up
                and bool(this.values.get("resolved")))

    def operation(ctx):
        ctx.duel.gain_lp(ctx.opponent, GAIN)

    return Effect(card, EffectKind.TRIGGER, "Your opponent gains 1000 LP", event="standby_phase", mandatory=True,
                  range=frozenset({Location.SPELL_TRAP_ZONE}), needs_card_on_field=True, condition=condition,
                  operation=operation)


@script(45986603)
def snatch_steal(card):
    """Today's text: an Equip Spell for a face-up monster the opponent controls, taking control of
    it while it applies (``procedures.equip.control_equip_spell``); its opponent gains 1000 LP in
    each of their Standby Phases. The monster turned face-down: this card is sent to the GY and
    control returns (the control is this card's effect, which ends with it: ProjectIgnis
    ``official/c45986603.lua``, EFFECT_SET_CONTROL as an equip effect; yugioh-wiki.net 《強奪》 names
    Book of Moon, beside Mystical Space Typhoon and Dust Tornado, among the answers that end it)."""
    return control_equip_spell(card, "Equip to a monster your opponent controls and take control of it") + [
        _opponent_gains_lp(card)]


@script(45986603, texts="2005")
def snatch_steal_2005(card):
    """The text and rulings of April 2005: as today, except that when the equipped monster is
    turned face-down, this card is sent to the GY and the monster stays under the control of this
    card's controller for good. Source: goatrulings.com "Snatch Steal", Netrep ("If the monster
    equipped with Snatch Steal is turned face-down, Snatch Steal will be sent to the Graveyard and
    the monster will remain under the control of the controller of Snatch Steal"); the same
    Netrep on "Book of Moon"."""
    return control_equip_spell(card, "Equip to a monster your opponent controls and take control of it",
                               kept_when_face_down=True) + [_opponent_gains_lp(card)]
