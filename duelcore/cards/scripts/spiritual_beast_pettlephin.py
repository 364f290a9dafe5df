"""Spiritual Beast Pettlephin (13890468), Effect Monster, Level 2, WIND Aqua: "Once per turn: You can
banish 1 "Ritual Beast" card from your hand, then target 1 card your opponent controls; return it to the
hand. You can only Special Summon "Spiritual Beast Pettlephin(s)" once per turn."

Its last sentence is a summon restriction the engine reads from the text
(:meth:`duelcore.engine.duel.Duel.special_summon_limited`).
"""

from duelcore.cards.procedures.banish import banish_face_up
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.procedures.search import return_targets_to_hand
from duelcore.cards.procedures.targeting import targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(13890468)
def spiritual_beast_pettlephin(card):
    """Once per turn (Ignition): banish 1 "Ritual Beast" card from your hand face-up (cost), target 1
    card your opponent controls, return it to its owner's hand (a Token ceases to exist)."""

    def ritual_beasts_in_hand(ctx):
        code = ctx.duel.db.archetype_code("Ritual Beast")
        return [c for c in ctx.duel.players[ctx.player].hand if code is not None and c.data.matches_setcode(code)]

    def cost(ctx):
        chosen = yield from ctx.select_cards(ritual_beasts_in_hand(ctx), 'Choose a "Ritual Beast" card to banish')
        banish_face_up(ctx.duel, ctx.player, chosen[0], reason="cost")

    return [Effect(card, EffectKind.IGNITION, "Banish 1 \"Ritual Beast\" card from your hand: return 1 card your opponent controls to the hand",
                   range=MONSTER_ZONES, count_limit=1, cost=cost, can_pay=lambda ctx: bool(ritual_beasts_in_hand(ctx)),
                   operation=return_targets_to_hand,
                   **targeting(lambda ctx: ctx.duel.field_cards(1 - ctx.player), lambda ctx, c: c.on_field,
                               prompt="Choose a card to return to the hand"))]
