"""Mysterious Puppeteer (54098121), Effect Monster (EARTH Warrior, Level 4, 1000/1500): "Each time you
or your opponent Normal Summons or Flip Summons a monster, increase your Life Points by 500 points." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind


@script(54098121)
def mysterious_puppeteer(card):
    """A mandatory trigger of the face-up monster ("Each time": it never misses the timing): when
    either player Normal Summons (a Tribute Summon is a Normal Summon) or Flip Summons a monster,
    this card included, its controller gains 500 LP. A Set or a Special Summon does not trigger it.
    That it is face-up on the field when the summon happens, and still there when its effect is
    activated, is the engine's rule (FD-10; rule flag ``trigger_after_card_left_its_place``).
    Source: card text; rulebook "Normal Summon" (Tribute Summon is one)."""

    def summoned(ctx):
        ev = ctx.event
        return ev is not None and ev.data.get("type") in ("normal", "tribute", "flip")

    def operation(ctx):
        ctx.duel.gain_lp(ctx.player, 500, ctx.this)
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Gain 500 LP", event="summoned", mandatory=True, range=MONSTER_ZONES,
                   condition=summoned, operation=operation)]
