"""Ritual Spells: a Ritual Spell that Ritual Summons one named Ritual Monster by Tributing monsters
from the hand or field whose total Levels are at least some number (Black Illusion Ritual, Black
Luster Ritual).

The Ritual Summon itself is the engine's procedure (``rules.special_summon.ritual_summon``).

Source: rulebook "Ritual Summon"; the card texts.
"""

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.summoning import summon_locked


def ritual_spell(card, monster, total):
    """The activation of a Ritual Spell for ``monster`` (a card name) needing Tributes whose Levels
    total ``total`` or more (rules.special_summon.ritual_summon). It cannot be activated without
    that Ritual Monster in the hand and enough Levels to Tribute from the hand or field, nor while
    its player cannot Summon (Scapegoat)."""
    from duelcore.rules.special_summon import can_ritual_summon, ritual_summon

    def possible(ctx):
        return not summon_locked(ctx.duel, ctx.player) and can_ritual_summon(ctx.duel, ctx.player, monster, total)

    def operation(ctx):
        if summon_locked(ctx.duel, ctx.player):
            return
        yield from ritual_summon(ctx.duel, ctx.player, monster, total)

    return [spell_activation(card, f'Ritual Summon "{monster}"', operation, would_do_something=possible)]
