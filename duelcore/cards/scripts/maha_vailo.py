"""Maha Vailo (93013676), Effect Monster, Level 4, LIGHT Spellcaster, 1550/1400: "This card gains 500 ATK
for each Equip Card equipped to this card." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import MONSTER_ZONES, equip_cards_of
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


@script(93013676)
def maha_vailo(card):
    """Continuous Effect while face-up in a Monster Zone: +500 ATK for each Equip Card equipped to
    it now (Equip Spells of either player and monsters held as Equip Cards), counted when ATK is
    read, on top of what those Equip Cards give themselves. No Equip Card, no gain; an Equip Card
    equipped to another monster does not count."""
    return [Effect(card, EffectKind.CONTINUOUS, "This card gains 500 ATK for each Equip Card equipped to it",
                   range=MONSTER_ZONES,
                   modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                     value_fn=lambda c: 500 * len(equip_cards_of(c.duel, c))))]
