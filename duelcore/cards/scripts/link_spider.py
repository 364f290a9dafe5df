"""Link Spider (98978921), Link Monster, Link-1 (Bottom): "1 Normal Monster. Once per turn: You can
Special Summon 1 Level 4 or lower Normal Monster from your hand to your zone this card points to." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


def _free_pointed(ctx):
    """Your empty Main Monster Zones this card points to (rules.zones.pointed_zones)."""
    from duelcore.rules.zones import pointed_zones

    side = ctx.duel.players[ctx.player]
    return [i for owner, loc, i in pointed_zones(ctx.this)
            if owner == ctx.player and loc is Location.MAIN_MONSTER_ZONE and side.main_monster_zones[i] is None]


def _hand_normals(ctx):
    """Level 4 or lower Normal Monsters in your hand that could be Special Summoned now."""
    from duelcore.cards.procedures import can_special_summon

    return [c for c in ctx.duel.players[ctx.player].hand
            if c.data.is_normal_monster and c.level <= 4 and can_special_summon(ctx.duel, ctx.player, c)]


@script(98978921)
def link_spider(card):
    """Once per turn (Ignition): Special Summon 1 Level 4 or lower Normal Monster from your hand to
    an empty zone of yours this card points to (a zone is chosen when there are several)."""

    def operation(ctx):
        zones = _free_pointed(ctx) if ctx.card.valid and ctx.this.location in MONSTER_ZONES else []
        monsters = _hand_normals(ctx)
        if not zones or not monsters:
            return
        chosen = yield from ctx.select_cards(monsters, "Choose a Normal Monster to Special Summon")
        if chosen:
            zone = zones[0]
            yield from ctx.duel.special_summon(chosen[0], ctx.player, None, zone=zone)

    return [Effect(card, EffectKind.IGNITION, "Special Summon 1 Level 4 or lower Normal Monster from your hand",
                   range=MONSTER_ZONES, count_limit=1, operation=operation,
                   would_do_something=lambda ctx: bool(_free_pointed(ctx)) and bool(_hand_normals(ctx)))]
