"""Sacred Crane (30914564), Effect Monster, Level 4, LIGHT Winged Beast, 1600/400: "If this card is
Special Summoned: Draw 1 card." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.triggers import summoned_this_way
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

#: Every kind of Special Summon, as the "summoned" trigger event names it.
_SPECIAL = ("special", "fusion", "ritual", "xyz", "link")


@script(30914564)
def sacred_crane(card):
    """A mandatory "If" trigger of this card's Special Summon (any Special Summon, not a Normal,
    Tribute or Flip Summon): its controller draws 1 card. Source: card text."""

    def operation(ctx):
        ctx.duel.draw(ctx.player, 1)

    return [Effect(card, EffectKind.TRIGGER, "Draw 1 card", event="summoned", mandatory=True, range=MONSTER_ZONES,
                   condition=lambda ctx: summoned_this_way(ctx, *_SPECIAL), operation=operation)]
