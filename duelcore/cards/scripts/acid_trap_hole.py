"""Acid Trap Hole (41356845), Normal Trap: "Target 1 face-down Defense Position monster on the
field; flip it face-up, then destroy it if its DEF is 2000 or less, or return it face-down if its
DEF is more than 2000." """

from duelcore.cards.procedures.activation import trap_activation
from duelcore.cards.procedures.filters import monsters_on_field
from duelcore.cards.procedures.filters import face_down_defense
from duelcore.cards.procedures.targeting import resolved_targets, targeting
from duelcore.cards.registry import script


@script(41356845)
def acid_trap_hole(card):
    """Any time a Normal Trap may be activated (no event needed; not in the Damage Step): target 1
    face-down Defense Position monster on the field (either player's). On resolution, if it is
    still that face-down monster, it is flipped face-up in Defense Position (a flip, not a Flip
    Summon: its FLIP effect is triggered), then its DEF is read face-up, so a Field Spell's
    modifier counts (FS-19): 2000 or less, it is destroyed; more than 2000, it is changed back to
    face-down Defense Position. Whether a FLIP effect triggered by this flip still activates after
    the monster was destroyed or is face-down again is a rule of the engine (FS-19; rule flag
    ``trigger_after_card_left_its_place``: not under modern, still under 2006), not of this card."""

    def operation(ctx):
        duel = ctx.duel
        for monster in resolved_targets(ctx):
            duel.change_to_face_up_defense(monster)
            if monster.defense <= 2000:
                duel.destroy([monster], by=ctx.player)
            else:
                duel.change_to_face_down(monster)

    return [trap_activation(card, "Flip 1 face-down Defense Position monster face-up; destroy it if its DEF is 2000 or less",
                            operation, **targeting(monsters_on_field, lambda ctx, m: face_down_defense(m),
                                                   prompt="Choose a face-down Defense Position monster"))]
