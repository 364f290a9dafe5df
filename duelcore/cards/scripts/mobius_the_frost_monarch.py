"""Mobius the Frost Monarch (4929256), Effect Monster, Level 6, WATER Aqua, 2400/1000: "When this card is
Tribute Summoned: You can target up to 2 Spell/Trap Cards on the field; destroy those targets."

The text of April 2005 is the same.
"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import spell_traps_on_field
from duelcore.cards.procedures.summoning import tribute_summoned_trigger
from duelcore.cards.procedures.targeting import resolved_targets, targetable
from duelcore.cards.registry import script


def _on_field(ctx, card):
    """A Spell/Trap Card still on the field."""
    return card.on_field


@script(4929256)
def mobius_the_frost_monarch(card):
    """An optional "When ... You can" trigger on its Tribute Summon: it misses the timing when the
    Tribute Summon was not the last thing to happen ("If "Mobius the Frost Monarch" is Tribute
    Summoned by the effect of "Ultimate Offering" in the middle of a chain ... you have missed the
    timing", UDE FAQ). It targets 1 or 2 Spell/Trap Cards on the field, face-up or Set, either side
    ("You select the Spell / Trap Cards when you activate the effect", "This effect targets"), and
    destroys those still on the field ("If 1 of the 2 ... is destroyed by some card effect before
    his effect resolves, the remaining 1 card is still destroyed").

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings mobius-the-frost-monarch.md,
    UDE FAQ)."""

    def has_target(ctx):
        return bool(targetable(ctx, spell_traps_on_field(ctx)))

    def target(ctx):
        pool = spell_traps_on_field(ctx)
        first = yield from ctx.select_cards(pool, "Choose a Spell/Trap Card to destroy")
        second = yield from ctx.select_cards([c for c in pool if c not in first],
                                             "Choose a second Spell/Trap Card to destroy", optional=True)
        ctx.targets = [c.ref() for c in first + second]
        ctx.values["legal"] = _on_field

    return [tribute_summoned_trigger(card, "Destroy up to 2 Spell/Trap Cards on the field", destroy_targets,
                                     mandatory=False, targets=True, has_target=has_target, target=target,
                                     destroys=resolved_targets)]
