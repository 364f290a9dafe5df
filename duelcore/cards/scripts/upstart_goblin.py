"""Upstart Goblin (70368879), Normal Spell: "Draw 1 card, then your opponent gains 1000 Life Points."
(the same text in April 2005)."""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.registry import script

#: LP the opponent gains.
GAIN = 1000


@script(70368879)
def upstart_goblin(card):
    """Draw 1 card, then the opponent gains 1000 LP (in that order: the draw happens first, the LP
    gain after it). Not activated with an empty Deck (no blank activation). Source: card text;
    ProjectIgnis ``official/c70368879.lua``."""

    def can_draw(ctx):
        return bool(ctx.duel.players[ctx.player].deck)

    def operation(ctx):
        if ctx.duel.draw(ctx.player, 1):
            ctx.duel.gain_lp(ctx.opponent, GAIN)

    return [spell_activation(card, "Draw 1 card, then your opponent gains 1000 LP", operation, would_do_something=can_draw)]
