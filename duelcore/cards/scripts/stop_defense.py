"""Stop Defense (63102017), Normal Spell: "Select 1 Defense Position monster on your opponent's side of
the field and change it to Attack Position." """

from duelcore.cards.procedures import resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Position


def _opponent_monsters(ctx):
    """The monsters the activating player's opponent controls."""
    return ctx.duel.monsters(ctx.opponent)


def _legal(ctx, c):
    """A Defense Position monster (face-up or face-down) the opponent controls."""
    return c.location.is_monster_zone and c.controller == ctx.opponent and c.position is not None \
        and c.position.is_defense


@script(63102017)
def stop_defense(card):
    """Target 1 Defense Position monster the opponent controls (face-up or face-down) and change it
    to Attack Position: a face-up one to face-up Attack Position, a face-down one is flipped to
    face-up Attack Position (not a Flip Summon; its FLIP effect activates). The old wording
    "Select" is ruled as targeting. Source: card text and rulings."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            if target.face_up:
                duel.change_battle_position(target, Position.FACE_UP_ATTACK)
            else:
                duel.change_to_face_up_attack(target)
        return
        yield

    return [spell_activation(card, "Change 1 Defense Position monster your opponent controls to Attack Position",
                             operation, **targeting(_opponent_monsters, _legal, prompt="Choose a Defense Position monster"))]
