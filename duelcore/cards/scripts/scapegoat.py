"""Scapegoat (73915051), Quick-Play Spell: "Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK
0/DEF 0) in Defense Position. They cannot be Tributed for a Tribute Summon. You cannot Summon other
monsters the turn you activate this card (but you can Normal Set)."

Its text of 2005 (the Goat format) also keeps the Tokens from a Tribute Set, and a negated
activation binds nothing: see :func:`scapegoat_2005`.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.summoning import SUMMON_LOCK, summoned_this_turn
from duelcore.cards.registry import script
from duelcore.state.decision import Action, DecisionKind, Option
from duelcore.state.enums import Position
from duelcore.rules.summon import summon_lock_block
from duelcore.rules.zones import usable_main_monster_zones
from duelcore.rules.tributes import NO_TRIBUTE_SET, NO_TRIBUTE_SUMMON  # the flags on each Sheep Token

SHEEP_TOKEN = 73915052
TOKENS = 4


def _free_main_zones(ctx):
    return usable_main_monster_zones(ctx.duel, ctx.player)


def _can_activate(ctx):
    """No Summon by its player this turn, 4 free Main Monster Zones (Tokens never go to an Extra
    Monster Zone), and no Continuous Effect forbidding Summons (The Last Warrior from Another
    Planet: "Neither player can activate "Scapegoat"", UDE FAQ)."""
    return (not summoned_this_turn(ctx.duel, ctx.player) and len(_free_main_zones(ctx)) >= TOKENS
            and summon_lock_block(ctx.duel, ctx.player, spare_player_lock=True) is None)


def _summon_sheep_tokens(*flags):
    """The resolution: 4 Sheep Tokens (the database's Token 73915052) Special Summoned in face-up
    Defense Position, in zones their player chooses, if 4 Main Monster Zones are still free (the
    lock does not stop them); each Token gets ``flags``."""

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
                for flag in flags:
                    duel.apply(token, flag=flag, source=ctx.this)

    return operation


@script(73915051)
def scapegoat(card):
    """Needs 4 free Main Monster Zones and no Summon by its player this turn. On activation its
    player is locked out of Summoning for the rest of the turn (a player effect, "cannot_summon";
    Normal Set allowed), even if the activation is then negated. On resolution: 4 Sheep Tokens in
    face-up Defense Position (:func:`_summon_sheep_tokens`), each with the flag
    "cannot_be_tributed_for_tribute_summon". A Token that leaves the field ceases to exist (the
    engine's rule: it goes to no GY)."""

    def cost(ctx):
        ctx.duel.add_player_effect(ctx.player, SUMMON_LOCK)

    return [spell_activation(card, "Special Summon 4 Sheep Tokens in Defense Position", _summon_sheep_tokens(NO_TRIBUTE_SUMMON),
                             condition=_can_activate, cost=cost)]


@script(73915051, texts="2005")
def scapegoat_2005(card):
    """"If you activate this card, you cannot Normal Summon, Flip Summon or Special Summon during
    this turn. Special Summon 4 "Sheep Tokens" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0) in Defense
    Position to your side of the field. The "Sheep Tokens" cannot be used as a Tribute for a
    Tribute Summon (or Set)." (cards.goat.en.cdb and the variant row Scapegoat (GOAT), 504700123.)

    As today's (:func:`scapegoat`), with two differences:

    - the Tokens cannot be Tributed for a Tribute Set either ("(or Set)"; flag
      "cannot_be_tributed_for_tribute_set"); they may still be Tributed for anything else, a Toon's
      own Special Summon included (UDE FAQ, goatrulings.com "Scapegoat");
    - the Summon lock binds from the activation on, but is lifted if the activation is negated:
      "If your opponent chains "Magic Jammer" to your "Scapegoat" you may still perform Summons
      that turn, but if they chain "Imperial Order" you may not perform Summons" (UDE FAQ); "If the
      activation of "Scapegoat" is negated, the player may Summon a monster" (Netrep; both at
      goatrulings.com "Scapegoat"). A negated effect keeps it.

    Unchanged from today's: it cannot be activated after a Summon this turn, needs 4 free Main
    Monster Zones, and Normal Sets stay allowed (UDE FAQ)."""

    def cost(ctx):
        ctx.duel.add_player_effect(ctx.player, SUMMON_LOCK, unless_negated=ctx)

    return [spell_activation(card, "Special Summon 4 Sheep Tokens in Defense Position",
                             _summon_sheep_tokens(NO_TRIBUTE_SUMMON, NO_TRIBUTE_SET), condition=_can_activate, cost=cost)]
