"""Trap Master (46461247), Flip Effect Monster (EARTH Warrior, Level 3, 500/1100): "FLIP: Select 1 Trap
Card on the field and destroy it. If the selected card is Set, pick up and see the card. If it is a
Trap Card, it is destroyed. If it is a Spell Card, return it to its original position." """

from duelcore.cards.procedures import resolved_targets, reveal_and_destroy_target, spell_traps_on_field
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import flip_effect


def _selectable(ctx, c):
    """A face-up Trap Card, or any Set card, in a Spell & Trap Zone (a Set card may be a Trap)."""
    from duelcore.state.enums import Location

    if c.location is not Location.SPELL_TRAP_ZONE:
        return False
    return (not c.face_up) or c.data.is_trap


@script(46461247)
def trap_master(card):
    """A mandatory FLIP effect: select 1 face-up Trap Card or 1 Set card on the field. On
    resolution a Set card is shown to both players; it is destroyed if it is a Trap Card, and a
    Spell Card stays Set where it was. Nothing is selected if there is no such card.
    Source: card text."""

    pool = lambda ctx: [c for c in spell_traps_on_field(ctx) if _selectable(ctx, c)]  # noqa: E731

    def target(ctx):
        chosen = yield from ctx.select_cards(pool(ctx), "Choose a Trap Card (or a Set card) to destroy")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = _selectable

    def operation(ctx):
        reveal_and_destroy_target(ctx, lambda c: c.data.is_trap)
        return
        yield

    return [flip_effect(card, "FLIP: destroy 1 Trap Card on the field", operation, targets=True,
                        destroys=lambda ctx: [c for c in resolved_targets(ctx) if c.data.is_trap],
                        has_target=lambda ctx: bool(pool(ctx)), target=target)]
