"""Ritual Beast Ulti-Apelio (86274272), Fusion Monster, Level 6, 2600/400: "1 "Ritual Beast Tamer" monster +
1 "Spiritual Beast" monster. Must be Special Summoned (from your Extra Deck) by banishing the above cards
you control, and cannot be Special Summoned by other ways. (You do not use "Polymerization".) If this card
attacks, it is unaffected by other cards' effects until the end of the Damage Step. During either player's
turn: You can return this card you control to the Extra Deck, then target 2 of your banished monsters (1
"Ritual Beast Tamer" monster and 1 "Spiritual Beast" monster); Special Summon them in Defense Position."

Its summoning procedure (banish the materials you control, face-up or face-down: FD-16) is the engine's
rule for such Fusion Monsters (:func:`duelcore.rules.special_summon.contact_fusion`).
"""

from duelcore.cards.procedures import can_special_summon
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})
TAMER = "Ritual Beast Tamer"
SPIRITUAL = "Spiritual Beast"


def of_archetype(card, name):
    """``card`` is a monster of the archetype called ``name`` (by setcode)."""
    code = card.duel.db.archetype_code(name)
    return card.data.is_monster and code is not None and card.data.matches_setcode(code)


@script(86274272)
def ritual_beast_ulti_apelio(card):
    """Unaffected by other cards' effects while it attacks (to the end of the Damage Step); a Quick
    Effect: return it to the Extra Deck (cost), target 1 banished "Ritual Beast Tamer" and 1 banished
    "Spiritual Beast" monster of yours, Special Summon both in face-up Defense Position (each one
    that can no longer be Special Summoned stays banished)."""

    unaffected = Effect(card, EffectKind.CONTINUOUS, "Unaffected by other cards' effects while it attacks",
                        range=MONSTER_ZONES, unaffected_by="others_while_attacking")

    def pairs(ctx):
        duel, player = ctx.duel, ctx.player
        banished = [c for c in duel.players[player].banished if c.face_up and c is not ctx.this]
        tamers = [c for c in banished if of_archetype(c, TAMER) and can_special_summon(duel, player, c)]
        beasts = [c for c in banished if of_archetype(c, SPIRITUAL) and can_special_summon(duel, player, c)]
        return tamers, beasts

    def free_zones(ctx):
        """Main Monster Zones free once this card has returned to the Extra Deck."""
        zones = ctx.duel.players[ctx.player].main_monster_zones
        return sum(1 for c in zones if c is None or c is ctx.this)

    def has_target(ctx):
        tamers, beasts = pairs(ctx)
        return free_zones(ctx) >= 2 and any(t is not b for t in tamers for b in beasts)

    def cost(ctx):
        ctx.duel.move(ctx.this, Location.EXTRA_DECK, reason="cost")
        ctx.duel.emit("returned_to_extra_deck", ctx.player, card=ctx.this)
        return
        yield

    def target(ctx):
        tamers, beasts = pairs(ctx)
        tamer = yield from ctx.select_cards(tamers, 'Choose a banished "Ritual Beast Tamer" monster')
        rest = [b for b in beasts if b is not tamer[0]]
        beast = yield from ctx.select_cards(rest, 'Choose a banished "Spiritual Beast" monster')
        ctx.targets = [tamer[0].ref(), beast[0].ref()]

    def operation(ctx):
        duel = ctx.duel
        targets = [c for c in ctx.live_targets() if c.location is Location.BANISHED]
        if len(targets) < 2:
            return  # both are Special Summoned together or neither (the rulings of such effects)
        for c in targets:
            yield from duel.special_summon(c, ctx.player, Position.FACE_UP_DEFENSE)

    split = Effect(card, EffectKind.QUICK, 'Return this card to the Extra Deck: Special Summon 1 banished "Ritual Beast Tamer" and 1 "Spiritual Beast" monster',
                   range=MONSTER_ZONES, targets=True, cost=cost, can_pay=lambda ctx: ctx.this.location.is_monster_zone,
                   has_target=has_target, target=target, operation=operation)
    return [unaffected, split]
