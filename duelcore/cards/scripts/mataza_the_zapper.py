"""Mataza the Zapper (22609617), Effect Monster, Level 3, DARK Warrior, 1300/800: "This card can make
a second attack during each Battle Phase. Control of this face-up card on the field cannot switch."
(Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.rules.battle import SECOND_ATTACK
from duelcore.rules.monster_changes import CONTROL_CANNOT_SWITCH
from duelcore.state.effects import Effect, EffectKind


@script(22609617)
def mataza_the_zapper(card):
    """Two Continuous Effects of the face-up monster: it may declare 2 attacks in each Battle Phase
    (flag ``rules.battle.SECOND_ATTACK``, read by ``rules.battle.attack_block``); control of it cannot switch
    (flag ``CONTROL_CANNOT_SWITCH``: ``Duel.take_control`` leaves it where it is, so Change of
    Heart resolves without effect, and the control Spells cannot target it: ``filters.control_can_switch``). Source: card text."""
    return [Effect(card, EffectKind.CONTINUOUS, "This card can make a second attack during each Battle Phase",
                   range=MONSTER_ZONES, grants=SECOND_ATTACK),
            Effect(card, EffectKind.CONTINUOUS, "Control of this face-up card on the field cannot switch",
                   range=MONSTER_ZONES, grants=CONTROL_CANNOT_SWITCH)]
