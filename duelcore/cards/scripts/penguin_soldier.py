"""Penguin Soldier (93920745), Flip Effect Monster (WATER Aqua, Level 2, 750/500): "FLIP: You can
target up to 2 monsters on the field; return those targets to the hand."

Its text of April 2005 (the Goat format) is a period variant below (:func:`penguin_soldier_2005`).
"""

from duelcore.cards.procedures.filters import in_monster_zone, monsters_on_field
from duelcore.cards.procedures.flip import flip_effect
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targetable
from duelcore.cards.registry import script


def _target_up_to_two(ctx, *, at_least_one):
    """Target 1 or 2 monsters on the field (either side, face-down ones and this card included), or,
    without ``at_least_one``, none at all ("Choose none" from the first choice). The targets return
    to their owners' hands at resolution if they are still in a Monster Zone."""
    pool = monsters_on_field(ctx)
    first = yield from ctx.select_cards(pool, "Choose a monster to return to the hand", optional=not at_least_one)
    second = []
    if first:
        second = yield from ctx.select_cards([c for c in pool if c not in first],
                                             "Choose a second monster to return to the hand", optional=True)
    ctx.targets = [c.ref() for c in first + second]
    ctx.values["legal"] = in_monster_zone


@script(93920745)
def penguin_soldier(card):
    """An optional FLIP effect ("You can"): target 1 or 2 monsters on the field (itself included)
    and return those still on the field to their owners' hands. Flipped and destroyed by an
    attack, it cannot target itself (``Duel.can_be_targeted``; Konami OCG FAQ, cid 4608).
    Source: card text."""

    def has_target(ctx):
        return bool(targetable(ctx, monsters_on_field(ctx)))

    def target(ctx):
        yield from _target_up_to_two(ctx, at_least_one=True)

    return [flip_effect(card, "FLIP: return up to 2 monsters on the field to the hand", return_targets_to_hand, mandatory=False,
                        targets=True, has_target=has_target, target=target)]


@script(93920745, texts="2005")
def penguin_soldier_2005(card):
    """The text of April 2005: "FLIP: You can return up to 2 Monster Cards from the field to the
    owner's hand."

    The FLIP effect is always activated when the card is flipped face-up (a mandatory FLIP effect: a
    Chain Link, in the mandatory class of the trigger order), and its player chooses 0, 1 or 2
    monsters on the field as its targets: "You may choose to return 0, 1, or 2 monsters to their
    owners' hands" (UDE FAQ); the targets are chosen on activation ("Penguin Soldier's" effect DOES
    "specifically designate a target", Netrep). Today's text is an optional FLIP effect with 1 or 2
    targets, not activated at all when its player declines.

    Sources: the period text: cards.goat.en.cdb's variant row Penguin Soldier (GOAT) 504700163
    (duelcore/cards/data/texts-2005.json); goatrulings.com (TheMTtakeover/goat-rulings
    goat-indv-rulings/penguin-soldier.md, UDE FAQ and Netrep rulings); ProjectIgnis/CardScripts
    goat/c504700163.lua ("Forced trigger, but can select 0 targets").
    """

    def target(ctx):
        yield from _target_up_to_two(ctx, at_least_one=False)

    return [flip_effect(card, "FLIP: return up to 2 monsters on the field to the hand", return_targets_to_hand,
                        targets=True, target=target)]
