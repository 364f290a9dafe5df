"""Mask of Darkness (28933734), Flip Effect Monster, Level 2, DARK Fiend, 900/400: "FLIP: Target 1 Trap
Card in your Graveyard; add that target to your hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_add_from_gy


@script(28933734)
def mask_of_darkness(card):
    """FLIP (mandatory): target 1 Trap Card in its controller's GY and add it to the hand (shown to
    both players). Not activated when that GY holds no Trap."""
    return [flip_add_from_gy(card, "FLIP: add 1 Trap from your GY to your hand", lambda c: c.data.is_trap, "Trap")]
