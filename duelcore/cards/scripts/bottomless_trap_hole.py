"""Bottomless Trap Hole (29401950), Normal Trap: "When your opponent Summons a monster(s) with 1500
or more ATK: Destroy that monster(s) with 1500 or more ATK, and if you do, banish it." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_stats import ANY_SUMMON, atk_at_least, destroy_and_banish, summon_response_trap


@script(29401950)
def bottomless_trap_hole(card):
    """Answers any Summon by the opponent (Normal, Tribute, Flip or Special) of monsters of which
    at least one has 1500 or more ATK *now* (a Field Spell's modifier included: FS-18); does not
    target; destroys those summoned monsters still face-up on the field with 1500 or more ATK when
    it resolves, and banishes the ones destroyed."""
    return [summon_response_trap(card, "Destroy and banish the summoned monsters with 1500 or more ATK",
                                 kinds=ANY_SUMMON, by_opponent=True, test=atk_at_least(1500),
                                 resolve=destroy_and_banish)]
