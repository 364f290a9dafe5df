"""Remove Trap (51482758), Normal Spell: "Select 1 face-up Trap Card on the field and destroy it." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.destruction import destroy_targets
from duelcore.cards.procedures.filters import spell_traps_on_field
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


def _legal(ctx, c):
    """A face-up Trap Card on the field."""
    return c.on_field and c.face_up and c.data.is_trap


@script(51482758)
def remove_trap(card):
    """Target 1 face-up Trap Card on the field (either side) and destroy it. It targets (the
    "Select" of the old wording is treated as targeting, as the card is ruled and reprinted: "Target
    1 face-up Trap on the field; destroy that target"). A Set card is not a legal target.
    Source: card text and rulings."""

    return [spell_activation(card, "Destroy 1 face-up Trap Card on the field", destroy_targets, destroys=resolved_targets,
                             **targeting(spell_traps_on_field, _legal, prompt="Choose a face-up Trap Card"))]
