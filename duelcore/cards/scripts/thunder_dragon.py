"""Thunder Dragon (31786629), Effect Monster (LIGHT Thunder, Level 5, 1600/1500): "You can discard this
card; add up to 2 "Thunder Dragon" from your Deck to your hand."

Its text of April 2005 is a period variant below (:func:`thunder_dragon_2005`).
"""

from duelcore.cards.procedures.search import add_to_hand, fail_to_find
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

NAME = "Thunder Dragon"


def _in_deck(ctx):
    """The "Thunder Dragon" in the activating player's Deck, top first."""
    return [c for c in reversed(ctx.duel.players[ctx.player].deck) if c.name == NAME]


def _discard_this(ctx):
    """Cost: discard this card from the hand to the GY."""
    ctx.duel.move(ctx.this, Location.GY, reason="cost")
    ctx.duel.emit("discarded", ctx.player, card=ctx.this)


def _add_up_to_two(ctx):
    """Resolution: add 1 or 2 "Thunder Dragon" from the Deck to the hand (the second is optional),
    shown to both players, then shuffle; with none in the Deck nothing is added (the goat rule
    flag ``reveal_deck_when_search_finds_nothing`` shows the Deck)."""
    duel = ctx.duel
    pool = _in_deck(ctx)
    if not pool:
        fail_to_find(ctx)
        return
    # The copies are the same card: the first is taken, the player says whether to take a second.
    first = pool[:1]
    second = []
    if len(pool) > 1:
        second = yield from ctx.select_cards(pool[1:2], f'Add a second "{NAME}"?', look=True, optional=True)
    for c in first + second:
        add_to_hand(duel, c, ctx.player)
    duel.shuffle_deck(ctx.player)


def _effects(card, *, needs_one):
    """The Ignition Effect in the hand (its controller's Main Phase): discard this card (cost); add
    up to 2 "Thunder Dragon" from the Deck. With ``needs_one`` it is not activated when the Deck
    holds none (``Effect.would_do_something``)."""
    return [Effect(card, EffectKind.IGNITION, 'Discard this card: add up to 2 "Thunder Dragon" from your Deck to your hand',
                   range=frozenset({Location.HAND}), cost=_discard_this,
                   would_do_something=(lambda ctx: bool(_in_deck(ctx))) if needs_one else None, operation=_add_up_to_two)]


@script(31786629)
def thunder_dragon(card):
    """An Ignition Effect in the hand: discard this card (cost) to add 1 or 2 "Thunder Dragon" from
    the Deck to the hand; it is not activated when the Deck holds none. Source: card text."""
    return _effects(card, needs_one=True)


@script(31786629, texts="2005")
def thunder_dragon_2005(card):
    """The text of April 2005: "Discard this card from your hand to the Graveyard to add up to 2
    "Thunder Dragon" cards from your Deck to your hand. Then shuffle your deck. You can only use this
    effect during your Main Phase."

    As today's, but it may be discarded with no "Thunder Dragon" left in the Deck: ""Thunder Dragon"
    may be discarded to search for 0 "Thunder Dragons" in the player's deck" (Netrep); it then adds
    nothing, and the Deck is shown by the goat rule of a search that finds nothing. It is still an
    activated effect of the card in the hand, used only in its controller's Main Phase (an Ignition
    Effect), never when it is discarded by another effect (Netrep).

    Sources: the period text: cards.goat.en.cdb (duelcore/cards/data/texts-2005.json);
    goatrulings.com (TheMTtakeover/goat-rulings goat-indv-rulings/thunder-dragon.md, UDE FAQ and
    Netrep rulings).
    """
    return _effects(card, needs_one=False)
