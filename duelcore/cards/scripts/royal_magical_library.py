"""Royal Magical Library (70791313), Effect Monster, Level 4, LIGHT Spellcaster, 0/2000: "Each time a
Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves (max. 3). You can
remove 3 Spell Counters from this card; draw 1 card."

The text of April 2005 is the same.
"""

from duelcore.cards.procedures.counters import remove_counters_cost, spell_counters_from_spells
from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(70791313)
def royal_magical_library(card):
    """It gets 1 Spell Counter (max. 3) when a Spell Card activated while it was face-up on the field
    resolves (not when the activation was negated; its effect negated or not), if it is still face-up
    then (``counters.spell_counters_from_spells``, the rulings of the Skilled Magicians' UDE FAQs).
    Ignition Effect: remove 3 Spell Counters from it (cost); draw 1 card; not with an empty Deck.
    It may be used again in a turn as long as it has 3 Spell Counters again."""

    def operation(ctx):
        ctx.duel.draw(ctx.player, 1)

    draw = Effect(card, EffectKind.IGNITION, "Remove 3 Spell Counters: draw 1 card", range=MONSTER_ZONES,
                  condition=lambda ctx: bool(ctx.duel.players[ctx.player].deck), operation=operation,
                  **remove_counters_cost(3))
    return [*spell_counters_from_spells(card, 3), draw]
