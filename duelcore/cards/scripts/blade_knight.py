"""Blade Knight (39507162), Effect Monster, Level 4, LIGHT Warrior, 1600/1000: "Gains 400 ATK while you
have 1 or less cards in your hand. If you control no other monsters, the effects of Flip monsters
destroyed by battle with this card are negated."

Its text of 2005 ("While you have 1 or less cards in your hand, this card gains 400 ATK. If you
control no other monsters, negate the effects of Flip Effect Monsters destroyed by battle with this
card.") plays the same, so one script serves both.
"""

from duelcore.cards.procedures.battle import battling_pair
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def _one_or_less_in_hand(duel, monster):
    """A named test (a continuous modifier's callback): ``monster`` is this face-up Blade Knight and
    its controller has 1 or less cards in their hand."""
    return (monster.location.is_monster_zone and monster.face_up and monster.name == "Blade Knight"
            and len(duel.players[monster.controller].hand) <= 1)


def _flip_destroyed_by_battle_with_it(duel, this, link):
    """The Chain Link is an effect of a Flip monster destroyed by battle with this card (the latest
    battle of this turn; its FLIP effect resolves in that Damage Step, after damage calculation,
    while the monster is marked destroyed by battle), while this card's controller controls no other
    monsters."""
    monster = link.card
    if not monster.data.is_flip or any(m is not this for m in duel.monsters(this.controller)):
        return False
    attacker, target = battling_pair(duel)
    if this.uid not in (attacker, target) or monster.uid not in (attacker, target) or monster is this:
        return False
    return monster.destroyed_by_battle


@script(39507162)
def blade_knight(card):
    """Two Continuous Effects of the face-up monster: (1) it gains 400 ATK while its controller has
    1 or less cards in their hand (read whenever its ATK is); (2) while its controller controls no
    other monsters, the effect of a Flip monster destroyed by battle with it is negated as it
    resolves (``negates_link``): a face-down Man-Eater Bug it attacks is destroyed and its FLIP
    effect, activated after damage calculation, does nothing. Source: card text."""

    def itself(duel, monster):
        return monster is card and _one_or_less_in_hand(duel, monster)

    return [Effect(card, EffectKind.CONTINUOUS, "Gains 400 ATK while you have 1 or less cards in your hand",
                   range=MONSTER_ZONES, modifier=Modifier(Stat.ATK, "add", 400, itself)),
            Effect(card, EffectKind.CONTINUOUS, "Negate the effects of Flip monsters destroyed by battle with this card",
                   range=MONSTER_ZONES, negates_link=_flip_destroyed_by_battle_with_it)]
