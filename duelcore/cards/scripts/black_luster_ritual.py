"""Black Luster Ritual (55761792), Ritual Spell: "This card is used to Ritual Summon "Black Luster
Soldier". You must also Tribute monsters from your hand or field whose total Levels equal 8 or more." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._ritual_spell import ritual_spell


@script(55761792)
def black_luster_ritual(card):
    """Ritual Summon "Black Luster Soldier" from the hand by Tributing monsters from the hand or
    field whose Levels total 8 or more."""
    return ritual_spell(card, "Black Luster Soldier", 8)
