"""Monster Reincarnation (74848038), Normal Spell: "Discard 1 card, then target 1 monster in your GY;
add it to your hand."

The same text in 2005 (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.filters import gy_monsters
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Location


def _your_gy_monsters(ctx):
    """The monsters in the activating player's GY."""
    return gy_monsters(ctx, [ctx.player])


def _in_your_gy(ctx, card):
    """A card still in the activating player's GY."""
    return card.location is Location.GY and card.owner == ctx.player


@script(74848038)
def monster_reincarnation(card):
    """Cost: discard 1 card (not this one). Then target 1 monster in your GY, the card just
    discarded among them (its UDE FAQ: "You can select a card discarded by the effect of "Monster
    Reincarnation" as a target"); a monster must be in your GY before the cost is paid (as EDOPro's
    script asks). At resolution the target, if still in your GY, is added to your hand (shown to both
    players). Sources: card text; goatrulings.com "Monster Reincarnation" (UDE FAQ);
    ProjectIgnis/CardScripts official/c74848038.lua."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            add_to_hand(ctx.duel, target, ctx.player)

    return [spell_activation(card, "Add 1 monster from your GY to your hand", operation,
                             cost=discard_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                             **targeting(_your_gy_monsters, _in_your_gy, prompt="Choose a monster to add to your hand"))]
