"""Ring of Magnetism (20436034), Equip Spell: "You can only equip this card to a monster on your side of
the field. Decrease the ATK and DEF of a monster equipped with this card by 500 points. In addition,
all the monsters on your opponent's side of the field can only attack the monster equipped with this
card, if they attack." """

from duelcore.cards.procedures import equipped_monster
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import type_equip
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(20436034)
def ring_of_magnetism(card):
    """Equip only to a face-up monster its activating player controls: it loses 500 ATK and 500
    DEF (shared ``equip_spell`` with an own-side filter). While equipped, the opponent's monsters
    may only choose the equipped monster as their attack target (``limits_attack_targets``; no
    direct attack is offered while that monster is there). Source: card text."""

    def only_the_equipped(duel, this, attacker, targets):
        held = equipped_monster(this)
        if held is None or attacker.controller == this.controller or held not in targets:
            return targets
        return [held]

    magnet = Effect(card, EffectKind.CONTINUOUS, "The opponent's monsters can only attack the equipped monster",
                    range=frozenset({Location.SPELL_TRAP_ZONE}), limits_attack_targets=only_the_equipped)
    return type_equip(card, "Equip to a face-up monster you control: it loses 500 ATK/DEF", -500, -500,
                      own_side=True) + [magnet]
