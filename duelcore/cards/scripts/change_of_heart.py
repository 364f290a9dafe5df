"""Change of Heart (4031928), Normal Spell: "Target 1 monster your opponent controls; take control of it
until the End Phase." """

from duelcore.cards.procedures import resolved_targets, spell_activation, targeting
from duelcore.cards.registry import script


@script(4031928)
def change_of_heart(card):
    """Target 1 monster the opponent controls (face-up or face-down); on resolution, if it is still
    theirs, its player takes control of it (a Main Monster Zone they choose; the same object, so
    equips and changes stay; one taken from an Extra Monster Zone too) until this turn's End Phase,
    when it returns to a Main Monster Zone of its owner, or is destroyed if they have none free
    (``Duel.take_control``, ``Duel.return_control``). Needs a free Main Monster Zone. Source: card
    text; rulebook "Control"; Konami's answers quoted in Fluorohydride/ygopro pull 1450."""

    def legal(ctx, c):
        return c.location.is_monster_zone and c.controller == ctx.opponent

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.take_control(target, ctx.player, until_end_phase=True)

    return [spell_activation(card, "Take control of 1 monster your opponent controls until the End Phase", operation,
                             would_do_something=lambda ctx: bool(ctx.duel.players[ctx.player].free_main_monster_zones()),
                             **targeting(lambda ctx: ctx.duel.monsters(ctx.opponent), legal,
                                         prompt="Choose a monster to take control of"))]
