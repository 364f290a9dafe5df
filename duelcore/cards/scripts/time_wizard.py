"""Time Wizard (71625222), Effect Monster, Level 2, LIGHT Spellcaster, 500/400: "Once per turn: You can
toss a coin and call it. If you call it right, destroy all monsters your opponent controls. If you call it
wrong, destroy as many monsters you control as possible, and if you do, take damage equal to half the
total ATK those destroyed monsters had on the field." """

from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


@script(71625222)
def time_wizard(card):
    """Once per turn (Ignition): its controller calls Heads or Tails, then tosses a coin (the duel's
    seeded generator). Right: every monster the opponent controls is destroyed. Wrong: every monster
    its controller controls (Time Wizard included) is destroyed, and they take damage equal to half
    the total ATK the destroyed monsters had on the field (a face-down monster has none there), in LP,
    rounded down. The call and the result are in the play-by-play. Source: card text; rulebook
    "Coins"."""

    def operation(ctx):
        duel = ctx.duel
        call = yield from ctx.declare(["Heads", "Tails"], "Call the coin toss")
        duel.emit("declared", ctx.player, card=ctx.this, text=call)
        result = duel.toss_coin(ctx.player, ctx.this)
        if result == call:
            duel.destroy(duel.monsters(ctx.opponent), by=ctx.player)
            return
        mine = duel.monsters(ctx.player)
        atk = {m.uid: (m.atk if m.face_up else 0) for m in mine}
        destroyed = duel.destroy(mine, by=ctx.player)
        total = sum(atk[m.uid] for m in destroyed)
        if total:
            duel.damage(ctx.player, total // 2, kind="effect_damage")

    return [Effect(card, EffectKind.IGNITION, "Toss a coin and call it", range=MONSTER_ZONES, count_limit=1,
                   operation=operation)]
