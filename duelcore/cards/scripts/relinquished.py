"""Relinquished (64631466), Ritual Monster, Level 1, 0/0: "You can Ritual Summon this card with "Black
Illusion Ritual". Once per turn: You can target 1 monster your opponent controls; equip that target
to this card (max. 1). This card's ATK/DEF become equal to that equipped monster's. If this card would
be destroyed by battle, destroy that equipped monster instead. While equipped with that monster, any
battle damage you take from battles involving this card inflicts equal effect damage to your
opponent." """

from duelcore.cards.procedures.equip import equips_opponents_monster, held_equip_card
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(64631466)
def relinquished(card):
    """Once per turn (Ignition): target 1 monster the opponent controls, face-up or face-down; equip
    it to this card as an Equip Card; its ATK/DEF become the held monster's; battle destruction of
    this card destroys the held monster instead (the shared
    :func:`~duelcore.cards.procedures.equip.equips_opponents_monster`). Its own: battle damage its
    controller takes from its battles, while it holds a monster, is also inflicted on the opponent
    as effect damage. Source: card text; Ritual Summon with Black Illusion Ritual (its own script)."""
    effects = equips_opponents_monster(card, "Choose a monster to equip to Relinquished")
    absorb = effects[0]

    def reflect(duel, this, amount):
        if held_equip_card(this, absorb) is not None:
            duel.damage(1 - this.controller, amount, kind="effect_damage")

    mirror = Effect(card, EffectKind.CONTINUOUS, "Battle damage you take from its battles is also inflicted on your opponent",
                    range=MONSTER_ZONES, on_battle_damage=reflect)
    return effects + [mirror]
