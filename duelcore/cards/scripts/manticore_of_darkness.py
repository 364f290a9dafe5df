"""Manticore of Darkness (77121851), Effect Monster, Level 6, FIRE Beast-Warrior, 2300/1000: "During the
End Phase, if this card is in the GY because it was sent there this turn: You can send 1 Beast,
Beast-Warrior, or Winged Beast monster from your hand or face-up field to the GY; Special Summon this card
from your GY." (today's text; the shipped card database still holds an older wording, "... from your hand
or your side of the field", which its "(GOAT)" row has replaced with this one).

Its text of April 2005 is a period variant below (:func:`manticore_of_darkness_2005`).
"""

from duelcore.cards.procedures.summoning import can_special_summon
from duelcore.cards.procedures.triggers import sent_to_gy_this_turn
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Phase

#: The Types its cost may send.
BEASTS = MonsterType.BEAST | MonsterType.BEAST_WARRIOR | MonsterType.WINGED_BEAST

#: The player effect that notes, by the card's uid, a Manticore that has used its effect this turn.
USED_THIS_TURN = "manticore_of_darkness_used"


def _effects(card, face_down_ok):
    gy = frozenset({Location.GY})

    def arrived_in_the_end_phase(ctx):
        ev = ctx.event
        return ev is not None and ctx.this in ev.cards and ctx.duel.phase is Phase.END

    def candidates(ctx):
        duel = ctx.duel
        hand = [c for c in duel.players[ctx.player].hand if c.data.is_monster]
        field = [m for m in duel.monsters(ctx.player) if m.face_up or face_down_ok]
        return [c for c in hand + field if not c.data.is_token and c.data.monster_type is not None
                and bool(c.data.monster_type & BEASTS)]

    def can_pay(ctx):
        return bool(candidates(ctx))

    def unused(ctx):
        return not ctx.duel.has_player_effect(ctx.player, USED_THIS_TURN, ctx.this.uid)

    def cost(ctx):
        ctx.duel.add_player_effect(ctx.player, USED_THIS_TURN, ctx.this.uid)
        chosen = yield from ctx.select_cards(candidates(ctx), "Choose a Beast, Beast-Warrior or Winged Beast monster to send to the GY")
        for c in chosen:
            ctx.duel.send_to_gy(c, reason="cost")

    def can_summon(ctx):
        return ctx.this.location is Location.GY and can_special_summon(ctx.duel, ctx.player, ctx.this)

    def operation(ctx):
        if ctx.card.valid and can_summon(ctx):
            yield from ctx.duel.special_summon(ctx.this, ctx.player, None)

    text = "Send 1 Beast, Beast-Warrior or Winged Beast monster to the GY: Special Summon this card from your GY"
    fields = dict(range=gy, can_pay=can_pay, cost=cost, operation=operation)
    return [Effect(card, EffectKind.TRIGGER, text, event="end_phase",
                   condition=lambda ctx: sent_to_gy_this_turn(ctx) and can_summon(ctx) and unused(ctx), **fields),
            Effect(card, EffectKind.TRIGGER, text, event="sent_to_gy",
                   condition=lambda ctx: arrived_in_the_end_phase(ctx) and can_summon(ctx) and unused(ctx), **fields)]


@script(77121851)
def manticore_of_darkness(card):
    """An optional trigger in the GY, activated by its owner, in the End Phase of either player's
    turn ("The effect of "Manticore of Darkness" will occur during either player's End Phase",
    Netrep) when it was sent to the GY that turn (from the field, the hand or the Deck): at the
    start of the End Phase, or as it arrives there during the End Phase (a Manticore sent as the
    cost of another Manticore's effect: "you can then send the new "Manticore of Darkness" to the
    Graveyard to Special Summon the first", UDE FAQ). Cost: send 1 Beast, Beast-Warrior or Winged
    Beast monster from the hand or the face-up field to the GY (a Token is never sent: "Monster
    Tokens are not valid"); then Special Summon this card from the GY, in the position its owner
    chooses.

    Each physical Manticore uses its effect once a turn (noted on its owner, player effect
    :data:`USED_THIS_TURN`): the FAQ's sequence (the first Special Summoned by sending the second,
    then the second by sending the first) plays, and the loop ends there. The FAQ's further line
    that two Manticores and "Card of Safe Return" draw "as many cards as you want" (an unbounded loop
    of optional effects) is not followed; ProjectIgnis's script bounds it too (a count limit on each
    of its triggers).

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings manticore-of-darkness.md,
    UDE FAQ and Netrep rulings)."""
    return _effects(card, face_down_ok=False)


@script(77121851, texts="2005")
def manticore_of_darkness_2005(card):
    """The text of April 2005: "During the End Phase of the turn this card was sent to the Graveyard:
    You can send to the Graveyard 1 Beast, Beast-Warrior, or Winged Beast-Type monster from your hand
    or your side of the field; Special Summon this card from your Graveyard."

    As today's, but the monster sent as the cost may be a face-down one on its owner's side of the
    field ("You can send a face-down Beast, Beast-Warrior, or Winged Beast-Type monster to the
    Graveyard for "Manticore of Darkness"' effect", UDE FAQ), judged by what it really is.

    Sources: the period wording, cards.en.cdb's older text (the shipped card database); goatrulings.com
    (TheMTtakeover/goat-rulings manticore-of-darkness.md, UDE FAQ)."""
    return _effects(card, face_down_ok=True)
