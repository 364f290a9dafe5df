"""Gravity Bind (85742772), Continuous Trap: "Level 4 or higher monsters cannot attack." (the same text
in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, trap_activation
from duelcore.cards.procedures.locks import attack_lock
from duelcore.cards.registry import script


@script(85742772)
def gravity_bind(card):
    """Its activation does nothing by itself; once it has resolved, while it is face-up and its
    effects are not negated, no Level 4 or higher monster (either player's) can attack: none may
    declare an attack, and one whose attack was declared before (Gravity Bind activated in response
    to it) stops before the Damage Step. Xyz and Link Monsters have no Level. Source: card text;
    goatrulings.com "Gravity Bind" (Netrep Q&A, bishop, 01/02/2004: "It prevents them from attacking.
    However, it can be used after the declaration of an attack to [stop] the attack as well")."""
    return [trap_activation(card, "Gravity Bind", no_effect, needs_card_on_field=True),
            attack_lock(card, "Level 4 or higher monsters cannot attack",
                        lambda duel, this, monster: monster.level >= 4, stops_attack=True)]
