"""Chain Destruction (1248895), Normal Trap: "When a monster(s) with 2000 or less ATK is Summoned:
Target 1 of them; destroy all cards with that name in its controller's hand and Main Deck." """

from duelcore.cards.procedures import resolved_targets, trap_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fs_stats import ANY_SUMMON, atk_at_most, summoned_monsters


@script(1248895)
def chain_destruction(card):
    """Answers any Summon, by either player, of monsters of which at least one has 2000 or less ATK
    *now* (a Field Spell's modifier included: FS-18); targets 1 of those. On resolution, if the
    target is still that object face-up on the field (its name can be read), every card with its
    name in its controller's hand and Main Deck is destroyed, and that Deck is shuffled. The ATK
    is a condition of the activation only; the summoned monster itself is not destroyed."""

    def candidates(ctx):
        return summoned_monsters(ctx, ANY_SUMMON, False, atk_at_most(2000))

    def target(ctx):
        chosen = yield from ctx.select_cards(candidates(ctx), "Choose a summoned monster")
        ctx.targets = [c.ref() for c in chosen]
        ctx.values["legal"] = lambda _ctx, m: m.location.is_monster_zone and m.face_up

    def operation(ctx):
        duel = ctx.duel
        for monster in resolved_targets(ctx):
            who = monster.controller
            side = duel.players[who]
            same = [c for c in list(side.hand) + list(side.deck) if c.data.identity == monster.data.identity]
            if same:
                duel.destroy(same, by=ctx.player)
            duel.shuffle_deck(who)
        return
        yield

    return [trap_activation(card, "Destroy every card with the summoned monster's name in its controller's hand and Deck",
                            operation, targets=True, condition=lambda ctx: bool(candidates(ctx)), target=target)]
