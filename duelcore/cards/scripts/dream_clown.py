"""Dream Clown (13215230), Effect Monster, Level 3, EARTH Warrior, 1200/900: "When this card is changed
from Attack Position to Defense Position, destroy 1 monster on your opponent's side of the field." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Position


@script(13215230)
def dream_clown(card):
    """Mandatory trigger on the "position_changed" event of this card from face-up Attack Position
    to face-up Defense Position (by its controller's manual change or by an effect): on resolution
    its controller chooses 1 monster the opponent controls (not a target) and destroys it; nothing
    if they control none. Not applied for a change to Attack Position, nor when it is turned
    face-down (Book of Moon: a face-down monster cannot activate its effect). Source: card text."""

    def changed(ctx):
        ev = ctx.event
        return (ev is not None and ctx.this in ev.cards and ev.data.get("from") is Position.FACE_UP_ATTACK
                and ev.data.get("to") is Position.FACE_UP_DEFENSE and ctx.this.face_up)

    def operation(ctx):
        duel = ctx.duel
        pool = [m for m in duel.monsters(ctx.opponent)]
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, "Choose a monster your opponent controls to destroy")
        duel.destroy(list(chosen), by=ctx.player)

    return [Effect(card, EffectKind.TRIGGER, "Destroy 1 monster your opponent controls", event="position_changed",
                   mandatory=True, range=MONSTER_ZONES, condition=changed, operation=operation)]
