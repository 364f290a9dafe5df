"""Metamorphosis (46411259), Normal Spell: "Tribute 1 monster. Special Summon 1 Fusion Monster from your
Extra Deck with the same Level as the Tributed monster."

Its text of 2005 is the same, with "Fusion Deck" for "Extra Deck" (no variant: it plays the same).
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.summoning import extra_deck_name
from duelcore.cards.procedures.tributes import tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.rules.special_summon import can_special_summon_from_extra_deck


def fusions_of_level(ctx, level, leaving=()):
    """The Fusion Monsters of Level ``level`` in the activating player's Extra Deck that could be
    Special Summoned now, once ``leaving`` have left the field (the Tribute)."""
    duel = ctx.duel
    return [f for f in duel.players[ctx.player].extra_deck
            if f.data.is_fusion and f.level == level and can_special_summon_from_extra_deck(duel, ctx.player, f, leaving)]


def has_a_fusion(ctx):
    """The test a Tribute must pass: a Fusion Monster of its Level could then be Special Summoned."""
    return lambda monster: bool(fusions_of_level(ctx, monster.level, [monster]))


@script(46411259)
def metamorphosis(card):
    """Cost: Tribute 1 monster you control, face-up or face-down, a Token included (a Sheep Token
    of Scapegoat), whose Level is the Level of a Fusion Monster in your Extra Deck that could then
    be Special Summoned; the Level it had on the field is kept. It cannot be activated without one
    (``why_not`` names the Levels), nor while you cannot Summon (Scapegoat's lock: no Fusion "can
    be Special Summoned"). The opponent's face-down monster that Soul Exchange binds you to
    Tribute cannot pay it: its Level is unknown (FD-15).

    Resolution: Special Summon 1 Fusion Monster of that Level from your Extra Deck (your choice,
    face-up Attack or Defense Position; under the goat preset to a Main Monster Zone). It is not a
    Fusion Summon, so the monster is not properly summoned: it cannot be revived later (Monster
    Reborn, Premature Burial, Call of the Haunted).

    Source: card text; UDE FAQ and Netrep (goatrulings.com "Metamorphosis": "Tributing a monster
    is a cost", "You can Tribute a face-down monster", "You can Tribute a Monster Token (including a
    Sheep Token from "Scapegoat")", "If there is no monster with the same level as the Tributed
    monster in your Fusion Deck, then you cannot activate this card", "Metamorphosis does not
    properly Summon a Fusion Monster, so you cannot use "Monster Reborn" on it afterwards", "If you
    activated "Soul Exchange" targeting your opponent's monster, if the monster is face-down, you
    cannot Tribute it")."""

    def condition(ctx):
        return bool(tribute_cost_candidates(ctx, has_a_fusion(ctx)))

    def cost(ctx):
        yield from tribute_as_cost(ctx, has_a_fusion(ctx), "Tribute 1 monster")
        ctx.values["level"] = ctx.values.get("tributed_level")

    def explain(ctx):
        where = extra_deck_name(ctx.duel)
        levels = sorted({m.level for m in tribute_cost_candidates(ctx)})
        if not levels:
            return ["you control no monster you can Tribute"]
        return [f"no Fusion Monster of Level {level} in your {where} can be Special Summoned" for level in levels]

    def operation(ctx):
        duel = ctx.duel
        level = ctx.values.get("level")
        pool = fusions_of_level(ctx, level) if level is not None else []
        if not pool:
            return
        chosen = yield from ctx.select_cards(pool, f"Choose a Level {level} Fusion Monster to Special Summon")
        if chosen:
            yield from duel.special_summon(chosen[0], ctx.player, position=None)

    return [spell_activation(card, "Tribute 1 monster; Special Summon 1 Fusion Monster with its Level", operation,
                             condition=condition, cost=cost, explain_condition=explain)]
