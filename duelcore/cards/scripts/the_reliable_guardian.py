"""The Reliable Guardian (16430187), Quick-Play Spell: "Increase 1 face-up monster's DEF by 700 points
until the end of this turn." """

from duelcore.cards.procedures import face_up_monsters, resolved_targets, spell_activation, targeting
from duelcore.cards.scripts import script
from duelcore.engine.effects import Modifier, Reset, Stat


def _legal(ctx, c):
    """A face-up monster that has a DEF (not a Link Monster)."""
    return c.location.is_monster_zone and c.face_up and not c.data.is_link


@script(16430187)
def the_reliable_guardian(card):
    """Target 1 face-up monster (either side; it is ruled a targeting effect); it gains 700 DEF
    until the end of this turn (lost earlier if it leaves the field or is turned face-down). Usable
    in the Damage Step, as it changes DEF. Source: card text and rulings."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.apply(target, Modifier(Stat.DEF, "add", 700), source=ctx.this,
                           reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN | Reset.END_OF_TURN)
            ctx.duel.emit("stat_changed", ctx.player, card=target, text=f"gains 700 DEF (DEF {target.defense})")
        return
        yield

    return [spell_activation(card, "1 face-up monster gains 700 DEF until the end of this turn", operation,
                             damage_step=True, **targeting(face_up_monsters, _legal, prompt="Choose a face-up monster"))]
