"""Dark Paladin (98502113), Fusion Monster: ""Dark Magician" + "Buster Blader"
Must be Fusion Summoned. When a Spell Card is activated (Quick Effect): You can discard 1 card;
negate the activation, and if you do, destroy it. This card must be face-up on the field to activate
and to resolve this effect. Gains 500 ATK for each Dragon monster on the field and in the GY." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import MONSTER_ZONES, discard_one, negate_spell_effect
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat


def dragons(duel):
    """Dragon monsters on the field (face-up: a face-down monster has no Type) and in both GYs."""
    count = 0
    for p in (0, 1):
        count += sum(1 for m in duel.monsters(p) if m.face_up and m.data.monster_type is MonsterType.DRAGON)
        count += sum(1 for c in duel.players[p].gy if c.data.is_monster and c.data.monster_type is MonsterType.DRAGON)
    return count


@script(98502113)
def dark_paladin(card):
    """Materials "Dark Magician" + "Buster Blader" (read from its text by the Fusion procedure);
    "Must be Fusion Summoned": an Extra Deck monster, revivable only once properly summoned.
    Quick Effect: when a Spell Card is activated, discard 1 card (cost) to negate the activation and
    destroy it. Continuous: +500 ATK for each Dragon monster on the field and in the GYs."""
    negate = negate_spell_effect(card, "Discard 1 card: negate the activation of a Spell Card and destroy it",
                                 cost=discard_one, can_pay=lambda ctx: bool(ctx.duel.players[ctx.player].hand))
    gains = Effect(card, EffectKind.CONTINUOUS, "Gains 500 ATK for each Dragon monster on the field and in the GY",
                   range=MONSTER_ZONES,
                   modifier=Modifier(Stat.ATK, "add", 0, applies_to=lambda duel, c: c is card,
                                     value_fn=lambda c: 500 * dragons(c.duel)))
    return [negate, gains]
