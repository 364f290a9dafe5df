"""Big Shield Gardna (65240384), Effect Monster, Level 4, EARTH Warrior, 100/2600: "When a Spell Card is
activated that targets this face-down card (and no other cards) (Quick Effect): Change this card to
face-up Defense Position, and if you do, negate the activation. If this card is attacked, change it
to Attack Position at the end of the Damage Step."

Its text of 2005 (the Goat format) negates such a Spell with no activation of its own, as Mid
Shield Gardna's does: see :func:`big_shield_gardna_2005`. (Its "(Pre-Errata)" row, 65240394, is
within 20 of its passcode, so the database reads it as an artwork of this card: the same script.)
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.negation import negate_activation_only
from duelcore.cards.procedures.filters import face_down_defense
from duelcore.cards.procedures.targeting import face_down_negates_targeting_spell, targeting_link, targets_only
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position


def spell_targeting_only_this(ctx):
    """The Chain Link just before: the activation of a Spell Card (either player's) that targets
    this face-down card and no other card; else None."""
    link = targeting_link(ctx, by_opponent=False, spell_card_only=True)
    return link if link is not None and targets_only(link, ctx.this) else None


def to_attack_position_when_attacked(card):
    """"If this card is attacked, change it to Attack Position at the end of the Damage Step": a
    mandatory trigger on the "damage_step_end" event of a battle where it was the attack target,
    if it is still face-up in Defense Position on the field."""

    def attacked(ctx):
        ev = ctx.event
        this = ctx.this
        return (ev is not None and ev.data.get("target") is this and this.location.is_monster_zone
                and this.position is Position.FACE_UP_DEFENSE)

    def to_attack(ctx):
        if ctx.card.valid:
            ctx.duel.change_battle_position(ctx.this, Position.FACE_UP_ATTACK)

    return Effect(card, EffectKind.TRIGGER, "Change this card to Attack Position", event="damage_step_end",
                  mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=attacked, operation=to_attack)


@script(65240384)
def big_shield_gardna(card):
    """Quick Effect that works while face-down, as its text says (FD-11): in answer to the
    activation of a Spell Card that targets only this face-down card, change it to face-up Defense
    Position (a flip, not a Flip Summon), and if that happened, negate that activation (the Spell is
    not destroyed; it goes to the GY after the chain). Not offered while it is face-up, nor for a
    Trap, a monster effect, or a Spell that also targets another card.

    "If this card is attacked, change it to Attack Position at the end of the Damage Step":
    :func:`to_attack_position_when_attacked`."""

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

    return [to_attack_position_when_attacked(card),
            Effect(card, EffectKind.QUICK, "Change this card to face-up Defense Position and negate the Spell Card",
                   range=MONSTER_ZONES, face_down_ok=True, condition=condition, target=target, operation=operation)]


@script(65240384, texts="2005")
def big_shield_gardna_2005(card):
    """"Negate the activation of any Spell Card that targets this 1 face-down monster. At that
    time, flip this card into face-up Defense Position. If this card is attacked, change it to
    Attack Position at the end of the Damage Step." (cards.goat.en.cdb and the variant row Big
    Shield Gardna (Pre-Errata), 65240394; printed so, with "designates", on TP5-EN002 and
    DB1-EN097: Pojo's Card of the Day of 2004-11-04.)

    The negation is not an effect its controller activates or may decline: it happens as the
    Spell is about to resolve, if this card is face-down then
    (:func:`procedures.targeting.face_down_negates_targeting_spell`, Mid Shield Gardna's same
    text). So it is never offered as a choice, nothing can be chained to it, and a face-up Big
    Shield Gardna targeted by a Spell and then turned face-down in the chain (Book of Moon) still
    negates it: "If "Big Shield Gardna" is targeted with a Spell Card, you may chain "Book of Moon"
    to flip it face-down, then it can negate the Spell Card and will flip back to face-up Defense
    Position" (UDE FAQ, goatrulings.com "Big Shield Gardna"). Only an opponent's Spell is
    answered (the engine's moment for it); a player seldom targets their own face-down monster
    with a Spell. The Attack Position trigger is today's."""
    return [to_attack_position_when_attacked(card), face_down_negates_targeting_spell(card)]
