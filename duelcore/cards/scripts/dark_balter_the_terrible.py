"""Dark Balter the Terrible (80071763), Fusion Monster, Level 5, DARK Fiend, 2000/1200: ""Possessed Dark
Soul" + "Frontier Wiseman" / A Fusion Summon of this monster can only be conducted with the above Fusion
Material Monsters. When a Normal Spell Card is activated, negate the effect by paying 1000 Life Points.
The effect of an Effect Monster that this monster destroys as a result of battle is negated."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.battle import negates_monsters_it_destroys
from duelcore.cards.procedures.negation import negate_normal_card_effect
from duelcore.cards.registry import script


@script(80071763)
def dark_balter_the_terrible(card):
    """Its materials are read from its text by the Fusion procedure, which allows no Fusion
    substitute for it ("can only be conducted with the above Fusion Material Monsters"); an Extra
    Deck monster, revivable only once properly summoned. Metamorphosis may Special Summon it from
    a Level 5 monster (not a Fusion Summon).

    - Quick Effect (Spell Speed 2, either turn, no count limit): when a Normal Spell Card is
      activated, pay 1000 LP; the effect of that Spell is negated (not its activation: it still
      goes to the GY as activated). It resolves even if this card has left the field by then
      (:func:`~duelcore.cards.procedures.negation.negate_normal_card_effect`).
    - A monster it destroys by battle has its effects negated, its FLIP effect after damage
      calculation and its effects in the GY while it stays there (no LP to pay:
      :func:`~duelcore.cards.procedures.battle.negates_monsters_it_destroys`).

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Dark Balter the Terrible")."""
    return [negate_normal_card_effect(card, "Pay 1000 LP: negate the effect of the Normal Spell Card", "spell", 1000,
                                      needs_card_on_field=False)] + negates_monsters_it_destroys(card)
