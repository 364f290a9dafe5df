"""Soul Exchange (68005187), Normal Spell: "Target 1 monster your opponent controls; this turn, if you
Tribute a monster, you must Tribute that target, as if you controlled it. You cannot conduct your
Battle Phase the turn you activate this card." """

from duelcore.cards.procedures import resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Phase
from duelcore.rules.tributes import SOUL_EXCHANGE

#: The player effect "You cannot conduct your Battle Phase this turn".
NO_BATTLE_PHASE = "cannot_conduct_battle_phase"


@script(68005187)
def soul_exchange(card):
    """Target 1 monster the opponent controls, face-up or face-down (FD-15: it may be targeted);
    only in Main Phase 1 (once it is activated, its player cannot conduct a Battle Phase that turn,
    so it cannot follow one). On activation the player is barred from the Battle Phase this turn
    (player effect "cannot_conduct_battle_phase"), whatever happens to this card. On resolution,
    if the target is still there: the player effect "soul_exchange" (value: the target's link)
    records that, this turn, the player must Tribute that monster whenever they Tribute: a
    Tribute Summon, a Ritual Summon, a Tribute paid as a cost (``rules.tributes`` reads it; the bar
    is read by ``rules.battle``)."""

    def legal(ctx, c):
        return c.location.is_monster_zone and c.controller == ctx.opponent

    pick = targeting(lambda ctx: ctx.duel.monsters(ctx.opponent), legal, prompt="Choose a monster your opponent controls")
    choose = pick["target"]

    def target(ctx):
        ctx.duel.add_player_effect(ctx.player, NO_BATTLE_PHASE)
        yield from choose(ctx)

    def operation(ctx):
        for t in resolved_targets(ctx):
            ctx.duel.add_player_effect(ctx.player, SOUL_EXCHANGE, t.link())
        return
        yield

    pick["target"] = target
    return [spell_activation(card, "This turn, Tribute 1 monster your opponent controls as if you controlled it",
                             operation, condition=lambda ctx: ctx.duel.phase is Phase.MAIN1, **pick)]
