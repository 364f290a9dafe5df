"""Forbidden Chalice (25789292), Quick-Play Spell: "Target 1 face-up monster on the field; until the end
of this turn, that target gains 400 ATK, but its effects are negated." """

from duelcore.cards.procedures import face_up_monsters, is_face_up_monster, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import NEGATED
from duelcore.state.effects import Modifier, Reset, Stat

#: Until the end of this turn, and never after the monster leaves the field or is turned face-down (FD-21).
_UNTIL_END_OF_TURN = Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN


@script(25789292)
def forbidden_chalice(card):
    """Target 1 face-up monster; on resolution, if it is still that face-up monster, it gains 400 ATK
    and its effects are negated until the end of this turn (two lingering effects; both are reset
    if it is turned face-down, FD-21). Usable in the Damage Step, as it changes ATK."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            duel.apply(target, Modifier(Stat.ATK, "add", 400), source=ctx.this, reset=_UNTIL_END_OF_TURN)
            duel.apply(target, flag=NEGATED, source=ctx.this, reset=_UNTIL_END_OF_TURN)
            duel.emit("stat_changed", ctx.player, card=target, text=f"gains 400 ATK, effects negated (ATK {target.atk})")
        return
        yield

    return [spell_activation(card, "1 face-up monster gains 400 ATK, but its effects are negated", operation,
                             damage_step=True,
                             **targeting(face_up_monsters, is_face_up_monster, prompt="Choose a monster"))]
