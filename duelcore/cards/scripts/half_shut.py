"""Half Shut (73048641), Quick-Play Spell: "Target 1 face-up monster on the field; it cannot be destroyed
by battle this turn, also its ATK is halved until the end of this turn." """

from duelcore.cards.procedures import face_up_monsters, is_face_up_monster, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import INDESTRUCTIBLE_BY_BATTLE
from duelcore.state.effects import Modifier, Reset, Stat

_UNTIL_END_OF_TURN = Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN


@script(73048641)
def half_shut(card):
    """Target 1 face-up monster; on resolution, if it is still that face-up monster: its ATK becomes
    half its ATK at that moment (rounded up; a value fixed on resolution, rules.stats) and it
    cannot be destroyed by battle, both until the end of this turn and both reset if it is turned
    face-down (FD-21). Usable in the Damage Step, as it changes ATK.

    The protection is the lingering flag ``INDESTRUCTIBLE_BY_BATTLE``, read by damage calculation."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            half = (target.atk + 1) // 2
            duel.apply(target, flag=INDESTRUCTIBLE_BY_BATTLE, source=ctx.this, reset=_UNTIL_END_OF_TURN)
            duel.apply(target, Modifier(Stat.ATK, "set", half), source=ctx.this, reset=_UNTIL_END_OF_TURN)
            duel.emit("stat_changed", ctx.player, card=target,
                      text=f"ATK halved (ATK {target.atk}), cannot be destroyed by battle this turn")
        return
        yield

    return [spell_activation(card, "Halve 1 face-up monster's ATK; it cannot be destroyed by battle", operation,
                             damage_step=True,
                             **targeting(face_up_monsters, is_face_up_monster, prompt="Choose a monster"))]
