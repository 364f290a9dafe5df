"""Ring of Magnetism (20436034), Equip Spell: "You can only equip this card to a monster on your side of
the field. Decrease the ATK and DEF of a monster equipped with this card by 500 points. In addition,
all the monsters on your opponent's side of the field can only attack the monster equipped with this
card, if they attack." """

from duelcore.cards.scripts import script
from duelcore.cards.scripts._st_spells import type_equip


@script(20436034)
def ring_of_magnetism(card):
    """Equip only to a face-up monster its activating player controls: it loses 500 ATK and 500
    DEF (shared ``equip_spell`` with an own-side filter).

    NOT YET APPLIED (engine gap, pending scenario ``st-spells-ring-of-magnetism-attack-lock``):
    "all the monsters on your opponent's side of the field can only attack the monster equipped
    with this card". The engine has no Continuous Effect that restricts which monsters may be
    chosen as an attack target (rules.battle._choose_target offers every opponent's monster);
    it needs an Effect field such as ``restricts_attack_target(duel, card, attacker) -> set of
    legal targets``, read there and on replays. Source: card text."""
    return type_equip(card, "Equip to a face-up monster you control: it loses 500 ATK/DEF", -500, -500,
                      own_side=True)
