"""Gravekeeper's Spy (24317029), Flip Effect Monster, Level 4, DARK Spellcaster, 1200/2000: "FLIP:
Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK from your Deck."

Its text of 2005 ("FLIP: Special Summon 1 Monster Card that includes "Gravekeeper's" in its card name
with an ATK of 1500 or less from your Deck.", the variant row Gravekeeper's Spy (GOAT), 504700044)
plays the same: every "Gravekeeper's" monster has the words in its name. The one difference of the
period, the Deck shown to the opponent when there is no such monster to Summon, is the Goat
format's rule for every search (rule flag ``reveal_deck_when_search_finds_nothing``), not a variant.
"""

from duelcore.cards.procedures.filters import of_archetype
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.summoning import recruit_from_deck
from duelcore.cards.registry import script

ARCHETYPE = "Gravekeeper's"


@script(24317029)
def gravekeeper_s_spy(card):
    """A mandatory FLIP effect (it activates even with no monster to Summon): on resolution its
    player Special Summons 1 "Gravekeeper's" monster with 1500 or less ATK from their Deck
    (``procedures.summoning.recruit_from_deck``), in face-up Attack or Defense Position, their
    choice; the Deck is shuffled. The ATK is read in the Deck: "You can select a Gravekeeper whose
    ATK would be higher than 1500 after being Summoned" (UDE FAQ, goatrulings.com "Gravekeeper's
    Spy": another Spy under Necrovalley). With no such monster, nothing is Summoned (under goat the
    Deck is shown to the opponent: ``search.fail_to_find``). Source: card text (today's and of
    2005); UDE FAQ; ProjectIgnis official/c24317029.lua and goat/c504700044.lua (the same but for
    the Deck shown)."""

    def legal(monster):
        return of_archetype(monster, ARCHETYPE) and monster.data.atk_value <= 1500

    def operation(ctx):
        yield from recruit_from_deck(ctx, legal, "Choose a \"Gravekeeper's\" monster with 1500 or less ATK to Special Summon")

    return [flip_effect(card, "FLIP: Special Summon 1 \"Gravekeeper's\" monster with 1500 or less ATK from your Deck", operation)]
