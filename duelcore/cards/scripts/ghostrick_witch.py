"""Ghostrick Witch (27491571), Effect Monster (DARK Spellcaster, Level 2, 1200/200): "Cannot be Normal
Summoned, unless you control a "Ghostrick" monster. Once per turn: You can change this card to
face-down Defense Position. Once per turn: You can target 1 face-up monster your opponent controls;
change it to face-down Defense Position." """

from duelcore.cards.procedures.filters import MONSTER_ZONES, opponents_monsters
from duelcore.cards.procedures.ghostricks import ghostrick_summon_condition
from duelcore.cards.procedures.positions import can_be_face_down, change_targets_face_down, face_down_refusal, turn_self_face_down
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


def _opponent_face_up(ctx, card):
    """A face-up monster the opponent controls that can be face-down (not a Token, not a Link
    Monster: FD-27)."""
    return card.controller == ctx.opponent and can_be_face_down(card)


def _refusal(ctx, card):
    """Why ``card`` is not a target: it is face-down already, a Token or a Link Monster (FD-27); None
    for a card the opponent does not control."""
    if card.controller != ctx.opponent:
        return None
    return face_down_refusal(ctx, card)


@script(27491571)
def ghostrick_witch(card):
    """Two Ignition Effects of the face-up monster, each once per turn:

    - change this card to face-down Defense Position (``procedures.positions.turn_self_face_down``; its
      count survives being turned face-down, FD-22);
    - target 1 face-up monster the opponent controls (not a Token or Link Monster, FD-27) and
      change it to face-down Defense Position on resolution if it is still that face-up monster.
      This count is reset when the Witch is turned face-down (FD-21).

    "Cannot be Normal Summoned, unless you control a "Ghostrick" monster" is its summoning condition
    (``summon_condition``; a Set is allowed).
    Source: card text; FD-21, FD-22, FD-27."""

    flip_other = Effect(card, EffectKind.IGNITION, "Change 1 face-up monster your opponent controls to face-down Defense Position",
                        range=MONSTER_ZONES, count_limit=1, operation=change_targets_face_down,
                        **targeting(opponents_monsters, _opponent_face_up,
                                    prompt="Choose a monster to change to face-down Defense Position", refusal=_refusal))
    return [ghostrick_summon_condition(card), turn_self_face_down(card), flip_other]
