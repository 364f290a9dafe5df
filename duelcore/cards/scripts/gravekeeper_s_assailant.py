"""Gravekeeper's Assailant (25262697), Effect Monster, Level 4, DARK Spellcaster, 1500/1500: "When this
card declares an attack while "Necrovalley" is on the field: You can target 1 face-up monster your
opponent controls; change that target's battle position."

Its text of 2005 ("If "Necrovalley" is on the field when this card declares an attack, you can select
1 face-up monster your opponent controls and change its battle position.") plays the same: no period
variant.
"""

from duelcore.cards.procedures.field_spells import field_spell_on_field
from duelcore.cards.procedures.filters import MONSTER_ZONES, opponents_face_up_monsters
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position

NECROVALLEY = 47355498


def _still_face_up_theirs(ctx, card):
    """The target is still a face-up monster the opponent controls."""
    return card.location.is_monster_zone and card.face_up and card.controller == ctx.opponent


@script(25262697)
def gravekeeper_s_assailant(card):
    """An optional trigger when this card declares an attack, activated only while "Necrovalley"
    is face-up on the field (it needs to be there when the effect is activated, not when it
    resolves): it targets 1 face-up monster the opponent controls and, if that monster is still
    face-up and theirs at resolution, changes its battle position: Attack to face-up Defense,
    Defense to face-up Attack (never face-down). Not activated with no face-up monster on the
    opponent's side. The attack goes on afterwards (a monster whose position changed is still its
    target). Source: card text; Edison-format rulings of the same text (edisonrul.ing
    "Gravekeeper's Assailant": "This effect targets 1 face-up monster your opponent controls"; "If
    the target is no longer face-up, its battle position is not changed"; "This effect does not Set
    the target"; "Necrovalley only needs to be face-up when this effect activates, not when it
    resolves")."""

    def attacking(ctx):
        ev = ctx.event
        return ev is not None and ctx.this in ev.cards and field_spell_on_field(ctx.duel, NECROVALLEY)

    def operation(ctx):
        for target in resolved_targets(ctx):
            to = Position.FACE_UP_DEFENSE if target.position is Position.FACE_UP_ATTACK else Position.FACE_UP_ATTACK
            ctx.duel.change_battle_position(target, to)

    return [Effect(card, EffectKind.TRIGGER, "Change the battle position of 1 face-up monster your opponent controls",
                   event="attack_declared", when=True, range=MONSTER_ZONES, condition=attacking, operation=operation,
                   **targeting(opponents_face_up_monsters, _still_face_up_theirs,
                               prompt="Choose a face-up monster your opponent controls"))]
