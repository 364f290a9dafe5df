"""Bottomless Trap Hole (29401950), Normal Trap: "When your opponent Summons a monster(s) with 1500
or more ATK: Destroy that monster(s) with 1500 or more ATK, and if you do, banish it."

Its text of April 2005 (the Goat format) is a period variant below (:func:`bottomless_trap_hole_2005`).
"""

from duelcore.cards.procedures.destruction import destroy_and_banish
from duelcore.cards.procedures.stats import atk_at_least
from duelcore.cards.procedures.summon_response import ANY_SUMMON, summon_response_trap
from duelcore.cards.registry import script


@script(29401950)
def bottomless_trap_hole(card):
    """Answers any Summon by the opponent (Normal, Tribute, Flip or Special) of monsters of which
    at least one has 1500 or more ATK *now* (a Field Spell's modifier included: FS-18); does not
    target; destroys those summoned monsters still face-up on the field with 1500 or more ATK when
    it resolves, and banishes the ones destroyed."""
    return [summon_response_trap(card, "Destroy and banish the summoned monsters with 1500 or more ATK",
                                 kinds=ANY_SUMMON, by_opponent=True, test=atk_at_least(1500),
                                 resolve=destroy_and_banish)]


@script(29401950, texts="2005")
def bottomless_trap_hole_2005(card):
    """The text of April 2005: "When your opponent Normal Summons, Flip Summons, or Special Summons a
    monster(s) with an ATK of 1500 or more, destroy and remove from play the monster(s)."

    Answered as today's text (any Summon by the opponent; no target; the ATK read now), but on
    resolution it also destroys and removes from play the monsters with 1500 or more ATK the
    opponent Summoned in response, in the same chain (``and_summoned_in_chain``). The UDE FAQ of
    2005: "If the opponent Normal Summons "Dark Blade", then you activate "Bottomless Trap Hole", and
    the opponent chains "Ultimate Offering" and Tributes "Dark Blade" to Tribute Summon "Summoned
    Skull" ... "Bottomless Trap Hole" resolves and removes "Summoned Skull" from play." A monster
    Summoned by an earlier Chain Link, before this card was activated, is not taken: it answers only
    the Summon that was the last thing to happen (same FAQ: Monster Reborn and Call of the Haunted).

    Sources: the period text: cards.goat.en.cdb's variant row Bottomless Trap Hole (GOAT) 504700052
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/bottomless-trap-hole.md, UDE FAQ); ProjectIgnis/CardScripts goat/c504700052.lua
    ("It affects all the monsters summoned during the current chain").
    """
    return [summon_response_trap(card, "Destroy and banish the summoned monsters with 1500 or more ATK",
                                 kinds=ANY_SUMMON, by_opponent=True, test=atk_at_least(1500),
                                 resolve=destroy_and_banish, and_summoned_in_chain=True)]
