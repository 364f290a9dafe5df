"""Rite of Spirit (30450531), Normal Trap: "Target 1 "Gravekeeper's" monster in your Graveyard; Special
Summon that target. This card's activation and effect are unaffected by "Necrovalley"."

Its text of 2005 ("Select 1 "Gravekeeper's" monster in your Graveyard and Special Summon it. ...")
plays the same: a period "select 1 card from your Graveyard" is a target (as A Feather of the
Phoenix's UDE FAQ says of its own "Select 1 card from your Graveyard"), so it has no period variant.
"""

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import gy_monsters, of_archetype
from duelcore.cards.procedures.summoning import can_revive
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script

#: The archetype it revives (looked up by name in the card database).
GRAVEKEEPERS = "Gravekeeper's"


def _your_gy_monsters(ctx):
    """The monsters in the activating player's GY."""
    return gy_monsters(ctx, [ctx.player])


def _gravekeepers_you_could_summon(ctx, card):
    """A "Gravekeeper's" monster in your GY that you could Special Summon now."""
    return card.owner == ctx.player and of_archetype(card, GRAVEKEEPERS) and can_revive(ctx, card)


@script(30450531)
def rite_of_spirit(card):
    """Target 1 "Gravekeeper's" monster in your GY that could be Special Summoned (a free Main Monster
    Zone, no Summon lock); at resolution, if it is still there, Special Summon it in face-up Attack or
    Defense Position, your choice. "Unaffected by Necrovalley": Necrovalley's GY lock reads these
    words of this card's text and spares its activation and effect (``necrovalley.UNAFFECTED``;
    scenario goat-necrovalley-spares-rite-of-spirit). Source: card text."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.special_summon(target, ctx.player, None)

    return [trap_activation(card, "Special Summon 1 \"Gravekeeper's\" monster from your GY", operation,
                            **targeting(_your_gy_monsters, _gravekeepers_you_could_summon,
                                        prompt="Choose a \"Gravekeeper's\" monster to Special Summon"))]
