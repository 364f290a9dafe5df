"""Archfiend's Oath (22796548), Continuous Spell: "Once per turn: You can pay 500 Life Points, then
declare 1 card name; excavate the top card of your Deck, and if it is the declared card, add it to your
hand. Otherwise, send it to the Graveyard."

Its text of April 2005 (cards.goat.en.cdb): "Once per turn you can pay 500 Life Points to declare 1 card
name. Pick up the top card from your Deck and if the card name is the one you declared, add it to your
hand. If not, send the card you picked up to the Graveyard." It plays the same: no period variant."""

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.procedures.declarations import declare_card_name
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.procedures.deck import excavate_until
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: LP paid for each use.
COST = 500


@script(22796548)
def archfiend_s_oath(card):
    """Its activation does nothing by itself. Once it is face-up on the field, once per turn (each
    copy its own), in its controller's Main Phase, they may pay 500 LP and declare 1 card name on
    activation (``procedures.declarations.declare_card_name``: the names they may know, the face-up
    top card of their Deck first under Convulsion of Nature). On resolution, if this card is still
    on the field, the top card of their Deck is excavated and shown to both players
    (``procedures.deck.excavate_until``): the declared card is added to the hand, any other
    card is sent to the GY. Not activated with an empty Deck.

    Source: card text; ProjectIgnis ``official/c22796548.lua`` (an Ignition Effect with a count limit
    of 1 per copy; any name but an Extra Deck monster's); goatrulings.com "Archfiend's Oath" (UDE
    FAQ: "You can activate Archfiend's Oath while Convulsion of Nature is active"; "If you have
    multiple copies of Archfiend's Oath, you can use all of them")."""

    def declare(ctx):
        ctx.values["declared"] = yield from declare_card_name(ctx, "Declare 1 card name")

    def operation(ctx):
        duel = ctx.duel
        _, top = excavate_until(duel, ctx.player, lambda card: True)  # the top card only
        if top is None:
            return
        if top.name == ctx.values.get("declared"):
            add_to_hand(duel, top, ctx.player)
        else:
            duel.send_to_gy(top)

    oath = Effect(card, EffectKind.IGNITION, "Pay 500 LP and declare 1 card name; excavate the top card of your Deck",
                  range=frozenset({Location.SPELL_TRAP_ZONE}), count_limit=1, needs_card_on_field=True, target=declare,
                  operation=operation, would_do_something=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                  **lp_cost(COST))
    return [spell_activation(card, "Archfiend's Oath", no_effect, needs_card_on_field=True), oath]
