"""Tribe-Infecting Virus (33184167), Effect Monster (WATER Aqua, Level 4, 1600/1000): "Discard 1 card
from your hand and declare 1 Type of monster. Destroy all face-up monsters of the declared Type on the
field."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant.
"""

from duelcore.cards.procedures.discard import discard_cost, other_cards_in_hand
from duelcore.cards.procedures.filters import MONSTER_ZONES, face_up_monsters
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind


def face_up_types(ctx):
    """The Types of the face-up monsters on the field (either side), in the order of the Type
    list (MonsterType): the Types that may be declared. "You CAN declare a Type that exists only on
    your opponent's side of the field. You CANNOT declare a Type that is not face-up on the field at
    all." (Netrep Q&A, goatrulings.com "Tribe-Infecting Virus.")"""
    present = {m.data.monster_type for m in face_up_monsters(ctx) if m.data.monster_type is not None}
    return [t for t in MonsterType if t in present]


def _declare(ctx):
    """On activation, after the discard: declare 1 Type among those face-up on the field."""
    words = yield from ctx.declare([t.label for t in face_up_types(ctx)], "Declare 1 Type of monster")
    ctx.values["declared"] = next(t for t in MonsterType if t.label == words)
    ctx.duel.emit("declared", ctx.player, card=ctx.this, text=words)


def _destroy_declared(ctx):
    """Resolution: destroy every face-up monster of the declared Type on the field, at the same
    time (this card too, if it is of that Type); nothing if none is left."""
    declared = ctx.values["declared"]
    doomed = [m for m in face_up_monsters(ctx) if m.data.monster_type == declared]
    if doomed:
        ctx.duel.destroy(doomed, by=ctx.player)


@script(33184167)
def tribe_infecting_virus(card):
    """An Ignition Effect of the face-up card in a Monster Zone, with no count limit ("You can use
    this effect repeatedly as long as you can keep paying the cost", UDE FAQ): discard 1 card
    (cost), then declare 1 Type among those of the face-up monsters on the field (declared on
    activation, so the opponent may chain knowing it: UDE FAQ); at resolution every face-up monster
    of that Type on the field is destroyed. Under the goat rule flag ``ignition_priority`` it may be
    activated right after its Summon, and the opponent may still chain Trap Hole to it
    (cogonline.net priority thread). Source: card text; goatrulings.com "Tribe-Infecting Virus"."""
    return [Effect(card, EffectKind.IGNITION, "Discard 1 card and declare 1 Type: destroy all face-up monsters of that Type",
                   range=MONSTER_ZONES, cost=discard_cost, can_pay=lambda ctx: bool(other_cards_in_hand(ctx)),
                   target=_declare, operation=_destroy_declared)]
