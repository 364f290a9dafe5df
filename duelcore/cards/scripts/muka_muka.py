"""Muka Muka (46657337), Effect Monster (EARTH Rock, Level 2, 600/300): "This card gains 300 ATK and
DEF for each card in your hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def _hand_bonus(card):
    """300 points per card in the hand of ``card``'s controller (computed when read)."""
    return 300 * len(card.duel.players[card.controller].hand)


@script(46657337)
def muka_muka(card):
    """A Continuous Effect of the face-up monster: it gains 300 ATK and 300 DEF for each card in
    its controller's hand, counted whenever its ATK/DEF is read. Source: card text."""

    def itself(duel, monster):
        return monster is card and monster.location.is_monster_zone and monster.face_up

    return [
        Effect(card, EffectKind.CONTINUOUS, f"Gains 300 {stat.value} for each card in your hand", range=MONSTER_ZONES,
               modifier=Modifier(stat, "add", 0, itself, value_fn=_hand_bonus))
        for stat in (Stat.ATK, Stat.DEF)
    ]
