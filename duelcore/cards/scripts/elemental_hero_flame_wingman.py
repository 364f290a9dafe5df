"""Elemental HERO Flame Wingman (35809262), Fusion Monster (WIND Warrior, Level 6, 2100/1200):
""Elemental HERO Avian" + "Elemental HERO Burstinatrix". Must be Fusion Summoned and cannot be
Special Summoned by other ways. When this card destroys a monster by battle and sends it to the
Graveyard: Inflict damage to your opponent equal to the ATK of the destroyed monster in the
Graveyard." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


def destroyed_by_this(ctx):
    """The monsters the triggering "destroyed" event shows destroyed by battle with this card and
    now in a GY ([] otherwise; this card itself excluded)."""
    ev = ctx.event
    this = ctx.this
    if ev is None or ev.kind != "destroyed" or ev.reason != "battle":
        return []
    by = ev.data.get("destroyed_by") or {}
    return [c for c in ev.cards if c is not this and by.get(c.uid) is this and c.location is Location.GY]


@script(35809262)
def elemental_hero_flame_wingman(card):
    """Its summoning condition is the engine's ("Must be Fusion Summoned and cannot be Special
    Summoned by other ways": an Extra Deck monster, refused by other Special Summons).

    A mandatory Trigger Effect: when this face-up card, still on the field, destroys a monster by
    battle and it is sent to the GY, inflict damage to the opponent equal to that monster's ATK
    as it is in the GY (its printed ATK; "?" counts as 0). Source: card text."""

    def condition(ctx):
        this = ctx.this
        return this.location.is_monster_zone and this.face_up and bool(destroyed_by_this(ctx))

    def target(ctx):
        ctx.values["amount"] = sum(c.data.atk_value for c in destroyed_by_this(ctx))
        return
        yield

    def operation(ctx):
        ctx.duel.damage(ctx.opponent, ctx.values.get("amount", 0), kind="effect_damage")
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Inflict damage equal to the destroyed monster's ATK", event="destroyed",
                   mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=condition, target=target,
                   operation=operation)]
