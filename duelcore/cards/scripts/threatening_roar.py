"""Threatening Roar (36361633), Normal Trap: "Your opponent cannot declare an attack this turn." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.registry import script
from duelcore.rules.battle import NO_ATTACK_DECLARATION
from duelcore.state.enums import Phase


@script(36361633)
def threatening_roar(card):
    """Activated in the opponent's turn only, before their Battle Phase is over (in its own player's
    turn it would do nothing: the opponent cannot attack then). On resolution the opponent cannot
    declare an attack for the rest of this turn (the player effect ``NO_ATTACK_DECLARATION``, read
    by rules.battle.attack_block). Activated in answer to an attack declaration, that attack has
    been declared and goes on; no other attack can be declared. Not in the Damage Step. The same
    text in April 2005 (no period variant).

    Source: card text; UDE FAQ (goatrulings.com, TheMTtakeover/goat-rulings
    goat-indv-rulings/threatening-roar.md: "the attack has already been declared so it will resolve
    normally. After that, your opponent cannot attack for the rest of the turn"; "You cannot
    activate "Threatening Roar" during your own turn")."""

    def in_their_turn(ctx):
        return ctx.duel.turn_player == ctx.opponent and ctx.duel.phase not in (Phase.MAIN2, Phase.END)

    def operation(ctx):
        ctx.duel.add_player_effect(ctx.opponent, NO_ATTACK_DECLARATION)

    return [trap_activation(card, "Your opponent cannot declare an attack this turn", operation,
                            would_do_something=in_their_turn)]
