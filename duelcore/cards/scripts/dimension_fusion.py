"""Dimension Fusion (23557835), Normal Spell: "Pay 2000 Life Points. Both players Special Summon as many
of their removed from play monsters as possible."

The same text in 2005, but a period ruling reads "their" differently: a monster removed from play from
a player's side of the field comes back to that player's side, even if the other player owns it
(:func:`dimension_fusion_2005`).
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.procedures.summoning import banished_monsters_of, can_special_summon, special_summon_banished
from duelcore.cards.registry import script


def controller_when_removed(card):
    """The player whose side of the field ``card`` was removed from play from (its controller then),
    or its owner when it was removed from elsewhere (the GY, the hand, the Deck)."""
    return card.left_field_controller if card.left_field_controller is not None else card.owner


def _dimension_fusion(card, side_of):
    """Dimension Fusion with ``side_of`` deciding whose each banished monster is (None: its owner's)."""

    def players(ctx):
        return [ctx.duel.turn_player, 1 - ctx.duel.turn_player]

    def condition(ctx):
        duel = ctx.duel
        return any(can_special_summon(duel, p, c) for p in (0, 1) for c in banished_monsters_of(duel, p, side_of))

    def operation(ctx):
        yield from special_summon_banished(ctx, players(ctx), side_of)

    return [spell_activation(card, "Pay 2000 LP; both players Special Summon their banished monsters", operation,
                             condition=condition, **lp_cost(2000))]


@script(23557835)
def dimension_fusion(card):
    """Cost: pay 2000 LP. It needs a face-up banished monster that its player could Special Summon
    (either player's). Resolution: each player, the turn player first, Special Summons as many of
    the face-up banished monsters they own as possible, in face-up Attack or Defense Position of
    their choice, choosing which when they have more than free zones
    (:func:`~duelcore.cards.procedures.summoning.special_summon_banished`). A face-down banished
    card (Different Dimension Capsule) is not Summoned; a monster that must be properly summoned
    first (a Fusion Monster brought out by Metamorphosis) is not. Source: card text; UDE FAQ and
    Netrep (goatrulings.com "Dimension Fusion")."""
    return _dimension_fusion(card, None)


@script(23557835, texts="2005")
def dimension_fusion_2005(card):
    """As today's (:func:`dimension_fusion`), with the period ruling on whose monster each is: "If
    you take control of your opponent's monster, and it is removed from play while on your side of
    the field with "Dimensionhole", when "Dimension Fusion" resolves the monster is Special
    Summoned to the player's side of the field who controlled the monster when it was removed" (UDE
    FAQ, goatrulings.com "Dimension Fusion"). Each player Special Summons the monsters removed from
    play from their side of the field, and those of their own removed from elsewhere
    (:func:`controller_when_removed`)."""
    return _dimension_fusion(card, controller_when_removed)
