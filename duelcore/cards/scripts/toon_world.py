"""Toon World (15259703), Continuous Spell: "Activate this card by paying 1000 LP."

Its other rules live on the Toon monsters ("Cannot be Special Summoned unless you control "Toon
World""; "If "Toon World" on the field is destroyed, destroy this card": see _st_monsters_b.py).
"""

from duelcore.cards.procedures import lp_cost, spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import toon_world_destroyed
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: The activation cost (LP).
COST = 1000


@script(15259703)
def toon_world(card):
    """Activation: pay 1000 LP as a cost (not offered with less than 1000 LP); it then stays
    face-up in the Spell & Trap Zone with no effect of its own. When it is destroyed, the Toon
    monsters' own "destroy this card" effect is carried out through its leave hook
    (:func:`_st_monsters_b.toon_world_destroyed`); that hook reads the Toons' effects, so it is
    not stopped by negating Toon World's effects. Source: card text; Toon card texts."""

    def operation(ctx):
        return
        yield

    activation = spell_activation(card, "Activate Toon World by paying 1000 LP", operation, needs_card_on_field=True,
                                  **lp_cost(COST))
    watch = Effect(card, EffectKind.CONTINUOUS, "Toons are destroyed when this card is destroyed",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), on_leave=toon_world_destroyed, cannot_be_negated=True)
    return [activation, watch]
