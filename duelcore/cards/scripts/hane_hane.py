"""Hane-Hane (7089711), Flip Effect Monster, Level 2, EARTH Beast, 450/500: "FLIP: Select 1 monster on
the field and return it to its owner's hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_return_monster


@script(7089711)
def hane_hane(card):
    """FLIP (mandatory): 1 monster on the field (either side, face-up or face-down, Hane-Hane
    itself included) returns to its owner's hand. The monster is chosen when the effect is
    activated (it targets: the current printing reads "Target 1 monster on the field; return that
    target to the hand", and Konami's rulings treat it as targeting), so a monster that has left
    the Monster Zone by resolution is not replaced by another."""
    return [flip_return_monster(card, "FLIP: return 1 monster on the field to its owner's hand")]
