"""Mage Power (83746708), Equip Spell: "The equipped monster gains 500 ATK and DEF for each
Spell/Trap Card you control." """

from duelcore.cards.procedures import equip_spell, equipped_modifier
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_fields import spell_traps_controlled
from duelcore.state.effects import Modifier, Stat

PER_CARD = 500


@script(83746708)
def mage_power(card):
    """Equip to a face-up monster: it gains 500 ATK and 500 DEF for each Spell/Trap Card the
    controller of Mage Power controls, counted whenever the stats are read: this card itself,
    every other card in their Spell & Trap Zones (face-up or Set) and the Field Spell in their
    Field Zone (face-up or Set; FS-20). The opponent's Spells/Traps do not count."""

    def bonus(monster):
        return PER_CARD * len(spell_traps_controlled(card.duel, card.controller))

    effects = equip_spell(card, "Equip to a face-up monster: it gains 500 ATK/DEF for each Spell/Trap you control")
    for stat in (Stat.ATK, Stat.DEF):
        effects.append(equipped_modifier(card, Modifier(stat, "add", 0, value_fn=bonus)))
    return effects
