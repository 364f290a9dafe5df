"""Icarus Attack (53567095), Normal Trap: "Tribute 1 Winged Beast-Type monster, then target 2 cards on
the field; destroy them." """

from duelcore.cards.procedures import (monsters_on_field, resolved_targets, spell_traps_on_field, trap_activation,
                                      tribute_as_cost, tribute_cost_candidates)
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_costs import of_real_type
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
    (FD-14); the opponent's monster pays it only when Soul Exchange binds its player to Tribute it
    and it is a face-up Winged Beast (rules.tributes; FD-15). Then target 2 cards on the field (chosen after
    the cost, so the Tribute is not among them; this card never is); at resolution destroy those
    still on the field (rulebook "Targeting"). Offered only if some Tribute would leave 2 targets."""

    def payable(ctx):
        # A Winged Beast whose leaving still leaves 2 cards to target.
        return lambda m: winged_beast(m) and len(_targets_after(ctx, m)) >= 2

    def can_pay(ctx):
        return bool(tribute_cost_candidates(ctx, payable(ctx)))

    def cost(ctx):
        yield from tribute_as_cost(ctx, payable(ctx), "Choose a Winged Beast monster to Tribute")

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
