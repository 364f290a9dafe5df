"""Breaker the Magical Warrior (71413901), Effect Monster, Level 4, DARK Spellcaster, 1600/1000: "If this
card is Normal Summoned: Place 1 Spell Counter on it (max. 1). Gains 300 ATK for each Spell Counter on
it. You can remove 1 Spell Counter from this card, then target 1 Spell/Trap on the field; destroy that
target."

Its Spell Counter is a counter of ``procedures.counters`` (a lingering flag): it is removed when the card
leaves the field or is turned face-down, like every counter (FD-21).
"""

from duelcore.cards.procedures.counters import atk_per_counter, holds_counters, place_counter, remove_counters_cost
from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import MONSTER_ZONES, spell_traps_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.procedures.triggers import summoned_this_way
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(71413901)
def breaker_the_magical_warrior(card):
    """(1) Mandatory "If" trigger on its Normal Summon: place 1 Spell Counter on it, if it is still
    face-up and holds none (max. 1: it can hold 1 Spell Counter, so Apprentice Magician may place one
    on it too). (2) Continuous: +300 ATK per Spell Counter. (3) Ignition: remove 1 Spell Counter
    (cost), then target 1 Spell/Trap on the field (either side, face-up or Set); destroy it."""

    def place(ctx):
        if ctx.card.valid:
            place_counter(ctx.duel, ctx.this, ctx.player, show_atk=True)

    counter = Effect(card, EffectKind.TRIGGER, "Place 1 Spell Counter on this card", event="summoned", mandatory=True,
                     range=MONSTER_ZONES, condition=lambda ctx: summoned_this_way(ctx, "normal", "tribute"),
                     operation=place)
    breaks = Effect(card, EffectKind.IGNITION, "Remove 1 Spell Counter: destroy 1 Spell/Trap on the field",
                    range=MONSTER_ZONES, operation=destroy_targets, destroys=resolved_targets,
                    **remove_counters_cost(1, show_atk=True),
                    **targeting(spell_traps_on_field, lambda ctx, c: c.on_field, prompt="Choose a Spell/Trap to destroy"))
    return [counter, atk_per_counter(card, 300), breaks, holds_counters(card, limit=1)]
