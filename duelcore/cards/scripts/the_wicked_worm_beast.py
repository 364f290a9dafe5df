"""The Wicked Worm Beast (6285791), Effect Monster (EARTH Beast, Level 3, 1400/700): "This face-up card
on the field is returned to the owner's hand during the End Phase of your turn." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


@script(6285791)
def the_wicked_worm_beast(card):
    """A mandatory trigger of the face-up monster during the End Phase of its controller's turn:
    it returns itself to its owner's hand (not during the opponent's End Phase; not if it is
    face-down). Source: card text."""

    def condition(ctx):
        ev = ctx.event
        this = ctx.this
        return (ev is not None and ev.player == this.controller and ctx.card.valid
                and this.location.is_monster_zone and this.face_up)

    def operation(ctx):
        this = ctx.this
        if ctx.card.valid and this.location.is_monster_zone and this.face_up:
            ctx.duel.return_to_hand(this)
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Return this card to the hand", event="end_phase", mandatory=True,
                   range=MONSTER_ZONES, condition=condition, operation=operation)]
