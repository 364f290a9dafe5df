"""Scapegoat (73915051), Quick-Play Spell: "Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK
0/DEF 0) in Defense Position. They cannot be Tributed for a Tribute Summon. You cannot Summon other
monsters the turn you activate this card (but you can Normal Set)." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._summon_cards import SUMMON_LOCK, summoned_this_turn
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.enums import Position
from duelcore.rules.tributes import NO_TRIBUTE_SUMMON  # the flag on each Sheep Token

SHEEP_TOKEN = 73915052
TOKENS = 4


def _free_main_zones(ctx):
    return ctx.duel.players[ctx.player].free_main_monster_zones()


@script(73915051)
def scapegoat(card):
    """Needs 4 free Main Monster Zones (Tokens never go to an Extra Monster Zone) and no Summon by
    its player this turn. On activation its player is locked out of Summoning for the rest of the
    turn (a player effect, "cannot_summon"; Normal Set allowed), even if the activation is then
    negated. On resolution: 4 Sheep Tokens (the database's Token 73915052) are Special Summoned in
    face-up Defense Position, in zones their player chooses, if 4 Main Monster Zones are still free;
    each gets the flag "cannot_be_tributed_for_tribute_summon". A Token that leaves the field
    ceases to exist (the engine's rule: it goes to no GY)."""

    def condition(ctx):
        return not summoned_this_turn(ctx.duel, ctx.player) and len(_free_main_zones(ctx)) >= TOKENS

    def cost(ctx):
        ctx.duel.add_player_effect(ctx.player, SUMMON_LOCK)
        return
        yield

    def operation(ctx):
        duel = ctx.duel
        free = _free_main_zones(ctx)
        if len(free) < TOKENS:
            return
        zones = []
        for i in range(TOKENS):
            left = [z for z in free if z not in zones]
            options = [Option(Action.ZONE, f"Main Monster Zone {z + 1}", zone=z + 1) for z in left]
            zone = yield from duel.ask(ctx.player, DecisionKind.SELECT_ZONE,
                                       f"Select a Main Monster Zone for Sheep Token {i + 1}", options, left)
            zones.append(zone)
        data = duel.db.get(SHEEP_TOKEN)
        with duel.simultaneous():
            for zone in zones:
                token = duel.create_token(data, ctx.player)
                yield from duel.special_summon(token, ctx.player, Position.FACE_UP_DEFENSE, zone=zone, despite_lock=True)
                duel.apply(token, flag=NO_TRIBUTE_SUMMON, source=ctx.this)

    return [spell_activation(card, "Special Summon 4 Sheep Tokens in Defense Position", operation,
                             condition=condition, cost=cost)]
