"""Stumbling (34646691), Continuous Spell: "Any monster that is Normal Summoned, Flip Summoned or
Special Summoned is changed to Defense Position." (the same text in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position


@script(34646691)
def stumbling(card):
    """Its activation does nothing by itself. Once it has resolved, while it is face-up and its
    effects are not negated, each Summon of a monster (Normal, Tribute, Flip or Special, by either
    player) activates its mandatory Trigger Effect, a Chain Link the players may respond to; on
    resolution, if Stumbling is still on the field, each monster that Summon brought that is still
    the same object in face-up Attack Position is changed to face-up Defense Position (a monster
    unaffected by Spell effects stays). The monster may change its battle position again later as
    usual. Source: card text; goatrulings.com "Stumbling" (UDE FAQ: "goes on a chain immediately after
    a monster is Summoned. As a mandatory Trigger Effect, Stumbling is always on the chain before
    optional Trigger Effects ... or chained Spell & Trap Cards (Trap Hole)"; "changes a monster to
    face-up Defense Position, not face-down"); ProjectIgnis ``official/c34646691.lua`` (a mandatory
    Trigger Effect on each kind of Summon)."""

    def condition(ctx):
        this = ctx.this
        return this.face_up and bool(this.values.get("resolved"))

    def summoned(ctx):
        ctx.values["summoned"] = [m.ref() for m in ctx.event.cards]

    def operation(ctx):
        duel = ctx.duel
        for ref in ctx.values.get("summoned", ()):
            monster = ref.card
            if ref.valid and monster.location.is_monster_zone and monster.position is Position.FACE_UP_ATTACK \
                    and not duel.immune(monster, ctx.this):
                duel.change_battle_position(monster, Position.FACE_UP_DEFENSE)

    return [spell_activation(card, "Stumbling", no_effect, needs_card_on_field=True),
            Effect(card, EffectKind.TRIGGER, "Change the Summoned monster to Defense Position", event="summoned",
                   mandatory=True, range=frozenset({Location.SPELL_TRAP_ZONE}), needs_card_on_field=True,
                   condition=condition, target=summoned, operation=operation)]
