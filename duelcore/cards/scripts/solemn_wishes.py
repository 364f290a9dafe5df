"""Solemn Wishes (35346968), Continuous Trap: "Increase your Life Points by 500 points each time you draw
a card (or cards)." (the same text in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: LP gained for each draw.
GAIN = 500


@script(35346968)
def solemn_wishes(card):
    """Its activation does nothing by itself; once it has resolved, while it is face-up on the field
    and its effects are not negated, each time its controller draws (in the Draw Phase or by an
    effect) they gain 500 LP, once per draw however many cards it draws, at once and with no Chain
    Link (``Effect.on_draw``). Source: card text; goatrulings.com "Solemn Wishes" (Netrep: "The Life
    Point gain of Solemn Wishes is per instance of drawing, not per card"); ProjectIgnis
    ``official/c35346968.lua`` (EFFECT_TYPE_CONTINUOUS on EVENT_DRAW: no Chain Link)."""

    def on_draw(duel, this, player, cards):
        if player == this.controller:
            duel.gain_lp(player, GAIN, card=this)

    return [trap_activation(card, "Solemn Wishes", no_effect, needs_card_on_field=True),
            Effect(card, EffectKind.CONTINUOUS, "Gain 500 LP each time you draw",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), on_draw=on_draw)]
