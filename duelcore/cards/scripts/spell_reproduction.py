"""Spell Reproduction (29228529), Normal Spell: "Send 2 Spells from your hand to the GY, then target 1
Spell in your GY; add it to your hand."

The same text in 2005 (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import TriggerEvent
from duelcore.state.enums import Location

#: How many Spells the cost sends from the hand.
COST_SPELLS = 2


def _spells_in_hand(ctx):
    """The Spell Cards in the activating player's hand other than this card."""
    return [c for c in ctx.duel.players[ctx.player].hand if c.data.is_spell and c is not ctx.this]


def _your_gy_spells(ctx):
    """The Spell Cards in the activating player's GY, the top card first."""
    return [c for c in reversed(ctx.duel.players[ctx.player].gy) if c.data.is_spell]


def _in_your_gy(ctx, card):
    """A card still in the activating player's GY."""
    return card.location is Location.GY and card.owner == ctx.player


@script(29228529)
def spell_reproduction(card):
    """Cost: send 2 Spell Cards from your hand (not this one) to the GY, together (they are "sent",
    not discarded). Then target 1 Spell in your GY, one of those just sent among them; a Spell must
    be in your GY before the cost is paid (as EDOPro's script asks, as for A Feather of the
    Phoenix). At resolution the target, if still in your GY, is added to your hand (shown to both
    players). Sources: card text; ProjectIgnis/CardScripts official/c29228529.lua."""

    def cost(ctx):
        duel = ctx.duel
        chosen = yield from ctx.select_cards(_spells_in_hand(ctx), "Choose a Spell to send to the GY", COST_SPELLS)
        with duel.simultaneous():
            for c in chosen:
                duel.move(c, Location.GY, reason="cost")
                duel.emit("sent_to_gy", ctx.player, known_to=(0, 1), card=c)
        duel.raise_event(TriggerEvent("sent_to_gy", list(chosen), [Location.HAND] * len(chosen), player=ctx.player,
                                      reason="cost", data={"face_up": [False] * len(chosen)}))

    def operation(ctx):
        for target in resolved_targets(ctx):
            add_to_hand(ctx.duel, target, ctx.player)

    return [spell_activation(card, "Add 1 Spell from your GY to your hand", operation,
                             cost=cost, can_pay=lambda ctx: len(_spells_in_hand(ctx)) >= COST_SPELLS,
                             **targeting(_your_gy_spells, _in_your_gy, prompt="Choose a Spell to add to your hand"))]
