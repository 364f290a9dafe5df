"""Sinister Serpent (8131171), Effect Monster (WATER Reptile, Level 1, 300/250): "During your Standby
Phase, if this card is in your GY: You can add it to your hand, also banish 1 "Sinister Serpent" from
your GY during your opponent's next End Phase. You can only use this effect of "Sinister Serpent" once
per turn."

Its text of April 2005 is a period variant below (:func:`sinister_serpent_2005`).
"""

from duelcore.cards.procedures.banish import banish_face_up
from duelcore.cards.procedures.search import add_to_hand
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, TriggerEvent
from duelcore.state.enums import Location, Phase
from duelcore.state.lasting import EndPhaseAction, ProcedureCall

NAME = "Sinister Serpent"
TEXT = "Add this card from your GY to your hand"


def _your_standby_phase(ctx):
    """The "standby_phase" event of its owner's turn, with this card in their GY."""
    ev = ctx.event
    return ev is not None and ev.player == ctx.this.owner and ctx.this.location is Location.GY


def _arrived_in_your_standby_phase(ctx):
    """This card was sent to its owner's GY during its owner's Standby Phase ("If your "Sinister
    Serpent" is on the field and is destroyed during your Standby Phase, you may return it to your
    hand during that same Standby Phase", UDE FAQ)."""
    ev = ctx.event
    duel = ctx.duel
    this = ctx.this
    return (ev is not None and this in ev.cards and this.location is Location.GY and duel.phase is Phase.STANDBY
            and duel.turn_player == this.owner)


def _add_this(ctx):
    """Add this card to the hand, if it is still the same card in the GY."""
    if ctx.card.valid and ctx.this.location is Location.GY:
        add_to_hand(ctx.duel, ctx.this, ctx.player)


def banish_a_sinister_serpent(duel, _card, player):
    """The End Phase action of today's text: ``player`` banishes 1 "Sinister Serpent" from their GY
    (the one on top: the copies are the same card), face-up; nothing if there is none."""
    serpents = [c for c in reversed(duel.players[player].gy) if c.name == NAME]
    if serpents:
        banish_face_up(duel, player, serpents[0], "effect")
        duel.raise_event(TriggerEvent("banished", [serpents[0]], [Location.GY], player=player, reason="effect"))


def _effects(card, operation, **limit):
    """The optional trigger in its owner's Standby Phase while it is in the GY, on two events: the
    start of the Standby Phase, and its arrival in the GY later in that Standby Phase (one effect,
    so one count limit)."""
    common = dict(range=frozenset({Location.GY}), operation=operation, **limit)
    return [Effect(card, EffectKind.TRIGGER, TEXT, event="standby_phase", condition=_your_standby_phase, **common),
            Effect(card, EffectKind.TRIGGER, TEXT, event="sent_to_gy", condition=_arrived_in_your_standby_phase, **common)]


@script(8131171)
def sinister_serpent(card):
    """An optional trigger ("During your Standby Phase ... You can"; it does not miss the timing) of
    the card in its owner's GY in their Standby Phase: add it to the hand; also, during the
    opponent's next End Phase, its owner banishes 1 "Sinister Serpent" from their GY (an End Phase
    action, not a Chain Link). Once per turn for every card with this name. Source: card text."""

    def operation(ctx):
        _add_this(ctx)
        duel = ctx.duel
        duel.end_phase_actions.append(
            EndPhaseAction(duel.turn + 1, None, ProcedureCall(banish_a_sinister_serpent, (ctx.player,))))

    return _effects(card, operation, count_limit=1, count_per_name=True)


@script(8131171, texts="2005")
def sinister_serpent_2005(card):
    """The text of April 2005: "During your Standby Phase, if there is a "Sinister Serpent" in your
    Graveyard: you can add this card from your Graveyard to your hand."

    An optional trigger in its owner's Standby Phase, with no count limit and no banishing: it comes
    back every turn (ProjectIgnis/CardScripts pre-errata/c511000818.lua). As the UDE FAQ says, it is optional, it activates however it was sent to the
    GY, and a Serpent destroyed during its owner's Standby Phase may be returned in that same
    Standby Phase.

    Sources: the period text: the Pre-Errata row Sinister Serpent 511000818 and cards.goat.en.cdb
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/sinister-serpent.md, UDE FAQ); ProjectIgnis/CardScripts
    pre-errata/c511000818.lua (an optional trigger in the owner's Standby Phase, no count limit).
    """
    return _effects(card, _add_this)
