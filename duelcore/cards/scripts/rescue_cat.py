"""Rescue Cat (14878871), Effect Monster, Level 4, EARTH Beast, 300/100: "You can send this card to the
GY; Special Summon 2 Level 3 or lower Beast monsters from your Deck, but they have their effects
negated, also they are destroyed during the End Phase. You can only use this effect of "Rescue Cat"
once per turn."

Its text of 2005 has neither the negation nor the once-per-turn line: see :func:`rescue_cat_2005`.
"""

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.lingering import NEGATED
from duelcore.cards.procedures.search import fail_to_find
from duelcore.cards.procedures.summoning import recruitable, summon_locked
from duelcore.cards.registry import script
from duelcore.cards.types import MonsterType
from duelcore.state.effects import Effect, EffectKind, Reset


def _level_3_or_lower_beast(c):
    """A Level 3 or lower Beast monster."""
    d = c.data
    return (d.is_monster and d.level is not None and d.level <= 3 and d.monster_type is not None
            and bool(d.monster_type & MonsterType.BEAST))


def _destroy_at_end_phase(duel, monster):
    """End Phase action: destroy the monster this card Special Summoned (if it is still the same one
    on the field)."""
    if monster.location.is_monster_zone:
        duel.destroy([monster], by=monster.controller)


def _rescue(card, text, *, negate, once_per_turn):
    """The Ignition Effect: cost, send this face-up card to the GY; Special Summon 2 Level 3 or lower
    Beast monsters from the Deck at once (in the positions their controller chooses; the Deck is
    shuffled), each destroyed during this turn's End Phase; with ``negate``, their effects are
    negated while they stay face-up on the field. It needs 2 such monsters and 2 Main Monster Zones
    (this card's own is freed by the cost) to be activated."""

    def room(ctx):
        free = len(ctx.duel.players[ctx.player].free_main_monster_zones())
        return free + (1 if ctx.this.location.is_monster_zone else 0)

    def can_activate(ctx):
        return (len(recruitable(ctx, _level_3_or_lower_beast)) >= 2 and room(ctx) >= 2
                and not summon_locked(ctx.duel, ctx.player))

    def cost(ctx):
        ctx.duel.send_to_gy(ctx.this, reason="cost")

    def operation(ctx):
        duel = ctx.duel
        pool = recruitable(ctx, _level_3_or_lower_beast)
        if not pool:
            fail_to_find(ctx)
            return
        if len(pool) < 2 or len(duel.players[ctx.player].free_main_monster_zones()) < 2:
            return
        chosen = yield from ctx.select_cards(pool, "Choose 2 Beast monsters to Special Summon (Rescue Cat)", 2, look=True)
        summoned = []
        with duel.simultaneous():
            for monster in chosen:
                m = yield from duel.special_summon(monster, ctx.player)
                if m is not None:
                    summoned.append(m)
        duel.shuffle_deck(ctx.player)
        for m in summoned:
            if negate:
                duel.apply(m, flag=NEGATED, source=ctx.this, reset=Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN)
            duel.at_end_phase(m, _destroy_at_end_phase)

    limit = {"count_limit": 1, "count_per_name": True} if once_per_turn else {}
    return Effect(card, EffectKind.IGNITION, text, range=MONSTER_ZONES, would_do_something=can_activate,
                  can_pay=lambda ctx: ctx.this.location in MONSTER_ZONES and ctx.this.face_up, cost=cost,
                  operation=operation, **limit)


@script(14878871)
def rescue_cat(card):
    """Today's text: once per turn per name; the 2 monsters have their effects negated and are
    destroyed during the End Phase."""
    return [_rescue(card, "Send this card to the GY; Special Summon 2 Level 3 or lower Beast monsters from your Deck",
                    negate=True, once_per_turn=True)]


@script(14878871, texts="2005")
def rescue_cat_2005(card):
    """"Send this face-up card on your side of the field to the Graveyard to Special Summon 2 Level 3
    or lower Beast-Type monsters from your Deck to the field. The monsters Special Summoned in this
    way are destroyed during the End Phase." (cards.goat.en.cdb; Rescue Cat's period text.) No
    once-per-turn line and no negation: the monsters keep their effects, and a second Rescue Cat
    may be used the same turn. Source: the period text."""
    return [_rescue(card, "Send this face-up card to the GY: Special Summon 2 Level 3 or lower Beast-Type monsters from your Deck",
                    negate=False, once_per_turn=False)]
