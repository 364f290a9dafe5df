"""King of the Swamp (79109599), Effect Monster: "This card can be used as a substitute for any 1
Fusion Material whose name is specifically listed on the Fusion Monster Card, but the other Fusion
Material(s) must be correct. You can discard this card to the Graveyard; add 1 "Polymerization" from
your Deck to your hand."

Its text of April 2005 (the Goat format) is a period variant below (:func:`king_of_the_swamp_2005`).
"""

from duelcore.cards.procedures.search import search_deck
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

POLYMERIZATION = "Polymerization"


def _has_polymerization(ctx):
    """Whether a "Polymerization" is in the activating player's Deck."""
    return any(c.name == POLYMERIZATION for c in ctx.duel.players[ctx.player].deck)


def _effects(card, *, needs_polymerization):
    """The Fusion substitute (face-down too: FD-12) and the Ignition Effect in the hand: discard this
    card (cost) to add 1 "Polymerization" from the Deck to the hand; with ``needs_polymerization`` it
    is not activated when the Deck holds none (``Effect.would_do_something``)."""

    def cost(ctx):
        ctx.duel.move(ctx.this, Location.GY, reason="cost")
        ctx.duel.emit("discarded", ctx.player, card=ctx.this)

    def operation(ctx):
        yield from search_deck(ctx, lambda c: c.name == POLYMERIZATION, "Choose a Polymerization to add")

    return [
        Effect(card, EffectKind.CONTINUOUS, "Substitute for any 1 Fusion Material named on a Fusion Monster",
               range=frozenset({Location.HAND, Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}),
               face_down_ok=True, fusion_substitute=True),
        Effect(card, EffectKind.IGNITION, "Discard this card: add a card from your Deck to your hand (its text)",
               range=frozenset({Location.HAND}), cost=cost,
               would_do_something=_has_polymerization if needs_polymerization else None, operation=operation),
    ]


@script(79109599)
def king_of_the_swamp(card):
    """A Fusion substitute for a named material (face-down too: FD-12), and an Ignition Effect in
    the hand: discard this card (cost) to add 1 "Polymerization" from your Deck to your hand."""
    return _effects(card, needs_polymerization=True)


@script(79109599, texts="2005")
def king_of_the_swamp_2005(card):
    """The text of April 2005: "You can substitute this card for any 1 Fusion Material Monster. When
    you do this, the other Fusion Material Monster(s) must be the correct one(s). Discard this card
    from your hand to the Graveyard to add a "Polymerization" from your Deck to your hand. The Deck
    is then shuffled."

    As today's text, but the discard may be made with no "Polymerization" left in the Deck (it then
    adds nothing): the UDE FAQ of 2005, "You can activate the effect of "King of the Swamp" even if
    all 3 of your "Polymerization" cards are in your Graveyard" (kept by Yugipedia's "Card
    Rulings:King of the Swamp" as out of date: "An email ruling states that "King of the Swamp" can
    only be discarded if the player has at least 1 "Polymerization" in their Deck"). The Deck shown
    when nothing is found is the "fail to find" rule of the goat rules preset, not this card's.

    Whether "any 1 Fusion Material Monster" let it stand in for a material the Fusion Monster does not
    name ("1 Dragon-Type monster") is not ruled in any period source found; it substitutes, as
    today, only for a named material.

    Sources: the period text: cards.goat.en.cdb's variant row King of the Swamp (GOAT) 504700137
    (duelcore/cards/data/texts-2005.json), as printed in AST-082 (Pojo Card of the Day, 2004-07-12);
    goatrulings.com (TheMTtakeover/goat-rulings goat-indv-rulings/king-of-the-swamp.md, UDE FAQ);
    Yugipedia "Card Rulings:King of the Swamp", read in its copy at yugioh.pl/karta/King_of_the_Swamp.
    """
    return _effects(card, needs_polymerization=False)
