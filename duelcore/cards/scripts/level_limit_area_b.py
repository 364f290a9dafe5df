"""Level Limit - Area B (3136426), Continuous Spell: "Change all face-up Level 4 or higher monsters to
Defense Position." (the same text in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.procedures.locks import position_lock
from duelcore.cards.registry import script


@script(3136426)
def level_limit_area_b(card):
    """Its activation does nothing by itself; once it has resolved, while it is face-up and its
    effects are not negated, every face-up Level 4 or higher monster on the field, both players',
    is changed to face-up Defense Position at once by the rules, with no Chain Link, whenever it is
    in Attack Position: on resolution, when one is Summoned or flipped face-up, and when its
    controller changes it to Attack Position by hand (allowed, and changed back at once). Xyz and
    Link Monsters have no Level. Source: card text; goatrulings.com "Level Limit - Area B" (UDE FAQ:
    "does not use the chain, it is a continuous effect"; "You can change the Battle Position of a
    Level 4 or higher monster, but it will immediately be changed back to Defense Position")."""
    return [spell_activation(card, "Level Limit - Area B", no_effect, needs_card_on_field=True),
            position_lock(card, "Change all face-up Level 4 or higher monsters to Defense Position",
                          lambda monster: monster.level >= 4)]
