"""Pyramid Turtle (77044671), Effect Monster, Level 4, EARTH Zombie, 1200/1400: "When this card is
destroyed by battle and sent to the GY: You can Special Summon 1 Zombie monster with 2000 or less DEF
from your Deck."

Its text of 2005 ("When this card is sent to the Graveyard as a result of battle, you can Special
Summon 1 Zombie-Type monster with a DEF 2000 or less from the Deck to the field. Then shuffle the
Deck.") plays the same, so one script serves both.
"""

from duelcore.cards.procedures.summoning import recruit_trigger
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType


def _zombie_def_2000_or_less(c):
    """A Zombie monster with 2000 or less DEF."""
    d = c.data
    return (d.is_monster and d.monster_type is not None and bool(d.monster_type & MonsterType.ZOMBIE)
            and not d.is_link and d.defense is not None and d.defense <= 2000)


@script(77044671)
def pyramid_turtle(card):
    """Destroyed by battle and sent to the GY: its owner may Special Summon 1 Zombie monster with
    2000 or less DEF from the Deck, in the face-up position they choose (:func:`recruit_trigger`);
    under goat, with none, the Deck is shown to the opponent."""
    return [recruit_trigger(card, "Special Summon 1 Zombie monster with 2000 or less DEF from your Deck",
                            _zombie_def_2000_or_less, "Choose a Zombie monster to Special Summon (Pyramid Turtle)")]
