"""Defenders Intersect (71417170), Normal Trap: "Activate only during the Battle Phase. Defense Position
monsters your opponent controls are changed to face-up Attack Position, and their effects are negated." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import NEGATED, defense_to_attack
from duelcore.state.effects import Reset
from duelcore.state.enums import Phase, Position

_DEFENSE = (Position.FACE_UP_DEFENSE, Position.FACE_DOWN_DEFENSE)


def _defenders(ctx):
    """The Defense Position monsters (face-up or face-down) the opponent controls."""
    return [m for m in ctx.duel.monsters(ctx.opponent) if m.position in _DEFENSE]


@script(71417170)
def defenders_intersect(card):
    """Only during the Battle Phase, and only when the opponent controls a Defense Position monster
    (else it would do nothing). On resolution, each of them is changed to face-up Attack Position by
    the effect (a face-down one is flipped face-up, so its FLIP effect activates) and its effects
    are negated: a lingering flag lost when it leaves the field or is turned face-down (FD-21).
    A monster flipped this way keeps the fact that it declared an attack this turn, so it still
    cannot attack again this Battle Phase (FD-25)."""

    def operation(ctx):
        duel = ctx.duel
        for monster in _defenders(ctx):
            if monster.position is Position.FACE_DOWN_DEFENSE:
                duel.change_to_face_up_attack(monster)
            else:
                defense_to_attack(duel, monster)
            duel.apply(monster, flag=NEGATED, source=ctx.this, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
        return
        yield

    return [trap_activation(card, "Change the opponent's Defense Position monsters to face-up Attack Position",
                            operation, condition=lambda ctx: ctx.duel.phase is Phase.BATTLE,
                            would_do_something=lambda ctx: bool(_defenders(ctx)))]
