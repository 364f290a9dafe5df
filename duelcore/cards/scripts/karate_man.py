"""Karate Man (23289281), Effect Monster, Level 3, EARTH Warrior, 1000/1000: "You can double the original
ATK of this card once per turn. If you used this effect, destroy this card during the End Phase." """

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind, Modifier, Reset, Stat
from duelcore.rules.stats import original_atk


def destroy_at_end_phase(duel, card):
    """The End Phase action left by its effect: destroy this card (by its controller's effect)."""
    duel.destroy([card], by=card.controller)


@script(23289281)
def karate_man(card):
    """Ignition Effect, once per turn, while face-up in a Monster Zone: its original ATK becomes
    double what it is at resolution (a change to the original value, applied before "gains"
    changes: with Axe of Despair, 2 x 1000 + 1000 = 3000), for as long as it stays face-up on the
    field. Then, during this turn's End Phase, it is destroyed (nothing happens if it has left the
    field or been turned face-down since: it is no longer the same card, FD-23)."""

    def operation(ctx):
        duel = ctx.duel
        this = ctx.this
        if not (ctx.card.valid and this.location.is_monster_zone and this.face_up):
            return
        doubled = 2 * original_atk(this)
        duel.apply(this, Modifier(Stat.ATK, "original_set", doubled), source=this,
                   reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
        duel.emit("stat_changed", ctx.player, card=this, text=f"original ATK becomes {doubled}")
        duel.at_end_phase(this, destroy_at_end_phase)

    return [Effect(card, EffectKind.IGNITION, "Double the original ATK of this card", range=MONSTER_ZONES,
                   count_limit=1, condition=lambda ctx: ctx.this.face_up, operation=operation)]
