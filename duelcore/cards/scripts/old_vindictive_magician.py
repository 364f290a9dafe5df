"""Old Vindictive Magician (45141844), Flip Effect Monster: "FLIP: Target 1 monster your opponent
controls; destroy that target." """

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.registry import script


@script(45141844)
def old_vindictive_magician(card):
    """FLIP: target 1 monster the opponent controls (face-up or face-down; never one of this card's
    controller's own monsters, this card included) and destroy it. Built like Man-Eater Bug's
    (man_eater_bug.py): it never misses the timing, and with no monster on the opponent's side it
    does not activate. The target is destroyed only if the opponent still controls it at
    resolution."""

    return [flip_effect(card, "FLIP: destroy 1 monster your opponent controls", destroy_targets,
                        candidates=opponents_monsters, legal=is_opponents_monster,
                        prompt="Choose a monster your opponent controls to destroy")]
