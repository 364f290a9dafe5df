"""Eatgaboon (42578427), Normal Trap: "If the ATK of a monster summoned by your opponent (excluding
Special Summon) is 500 points or less, the monster is destroyed." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_stats import NORMAL_OR_FLIP, atk_at_most, destroy_monsters, summon_response_trap


@script(42578427)
def eatgaboon(card):
    """Answers the opponent's Normal (or Tribute) or Flip Summon of a monster whose ATK is 500 or
    less *now* (a Field Spell's modifier included: FS-18); does not target; destroys it if it is
    still face-up on the field with 500 or less ATK when this resolves. Never a Special Summon."""
    return [summon_response_trap(card, "Destroy the summoned monster with 500 or less ATK",
                                 kinds=NORMAL_OR_FLIP, by_opponent=True, test=atk_at_most(500),
                                 resolve=destroy_monsters)]
