"""Spell Shield Type-8 (38275183), Counter Trap: "Activate 1 of these effects.
● When a Spell Card is activated that targets exactly 1 monster on the field: Negate the activation, and
if you do, destroy it.
● When a Spell Card is activated: Send 1 Spell Card from your hand to the Graveyard; negate the
activation, and if you do, destroy it." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.negation import (last_link, negate_remembered_activation, remember_last_link,
                                                spell_card_activated, targets_one_monster)
from duelcore.cards.registry import script
from duelcore.state.enums import Location


def _spells_in_hand(ctx):
    """The Spell Cards in the activating player's hand."""
    return [c for c in ctx.duel.players[ctx.player].hand if c.data.is_spell]


@script(38275183)
def spell_shield_type_8(card):
    """Two activations of the Counter Trap; its player chooses one (each is offered when it can be
    activated), both in direct response to the activation of a Spell Card (the Chain Link just
    before it: not a Spell already face-up, FS-15):

    - when that Spell Card targets exactly 1 monster on the field (Book of Moon, Snatch Steal): no
      cost; negate the activation, and if it is negated, destroy the Spell;
    - any Spell Card: cost, send 1 Spell Card from the hand to the GY; negate the activation, and
      if it is negated, destroy the Spell.

    The same text in April 2005 (no period variant). Source: card text; UDE FAQ (goatrulings.com,
    TheMTtakeover/goat-rulings goat-indv-rulings/spell-shield-type-8.md: the Spell Card sent is a
    cost)."""

    def targets_a_monster(ctx):
        link = last_link(ctx)
        return spell_card_activated(ctx) and targets_one_monster(link)

    def send_a_spell(ctx):
        chosen = yield from ctx.select_cards(_spells_in_hand(ctx), "Send 1 Spell Card from your hand to the GY")
        for c in chosen:
            ctx.duel.move(c, Location.GY, reason="cost")
            ctx.duel.emit("sent_to_gy", ctx.player, card=c)
        remember_last_link(ctx)

    one_monster = trap_activation(card, "Negate the activation of a Spell Card that targets 1 monster",
                                  negate_remembered_activation, condition=targets_a_monster, target=remember_last_link)
    any_spell = trap_activation(card, "Send 1 Spell Card from your hand to the GY; negate the activation of a Spell Card",
                                negate_remembered_activation, condition=spell_card_activated, cost=send_a_spell,
                                can_pay=lambda ctx: bool(_spells_in_hand(ctx)))
    return [one_monster, any_spell]
