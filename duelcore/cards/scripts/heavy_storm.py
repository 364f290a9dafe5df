"""Heavy Storm (19613556), Normal Spell: "Destroy all Spell and Trap Cards on the field." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import spell_traps_on_field
from duelcore.cards.registry import script


def _others(ctx):
    """Every Spell and Trap Card on the field but Heavy Storm itself: both players' Spell & Trap
    Zones (face-up or Set; a monster held there as an Equip Card included) and Field Zones."""
    return [c for c in spell_traps_on_field(ctx) if c is not ctx.this]


@script(19613556)
def heavy_storm(card):
    """Spell Speed 1; does not target. On resolution every other Spell and Trap Card on the field
    (both sides, face-up or Set, Field Spells and monsters held as Equip Cards included) is
    destroyed at the same time; Heavy Storm goes to the GY after the chain. Cards activated in
    response that stay on the field (Call of the Haunted) are destroyed too, with what their
    leaving brings (its monster destroyed). Not activated while no other Spell/Trap is on the
    field. The same text in April 2005 (no period variant).

    Source: card text; Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/heavy-storm.md: "Heavy Storm does destroy Field Spell Cards"); Netrep on Call
    of the Haunted (its monster is destroyed with it)."""

    def operation(ctx):
        ctx.duel.destroy(_others(ctx), by=ctx.player)

    return [spell_activation(card, "Destroy all Spell and Trap Cards on the field", operation, destroys=_others,
                             would_do_something=lambda ctx: bool(_others(ctx)))]
