"""Pitch-Black Warwolf (88975532), Effect Monster, Level 4, DARK Beast-Warrior, 1600/600: "Your
opponent cannot activate Trap Cards during the Battle Phase." (Its text of 2005 is the same.)"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Phase


def _opponents_trap_in_battle_phase(duel, card, effect, player):
    """The activation of a Trap Card (a card activation, not the effect of a face-up Trap) by this
    card's controller's opponent, during the Battle Phase (its Damage Step included)."""
    return (player != card.controller and duel.phase is Phase.BATTLE and effect.kind is EffectKind.ACTIVATE
            and effect.card.data.is_trap)


@script(88975532)
def pitch_black_warwolf(card):
    """A Continuous Effect while face-up in a Monster Zone: its controller's opponent cannot
    activate Trap Cards during the Battle Phase (``forbids_activation``). Source: card text; the
    effect of a face-up Trap Card is not a Trap Card's activation (ProjectIgnis/CardScripts
    c88975532.lua limits EFFECT_CANNOT_ACTIVATE to EFFECT_TYPE_ACTIVATE of a Trap)."""
    return [Effect(card, EffectKind.CONTINUOUS, "Your opponent cannot activate Trap Cards during the Battle Phase",
                   range=MONSTER_ZONES, forbids_activation=_opponents_trap_in_battle_phase)]
