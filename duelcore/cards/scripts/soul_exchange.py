"""Soul Exchange (68005187), Normal Spell: "Target 1 monster your opponent controls; this turn, if you
Tribute a monster, you must Tribute that target, as if you controlled it. You cannot conduct your
Battle Phase the turn you activate this card." """

from duelcore.cards.procedures import resolved_targets, spell_activation, targeting
from duelcore.engine.enums import Phase
from duelcore.cards.scripts import script

#: The player effect Soul Exchange leaves: its value is the LinkRef of the target (the monster the
#: player must Tribute this turn, as if they controlled it).
SOUL_EXCHANGE = "soul_exchange"
#: The player effect "You cannot conduct your Battle Phase this turn".
NO_BATTLE_PHASE = "cannot_conduct_battle_phase"


def soul_exchange_targets(duel, player):
    """The opponent's monsters ``player`` may Tribute this turn through Soul Exchange (still the
    same objects on the field). A face-down one may be Tributed where no condition reads it (an
    ordinary Tribute Summon), but never counts as having a Type, Attribute or name (FD-15)."""
    out = []
    for pe in duel.player_effects:
        if pe.player == player and pe.flag == SOUL_EXCHANGE and pe.expires_turn >= duel.turn:
            link = pe.value
            if link.valid and link.card.location.is_monster_zone and link.card.controller != player:
                out.append(link.card)
    return out


@script(68005187)
def soul_exchange(card):
    """Target 1 monster the opponent controls, face-up or face-down (FD-15: it may be targeted);
    only in Main Phase 1 (once it is activated, its player cannot conduct a Battle Phase that turn,
    so it cannot follow one). On activation the player is barred from the Battle Phase this turn
    (player effect "cannot_conduct_battle_phase"), whatever happens to this card. On resolution,
    if the target is still there: the player effect "soul_exchange" (value: the target's link)
    records that, this turn, the player must Tribute that monster when they Tribute
    (``rules.summon.tribute_candidates`` reads it; the bar is read by ``rules.turn``)."""

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
