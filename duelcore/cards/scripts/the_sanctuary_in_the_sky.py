"""The Sanctuary in the Sky (56433456), Field Spell: "Battle damage to the controller of a Fairy monster
from a battle involving that monster becomes 0." """

from duelcore.cards.procedures import field_spell
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(56433456)
def the_sanctuary_in_the_sky(card):
    """While face-up in the Field Zone (its activation resolved, not negated): battle damage that the
    controller of a Fairy monster would take from a battle involving that Fairy becomes 0, whoever
    controls this card. Source: card text; FS-13, FS-14 (applies only while face-up and applying)."""

    def prevents(duel, this, monster, player):
        return (monster.controller == player and monster.location.is_monster_zone and monster.face_up
                and monster.data.monster_type is MonsterType.FAIRY)

    shield = Effect(card, EffectKind.CONTINUOUS, "Battle damage to the controller of a Fairy from its battles becomes 0",
                    range=frozenset({Location.FIELD_ZONE}), prevents_battle_damage=prevents)
    return field_spell(card, "The Sanctuary in the Sky", []) + [shield]
