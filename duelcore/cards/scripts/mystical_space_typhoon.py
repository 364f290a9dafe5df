"""Mystical Space Typhoon (5318639), Quick-Play Spell: "Target 1 Spell/Trap on the field; destroy that target." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import is_on_field, spell_traps_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


@script(5318639)
def mystical_space_typhoon(card):
    """Target 1 Spell/Trap on the field (not itself); destroy that target on resolution (FS-12)."""

    return [spell_activation(card, "Destroy 1 Spell/Trap on the field", destroy_targets, destroys=resolved_targets,
                             **targeting(spell_traps_on_field, is_on_field, prompt="Choose a Spell/Trap to destroy"))]
