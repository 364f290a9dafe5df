"""Ghostrick Witch (27491571), Effect Monster (DARK Spellcaster, Level 2, 1200/200): "Cannot be Normal
Summoned, unless you control a "Ghostrick" monster. Once per turn: You can change this card to
face-down Defense Position. Once per turn: You can target 1 face-up monster your opponent controls;
change it to face-down Defense Position." """

from duelcore.cards.procedures import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_hidden import MONSTER_ZONES, can_be_face_down, ghostrick_summon_condition, turn_self_face_down
from duelcore.state.effects import Effect, EffectKind


def _opponent_face_up(ctx, card):
    """A face-up monster the opponent controls that can be face-down (not a Token, not a Link
    Monster: FD-27)."""
    return card.controller == ctx.opponent and can_be_face_down(card)


def _refusal(ctx, card):
    """Why ``card`` is not a target: it is face-down already, a Token or a Link Monster (FD-27)."""
    if not card.location.is_monster_zone or card.controller != ctx.opponent:
        return None
    if not card.face_up:
        return "it is already face-down"
    if card.data.is_token:
        return "a Token cannot be face-down (FD-27)"
    if card.data.is_link:
        return "a Link Monster cannot be face-down (FD-27)"
    return None


@script(27491571)
def ghostrick_witch(card):
    """Two Ignition Effects of the face-up monster, each once per turn:

    - change this card to face-down Defense Position (``_fd_hidden.turn_self_face_down``; its
      count survives being turned face-down, FD-22);
    - target 1 face-up monster the opponent controls (not a Token or Link Monster, FD-27) and
      change it to face-down Defense Position on resolution if it is still that face-up monster.
      This count is reset when the Witch is turned face-down (FD-21).

    "Cannot be Normal Summoned, unless you control a "Ghostrick" monster" is its summoning condition
    (``summon_condition``; a Set is allowed).
    Source: card text; FD-21, FD-22, FD-27."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            ctx.duel.change_to_face_down(target)
        return
        yield

    flip_other = Effect(card, EffectKind.IGNITION, "Change 1 face-up monster your opponent controls to face-down Defense Position",
                        range=MONSTER_ZONES, count_limit=1, operation=operation,
                        **targeting(lambda ctx: ctx.duel.monsters(ctx.opponent), _opponent_face_up,
                                    prompt="Choose a monster to change to face-down Defense Position", refusal=_refusal))
    return [ghostrick_summon_condition(card), turn_self_face_down(card), flip_other]
