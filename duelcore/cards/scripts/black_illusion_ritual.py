"""Black Illusion Ritual (41426869), Ritual Spell: "This card is used to Ritual Summon "Relinquished".
You must also Tribute a monster from your hand or field whose Level is 1 or more." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._ritual_spell import ritual_spell


@script(41426869)
def black_illusion_ritual(card):
    """Ritual Summon "Relinquished" from the hand by Tributing 1 monster of Level 1 or more from the
    hand or field (a total of 1 or more Levels: the first Tribute completes it)."""
    return ritual_spell(card, "Relinquished", 1)
