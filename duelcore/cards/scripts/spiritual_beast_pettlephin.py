"""Spiritual Beast Pettlephin (13890468), Effect Monster, Level 2, WIND Aqua: "Once per turn: You can
banish 1 "Ritual Beast" card from your hand, then target 1 card your opponent controls; return it to the
hand. You can only Special Summon "Spiritual Beast Pettlephin(s)" once per turn."

Its last sentence is a summon restriction the engine reads from the text
(:meth:`duelcore.engine.duel.Duel.special_summon_limited`).
"""

from duelcore.cards.procedures import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location, Position

MONSTER_ZONES = frozenset({Location.MAIN_MONSTER_ZONE, Location.EXTRA_MONSTER_ZONE})


@script(13890468)
def spiritual_beast_pettlephin(card):
    """Once per turn (Ignition): banish 1 "Ritual Beast" card from your hand face-up (cost), target 1
    card your opponent controls, return it to its owner's hand (a Token ceases to exist)."""

    def ritual_beasts_in_hand(ctx):
        code = ctx.duel.db.archetype_code("Ritual Beast")
        return [c for c in ctx.duel.players[ctx.player].hand if code is not None and c.data.matches_setcode(code)]

    def cost(ctx):
        chosen = yield from ctx.select_cards(ritual_beasts_in_hand(ctx), 'Choose a "Ritual Beast" card to banish')
        ctx.duel.move(chosen[0], Location.BANISHED, position=Position.FACE_UP, reason="cost")
        ctx.duel.emit("banished", ctx.player, known_to=(0, 1), card=chosen[0])

    def operation(ctx):
        for c in resolved_targets(ctx):
            ctx.duel.return_to_hand(c)
        return
        yield

    return [Effect(card, EffectKind.IGNITION, "Banish 1 \"Ritual Beast\" card from your hand: return 1 card your opponent controls to the hand",
                   range=MONSTER_ZONES, count_limit=1, cost=cost, can_pay=lambda ctx: bool(ritual_beasts_in_hand(ctx)),
                   operation=operation,
                   **targeting(lambda ctx: ctx.duel.field_cards(1 - ctx.player), lambda ctx, c: c.on_field,
                               prompt="Choose a card to return to the hand"))]
