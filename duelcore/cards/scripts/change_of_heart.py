"""Change of Heart (4031928), Normal Spell: "Target 1 monster your opponent controls; take control of it
until the End Phase." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import is_opponents_monster_to_take, opponents_monsters
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.rules.zones import usable_main_monster_zones


@script(4031928)
def change_of_heart(card):
    """Target 1 monster the opponent controls (face-up or face-down); on resolution, if it is still
    theirs, its player takes control of it (a Main Monster Zone they choose; the same object, so
    equips and changes stay; one taken from an Extra Monster Zone too) until this turn's End Phase,
    when it returns to a Main Monster Zone of its owner, or is destroyed if they have none free
    (``Duel.take_control``, ``Duel.return_control``). Needs a free Main Monster Zone. A monster
    whose control cannot switch (Horus the Black Flame Dragon LV4) is not a target. Source: card
    text; rulebook "Control"; Konami's answers quoted in Fluorohydride/ygopro pull 1450."""

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.take_control(target, ctx.player, until_end_phase=True)

    return [spell_activation(card, "Take control of 1 monster your opponent controls until the End Phase", operation,
                             would_do_something=lambda ctx: bool(usable_main_monster_zones(ctx.duel, ctx.player)),
                             **targeting(opponents_monsters, is_opponents_monster_to_take,
                                         prompt="Choose a monster to take control of"))]
