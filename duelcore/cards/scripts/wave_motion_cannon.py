"""Wave-Motion Cannon (38992735), Continuous Spell: "During your Main Phase: You can send this face-up
card to the GY; inflict 1000 damage to your opponent for each of your Standby Phases that have passed
since this card was activated." """

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.procedures.life_points import effect_damage
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: Damage for each of its controller's Standby Phases passed, in LP.
DAMAGE_EACH = 1000
#: Where the Continuous Spell's effects work.
_ZONE = frozenset({Location.SPELL_TRAP_ZONE})
#: ``Card.values`` key: the controller's Standby Phases passed while it was face-up and activated.
STANDBY_PHASES = "standby_phases_passed"


def _count_standby_phase(ctx):
    """Silent listener on "standby_phase": while this card is face-up on the field with its
    activation resolved, each of its controller's Standby Phases adds 1 to its count (kept on the
    card: a card that leaves the field starts again). Counted even while its effects are negated
    (Imperial Order). Never activates (answers False)."""
    this, ev = ctx.this, ctx.event
    if ev is not None and ev.player == this.controller and this.values.get("resolved"):
        this.values[STANDBY_PHASES] = this.values.get(STANDBY_PHASES, 0) + 1
    return False


@script(38992735)
def wave_motion_cannon(card):
    """The activation of the Continuous Spell does nothing by itself. While it is face-up, each of
    its controller's Standby Phases is counted (:func:`_count_standby_phase`). In its controller's
    Main Phase they may activate its Ignition Effect (Spell Speed 1; its activation resolved first):
    cost, send this face-up card to the GY (the count is read then); the opponent takes 1000 damage
    for each Standby Phase counted (none the turn it was activated). A cost, so nothing can destroy
    it in answer. Under Imperial Order the count goes on, but the effect is negated: no damage.

    Its text of 2005 ("During your Main Phase, you can send this card to the Graveyard to inflict
    1000 points of damage ...") plays the same (no period variant).

    Source: card text; UDE FAQ and Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/wave-motion-cannon.md: sending it is a cost; no damage the turn it is
    activated; Imperial Order counts as normal and negates the damage; "its count starts when it
    enters play and leaves when it leaves play", bishop 2004-01-05)."""

    def usable(ctx):
        return bool(ctx.this.values.get("resolved"))

    def cost(ctx):
        this = ctx.this
        ctx.values["count"] = this.values.get(STANDBY_PHASES, 0)
        ctx.duel.send_to_gy(this, reason="cost")

    def operation(ctx):
        effect_damage(ctx.duel, ctx.opponent, DAMAGE_EACH * ctx.values.get("count", 0))

    return [spell_activation(card, "Activate Wave-Motion Cannon", no_effect, needs_card_on_field=True),
            Effect(card, EffectKind.IGNITION, "Send this card to the GY; 1000 damage for each of your Standby Phases",
                   range=_ZONE, condition=usable, cost=cost, operation=operation),
            Effect(card, EffectKind.TRIGGER, "", event="standby_phase", range=_ZONE, condition=_count_standby_phase)]
