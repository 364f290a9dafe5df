"""Blowback Dragon (25551951), Effect Monster, Level 6, DARK Machine, 2300/1200: "Once per turn: You can
target 1 card your opponent controls; toss a coin 3 times and destroy that target if at least 2 of the
results are heads."

The text of April 2005 is the same.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES, is_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(25551951)
def blowback_dragon(card):
    """An Ignition Effect, once per turn: it targets 1 card its controller's opponent controls (a
    monster or a Spell/Trap, face-up or Set) on activation, before any coin is tossed ("You select the
    target of "Blowback Dragon"'s effect when you activate the effect, BEFORE flipping the coins", UDE
    FAQ); on resolution its controller tosses a coin 3 times (the duel's seeded generator: rules
    "Coins") and the target, if it is still on the field, is destroyed when 2 or 3 of them are Heads.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings blowback-dragon.md, UDE FAQ)."""

    def operation(ctx):
        duel = ctx.duel
        heads = sum(1 for _ in range(3) if duel.toss_coin(ctx.player, ctx.this) == "Heads")
        if heads >= 2:
            duel.destroy(resolved_targets(ctx), by=ctx.player)

    return [Effect(card, EffectKind.IGNITION, "Toss a coin 3 times: destroy 1 card your opponent controls on 2 Heads",
                   range=MONSTER_ZONES, count_limit=1, operation=operation, destroys=resolved_targets,
                   **targeting(lambda ctx: ctx.duel.field_cards(ctx.opponent), is_on_field,
                               prompt="Choose a card to destroy"))]
