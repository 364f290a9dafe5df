"""Parallel World Fusion (54283059), Normal Spell: "Fusion Summon 1 "Elemental HERO" Fusion Monster from
your Extra Deck, by shuffling your banished Fusion Materials listed on it into your Deck. You cannot
Special Summon monsters except by this card's effect, during the turn you activate this card." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import summon_locked
from duelcore.state.enums import Location, SummonType

#: The "Elemental HERO" archetype's setcode.
ELEMENTAL_HERO = 0x3008


def banished_materials(ctx):
    """The activating player's face-up banished monsters: the only banished cards that may be
    Fusion Material. A face-down banished card is never offered, not even to its owner who may
    look at it (FD-28)."""
    return [c for c in ctx.duel.players[ctx.player].banished if c.data.is_monster and c.face_up]


def _fits(reqs, pool, chosen=()):
    """Whether ``chosen`` (cards already picked for the first len(chosen) requirements) can be
    completed from ``pool`` into a full set of distinct materials for ``reqs``."""
    i = len(chosen)
    if i == len(reqs):
        return True
    return any(_fits(reqs, pool, list(chosen) + [c]) for c in pool if c not in chosen and reqs[i].test(c))


def _requirements(fusion):
    from duelcore.rules.special_summon import fusion_requirements

    return fusion_requirements(fusion.data) or []


def candidates(ctx):
    """The "Elemental HERO" Fusion Monsters in the Extra Deck whose listed materials the face-up
    banished monsters can supply and that have a zone to go to."""
    from duelcore.rules.zones import summon_zones

    pool = banished_materials(ctx)
    out = []
    for fusion in ctx.duel.players[ctx.player].extra_deck:
        data = fusion.data
        if not (data.is_fusion and data.matches_setcode(ELEMENTAL_HERO)):
            continue
        reqs = _requirements(fusion)
        if reqs and _fits(reqs, pool) and summon_zones(ctx.duel, ctx.player, fusion):
            out.append(fusion)
    return out


@script(54283059)
def parallel_world_fusion(card):
    """Fusion Summon 1 "Elemental HERO" Fusion Monster: its listed materials come from the
    player's face-up banished monsters (never face-down ones: FD-28) and are shuffled into the
    Deck; the monster is then Special Summoned as a Fusion Summon (properly summoned) in face-up
    Attack or Defense Position. It cannot be activated when no such Fusion Summon is possible, nor
    after its player Special Summoned this turn (they could not then keep to "You cannot Special
    Summon monsters except by this card's effect" for the turn), nor while they cannot Summon
    (Scapegoat).

    On activation its player is locked for the rest of the turn: no Special Summon except by this
    card's effect (player effect "special_summon_only_by", read by every Special Summon), even if
    the activation is negated.
    Source: card text; FD-17, FD-28."""

    def condition(ctx):
        return ctx.duel.players[ctx.player].summons_this_turn == 0 and not summon_locked(ctx.duel, ctx.player)

    def operation(ctx):
        duel = ctx.duel
        options = candidates(ctx)
        if not options:
            return
        chosen = yield from ctx.select_cards(options, "Choose an \"Elemental HERO\" Fusion Monster to Fusion Summon", 1, look=True)
        fusion = chosen[0]
        reqs = _requirements(fusion)
        pool = banished_materials(ctx)
        materials = []
        for req in reqs:
            fits = [c for c in pool if c not in materials and req.test(c) and _fits(reqs, pool, materials + [c])]
            pick = yield from ctx.select_cards(fits, f"Choose Fusion Material {req.text}", 1)
            materials += pick
        with duel.simultaneous():
            for m in materials:
                duel.move(m, Location.DECK, reason="material")
                duel.emit("placed_on_deck", ctx.player, card=m)
        duel.shuffle_deck(ctx.player)
        yield from duel.special_summon(fusion, ctx.player, position=None, summon_type=SummonType.FUSION, proper=True)

    def lock(ctx):
        ctx.duel.add_player_effect(ctx.player, "special_summon_only_by", ctx.this.uid)
        return
        yield

    return [spell_activation(card, "Fusion Summon 1 \"Elemental HERO\" Fusion Monster with banished materials", operation,
                             condition=condition, cost=lock, would_do_something=lambda ctx: bool(candidates(ctx)))]
