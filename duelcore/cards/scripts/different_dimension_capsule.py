"""Different Dimension Capsule (11961740), Normal Spell: "Select 1 card from your Deck and remove it from
play face-down. During your 2nd Standby Phase after activation, destroy this card and add the removed
card to your hand."

Its text of 2005 ("Select 1 card from Deck and remove it from play face-down. ...") plays the same (no
variant).
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.registry import script
from duelcore.state.enums import Location, Position
from duelcore.state.lasting import ProcedureCall

NAME = "Different Dimension Capsule"


def second_standby_phase(duel, event, player, turn):
    """The "standby_phase" trigger event is ``player``'s Standby Phase of turn ``turn`` (their 2nd
    Standby Phase after the activation)."""
    return event.player == player and duel.turn == turn


def open_capsule(duel, delayed, capsule, removed):
    """At that Standby Phase, outside any chain: if the Capsule (``capsule``, a LinkRef) is still
    face-up on the field and its effects are not negated, it is destroyed and the card it removed
    (``removed``, a CardRef), if still removed from play, goes to its owner's hand, unseen by the
    opponent. Gone or negated (Heavy Storm, Imperial Order), nothing happens: the card stays removed
    from play for the rest of the Duel, and a negated Capsule stays on the field meaninglessly."""
    card = capsule.card
    if not (capsule.valid and card.on_field and card.face_up) or duel.effect_negated(card):
        return
    duel.destroy([card], by=delayed.player)
    if removed.valid and removed.card.location is Location.BANISHED:
        duel.move(removed.card, Location.HAND, reason="effect")
        duel.emit("added_to_hand", delayed.player, card=removed.card)


@script(11961740)
def different_dimension_capsule(card):
    """Needs a card in the Deck. Resolution, if this card is still face-up on the field: its
    controller looks through their Deck, removes 1 card from play face-down (known only to them),
    and this card stays on the field (a Normal Spell that remains). During their 2nd Standby Phase
    after the activation (a delayed effect, not activated: no Chain Link), this card is destroyed
    and the removed card added to their hand (:func:`open_capsule`). A face-down removed monster
    cannot be Special Summoned by Dimension Fusion. Its activation negated, or its effect negated
    in the chain (Imperial Order), nothing is removed and it goes to the GY.

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Different Dimension Capsule": "If
    "Different Dimension Capsule" is destroyed with "Heavy Storm", etc., the card removed from play
    remains removed from play for the rest of the Duel", "If "Imperial Order" is active during the
    2nd Standby Phase, you cannot add the removed card to your hand and "Different Dimension
    Capsule" stays on the field meaninglessly", "If "Imperial Order" is chained to the activation
    ..., the effect of selecting a card from your Deck disappears and "Different Dimension Capsule"
    is destroyed")."""

    def has_card(ctx):
        return bool(ctx.duel.players[ctx.player].deck)

    def operation(ctx):
        duel = ctx.duel
        deck = duel.players[ctx.player].deck
        if not deck:
            return
        chosen = yield from ctx.select_cards(list(reversed(deck)), "Choose 1 card from your Deck to remove from play face-down",
                                             look=True)
        removed = chosen[0]
        duel.move(removed, Location.BANISHED, position=Position.FACE_DOWN, reason="effect")
        duel.emit("banished", ctx.player, card=removed)
        duel.shuffle_deck(ctx.player)
        this = ctx.this
        this.values["remains_on_field"] = True
        turn = duel.turn + (4 if duel.turn_player == ctx.player else 3)
        duel.add_delayed_effect(ctx.player, NAME, "standby_phase",
                                ProcedureCall(second_standby_phase, (ctx.player, turn)),
                                ProcedureCall(open_capsule, (this.link(), removed.ref())), turns=turn - duel.turn + 1)

    return [spell_activation(card, "Remove 1 card in your Deck from play face-down", operation, needs_card_on_field=True,
                             condition=has_card)]
