"""Deus X-Krawler (62587693), Flip/Effect Monster, Level 9, EARTH Insect, 2000/3000: "When your opponent
activates a card or effect that targets this face-down monster (Quick Effect): You can change this card
to face-up Defense Position; negate the activation, and if you do, destroy that card. After this card
was flipped face-up, while it is in the Monster Zone, negate all monster effects activated on your
opponent's field. If this card on the field is destroyed by battle or card effect: You can add, from
your Deck to your hand, 1 Level 9 monster with a different original Type and Attribute than this card.
You can only use this effect of "Deus X-Krawler" once per turn." """

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.negation import negate_remembered_activation
from duelcore.cards.procedures.filters import face_down_defense
from duelcore.cards.procedures.search import search_deck
from duelcore.cards.procedures.targeting import targeted_face_down_by_opponent, targeting_link
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, SummonType


def destroyed_from_field(ctx):
    """This card was destroyed (by battle or by a card effect) while on the field."""
    ev = ctx.event
    this = ctx.this
    if ev is None or this not in ev.cards or ev.reason not in ("battle", "effect"):
        return False
    i = ev.cards.index(this)
    return ev.previous[i] is not None and ev.previous[i].on_field


@script(62587693)
def deus_x_krawler(card):
    """(1) Quick Effect that works while face-down, as its text says (FD-11): when the opponent
    activates a card or effect that targets this face-down monster, cost: change it to face-up
    Defense Position (a flip); effect: negate that activation, and if so destroy that card.
    (3) Optional "If" trigger in the GY when destroyed on the field by battle or a card effect: add
    1 Level 9 monster whose original Type and Attribute both differ from this card's (not Insect,
    not EARTH) from the Deck to the hand; once per turn per name.

    (2) After it was flipped face-up (a flip or a Flip Summon), while it is face-up in the Monster
    Zone: the effects of monsters activated on the opponent's field are negated as they resolve
    (``negates_link``)."""

    def flip_cost(ctx):
        ctx.values["negates"] = targeting_link(ctx, by_opponent=True, spell_card_only=False)
        ctx.duel.change_to_face_up_defense(ctx.this)

    answer = Effect(card, EffectKind.QUICK, "Change this card to face-up Defense Position; negate the activation",
                    range=MONSTER_ZONES, face_down_ok=True, condition=targeted_face_down_by_opponent,
                    can_pay=lambda ctx: face_down_defense(ctx.this), cost=flip_cost, operation=negate_remembered_activation)

    def different(c):
        own = card.data
        d = c.data
        return (d.is_monster and d.level == 9 and d.monster_type is not None and d.attribute is not None
                and not (d.monster_type & own.monster_type) and not (d.attribute & own.attribute))

    def search(ctx):
        yield from search_deck(ctx, different, "Choose a Level 9 monster to add")

    searcher = Effect(card, EffectKind.TRIGGER, "Add 1 Level 9 monster from your Deck to your hand", event="destroyed",
                      range=frozenset({Location.GY}), count_limit=1, count_per_name=True,
                      condition=destroyed_from_field,
                      would_do_something=lambda ctx: any(different(c) for c in ctx.duel.players[ctx.player].deck),
                      operation=search)
    def flipped(this):
        return bool(this.values.get("flipped_face_up")) or this.summon_type is SummonType.FLIP

    def negates(duel, this, link):
        ctx = link.activation
        where = ctx.values.get("activated_from")
        return (flipped(this) and link.player != this.controller and link.card.data.is_monster
                and ctx.effect.kind is not EffectKind.ACTIVATE and where is not None and where.is_monster_zone)

    quell = Effect(card, EffectKind.CONTINUOUS, "Negate all monster effects activated on your opponent's field",
                   range=MONSTER_ZONES, negates_link=negates)
    return [answer, quell, searcher]
