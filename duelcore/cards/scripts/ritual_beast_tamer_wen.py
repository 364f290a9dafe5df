"""Ritual Beast Tamer Wen (40907115), Effect Monster, Level 3, WIND Psychic: "If this card is Normal
Summoned: You can target 1 of your banished "Ritual Beast" monsters; Special Summon it. You can only
Special Summon "Ritual Beast Tamer Wen(s)" once per turn."

Its last sentence is a summon restriction the engine reads from the text
(:meth:`duelcore.engine.duel.Duel.special_summon_limited`).
"""

from duelcore.cards.procedures import can_special_summon
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


@script(40907115)
def ritual_beast_tamer_wen(card):
    """An optional "If" trigger on its Normal Summon: target 1 face-up banished "Ritual Beast" monster
    you own; Special Summon it (the player chooses Attack or Defense Position)."""

    def normal_summoned(ctx):
        ev = ctx.event
        return ev is not None and ctx.this in ev.cards and ev.data.get("type") in ("normal", "tribute")

    def legal(ctx, c):
        code = ctx.duel.db.archetype_code("Ritual Beast")
        return (c.location is Location.BANISHED and c.face_up and c.data.is_monster and code is not None
                and c.data.matches_setcode(code) and can_special_summon(ctx.duel, ctx.player, c))

    def pool(ctx):
        return [c for c in ctx.duel.players[ctx.player].banished if legal(ctx, c)]

    def target(ctx):
        chosen = yield from ctx.select_cards(pool(ctx), 'Choose a banished "Ritual Beast" monster')
        ctx.targets = [chosen[0].ref()]

    def operation(ctx):
        for c in ctx.live_targets():
            if legal(ctx, c):
                yield from ctx.duel.special_summon(c, ctx.player, None)

    return [Effect(card, EffectKind.TRIGGER, 'Special Summon 1 of your banished "Ritual Beast" monsters', event="summoned",
                   range=MONSTER_ZONES, condition=normal_summoned, targets=True,
                   has_target=lambda ctx: bool(pool(ctx)), target=target, operation=operation)]
