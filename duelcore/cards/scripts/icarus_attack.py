"""Icarus Attack (53567095), Normal Trap: "Tribute 1 Winged Beast-Type monster, then target 2 cards on
the field; destroy them." """

from duelcore.cards.procedures import resolved_targets, spell_traps_on_field, trap_activation, monsters_on_field
from duelcore.cards.scripts import script
from duelcore.cards.scripts._fd_costs import of_real_type, tribute_as_cost, tribute_cost_candidates
from duelcore.cards.types import MonsterType

winged_beast = of_real_type(MonsterType.WINGED_BEAST)


def field_cards(ctx):
    """Every card on the field (monsters, then Spells/Traps), the activating player's first."""
    return monsters_on_field(ctx) + spell_traps_on_field(ctx)


def _targets_after(ctx, tributed):
    """The cards that could be targeted once ``tributed`` has left: not this card, not the Tribute."""
    return [c for c in field_cards(ctx) if c is not ctx.this and c is not tributed and c.on_field]


@script(53567095)
def icarus_attack(card):
    """Cost: Tribute 1 Winged Beast monster you control; a face-down one counts with its real Type
    (FD-14), and the opponent's monsters never pay it. Then target 2 cards on the field (chosen after
    the cost, so the Tribute is not among them; this card never is); at resolution destroy those
    still on the field (rulebook "Targeting"). Offered only if some Tribute would leave 2 targets."""

    def can_pay(ctx):
        return any(len(_targets_after(ctx, m)) >= 2 for m in tribute_cost_candidates(ctx, winged_beast))

    def cost(ctx):
        pool = [m for m in tribute_cost_candidates(ctx, winged_beast) if len(_targets_after(ctx, m)) >= 2]
        yield from tribute_as_cost(ctx, pool, "Choose a Winged Beast monster to Tribute")

    def target(ctx):
        chosen = yield from ctx.select_cards(_targets_after(ctx, None), "Choose a card to destroy", 2)
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda _ctx, c: c.on_field

    def operation(ctx):
        targets = resolved_targets(ctx)
        if targets:
            ctx.duel.destroy(targets, by=ctx.player)
        return
        yield

    return [trap_activation(card, "Destroy 2 cards on the field", operation, targets=True, cost=cost,
                            can_pay=can_pay, target=target, destroys=resolved_targets)]
