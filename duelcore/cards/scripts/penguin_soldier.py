"""Penguin Soldier (93920745), Flip Effect Monster (WATER Aqua, Level 2, 750/500): "FLIP: You can
target up to 2 monsters on the field; return those targets to the hand." """

from duelcore.cards.procedures import monsters_on_field, resolved_targets, targetable
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import flip_effect


@script(93920745)
def penguin_soldier(card):
    """An optional FLIP effect ("You can"): target 1 or 2 monsters on the field (itself included)
    and return those still on the field to their owners' hands. Flipped and destroyed by an
    attack, it cannot target itself (``Duel.can_be_targeted``; Konami OCG FAQ, cid 4608).
    Source: card text."""

    def has_target(ctx):
        return bool(targetable(ctx, monsters_on_field(ctx)))

    def target(ctx):
        pool = monsters_on_field(ctx)
        first = yield from ctx.select_cards(pool, "Choose a monster to return to the hand")
        second = yield from ctx.select_cards([c for c in pool if c not in first],
                                             "Choose a second monster to return to the hand", optional=True)
        ctx.targets = [c.ref() for c in first + second]
        ctx.values["legal"] = lambda ctx, c: c.location.is_monster_zone

    def operation(ctx):
        for c in resolved_targets(ctx):
            ctx.duel.return_to_hand(c)
        return
        yield

    return [flip_effect(card, "FLIP: return up to 2 monsters on the field to the hand", operation, mandatory=False,
                        targets=True, has_target=has_target, target=target)]
