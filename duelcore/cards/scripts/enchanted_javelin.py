"""Enchanted Javelin (96355986), Normal Trap: "Increase your Life Points by the ATK of 1 opponent's
attacking monster." """

from duelcore.cards.procedures import trap_activation, window_events
from duelcore.cards.scripts import script


@script(96355986)
def enchanted_javelin(card):
    """Activated when an opponent's monster declares an attack (the attack declaration's response
    window), targeting that attacking monster. On resolution its controller gains LP equal to that
    monster's current ATK, if it is still that face-up monster on the field (if it has left the
    field or been turned face-down, nothing is gained). Not offered for the controller's own
    attacks. Source: card text."""

    def attackers(ctx):
        return [ev.cards[0] for ev in window_events(ctx, "attack_declared")
                if ev.player == ctx.opponent and ev.cards and ev.cards[0].location.is_monster_zone]

    def target(ctx):
        ctx.targets = [attackers(ctx)[0].ref()]
        return
        yield

    def operation(ctx):
        for monster in ctx.live_targets():
            if monster.location.is_monster_zone and monster.face_up:
                ctx.duel.gain_lp(ctx.player, monster.atk, ctx.this)
        return
        yield

    return [trap_activation(card, "Gain LP equal to the ATK of 1 opponent's attacking monster", operation,
                            targets=True, condition=lambda ctx: bool(attackers(ctx)), target=target)]
