"""Blade Rabbit (58268433), Effect Monster, Level 2, EARTH Beast, 400/300: "When this card is changed
from Attack Position to face-up Defense Position, destroy 1 monster on your opponent's side of the
field." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import MONSTER_ZONES, is_opponents_monster, opponents_monsters
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position


def _attack_to_face_up_defense(ctx):
    """The trigger event changed this card from Attack Position to face-up Defense Position (by
    its controller or by an effect), and it is still in face-up Defense Position."""
    ev = ctx.event
    return (ev is not None and ctx.this in ev.cards and ev.data.get("from") is Position.FACE_UP_ATTACK
            and ev.data.get("to") is Position.FACE_UP_DEFENSE and ctx.this.position is Position.FACE_UP_DEFENSE)


@script(58268433)
def blade_rabbit(card):
    """A mandatory trigger of the face-up monster when it is changed from Attack Position to
    face-up Defense Position: target 1 monster the opponent controls (face-up or face-down) and
    destroy it. It targets (ProjectIgnis/CardScripts c58268433.lua: EFFECT_FLAG_CARD_TARGET); with
    no monster to target it does not activate. Source: card text."""
    return [Effect(card, EffectKind.TRIGGER, "Destroy 1 monster your opponent controls", event="position_changed",
                   mandatory=True, range=MONSTER_ZONES, condition=_attack_to_face_up_defense,
                   operation=destroy_targets,
                   **targeting(opponents_monsters, is_opponents_monster, prompt="Choose a monster to destroy"))]
