"""Magician of Faith (31560081), Flip Effect Monster, Level 1, LIGHT Spellcaster, 300/400: "FLIP:
Target 1 Spell in your GY; add that target to your hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_add_from_gy


@script(31560081)
def magician_of_faith(card):
    """FLIP (mandatory): target 1 Spell Card in its controller's GY and add it to the hand (shown
    to both players: it was public in the GY). Not activated when that GY holds no Spell."""
    return [flip_add_from_gy(card, "FLIP: add 1 Spell from your GY to your hand", lambda c: c.data.is_spell, "Spell")]
