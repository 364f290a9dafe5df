"""Fiend Skull Dragon (66235877), Fusion Monster, Level 5, WIND Dragon, 2000/1200: ""Cave Dragon" +
"Lesser Fiend" / (This card is always treated as an "Archfiend" card.) A Fusion Summon of this card can
only be done with the above Fusion Material Monsters. Negate the effects of Flip Effect Monsters. Negate
any Trap effects that target this card on the field, and if you do, destroy that Trap Card."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.negation import negates_targeting_card
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


def negates_flip_monster_effect(duel, this, link):
    """The Chain Link is an effect of a Flip Effect Monster (its FLIP effect, or any other effect
    of it): its effect is negated as it resolves, while this card is face-up on the field then."""
    return link.card.data.is_monster and link.card.data.is_flip


@script(66235877)
def fiend_skull_dragon(card):
    """No Fusion substitute may be used for it (read from its text by the Fusion procedure); an
    Extra Deck monster, revivable only once properly summoned; Metamorphosis may Special Summon it
    from a Level 5 monster.

    - Continuous: the effects of Flip Effect Monsters, either player's, are negated as they
      resolve while this card is face-up on the field (``negates_link``): the FLIP effect is
      activated and resolves with no effect; removed from the field in that chain, it negates
      nothing.
    - Continuous: a Trap effect that targets it resolves negated, and that Trap Card is destroyed
      (:func:`~duelcore.cards.procedures.negation.negates_targeting_card`). Effects that do not
      target (Torrential Tribute, Mirror Force, Bottomless Trap Hole) apply to it.

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Fiend Skull Dragon": "If your opponent
    Flip Summons a monster with a Flip Effect, and chains a card like "Offerings to the Doomed" to
    destroy "Fiend Skull Dragon", the Flip Effect will not be negated", "The opponent may activate a
    Trap Card that targets "Fiend Skull Dragon", but its effect will be negated and the Trap Card
    destroyed")."""
    flips = Effect(card, EffectKind.CONTINUOUS, "Negate the effects of Flip Effect Monsters", range=MONSTER_ZONES,
                   negates_link=negates_flip_monster_effect)
    return [flips, negates_targeting_card(card, "Negate any Trap effects that target this card, and destroy that Trap Card",
                                          "trap")]
