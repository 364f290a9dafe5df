"""Brain Control (87910978), Normal Spell: "Pay 800 LP, then target 1 face-up monster your opponent
controls that can be Normal Summoned/Set; take control of that target until the End Phase."

Its text of April 2005 (Brain Control (Pre-Errata), 511002995): "Pay 800 LP, then target 1 face-up
monster your opponent controls; take control of that target until the End Phase." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import control_can_switch, is_face_up_monster, opponents_face_up_monsters
from duelcore.cards.procedures.life_points import lp_cost
from duelcore.cards.procedures.targeting import not_face_down_refusal, resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.rules.summon import can_be_normal_summoned
from duelcore.rules.zones import usable_main_monster_zones

#: LP paid to activate it.
COST = 800


def _brain_control(card, legal):
    """Pay 800 LP (with at least 800 LP), then target 1 face-up monster the opponent controls that
    meets ``legal`` and whose control may switch (not Horus the Black Flame Dragon LV4); on
    resolution, if it still does, take control of it until the End Phase (``Duel.take_control``, as
    Change of Heart). Needs a free Main Monster Zone."""

    def target_legal(ctx, monster):
        return legal(ctx, monster) and control_can_switch(ctx, monster)

    def operation(ctx):
        for target in resolved_targets(ctx):
            yield from ctx.duel.take_control(target, ctx.player, until_end_phase=True)

    return [spell_activation(card, "Pay 800 LP; take control of 1 face-up monster your opponent controls until the End Phase",
                             operation, **lp_cost(COST),
                             would_do_something=lambda ctx: bool(usable_main_monster_zones(ctx.duel, ctx.player)),
                             **targeting(opponents_face_up_monsters, target_legal, prompt="Choose a monster to take control of",
                                         refusal=not_face_down_refusal))]


@script(87910978)
def brain_control(card):
    """Today's text: the target must be a face-up monster the opponent controls "that can be Normal
    Summoned/Set": not a Fusion, Ritual or other Extra Deck monster, not one that must be Special
    Summoned (Black Luster Soldier - Envoy of the Beginning), not a Token
    (``rules.summon.can_be_normal_summoned``). Source: card text (errata of 2013)."""

    def legal(ctx, monster):
        return is_face_up_monster(ctx, monster) and monster.controller == ctx.opponent and can_be_normal_summoned(monster)

    return _brain_control(card, legal)


@script(87910978, texts="2005")
def brain_control_2005(card):
    """The text of April 2005: any face-up monster the opponent controls, a Fusion Monster or Black
    Luster Soldier - Envoy of the Beginning included. Source: Brain Control (Pre-Errata) 511002995
    (ProjectIgnis ``goat-preerrata-subset.cdb``); cards.goat.en.cdb."""

    def legal(ctx, monster):
        return is_face_up_monster(ctx, monster) and monster.controller == ctx.opponent

    return _brain_control(card, legal)
