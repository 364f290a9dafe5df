"""Fissure (66788016), Normal Spell: "Destroy the 1 face-up monster your opponent controls that has
the lowest ATK (your choice, if tied)." """

from duelcore.cards.procedures.activation import spell_activation
from duelcore.cards.procedures.filters import opponents_face_up_monsters
from duelcore.cards.registry import script


def lowest_atk(monsters):
    """The monsters among ``monsters`` whose current ATK (points, every modifier included, Field
    Spells too: FS-17) is the lowest; [] when there are none."""
    if not monsters:
        return []
    low = min(m.atk for m in monsters)
    return [m for m in monsters if m.atk == low]


@script(66788016)
def fissure(card):
    """Does not target. Needs a face-up monster the opponent controls. On resolution, the lowest
    ATK among the opponent's face-up monsters is read *then* (a Field Spell's modifier included:
    FS-17); that monster is destroyed, the activating player choosing among tied ones. Face-down
    monsters are never considered."""

    def operation(ctx):
        tied = lowest_atk(opponents_face_up_monsters(ctx))
        if not tied:
            return
        chosen = yield from ctx.select_cards(tied, "Choose the monster with the lowest ATK to destroy")
        ctx.duel.destroy(chosen, by=ctx.player)

    return [spell_activation(card, "Destroy the opponent's face-up monster with the lowest ATK", operation,
                             destroys=lambda ctx: lowest_atk(opponents_face_up_monsters(ctx)),
                             would_do_something=lambda ctx: bool(opponents_face_up_monsters(ctx)))]
