"""Block Attack (25880422), Normal Spell (not a Trap, although it came in the Starter Deck's Trap
line-up): "Target 1 face-up Attack Position monster your opponent controls; change that target to
face-up Defense Position." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import opponents_monsters
from duelcore.cards.procedures.filters import in_attack_position
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.enums import Position


def _legal(ctx, card):
    """A face-up Attack Position monster the opponent still controls (checked on activation and
    again on resolution)."""
    return card.location.is_monster_zone and card.controller == ctx.opponent and in_attack_position(card)


def _refusal(ctx, card):
    """Why Block Attack cannot target ``card``: it is not the opponent's face-up Attack Position
    monster (FD-04 for a face-down one)."""
    if not card.location.is_monster_zone or card.controller != ctx.opponent:
        return None
    if not card.face_up:
        return "a face-down monster is not in face-up Attack Position (FD-04)"
    if card.position is Position.FACE_UP_DEFENSE:
        return "it is already in Defense Position"
    return None


@script(25880422)
def block_attack(card):
    """Spell Speed 1 (Normal Spell: own Main Phase, empty chain). Target 1 face-up Attack Position
    monster the opponent controls; on resolution, if it is still that monster in face-up Attack
    Position under the opponent's control, it is changed to face-up Defense Position (an effect's
    change: it does not use the monster's own position change for the turn). A face-down or
    Defense Position monster cannot be targeted. Source: card text; rulebook "Battle Positions"."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            if not ctx.duel.immune(target, ctx.this):
                ctx.duel.change_battle_position(target, Position.FACE_UP_DEFENSE)

    return [spell_activation(card, "Change 1 face-up Attack Position monster your opponent controls to Defense Position",
                             operation,
                             **targeting(opponents_monsters, _legal, prompt="Choose a monster",
                                         refusal=_refusal))]
