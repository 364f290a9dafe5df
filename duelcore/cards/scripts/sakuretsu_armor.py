"""Sakuretsu Armor (56120475), Normal Trap: "When an opponent's monster declares an attack: Target the
attacking monster; destroy that target." """

from duelcore.cards.procedures import destroy_that_monster, window_events
from duelcore.cards.scripts import script


def _attackers(ctx):
    """The opponent's monsters whose attack declaration the current chain answers, still on the field."""
    return [
        ev.cards[0]
        for ev in window_events(ctx, "attack_declared")
        if ev.player == ctx.opponent and ev.cards and ev.cards[0].location.is_monster_zone
        and ev.cards[0].controller == ctx.opponent
    ]


@script(56120475)
def sakuretsu_armor(card):
    """Only in the chain that answers the opponent's attack declaration (not at a replay, not at any
    other time); targets the attacking monster and destroys it if it is still that object on the
    field when this resolves (it need not still be attacking in Attack Position)."""

    return [destroy_that_monster(card, "Destroy the attacking monster", _attackers)]
