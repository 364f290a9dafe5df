"""Amaterasu (20073910), Spirit/Effect Monster, Level 9, LIGHT Fairy, 3000/3000: "Cannot be Normal or
Special Summoned. During either player's turn, when your opponent activates a card or effect that
targets this face-down monster: You can change this card to face-up Defense Position; draw 1 card. If
this card is flipped face-up: Banish all other cards on the field. Once per turn, during the End Phase,
if this card was flipped face-up this turn: Return it to the hand." """

from duelcore.cards.procedures.banish import banish_face_up
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.filters import face_down_defense
from duelcore.cards.procedures.targeting import targeted_face_down_by_opponent
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: values key: the turn this card was last flipped face-up (cleared when it is turned face-down or moves).
FLIPPED_TURN = "flipped_face_up_turn"


@script(20073910)
def amaterasu(card):
    """(1) Quick Effect that works while face-down, as its text says (FD-11): when the opponent
    activates a card or effect that targets this face-down monster, cost: change it to face-up
    Defense Position (a flip); effect: draw 1 card. (2) Mandatory "If" trigger when it is flipped
    face-up (by (1), a Flip Summon, an attack or another effect): banish all other cards on the
    field, face-up. (3) Once per turn, in the End Phase, if it was flipped face-up this turn:
    return it to the hand (mandatory trigger).

    "Cannot be Normal or Special Summoned" is its summoning condition (``summon_condition``): only a
    Set (with 2 Tributes, Level 9) puts it on the field, and it may then be Flip Summoned."""

    def flip_cost(ctx):
        ctx.duel.change_to_face_up_defense(ctx.this)

    def draw(ctx):
        ctx.duel.draw(ctx.player, 1)

    answer = Effect(card, EffectKind.QUICK, "Change this card to face-up Defense Position; draw 1 card",
                    range=MONSTER_ZONES, face_down_ok=True, condition=targeted_face_down_by_opponent,
                    can_pay=lambda ctx: face_down_defense(ctx.this), cost=flip_cost, operation=draw)

    def flipped_condition(ctx):
        ev = ctx.event
        this = ctx.this
        if ev is None or this not in ev.cards:
            return False
        # Remembered on the card for (3); cleared when the card is turned face-down or moves.
        this.values[FLIPPED_TURN] = ctx.duel.turn
        return True

    def banish_all(ctx):
        duel = ctx.duel
        this = ctx.this
        others = [c for p in (ctx.player, ctx.opponent) for c in duel.field_cards(p) if c is not this]
        with duel.simultaneous():
            for c in others:
                if c.on_field:
                    banish_face_up(duel, ctx.player, c, reason="effect")
        duel.run_leave_hooks()

    banish = Effect(card, EffectKind.TRIGGER, "Banish all other cards on the field", event="flipped", mandatory=True,
                    range=MONSTER_ZONES, condition=flipped_condition, operation=banish_all)

    def end_condition(ctx):
        this = ctx.this
        return this.face_up and this.values.get(FLIPPED_TURN) == ctx.duel.turn

    def return_it(ctx):
        this = ctx.this
        if ctx.card.valid and this.location.is_monster_zone:
            ctx.duel.return_to_hand(this)

    spirit = Effect(card, EffectKind.TRIGGER, "Return this card to the hand", event="end_phase", mandatory=True,
                    range=MONSTER_ZONES, count_limit=1, condition=end_condition, operation=return_it)
    condition = Effect(card, EffectKind.CONTINUOUS, "Cannot be Normal or Special Summoned",
                       range=frozenset(Location), summon_condition=lambda duel, this, player, kind: kind in ("set", "flip"))
    return [condition, answer, banish, spirit]
