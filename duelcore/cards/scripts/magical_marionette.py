"""Magical Marionette (8034697), Effect Monster, Level 5, DARK Spellcaster, 2000/1000: "Each time a Spell
Card is activated, place 1 Spell Counter on this card when that Spell Card resolves. This card gains 200
ATK for each Spell Counter on it. You can remove 2 Spell Counters from this card, then target 1 monster on
the field; destroy that target."

Its text of April 2005, "Each time a Spell Card is activated, place 1 Spell Counter on this card. This card
gains 200 ATK for each Spell Counter on it. You can remove 2 Spell Counters from this card to destroy 1
monster on the field.", plays the same: its UDE FAQ of 2005 places the counter when the Spell resolves.
"""

from duelcore.cards.procedures.counters import atk_per_counter, remove_counters_cost, spell_counters_from_spells
from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import MONSTER_ZONES, in_monster_zone, monsters_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind


@script(8034697)
def magical_marionette(card):
    """It gets 1 Spell Counter, with no limit ("There is no limit to the number of Spell Counters you
    can have on "Magical Marionette"", UDE FAQ), when a Spell Card activated while it was face-up on
    the field resolves, if it is still face-up then ("must be face-up on the field when the Spell Card
    is activated and when it resolves", UDE FAQ); +200 ATK for each. Ignition Effect, any number of
    times a turn: remove 2 Spell Counters (cost), then target 1 monster on the field, itself included
    ("You can destroy "Magical Marionette" with its own effect", UDE FAQ); destroy it.

    Sources: the card text; goatrulings.com (TheMTtakeover/goat-rulings magical-marionette.md, UDE FAQ
    and Netrep)."""
    destroy = Effect(card, EffectKind.IGNITION, "Remove 2 Spell Counters: destroy 1 monster on the field",
                     range=MONSTER_ZONES, operation=destroy_targets, destroys=resolved_targets,
                     **remove_counters_cost(2, show_atk=True),
                     **targeting(monsters_on_field, in_monster_zone, prompt="Choose a monster to destroy", itself=True))
    return [*spell_counters_from_spells(card, None, show_atk=True), atk_per_counter(card, 200), destroy]
