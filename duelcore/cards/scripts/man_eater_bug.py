"""Man-Eater Bug (54652250), Flip Effect Monster: "FLIP: Target 1 monster on the field; destroy it." """

from duelcore.cards.procedures import monsters_on_field, resolved_targets, targetable
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(54652250)
def man_eater_bug(card):
    """FLIP: target 1 monster on the field (itself included) and destroy it. A FLIP effect never
    misses the timing and activates even when this card is destroyed by the battle that flipped it;
    it then cannot target itself, a monster destroyed by battle being no legal target
    (``Duel.can_be_targeted``; Konami OCG FAQ, cid 4507)."""

    def flipped(ctx):
        return ctx.event is not None and ctx.this in ctx.event.cards

    def operation(ctx):
        ctx.duel.destroy(resolved_targets(ctx), by=ctx.player)
        return
        yield

    def has_target(ctx):
        return bool(targetable(ctx, monsters_on_field(ctx)))

    def target(ctx):
        chosen = yield from ctx.select_cards(monsters_on_field(ctx), "Choose a monster to destroy")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda ctx, c: c.location.is_monster_zone

    return [Effect(card, EffectKind.FLIP, "FLIP: destroy 1 monster on the field", event="flipped", mandatory=True,
                   targets=True, damage_step=True,
                   range=frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}),
                   condition=flipped, has_target=has_target, target=target, operation=operation)]
