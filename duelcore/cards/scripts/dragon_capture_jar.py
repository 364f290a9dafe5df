"""Dragon Capture Jar (50045299), Continuous Trap: "Change all face-up Dragon-Type monsters on the
field to Defense Position, also they cannot change their battle positions."

ENGINE GAP (see tests/pending_scenarios/st_traps_pending.yaml, ids ``st-traps-dragon-capture-jar-*``):
only the change made when the activation resolves is scripted. Its lasting part needs the engine
to offer (a) a Continuous Effect that keeps face-up monsters in a battle position (a Dragon that
is Summoned, flipped face-up or changed to Attack Position while the Jar is face-up is changed to
Defense Position at once), and (b) a "cannot change battle position" restriction that
``rules.summon.can_change_position`` (and the Flip Summon check) reads. Neither exists, so after
the Jar resolves a Dragon may still be changed to Attack Position by hand.
"""

from duelcore.cards.procedures import trap_activation
from duelcore.cards.scripts import script
from duelcore.cards.types import MonsterType
from duelcore.engine.enums import Position


def _face_up_dragons(duel):
    """Every face-up Dragon monster on the field, both players'."""
    return [m for p in (0, 1) for m in duel.monsters(p)
            if m.face_up and m.data.monster_type & MonsterType.DRAGON]


@script(50045299)
def dragon_capture_jar(card):
    """On resolution every face-up Dragon monster on the field in Attack Position is changed to
    face-up Defense Position (an effect's change). Face-down monsters are not affected. The
    lasting "also they cannot change their battle positions" and keeping later Dragons in Defense
    Position are an engine gap (module docstring). Source: card text."""

    def operation(ctx):
        duel = ctx.duel
        for monster in _face_up_dragons(duel):
            if monster.position is Position.FACE_UP_ATTACK and not duel.immune(monster, ctx.this):
                duel.change_battle_position(monster, Position.FACE_UP_DEFENSE)
        return
        yield

    return [trap_activation(card, "Change all face-up Dragon monsters to Defense Position", operation)]
