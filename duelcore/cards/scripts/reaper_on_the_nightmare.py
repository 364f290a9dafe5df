"""Reaper on the Nightmare (85684223), Fusion Monster, Level 5, DARK Zombie, 800/600: ""Spirit Reaper" +
"Nightmare Horse" / This card is not destroyed as a result of battle. Destroy this card when it is
targeted by the effect of a Spell, Trap or Effect Monster. This card can attack your opponent's Life
Points directly even if there is a monster on your opponent's side of the field. If this card
successfully attacks your opponent's Life Points directly, your opponent discards 1 card randomly from
his/her hand."

The same text in 2005 (no variant).
"""

from duelcore.cards.procedures.discard import discard_at_random
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.targeting import destroyed_when_targeted
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(85684223)
def reaper_on_the_nightmare(card):
    """An Extra Deck monster (its materials read from its text), revivable only once properly
    summoned; Metamorphosis may Special Summon it from a Level 5 monster.

    - Continuous: it is not destroyed by battle (``grants`` "indestructible_by_battle"; battle
      damage is still dealt).
    - Continuous: once an effect that targets it has resolved, it is destroyed
      (:func:`~duelcore.cards.procedures.targeting.destroyed_when_targeted`).
    - Continuous: it may attack directly even while the opponent controls monsters
      (``permits_direct_attack``: "Attack directly" is offered beside them).
    - Mandatory Trigger Effect: when it inflicts battle damage to the opponent by a direct attack,
      the opponent discards 1 card at random (the duel's seeded generator; nothing if their hand is
      empty).

    Source: card text; ProjectIgnis official/c85684223.lua (the discard is a mandatory trigger on
    battle damage from a direct attack)."""

    def direct_hit(ctx):
        ev = ctx.event
        duel = ctx.duel
        return (ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller
                and duel.attacking is ctx.this and duel.attack_target == "direct")

    def operation(ctx):
        discard_at_random(ctx.duel, ctx.opponent)

    return [
        Effect(card, EffectKind.CONTINUOUS, "This card is not destroyed by battle", range=MONSTER_ZONES,
               grants="indestructible_by_battle"),
        destroyed_when_targeted(card),
        Effect(card, EffectKind.CONTINUOUS, "Can attack directly", range=MONSTER_ZONES,
               permits_direct_attack=lambda duel, this: True),
        Effect(card, EffectKind.TRIGGER, "Your opponent discards 1 random card", event="battle_damage", mandatory=True,
               damage_step=True, range=MONSTER_ZONES, condition=direct_hit, operation=operation),
    ]
