"""Skull Archfiend of Lightning (61370518), Effect Monster, Level 6, DARK Fiend, 2500/1200: "During each
of your Standby Phases, you must pay 500 Life Points (this is not optional), or this card is destroyed.
Before resolving an opponent's card effect that targets this card, roll a six-sided die, negate the
effect if you roll 1, 3 or 6, and if you do, destroy that card." """

from duelcore.cards.procedures.field_spells import standby_lp_waived
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.life_points import pay_or_destroy
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

MAINTENANCE = 500
NEGATING_ROLLS = (1, 3, 6)


@script(61370518)
def skull_archfiend_of_lightning(card):
    """Maintenance in its controller's own Standby Phases: pay 500 LP if they can, else it is
    destroyed; nothing to pay while Pandemonium applies. Before an opponent's effect that targets
    it resolves: its controller rolls a die; on 1, 3 or 6 that effect is negated and its card
    destroyed (it starts no chain: it is not an activated effect)."""

    def maintain(duel, this):
        if duel.turn_player == this.controller and not standby_lp_waived(duel, this):
            pay_or_destroy(duel, this, MAINTENANCE)

    def roll(duel, this, link):
        if link.player == this.controller:
            return False  # only an opponent's card effect
        if duel.roll_die(this.controller, this) not in NEGATING_ROLLS:
            return False
        if link.card.on_field:
            duel.destroy([link.card], by=this.controller)
        return True

    return [
        Effect(card, EffectKind.CONTINUOUS, "Pay 500 LP in each of your Standby Phases, or this card is destroyed",
               range=MONSTER_ZONES, maintenance=maintain),
        Effect(card, EffectKind.CONTINUOUS, "Roll a die before an opponent's effect that targets this card resolves",
               range=MONSTER_ZONES, before_targeted_resolution=roll),
    ]
