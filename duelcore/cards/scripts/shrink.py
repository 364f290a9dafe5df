"""Shrink (55713623), Quick-Play Spell: "Target 1 face-up monster on the field; its original ATK becomes halved until the end of this turn." """

from duelcore.cards.procedures import face_up_monsters, is_face_up_monster, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Modifier, Reset, Stat


@script(55713623)
def shrink(card):
    """Target 1 face-up monster; its *original* ATK becomes half until the end of this turn (a
    change to the original value, applied before every other change: rules.stats). Usable in the
    Damage Step, as it changes ATK."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.apply(target, Modifier(Stat.ATK, "original_half"), source=ctx.this,
                           reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN)
            ctx.duel.emit("stat_changed", ctx.player, card=target, text=f"original ATK halved (ATK {target.atk})")
        return
        yield

    return [spell_activation(card, "Halve the original ATK of 1 face-up monster", operation, damage_step=True,
                             **targeting(face_up_monsters, is_face_up_monster, prompt="Choose a monster"))]
