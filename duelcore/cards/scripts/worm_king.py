"""Worm King (10026986), Effect Monster, Level 8, LIGHT Reptile, 2700/1100: "This card can be Tribute
Summoned in face-up Attack Position by Tributing 1 Reptile-Type "Worm" monster. You can Tribute 1
Reptile-Type "Worm" monster to select 1 card your opponent controls, and destroy it." """

from duelcore.cards.procedures import tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_costs import MONSTER_ZONES, is_reptile_worm
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(10026986)
def worm_king(card):
    """Ignition (no use limit): cost, Tribute 1 Reptile "Worm" monster you control (this card
    included, as the text does not say "other"; a face-down one counts with its real Type and
    archetype: FD-14), or the opponent's face-up one Soul Exchange binds you to Tribute
    (rules.tributes); at resolution its controller selects 1 card the opponent controls (it does
    not target) and destroys it. Needs a card on the opponent's field to select.

    Its own Tribute Summon procedure (``tribute_procedure``): face-up Attack Position with 1 Reptile
    "Worm" monster as its only Tribute, a face-down one of yours counted by its real Type and
    archetype (FD-14), an opponent's face-down one (Soul Exchange) never (FD-15); the Level rule's
    2 Tributes stay possible."""

    def worm_tribute(duel, summoned, tribute, player):
        return (tribute.controller == player or tribute.face_up) and is_reptile_worm(tribute)

    def opponent_cards(ctx):
        return ctx.duel.field_cards(ctx.opponent)

    def cost(ctx):
        yield from tribute_as_cost(ctx, is_reptile_worm, 'Choose a Reptile "Worm" monster to Tribute')

    def operation(ctx):
        pool = opponent_cards(ctx)
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, "Choose a card to destroy")
        ctx.duel.destroy(chosen, by=ctx.player)

    procedure = Effect(card, EffectKind.CONTINUOUS, 'Can be Tribute Summoned by Tributing 1 Reptile "Worm" monster',
                       range=frozenset({Location.HAND}),
                       tribute_procedure=(1, worm_tribute, 'Tribute 1 Reptile-Type "Worm" monster'))
    return [procedure, Effect(card, EffectKind.IGNITION, 'Tribute 1 Reptile "Worm" monster to destroy 1 card your opponent controls',
                   range=MONSTER_ZONES, cost=cost,
                   can_pay=lambda ctx: bool(tribute_cost_candidates(ctx, is_reptile_worm)),
                   would_do_something=lambda ctx: bool(opponent_cards(ctx)), operation=operation)]
