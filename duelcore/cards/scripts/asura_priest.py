"""Asura Priest (2134346), Spirit Effect Monster (LIGHT Fairy, Level 4, 1700/1200): "Cannot be Special
Summoned. During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it
to the hand. This card can attack all monsters your opponent controls once each."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.spirits import spirit_effects
from duelcore.cards.registry import script
from duelcore.rules.battle import ATTACK_EACH_MONSTER
from duelcore.state.effects import Effect, EffectKind


@script(2134346)
def asura_priest(card):
    """The Spirit monster's effects (:func:`~duelcore.cards.procedures.spirits.spirit_effects`), and
    a Continuous Effect: it may attack each monster the opponent controls once per turn, one
    battle at a time, not necessarily in a row and not necessarily all of them; it may attack
    directly only if it has attacked no monster this turn, and after a direct attack it attacks no
    more (rules.battle, :data:`~duelcore.rules.battle.ATTACK_EACH_MONSTER`; UDE FAQ and Netrep,
    goatrulings.com "Asura Priest")."""
    attacks = Effect(card, EffectKind.CONTINUOUS, "Can attack all monsters your opponent controls once each",
                     range=MONSTER_ZONES, grants=ATTACK_EACH_MONSTER)
    return spirit_effects(card) + [attacks]
