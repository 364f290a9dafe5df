"""Monster Gate (43040603), Normal Spell: "Tribute 1 monster; excavate cards from the top of your Deck
until you excavate a monster that can be Normal Summoned/Set. Special Summon it, also send the other
excavated cards to the GY."

Its text of 2005 ("Offer 1 monster on your side of the field as a Tribute. Pick up cards from your
Deck until you pick up a monster than can be Normal Summoned, and Special Summon it. Send any other
cards picked up to the Graveyard.") may be activated with no such monster in the Deck: see
:func:`monster_gate_2005`.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.deck import excavate_and_summon
from duelcore.cards.procedures.summoning import summon_locked
from duelcore.cards.procedures.tributes import tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.rules.summon import can_be_normal_summoned
from duelcore.state.enums import Location
from duelcore.rules.zones import usable_main_monster_zones


def _leaves_a_zone(ctx):
    """Which monsters the Tribute may be: with no free Main Monster Zone, only one of your own in a
    Main Monster Zone, so that the Special Summon has a zone to go to."""
    player = ctx.player
    free = bool(usable_main_monster_zones(ctx.duel, player))
    return lambda m: free or (m.controller == player and m.location is Location.MAIN_MONSTER_ZONE)


def _can_pay(ctx):
    """A monster may be Tributed for the cost."""
    return bool(tribute_cost_candidates(ctx, _leaves_a_zone(ctx)))


def _cost(ctx):
    """Cost: Tribute 1 monster."""
    yield from tribute_as_cost(ctx, _leaves_a_zone(ctx), "Choose a monster to Tribute")


def _may_summon(ctx):
    """Its player may Special Summon this turn (Scapegoat's lock forbids it) and has a card in the Deck."""
    duel = ctx.duel
    return (not summon_locked(duel, ctx.player) and not duel.special_summon_locked(ctx.player)
            and bool(duel.players[ctx.player].deck))


def _operation(ctx):
    """Excavate until a monster that can be Normal Summoned or Set, and Special Summon it."""
    yield from excavate_and_summon(ctx)


TEXT = "Excavate until a monster that can be Normal Summoned/Set; Special Summon it"


@script(43040603)
def monster_gate(card):
    """Cost: Tribute 1 monster (one that frees a Main Monster Zone when none is free). It needs a
    monster that can be Normal Summoned or Set in the Deck, and its player able to Special Summon
    (not under Scapegoat's lock). At resolution: excavate until such a monster, Special Summon it
    (face-up Attack or Defense Position, your choice), also send the other excavated cards to the GY
    (procedures.deck.excavate_and_summon: a monster that cannot be Special Summoned now, a Spirit
    monster, goes to the GY with them). Sources: card text; ProjectIgnis/CardScripts
    official/c43040603.lua."""

    def would_do_something(ctx):
        return _may_summon(ctx) and any(can_be_normal_summoned(c) for c in ctx.duel.players[ctx.player].deck)

    return [spell_activation(card, TEXT, _operation, cost=_cost, can_pay=_can_pay, would_do_something=would_do_something)]


@script(43040603, texts="2005")
def monster_gate_2005(card):
    """"Offer 1 monster on your side of the field as a Tribute. Pick up cards from your Deck until you
    pick up a monster than can be Normal Summoned, and Special Summon it. Send any other cards picked
    up to the Graveyard." (the variant row Monster Gate (GOAT), 504700071.)

    It may be activated with no monster that can be Normal Summoned in the Deck: its UDE FAQ, "If you
    go through your whole Deck without finding a card to pick up, "Monster Gate"'s effect is negated
    and the cards you picked up are shuffled back into the Deck" (goatrulings.com "Monster Gate");
    EDOPro's Goat script checks the Deck for none (ProjectIgnis/CardScripts goat/c43040603.lua,
    "Doesn't check deck"). The rest plays as today: a Spirit monster picked up is sent to the GY, and
    the cards picked up are "sent to the Graveyard", not "discarded" (UDE FAQ)."""
    return [spell_activation(card, TEXT, _operation, cost=_cost, can_pay=_can_pay, would_do_something=_may_summon)]
