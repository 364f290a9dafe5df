"""Big Shield Gardna (65240384), Effect Monster, Level 4, EARTH Warrior, 100/2600: "When a Spell Card is
activated that targets this face-down card (and no other cards) (Quick Effect): Change this card to
face-up Defense Position, and if you do, negate the activation. If this card is attacked, change it
to Attack Position at the end of the Damage Step." """

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.negation import negate_activation_only
from duelcore.cards.procedures.filters import face_down_defense
from duelcore.cards.procedures.targeting import targeting_link, targets_only
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position


def spell_targeting_only_this(ctx):
    """The Chain Link just before: the activation of a Spell Card (either player's) that targets
    this face-down card and no other card; else None."""
    link = targeting_link(ctx, by_opponent=False, spell_card_only=True)
    return link if link is not None and targets_only(link, ctx.this) else None


@script(65240384)
def big_shield_gardna(card):
    """Quick Effect that works while face-down, as its text says (FD-11): in answer to the
    activation of a Spell Card that targets only this face-down card, change it to face-up Defense
    Position (a flip, not a Flip Summon), and if that happened, negate that activation (the Spell is
    not destroyed; it goes to the GY after the chain). Not offered while it is face-up, nor for a
    Trap, a monster effect, or a Spell that also targets another card.

    "If this card is attacked, change it to Attack Position at the end of the Damage Step": a
    mandatory trigger on the "damage_step_end" event of a battle where it was the attack target,
    if it is still face-up in Defense Position on the field."""

    def condition(ctx):
        return spell_targeting_only_this(ctx) is not None

    def target(ctx):
        ctx.values["negates"] = spell_targeting_only_this(ctx)

    def operation(ctx):
        this = ctx.this
        if not (ctx.card.valid and face_down_defense(this)):
            return
        ctx.duel.change_to_face_up_defense(this)
        negate_activation_only(ctx, ctx.values["negates"])

    def attacked(ctx):
        ev = ctx.event
        this = ctx.this
        return (ev is not None and ev.data.get("target") is this and this.location.is_monster_zone
                and this.position is Position.FACE_UP_DEFENSE)

    def to_attack(ctx):
        if ctx.card.valid:
            ctx.duel.change_battle_position(ctx.this, Position.FACE_UP_ATTACK)

    attack_position = Effect(card, EffectKind.TRIGGER, "Change this card to Attack Position", event="damage_step_end",
                             mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=attacked,
                             operation=to_attack)
    return [attack_position, Effect(card, EffectKind.QUICK, "Change this card to face-up Defense Position and negate the Spell Card",
                   range=MONSTER_ZONES, face_down_ok=True, condition=condition, target=target, operation=operation)]
