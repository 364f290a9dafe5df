"""Jinzo (77585513), Effect Monster (DARK Machine, Level 6, 2400/1500): "Trap Cards, and their effects
on the field, cannot be activated. Negate all Trap effects on the field."

Its text of April 2005 reads "Trap Cards, and their effects on the field, cannot be activated.
Negate all Trap Card effects on the field." (cards.goat.en.cdb; the older printing 77585514: "Trap
Cards cannot be activated. The effects of all face-up Trap Cards are negated.") and plays the same,
so it has no period variant.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


def _trap_on_field(duel, this, effect, player):
    """A Trap Card's activation, or an effect of a Trap Card on the field (either player's)."""
    card = effect.card
    return card.data.is_trap and (effect.kind is EffectKind.ACTIVATE or card.on_field)


@script(77585513)
def jinzo(card):
    """Two Continuous Effects while it is face-up in a Monster Zone: no Trap Card can be activated
    and no effect of a Trap Card on the field (either player's) can be; and every Trap effect on
    the field is negated (``negates_traps``: read when a Trap's Chain Link resolves, so a Trap
    activated before Jinzo came face-up in the same chain resolves with no effect, and a Continuous
    Trap's lasting effects, Call of the Haunted's "destroy that monster" among them, do not apply).
    Traps that resolved fully before it was face-up are not undone. Source: card text; Netrep
    rulings (goatrulings.com "Jinzo": "Traps activated and fully resolved before "Jinzo" is face up
    on the field are not negated"; "Traps may not be activated while "Jinzo" is face up on the
    field"); goatrulings.com "Call of the Haunted" (Netrep: "If "Call of the Haunted" is destroyed
    while "Jinzo" is face-up on the field, the monster targeted by "Call of the Haunted" will not be
    destroyed")."""
    lock = Effect(card, EffectKind.CONTINUOUS, "Trap Cards, and their effects on the field, cannot be activated",
                  range=MONSTER_ZONES, forbids_activation=_trap_on_field)
    negation = Effect(card, EffectKind.CONTINUOUS, "Negate all Trap effects on the field", range=MONSTER_ZONES,
                      negates_traps=True)
    return [lock, negation]
