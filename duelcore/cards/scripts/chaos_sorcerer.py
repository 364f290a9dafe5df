"""Chaos Sorcerer (9596126), Effect Monster (DARK Spellcaster, Level 6, 2300/2000): "Cannot be Normal
Summoned/Set. Must first be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster
from your Graveyard. Once per turn: You can target 1 face-up monster on the field; banish that
target. This card cannot attack the turn you activate this effect."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.banish import banish_from_gy_summon, banish_target_ignition
from duelcore.cards.procedures.filters import face_up_monsters, is_face_up_monster
from duelcore.cards.registry import script
from duelcore.cards.types import Attribute


@script(9596126)
def chaos_sorcerer(card):
    """Its own Special Summon from the hand by banishing 1 LIGHT and 1 DARK monster from its
    controller's GY (:func:`~duelcore.cards.procedures.banish.banish_from_gy_summon`), and an
    Ignition Effect once per turn: target 1 face-up monster on the field (itself included); banish
    it if it is still face-up at resolution; this card cannot attack this turn from the activation
    on, even if the effect then does nothing
    (:func:`~duelcore.cards.procedures.banish.banish_target_ignition`; UDE FAQ, goatrulings.com
    "Chaos Sorcerer")."""
    return [banish_from_gy_summon(card, Attribute.LIGHT, Attribute.DARK),
            banish_target_ignition(card, "Banish 1 face-up monster on the field (this card cannot attack this turn)",
                                   face_up_monsters, is_face_up_monster, "Choose a face-up monster to banish")]
