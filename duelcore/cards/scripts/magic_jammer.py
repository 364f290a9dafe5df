"""Magic Jammer (77414722), Counter Trap: "When a Spell Card is activated: Discard 1 card; negate the
activation, and if you do, destroy it." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.negation import last_link, negate_remembered_activation, spell_card_activated
from duelcore.cards.registry import script


@script(77414722)
def magic_jammer(card):
    """Responds directly to the activation of a Spell Card (the Chain Link just before it, not a
    Spell already face-up: FS-15); cost: discard 1 card (not itself)."""

    def cost(ctx):
        yield from discard_cost(ctx)
        ctx.values["negates"] = last_link(ctx)

    return [trap_activation(card, "Negate the activation of a Spell Card", negate_remembered_activation,
                            condition=spell_card_activated,
                            cost=cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)))]
