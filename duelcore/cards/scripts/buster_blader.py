"""Buster Blader (78193831), Effect Monster, Level 7, EARTH Warrior, 2600/2300: "Gains 500 ATK for each
Dragon monster your opponent controls or is in their GY." """

from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


def dragons_against(card):
    """Dragon monsters the opponent of ``card``'s controller controls face-up (a face-down one is not
    known to be a Dragon: FD-04) or has in their GY (count)."""
    duel = card.duel
    opponent = 1 - card.controller
    on_field = sum(1 for m in duel.monsters(opponent) if m.face_up and m.data.monster_type is MonsterType.DRAGON)
    in_gy = sum(1 for c in duel.players[opponent].gy if c.data.is_monster and c.data.monster_type is MonsterType.DRAGON)
    return on_field + in_gy


@script(78193831)
def buster_blader(card):
    """A Continuous Effect: +500 ATK for each Dragon monster the opponent controls face-up or has in
    their GY, counted when its ATK is read. Source: card text; FD-04 (a face-down monster's Type is
    unknown)."""
    return [Effect(card, EffectKind.CONTINUOUS, "Gains 500 ATK for each Dragon your opponent controls or has in their GY",
                   range=MONSTER_ZONES,
                   modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                     value_fn=lambda c: 500 * dragons_against(c)))]
