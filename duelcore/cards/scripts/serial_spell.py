"""Serial Spell (49398568), Quick-Play Spell: "Activate only when you activate one of your Normal Spell
Cards. Discard all the cards in your hand to the Graveyard. The effect of this card becomes the same as
the Normal Spell Card."

The same text in 2005 (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.copying import copy_spell_effect
from duelcore.cards.procedures.discard import discard_hand_cost, other_cards_in_hand
from duelcore.cards.registry import script


@script(49398568)
def serial_spell(card):
    """Activated only as the Chain Link just after the activation of one of your own Normal Spell
    Cards (nothing between them: its UDE FAQ), and only if that Spell's effect could be activated by
    it now. Cost: discard every other card in your hand (at least one: "You cannot activate "Serial
    Spell" if it is the only card in your hand"). Its effect is the Normal Spell's, copied without its
    cost, its targets chosen anew (procedures.copying). Sources: card text; goatrulings.com "Serial
    Spell" (UDE FAQ)."""
    return [spell_activation(card, "The effect of this card becomes the same as the Normal Spell Card",
                             cost=discard_hand_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                             **copy_spell_effect())]
