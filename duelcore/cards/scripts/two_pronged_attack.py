"""Two-Pronged Attack (83887306), Normal Trap: "Select and destroy 2 of your monsters and 1 of your
opponent's monsters." """

from duelcore.cards.procedures import trap_activation
from duelcore.cards.registry import script


@script(83887306)
def two_pronged_attack(card):
    """"Select" is a targeting word here (the Japanese text: select ... and activate): on
    activation its controller targets 2 monsters they control and then 1 monster the opponent
    controls (face-up or face-down); it cannot be activated unless both exist. On resolution every
    target that is still that monster on the field is destroyed, at the same time (a target that
    has left the field, or changed control, is not replaced). Source: card text; rulebook
    "Targeting"."""

    def has_target(ctx):
        return len(ctx.duel.monsters(ctx.player)) >= 2 and len(ctx.duel.monsters(ctx.opponent)) >= 1

    def target(ctx):
        mine = yield from ctx.select_cards(ctx.duel.monsters(ctx.player), "Choose 2 of your monsters", 2)
        theirs = yield from ctx.select_cards(ctx.duel.monsters(ctx.opponent), "Choose 1 of your opponent's monsters", 1)
        ctx.targets = [c.ref() for c in mine + theirs]
        ctx.values["owners"] = [ctx.player, ctx.player, ctx.opponent]

    def operation(ctx):
        doomed = [r.card for r, owner in zip(ctx.targets, ctx.values["owners"])
                  if r.valid and r.card.location.is_monster_zone and r.card.controller == owner]
        ctx.duel.destroy(doomed, by=ctx.player)
        return
        yield

    return [trap_activation(card, "Destroy 2 of your monsters and 1 of your opponent's monsters", operation,
                            targets=True, has_target=has_target, target=target)]
