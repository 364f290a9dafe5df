"""Stealth Bird (3510565), Effect Monster, Level 3, DARK Winged Beast, 700/1700: "Once per turn: You
can change this card to face-down Defense Position. When this card is Flip Summoned: Inflict 1000
damage to your opponent."

A cycle-flip monster: the once-per-turn use of its own "change this card to face-down" is kept
when it is turned face-down, whoever does it (FD-22), unlike every other once-per-turn count (FD-21).
"""

from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import MONSTER_ZONES, effect_damage, summoned_this_way
from duelcore.state.effects import Effect, EffectKind


@script(3510565)
def stealth_bird(card):
    """(1) Ignition, once per turn (count kept face-down, FD-22): change this face-up card to
    face-down Defense Position. (2) Mandatory trigger "When this card is Flip Summoned": the
    opponent takes 1000 damage (a mandatory trigger never misses the timing)."""

    def go_face_down(ctx):
        this = ctx.this
        if ctx.card.valid and this.location.is_monster_zone and this.face_up:
            ctx.duel.change_to_face_down(this)
        return
        yield

    def burn(ctx):
        effect_damage(ctx.duel, ctx.opponent, 1000)
        return
        yield

    cycle = Effect(card, EffectKind.IGNITION, "Change this card to face-down Defense Position", range=MONSTER_ZONES,
                   count_limit=1, count_kept_face_down=True, operation=go_face_down)
    flip_summoned = Effect(card, EffectKind.TRIGGER, "Inflict 1000 damage to your opponent", event="summoned",
                           mandatory=True, range=MONSTER_ZONES,
                           condition=lambda ctx: summoned_this_way(ctx, "flip"), operation=burn)
    return [cycle, flip_summoned]
