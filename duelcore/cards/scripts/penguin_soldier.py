"""Penguin Soldier (93920745), Flip Effect Monster (WATER Aqua, Level 2, 750/500): "FLIP: You can
target up to 2 monsters on the field; return those targets to the hand." """

from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targetable
from duelcore.cards.registry import script


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
        ctx.values["legal"] = in_monster_zone

    return [flip_effect(card, "FLIP: return up to 2 monsters on the field to the hand", return_targets_to_hand, mandatory=False,
                        targets=True, has_target=has_target, target=target)]
