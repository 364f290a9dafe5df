"""Creature Swap (31036355), Normal Spell: "Each player chooses 1 monster they control and switches
control of those monsters with each other. Those monsters cannot change their battle positions for
the rest of this turn." (the same text in April 2005)."""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.lingering import UNTIL_END_OF_TURN
from duelcore.cards.registry import script

#: The flag rules.summon reads: "cannot change their battle positions" (by hand) this turn.
CANNOT_CHANGE_POSITION = "cannot_change_position"


@script(31036355)
def creature_swap(card):
    """Activated only while both players control a monster. It targets nothing: on resolution the
    activating player chooses 1 monster they control, then the opponent 1 they control (face-up or
    face-down, Tokens too), and control of the two is switched at once, each going to the zone the
    other left (``Duel.swap_control``); the monsters do not return at the End Phase. If either
    player controls no monster by then, nothing happens. Both then cannot change their battle
    positions by hand for the rest of the turn (effects still may).

    Source: card text; goatrulings.com "Creature Swap" (UDE FAQ: "does not target. The monsters
    are chosen when its effect resolves"; "Both players must have at least 1 eligible monster on
    the field for Creature Swap to be activated"; "Monsters affected by Creature Swap do not return
    to their owner's control at the end of the turn"; Netrep: the position text "refers only to
    manual changes")."""

    def both_control_a_monster(ctx):
        return bool(ctx.duel.monsters(ctx.player)) and bool(ctx.duel.monsters(ctx.opponent))

    def operation(ctx):
        duel = ctx.duel
        if not both_control_a_monster(ctx):
            return
        mine = yield from ctx.select_cards(duel.monsters(ctx.player), "Choose a monster you control to give")
        theirs = yield from ctx.select_cards(duel.monsters(ctx.opponent), "Choose a monster you control to give",
                                             player=ctx.opponent)
        duel.swap_control(mine[0], theirs[0])
        for monster in (mine[0], theirs[0]):
            duel.apply(monster, flag=CANNOT_CHANGE_POSITION, source=ctx.this, reset=UNTIL_END_OF_TURN)

    return [spell_activation(card, "Each player chooses 1 monster they control; switch control of them", operation,
                             condition=both_control_a_monster)]
