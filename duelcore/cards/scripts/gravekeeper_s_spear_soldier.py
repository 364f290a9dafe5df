"""Gravekeeper's Spear Soldier (63695531), Effect Monster, Level 4, DARK Spellcaster, 1500/1000: "If
this card attacks a Defense Position monster, inflict piercing Battle Damage to your opponent."

Its text of 2005 ("During battle between this attacking card and a Defense Position monster whose DEF
is lower than the ATK of this card, inflict the difference as Battle Damage to your opponent.") says
the same in older words: no period variant.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.rules.battle import PIERCING
from duelcore.state.effects import Effect, EffectKind


@script(63695531)
def gravekeeper_s_spear_soldier(card):
    """A Continuous Effect: piercing battle damage (the rule in ``rules.battle.calculate_damage``,
    flag :data:`~duelcore.rules.battle.PIERCING`): attacking a Defense Position monster whose DEF
    is lower than its ATK, it inflicts the difference to that monster's controller (face-down
    monsters included: they are flipped face-up before damage calculation). Source: card text
    (today's and of 2005)."""
    return [Effect(card, EffectKind.CONTINUOUS, "If this card attacks a Defense Position monster, inflict piercing battle damage",
                   range=MONSTER_ZONES, grants=PIERCING)]
