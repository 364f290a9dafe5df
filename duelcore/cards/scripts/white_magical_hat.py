"""White Magical Hat (15150365), Effect Monster, Level 3, LIGHT Spellcaster, 1000/700: "When this card
inflicts Battle Damage to your opponent's Life Points, your opponent discards 1 card randomly from
his/her hand." """

from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_b import MONSTER_ZONES
from duelcore.cards.scripts._st_traps import discard_at_random
from duelcore.state.effects import Effect, EffectKind


@script(15150365)
def white_magical_hat(card):
    """Mandatory trigger on the "battle_damage" event when this card is the monster that inflicted
    battle damage and the damaged player is its controller's opponent: on resolution the opponent
    discards 1 card at random (picked with the duel's seeded generator, see
    :func:`duelcore.cards.scripts._st_traps.discard_at_random`); nothing happens if their hand is
    empty. Not applied when no battle damage is dealt (e.g. attacking a Defense Position monster)
    or when its controller takes the damage. Source: card text."""

    def inflicted(ctx):
        ev = ctx.event
        return (ev is not None and ev.data.get("by") is ctx.this and ev.player == 1 - ctx.this.controller
                and ctx.this.location.is_monster_zone)

    def operation(ctx):
        discard_at_random(ctx.duel, ctx.opponent)
        return
        yield

    return [Effect(card, EffectKind.TRIGGER, "Your opponent discards 1 card at random", event="battle_damage",
                   mandatory=True, damage_step=True, range=MONSTER_ZONES, condition=inflicted,
                   operation=operation)]
