"""Horus the Black Flame Dragon LV6 (11224103), Effect Monster: "This card is unaffected by Spell
effects. During the End Phase, if this card destroyed a monster by battle this turn: You can send
this face-up card to the Graveyard; Special Summon 1 "Horus the Black Flame Dragon LV8" from your
hand or Deck." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import level_up_effects, unaffected_by_spells


@script(11224103)
def horus_the_black_flame_dragon_lv6(card):
    """Unaffected by Spell effects (a Continuous Effect); in the End Phase of a turn in which it
    destroyed a monster by battle (as the attacker or as the attack target), its controller may send
    it face-up from the field to the GY (cost) to Special Summon Horus LV8 from the hand or Deck
    (its proper way: it is "properly summoned")."""
    return [unaffected_by_spells(card), *level_up_effects(card, "Horus the Black Flame Dragon LV8")]
