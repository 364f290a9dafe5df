"""King of the Swamp (79109599), Effect Monster: "This card can be used as a substitute for any 1
Fusion Material whose name is specifically listed on the Fusion Monster Card, but the other Fusion
Material(s) must be correct. You can discard this card to the Graveyard; add 1 "Polymerization" from
your Deck to your hand." """

from duelcore.cards.procedures import search_deck
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

POLYMERIZATION = "Polymerization"


@script(79109599)
def king_of_the_swamp(card):
    """A Fusion substitute for a named material (face-down too: FD-12), and an Ignition Effect in
    the hand: discard this card (cost) to add 1 "Polymerization" from your Deck to your hand."""

    def has_polymerization(ctx):
        return any(c.name == POLYMERIZATION for c in ctx.duel.players[ctx.player].deck)

    def cost(ctx):
        ctx.duel.move(ctx.this, Location.GY, reason="cost")
        ctx.duel.emit("discarded", ctx.player, card=ctx.this)
        return
        yield

    def operation(ctx):
        yield from search_deck(ctx, lambda c: c.name == POLYMERIZATION, "Choose a Polymerization to add")

    return [
        Effect(card, EffectKind.CONTINUOUS, "Substitute for any 1 Fusion Material named on a Fusion Monster",
               range=frozenset({Location.HAND, Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}),
               face_down_ok=True, fusion_substitute=True),
        Effect(card, EffectKind.IGNITION, "Discard this card: add a card from your Deck to your hand (its text)",
               range=frozenset({Location.HAND}), cost=cost, would_do_something=has_polymerization,
               operation=operation),
    ]
