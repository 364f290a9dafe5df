"""Ryu Senshi (49868263), Fusion Monster, Level 6, EARTH Warrior, 2000/1200: ""Warrior Dai Grepher" +
"Spirit Ryu" / A Fusion Summon of this card can only be done with the above Fusion Materials. When a
Normal Trap Card is activated (Quick Effect): You can pay 1000 LP; negate that effect. This card must be
face-up on the field to activate and to resolve this effect. Negate the effects of any Spell Card that
targets this card and destroy it."

Its text of 2005: "A Fusion Summon of this monster can only be conducted with the above Fusion Material
Monsters. As long as this card remains face-up on the field, negate the effect of a Normal Trap Card by
paying 1000 Life Points. Negate the effect of a Spell Card that targets this card and destroy it." It
plays the same (no variant).
"""

from duelcore.cards.procedures.negation import negate_normal_card_effect, negates_targeting_card
from duelcore.cards.registry import script


@script(49868263)
def ryu_senshi(card):
    """No Fusion substitute may be used for it (read from its text by the Fusion procedure); an
    Extra Deck monster, revivable only once properly summoned.

    - Quick Effect (no count limit): when a Normal Trap Card is activated (not a Continuous or
      Counter Trap), pay 1000 LP; that Trap's effect is negated, if this card is still face-up on
      the field then (:func:`~duelcore.cards.procedures.negation.negate_normal_card_effect`).
    - Continuous, not optional: a Spell Card that targets it resolves with its effect negated and
      is destroyed; an Equip Spell is never equipped to it
      (:func:`~duelcore.cards.procedures.negation.negates_targeting_card`).

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Ryu Senshi")."""
    return [negate_normal_card_effect(card, "Pay 1000 LP: negate the effect of the Normal Trap Card", "trap", 1000,
                                      needs_card_on_field=True),
            negates_targeting_card(card, "Negate the effect of a Spell Card that targets this card and destroy it", "spell")]
