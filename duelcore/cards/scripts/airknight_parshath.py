"""Airknight Parshath (18036057), Effect Monster (LIGHT Fairy, Level 5, 1900/1400): "If this card
attacks a Defense Position monster, inflict piercing battle damage. If this card inflicts battle
damage to your opponent: Draw 1 card."

Its text of April 2005 is the same (cards.goat.en.cdb), so it has no period variant; the order of
its draw and a FLIP effect in the same chain is the goat rule flag ``triggers_in_event_order``.
"""

from duelcore.cards.procedures.battle import battle_damage_by_this
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.rules.battle import PIERCING
from duelcore.state.effects import Effect, EffectKind


@script(18036057)
def airknight_parshath(card):
    """A Continuous Effect: piercing battle damage (rules.battle, :data:`~duelcore.rules.battle.PIERCING`);
    and a mandatory trigger whenever it inflicts battle damage to its controller's opponent (a
    direct attack too; not when the damage is made 0: Waboku, Kuriboh): its controller draws 1
    card. Source: card text; UDE FAQ (goatrulings.com "Airknight Parshath": "Drawing a card is not
    optional"; "When "Airknight Parshath" attacks a face-down monster with a Flip Effect and
    inflicts Battle Damage, you draw 1 card before the Flip Effect is applied")."""
    pierce = Effect(card, EffectKind.CONTINUOUS, "If this card attacks a Defense Position monster, inflict piercing battle damage",
                    range=MONSTER_ZONES, grants=PIERCING)
    draw = Effect(card, EffectKind.TRIGGER, "Draw 1 card", event="battle_damage", mandatory=True, damage_step=True,
                  range=MONSTER_ZONES, condition=battle_damage_by_this,
                  operation=lambda ctx: ctx.duel.draw(ctx.player, 1))
    return [pierce, draw]
