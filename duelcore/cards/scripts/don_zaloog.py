"""Don Zaloog (76922029), Effect Monster, Level 4, DARK Warrior, 1400/1500: "When this card inflicts
battle damage to your opponent: You can activate 1 of these effects;
● Discard 1 random card from their hand.
● Send the top 2 cards of their Deck to the GY."

Its text of 2005 ("When this card inflicts Battle Damage to your opponent, you can either: ● Discard 1
random card from your opponent's hand. OR ● Send the top 2 cards of your opponent's Deck to the
Graveyard.") plays the same, so one script serves both.
"""

from duelcore.cards.procedures.deck import send_deck_top_to_gy
from duelcore.cards.procedures.discard import discard_at_random
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind

DISCARD = "Discard 1 random card from their hand"
MILL = "Send the top 2 cards of their Deck to the GY"


def _inflicted(ctx):
    """This card inflicted battle damage to its controller's opponent and is still on the field."""
    ev = ctx.event
    return (ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller
            and ctx.this.location in MONSTER_ZONES)


def _modes(ctx):
    """The effects that could be applied now: a discard needs a card in the opponent's hand, the
    other a card in their Deck."""
    opp = ctx.duel.players[ctx.opponent]
    return [m for m, ok in ((DISCARD, bool(opp.hand)), (MILL, bool(opp.deck))) if ok]


@script(76922029)
def don_zaloog(card):
    """An optional "When" trigger in the Damage Step when this card inflicts battle damage to its
    controller's opponent: on activation its controller declares one of the two effects (only one
    that could be applied is offered), applied at resolution: the opponent discards 1 card at
    random (the duel's seeded generator), or the top 2 cards of their Deck are sent to the GY.
    Source: card text, today's and that of 2005."""

    def choose(ctx):
        words = yield from ctx.declare(_modes(ctx), "Choose 1 effect (Don Zaloog)")
        ctx.values["mode"] = words

    def operation(ctx):
        if ctx.values.get("mode") == DISCARD:
            discard_at_random(ctx.duel, ctx.opponent)
        else:
            send_deck_top_to_gy(ctx.duel, ctx.opponent, 2)

    return [Effect(card, EffectKind.TRIGGER, "Discard 1 random card from their hand, or send the top 2 cards of their Deck to the GY",
                   event="battle_damage", when=True, damage_step=True, range=MONSTER_ZONES, condition=_inflicted,
                   would_do_something=lambda ctx: bool(_modes(ctx)), target=choose, operation=operation)]
