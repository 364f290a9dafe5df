"""Gravekeeper's Guard (37101832), Flip Effect Monster: "FLIP: Target 1 monster your opponent
controls; return that target to the hand." """

from duelcore.cards.procedures import resolved_targets
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(37101832)
def gravekeeper_s_guard(card):
    """FLIP: target 1 monster the opponent controls and return it to its owner's hand (mandatory; a
    FLIP effect never misses the timing). Needed as the FLIP monster whose DEF (1900) a Field Spell
    can raise above 2000 for Acid Trap Hole (FS-19): Yami makes it 2100."""

    def flipped(ctx):
        return ctx.event is not None and ctx.this in ctx.event.cards

    def has_target(ctx):
        return bool(ctx.duel.monsters(ctx.opponent))

    def target(ctx):
        chosen = yield from ctx.select_cards(ctx.duel.monsters(ctx.opponent), "Choose a monster to return to the hand")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda ctx, c: c.location.is_monster_zone

    def operation(ctx):
        for monster in resolved_targets(ctx):
            ctx.duel.return_to_hand(monster)
        return
        yield

    return [Effect(card, EffectKind.FLIP, "FLIP: return 1 monster your opponent controls to the hand", event="flipped",
                   mandatory=True, targets=True, damage_step=True,
                   range=frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE}),
                   condition=flipped, has_target=has_target, target=target, operation=operation)]
