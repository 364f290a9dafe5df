"""Reasoning (58577036), Normal Spell: "Your opponent declares a monster Level from 1 to 12. Excavate
cards from the top of your Deck until you excavate a monster that can be Normal Summoned/Set, then, if
that monster is the same Level as the one declared by your opponent, send all excavated cards to the
GY. If not, Special Summon the excavated monster, also send the remaining cards to the GY."

Its text of 2005 ("Your opponent declares a monster Level. Then pick up cards from the top of your
Deck until a monster that can be Normal Summoned is picked up. ...") may be activated with no such
monster in the Deck: see :func:`reasoning_2005`.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.deck import excavate_and_summon
from duelcore.cards.procedures.summoning import summon_locked
from duelcore.cards.registry import script
from duelcore.rules.summon import can_be_normal_summoned
from duelcore.rules.zones import usable_main_monster_zones

#: The Levels the opponent may declare.
LEVELS = [str(level) for level in range(1, 13)]

TEXT = "Your opponent declares a Level; excavate until a monster that can be Normal Summoned/Set"


def _may_summon(ctx):
    """Its player has a free Main Monster Zone, may Special Summon this turn (Scapegoat's lock forbids
    it: its UDE FAQ, "You cannot activate "Reasoning" if you already activated "Scapegoat" this turn")
    and has a card in the Deck."""
    duel, player = ctx.duel, ctx.player
    return (bool(usable_main_monster_zones(duel, player)) and not summon_locked(duel, player)
            and not duel.special_summon_locked(player) and bool(duel.players[player].deck))


def _operation(ctx):
    """The opponent declares a Level from 1 to 12; excavate until a monster that can be Normal
    Summoned or Set; Special Summon it unless it has the declared Level, else send them all to the
    GY."""
    duel = ctx.duel
    words = yield from ctx.declare(LEVELS, "Declare a monster Level", player=ctx.opponent)
    duel.emit("declared", ctx.opponent, card=ctx.this, text=f"Level {words}")
    declared = int(words)
    yield from excavate_and_summon(ctx, summon=lambda monster: monster.level != declared)


@script(58577036)
def reasoning(card):
    """It needs a free Main Monster Zone, its player able to Special Summon (not under Scapegoat's
    lock) and a monster that can be Normal Summoned or Set in the Deck. At resolution the opponent
    declares a Level from 1 to 12 (a declaration made as it resolves), then: excavate until such a
    monster (procedures.deck.excavate_and_summon); if its Level is the declared one, all the
    excavated cards are sent to the GY; if not, it is Special Summoned (face-up Attack or Defense
    Position, your choice), also the others are sent to the GY (a monster that cannot be Special
    Summoned now, a Spirit monster, goes to the GY with them). Sources: card text;
    ProjectIgnis/CardScripts official/c58577036.lua (the Level is announced at resolution)."""

    def would_do_something(ctx):
        return _may_summon(ctx) and any(can_be_normal_summoned(c) for c in ctx.duel.players[ctx.player].deck)

    return [spell_activation(card, TEXT, _operation, would_do_something=would_do_something)]


@script(58577036, texts="2005")
def reasoning_2005(card):
    """"Your opponent declares a monster Level. Then pick up cards from the top of your Deck until a
    monster that can be Normal Summoned is picked up. If that monster is the same Level as the one
    declared by your opponent, send all picked up cards to the Graveyard. If not, Special Summon the
    picked up monster and send the remaining cards to the Graveyard." (the variant row Reasoning
    (GOAT), 504700096.)

    It may be activated with no monster that can be Normal Summoned in the Deck: its UDE FAQ, "If no
    monster is picked up, shuffle your Deck and put it back in the Deck Zone; the effect of
    "Reasoning" disappears" (goatrulings.com "Reasoning"); EDOPro's Goat script checks the Deck for
    none (ProjectIgnis/CardScripts goat/c504700096.lua, "Doesn't check deck"). The rest plays as
    today (UDE FAQ): a high-Level monster such as Dark Magician is Special Summoned, a Special-Summon-
    only monster or a Ritual Monster is picked up past, a Spirit monster sends all to the GY."""
    return [spell_activation(card, TEXT, _operation, would_do_something=_may_summon)]
