"""Rush Recklessly (70046172), Quick-Play Spell: "Target 1 face-up monster on the field; it gains 700 ATK
until the end of this turn." """

from duelcore.cards.procedures import face_up_monsters, is_face_up_monster, resolved_targets, spell_activation, targeting
from duelcore.cards.scripts import script
from duelcore.engine.effects import Modifier, Reset, Stat


@script(70046172)
def rush_recklessly(card):
    """Target 1 face-up monster (either side); it gains 700 ATK until the end of this turn (lost
    earlier if it leaves the field or is turned face-down: FD-21). Usable in the Damage Step, as it
    changes ATK. Source: card text."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.apply(target, Modifier(Stat.ATK, "add", 700), source=ctx.this,
                           reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN)
            ctx.duel.emit("stat_changed", ctx.player, card=target, text=f"gains 700 ATK (ATK {target.atk})")
        return
        yield

    return [spell_activation(card, "1 face-up monster gains 700 ATK until the end of this turn", operation,
                             damage_step=True,
                             **targeting(face_up_monsters, is_face_up_monster, prompt="Choose a face-up monster"))]
