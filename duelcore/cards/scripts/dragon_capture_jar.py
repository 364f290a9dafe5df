"""Dragon Capture Jar (50045299), Continuous Trap: "Change all face-up Dragon-Type monsters on the
field to Defense Position, also they cannot change their battle positions." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position


def _face_up_dragons(duel):
    """Every face-up Dragon monster on the field, both players'."""
    return [m for p in (0, 1) for m in duel.monsters(p)
            if m.face_up and m.data.monster_type & MonsterType.DRAGON]


@script(50045299)
def dragon_capture_jar(card):
    """On resolution every face-up Dragon monster on the field in Attack Position is changed to
    face-up Defense Position (an effect's change). While the Jar stays face-up (its effect not
    negated), face-up Dragons are kept in Defense Position - one Summoned, flipped face-up or
    changed later is changed at once - and cannot change their battle positions
    (``holds_position``). Face-down monsters are not affected. Source: card text."""

    def operation(ctx):
        duel = ctx.duel
        for monster in _face_up_dragons(duel):
            if monster.position is Position.FACE_UP_ATTACK and not duel.immune(monster, ctx.this):
                duel.change_battle_position(monster, Position.FACE_UP_DEFENSE)
        return
        yield

    def hold(duel, this, monster):
        return Position.FACE_UP_DEFENSE if monster.data.monster_type & MonsterType.DRAGON else None

    jar = Effect(card, EffectKind.CONTINUOUS, "Face-up Dragon monsters stay in Defense Position",
                 range=frozenset({Location.SPELL_TRAP_ZONE}), holds_position=hold)
    return [trap_activation(card, "Change all face-up Dragon monsters to Defense Position", operation), jar]
