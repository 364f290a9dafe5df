"""Royal Decree (51452091), Continuous Trap: "Negate all other Trap effects on the field." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(51452091)
def royal_decree(card):
    """Its activation does nothing by itself; while it is face-up in the Spell & Trap Zone, the
    effects of every other Trap Card on the field (either player's, Counter Traps included) are
    negated: a Trap activated under it resolves with no effect and goes where its type says. A
    Trap effect activated on the field stays negated even if its card has left the field before
    it resolves (destroyed in the chain). It does not negate itself, nor Trap effects activated
    off the field."""

    def operation(ctx):
        return
        yield

    activation = trap_activation(card, "Negate all other Trap effects on the field", operation)
    negation = Effect(card, EffectKind.CONTINUOUS, "Negate all other Trap effects on the field",
                      range=frozenset({Location.SPELL_TRAP_ZONE}), negates_traps=True)
    return [activation, negation]
