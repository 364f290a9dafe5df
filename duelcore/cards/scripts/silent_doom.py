"""Silent Doom (42534368), Normal Spell: "Target 1 Normal Monster in your Graveyard; Special Summon it
in face-up Defense Position, but it cannot attack." """

from duelcore.cards.procedures import can_special_summon, gy_monsters, resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import CANNOT_ATTACK
from duelcore.state.effects import Reset
from duelcore.state.enums import Location, Position


@script(42534368)
def silent_doom(card):
    """Target 1 Normal Monster in your GY that could be Special Summoned; Special Summon it in
    face-up Defense Position. "But it cannot attack" is a restriction tied to being Special
    Summoned by this effect: a lingering flag on that monster, lost when it leaves the field or is
    turned face-down (FD-21, FD-26); rules.battle.can_attack reads it."""

    def legal(ctx, c):
        return c.location is Location.GY and c.data.is_normal_monster and can_special_summon(ctx.duel, ctx.player, c)

    def operation(ctx):
        for target in resolved_targets(ctx):
            monster = yield from ctx.duel.special_summon(target, ctx.player, Position.FACE_UP_DEFENSE)
            if monster is not None:
                ctx.duel.apply(monster, flag=CANNOT_ATTACK, source=ctx.this,
                               reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)

    return [spell_activation(card, "Special Summon 1 Normal Monster from your GY in Defense Position", operation,
                             **targeting(lambda ctx: gy_monsters(ctx, [ctx.player]), legal,
                                         prompt="Choose a Normal Monster to Special Summon"))]
