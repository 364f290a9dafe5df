"""Exiled Force (74131780), Effect Monster (EARTH Warrior, Level 4, 1000/1000): "You can Tribute this
card to target 1 monster on the field; destroy that target."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import MONSTER_ZONES, in_monster_zone, monsters_on_field
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


def _tribute_this(ctx):
    """Cost: Tribute this card (it goes to its owner's GY, "tributed")."""
    from duelcore.rules.summon import tribute

    tribute(ctx.duel, ctx.player, ctx.this)


@script(74131780)
def exiled_force(card):
    """An Ignition Effect (Spell Speed 1) of the face-up card in a Monster Zone: Tribute it (cost),
    then target 1 monster on the field, face-up or face-down, either side, not this card (it is
    no longer on the field: "You cannot activate the effect of "Exiled Force" if it is the only
    monster on the field", UDE FAQ; Q&A of 01/17/2004); destroy that target. Under the goat rule
    flag ``ignition_priority`` it may be activated right after its Summon, before the opponent may
    respond, and the opponent may still chain to it (Netrep: "may activate its effect immediately
    upon summoning before the opponent may respond to the summoning"; Q&A of 12/15/2003: Torrential
    Tribute may be chained to it). Source: card text; goatrulings.com "Exiled Force"."""
    return [Effect(card, EffectKind.IGNITION, "Tribute this card: destroy 1 monster on the field", range=MONSTER_ZONES,
                   cost=_tribute_this, operation=destroy_targets,
                   **targeting(monsters_on_field, in_monster_zone, prompt="Choose a monster to destroy"))]
