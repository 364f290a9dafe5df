"""Man-Eater Bug (54652250), Flip Effect Monster: "FLIP: Target 1 monster on the field; destroy it." """

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.targeting import resolved_targets
from duelcore.cards.registry import script


@script(54652250)
def man_eater_bug(card):
    """FLIP: target 1 monster on the field (itself included) and destroy it. A FLIP effect never
    misses the timing and activates even when this card is destroyed by the battle that flipped it;
    it then cannot target itself, a monster destroyed by battle being no legal target
    (``Duel.can_be_targeted``; Konami OCG FAQ, cid 4507)."""

    return [flip_effect(card, "FLIP: destroy 1 monster on the field", destroy_targets, candidates=monsters_on_field,
                        legal=in_monster_zone, prompt="Choose a monster to destroy", destroys=resolved_targets)]
