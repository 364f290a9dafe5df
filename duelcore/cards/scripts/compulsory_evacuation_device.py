"""Compulsory Evacuation Device (94192409), Normal Trap: "Target 1 monster on the field; return that
target to the hand." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script


@script(94192409)
def compulsory_evacuation_device(card):
    """Targets 1 monster on either side of the field (face-up or face-down); on resolution, if it is
    still that monster in a Monster Zone, it returns to its owner's hand (a Token ceases to exist).
    Any time a Normal Trap may be activated, not in the Damage Step: returning the attacking
    monster in the Battle Step ends its attack, returning the attack target leaves the attacker a
    replay (the battle rules). Chained to a Flip-Summoned monster's FLIP effect, the monster
    returns first and its effect still resolves. The same text in April 2005 (no period variant).

    Source: card text; UDE FAQ and Netrep (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/compulsory-evacuation-device.md: "targets 1 monster"; the Battle Step but not
    the Damage Step; no replay for a returned attacker, a replay for a returned defender; Curtis
    Schultz 2004-03-08 on Cyber Jar's FLIP effect)."""
    return [trap_activation(card, "Return 1 monster on the field to the hand", return_targets_to_hand,
                            **targeting(monsters_on_field, in_monster_zone, prompt="Choose a monster to return to the hand"))]
