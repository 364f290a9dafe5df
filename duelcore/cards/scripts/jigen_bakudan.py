"""Jigen Bakudan (90020065), Flip Effect Monster, Level 2, FIRE Pyro, 200/1000: "FLIP: After this card is
flipped, Tribute it during your Standby Phase to destroy all monsters on your side of the field and
inflict damage equal to half of the total ATK of the destroyed cards (excluding this monster) to your
opponent's Life Points." """

from duelcore.cards.procedures import tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


@script(90020065)
def jigen_bakudan(card):
    """Once this card has been flipped face-up (Flip Summon, attack or effect), during its
    controller's Standby Phase they may activate it ("standby_phase" trigger event of their own
    turn), Tributing it as the cost while it is still face-up on the field (not while Soul Exchange
    binds its player to Tribute another monster: rules.tributes). On resolution every
    monster they control is destroyed, and the opponent takes effect damage equal to half the total
    ATK the destroyed monsters had on the field (a face-down one has none there; Jigen Bakudan
    itself is already in the GY), rounded down. Turned face-down, or moved, it must be flipped
    again first (the "flipped" note is reset with it, FD-21)."""

    def condition(ctx):
        this = ctx.this
        ev = ctx.event
        return (ev is not None and ev.player == this.controller and this.location.is_monster_zone
                and this.face_up and bool(this.values.get("flipped_face_up")))

    def this_card(ctx):
        return lambda m: m is ctx.this

    def cost(ctx):
        yield from tribute_as_cost(ctx, this_card(ctx), "Tribute this card")

    def operation(ctx):
        duel = ctx.duel
        mine = duel.monsters(ctx.player)
        atk = {m.uid: (m.atk if m.face_up else 0) for m in mine}
        destroyed = duel.destroy(mine, by=ctx.player)
        total = sum(atk[m.uid] for m in destroyed)
        if total // 2:
            duel.damage(ctx.opponent, total // 2, kind="effect_damage")
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Tribute this card; destroy all monsters you control and inflict damage",
                   event="standby_phase", range=MONSTER_ZONES, condition=condition,
                   can_pay=lambda ctx: bool(tribute_cost_candidates(ctx, this_card(ctx))), cost=cost,
                   operation=operation)]
