"""Gearfried the Iron Knight (423705), Effect Monster, Level 4, EARTH Warrior, 1800/1600: "When an Equip
Card(s) is equipped to this card: Destroy that Equip Card(s)." """

from duelcore.cards.procedures import equipped_monster
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


@script(423705)
def gearfried_the_iron_knight(card):
    """Mandatory trigger on the "equipped" event whose monster is this card: on resolution the
    Equip Card(s) named by that event that are still equipped to this card are destroyed. An Equip
    Card equipped to another monster is not touched. Source: card text."""

    def equipped_here(ctx):
        ev = ctx.event
        return ev is not None and ev.data.get("target") is ctx.this and ctx.this.face_up

    def remember(ctx):
        ctx.values["equips"] = [c.ref() for c in ctx.event.cards]
        return
        yield

    def operation(ctx):
        doomed = [r.card for r in ctx.values.get("equips", [])
                  if r.valid and equipped_monster(r.card) is ctx.this]
        if doomed:
            ctx.duel.destroy(doomed, by=ctx.player)
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Destroy the Equip Card equipped to this card", event="equipped",
                   mandatory=True, range=MONSTER_ZONES, condition=equipped_here, target=remember,
                   operation=operation)]
