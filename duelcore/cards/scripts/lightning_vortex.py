"""Lightning Vortex (69162969), Normal Spell: "Discard 1 card; destroy all face-up monsters your opponent
controls." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.filters import opponents_face_up_monsters
from duelcore.cards.registry import script


@script(69162969)
def lightning_vortex(card):
    """Cost: discard 1 card (not itself). Activated only while the opponent controls a face-up
    monster. On resolution every face-up monster the opponent controls then is destroyed at the
    same time; face-down ones stay (one flipped face-up in response is destroyed too). Does not
    target. The same text in April 2005 (no period variant). Source: card text."""

    def operation(ctx):
        ctx.duel.destroy(opponents_face_up_monsters(ctx), by=ctx.player)

    return [spell_activation(card, "Destroy all face-up monsters your opponent controls", operation,
                             cost=discard_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                             would_do_something=lambda ctx: bool(opponents_face_up_monsters(ctx)))]
