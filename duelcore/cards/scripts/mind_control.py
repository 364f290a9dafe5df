"""Mind Control (37520316), Normal Spell: "Target 1 monster your opponent controls; until the End Phase,
take control of that target, but it cannot declare an attack or be Tributed." (the same text in April
2005)."""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import is_opponents_monster_to_take, opponents_monsters
from duelcore.cards.procedures.lingering import CANNOT_ATTACK, UNTIL_END_OF_TURN
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.rules.tributes import NO_TRIBUTE
from duelcore.rules.zones import usable_main_monster_zones


@script(37520316)
def mind_control(card):
    """Target 1 monster the opponent controls (face-up or face-down); on resolution, if it is still
    theirs, take control of it until the End Phase (Change of Heart's control change:
    ``Duel.take_control``), and until then it cannot declare an attack nor be Tributed (for a
    Tribute Summon or as a cost). Needs a free Main Monster Zone. Source: card text; Konami's
    answers quoted in Fluorohydride/ygopro pull 1450 (Mind Control: control that cannot return
    destroys the monster)."""

    def operation(ctx):
        duel = ctx.duel
        for target in resolved_targets(ctx):
            yield from duel.take_control(target, ctx.player, until_end_phase=True)
            if target.controller == ctx.player:
                for flag in (CANNOT_ATTACK, NO_TRIBUTE):
                    duel.apply(target, flag=flag, source=ctx.this, reset=UNTIL_END_OF_TURN)

    return [spell_activation(card, "Take control of 1 monster your opponent controls until the End Phase", operation,
                             would_do_something=lambda ctx: bool(usable_main_monster_zones(ctx.duel, ctx.player)),
                             **targeting(opponents_monsters, is_opponents_monster_to_take,
                                         prompt="Choose a monster to take control of"))]
