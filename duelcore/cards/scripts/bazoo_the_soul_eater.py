"""Bazoo the Soul-Eater (40133511), Effect Monster, Level 4, EARTH Beast, 1600/900: "Once per turn: You
can banish up to 3 monsters from your Graveyard; this card gains 300 ATK for each, until the end of
your opponent's turn." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.banish import banish_face_up, may_banish
from duelcore.cards.procedures.filters import MONSTER_ZONES, gy_monsters
from duelcore.cards.procedures.lingering import UNTIL_END_OF_TURN
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat

#: "until the end of your opponent's turn": this turn (an Ignition Effect: its controller's own) and the next.
TURNS = 2


@script(40133511)
def bazoo_the_soul_eater(card):
    """An Ignition Effect of the face-up monster, once per turn: cost, banish 1 to 3 monsters from
    its controller's GY that they may banish (:func:`may_banish`; chosen one at a time, "Choose none" after the first to stop); at
    resolution, if it is still face-up on the field, it gains 300 ATK for each card banished, until
    the end of the opponent's next turn (a lingering change that also ends when it leaves the field
    or is turned face-down, FD-21). Source: card text."""

    def own_gy_monsters(ctx):
        return [c for c in gy_monsters(ctx, [ctx.player]) if may_banish(ctx.duel, ctx.player, c, ctx.effect)]

    def cost(ctx):
        pool = own_gy_monsters(ctx)
        chosen = yield from ctx.select_cards(pool, "Banish a monster from your GY (Bazoo the Soul-Eater)", 1)
        rest = [c for c in pool if c not in chosen]
        chosen += yield from ctx.select_cards(rest, "Banish another monster from your GY, or none", 2, optional=True)
        with ctx.duel.simultaneous():
            for monster in chosen:
                banish_face_up(ctx.duel, ctx.player, monster, reason="cost", effect=ctx.effect)
        ctx.values["banished"] = len(chosen)

    def operation(ctx):
        this = ctx.this
        if not ctx.card.valid or this.location not in MONSTER_ZONES or not this.face_up:
            return
        points = 300 * ctx.values.get("banished", 0)
        ctx.duel.apply(this, Modifier(Stat.ATK, "add", points), source=this, reset=UNTIL_END_OF_TURN, turns=TURNS)
        ctx.duel.emit("stat_changed", ctx.player, card=this,
                      text=f"ATK +{points} until the end of the opponent's turn (ATK {this.atk})")

    return [Effect(card, EffectKind.IGNITION, "Banish up to 3 monsters from your GY; this card gains 300 ATK for each",
                   range=MONSTER_ZONES, count_limit=1, can_pay=lambda ctx: bool(own_gy_monsters(ctx)), cost=cost,
                   operation=operation)]
