"""Worm Yagan (47111934), Effect Monster, Level 4, LIGHT Reptile, 1000/1800: "If the only monster you
control is "Worm Xex", you can Special Summon this card from your Graveyard in face-down Defense
Position. If you do, remove it from play when it is removed from the field. When this card is flipped
face-up, select 1 face-up monster your opponent controls, and return it to it's owner's hand."

"Remove from play" is the old wording of "banish". The banishment is a lingering effect the monster
receives while face-down: it lasts while it stays face-up, and is reset once it is turned face-up
and then face-down again (FD-23).
"""

from duelcore.cards.procedures import can_special_summon
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import BANISH_WHEN_LEAVES, MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind, Reset
from duelcore.state.enums import Location, Position


def _only_worm_xex(ctx):
    """The activating player controls exactly 1 monster and it is a face-up "Worm Xex" (a face-down
    monster's name is not known to effects, FD-04)."""
    monsters = ctx.duel.monsters(ctx.player)
    return len(monsters) == 1 and monsters[0].face_up and monsters[0].data.name == "Worm Xex"


@script(47111934)
def worm_yagan(card):
    """(1) Ignition in the GY, when the only monster you control is a face-up "Worm Xex": Special
    Summon this card in face-down Defense Position; if it is, it gets the lingering flag
    ``BANISH_WHEN_LEAVES`` (Duel.move banishes it instead when it leaves the field). (2) Mandatory trigger "When this card is flipped face-up" (by a Flip Summon,
    an effect or an attack): the controller selects 1 face-up monster the opponent controls (not a
    target) and returns it to its owner's hand; it activates only when there is one."""

    def summon(ctx):
        this = ctx.this
        if not ctx.card.valid or this.location is not Location.GY or not can_special_summon(ctx.duel, ctx.player, this):
            return
        monster = yield from ctx.duel.special_summon(this, ctx.player, Position.FACE_DOWN_DEFENSE)
        if monster is not None:
            ctx.duel.apply(monster, flag=BANISH_WHEN_LEAVES, source=monster, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)

    def face_up_opponents(ctx):
        return [m for m in ctx.duel.monsters(ctx.opponent) if m.face_up]

    def flipped(ctx):
        ev = ctx.event
        return ev is not None and ctx.this in ev.cards and bool(face_up_opponents(ctx))

    def bounce(ctx):
        chosen = yield from ctx.select_cards(face_up_opponents(ctx), "Choose a monster to return to the hand")
        for monster in chosen:
            ctx.duel.return_to_hand(monster)

    revive = Effect(card, EffectKind.IGNITION, "Special Summon this card from your GY in face-down Defense Position",
                    range=frozenset({Location.GY}), condition=_only_worm_xex,
                    would_do_something=lambda ctx: can_special_summon(ctx.duel, ctx.player, ctx.this),
                    operation=summon)
    bounce_one = Effect(card, EffectKind.TRIGGER, "Return 1 face-up monster your opponent controls to the hand",
                        event="flipped", mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=flipped,
                        operation=bounce)
    return [revive, bounce_one]
