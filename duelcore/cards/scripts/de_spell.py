"""De-Spell (19159413), Normal Spell: "Target 1 face-up Spell, or 1 Set Spell/Trap, on the field;
destroy that target if it is a Spell. (If the target is Set, reveal it.)" """

from duelcore.cards.procedures import destroy_spell_target, spell_activation, spell_traps_on_field, targeting
from duelcore.cards.registry import script


def _legal(ctx, c):
    """A face-up Spell Card, or any Set card, in a Spell & Trap Zone or Field Zone."""
    return c.on_field and not c.location.is_monster_zone and (not c.face_up or c.data.is_spell)


def _refusal(ctx, c):
    """Why De-Spell cannot target ``c``: a face-up Trap is not a Spell."""
    if c.on_field and not c.location.is_monster_zone and c.face_up and c.data.is_trap:
        return "a face-up Trap Card is not a Spell"
    return None


@script(19159413)
def de_spell(card):
    """Target 1 face-up Spell, or 1 Set card, in a Spell & Trap Zone or Field Zone. On resolution,
    a Set target is revealed to both players; the target is destroyed if it is a Spell Card, and a
    Set Trap is only revealed (it stays Set). Source: card text."""

    return [spell_activation(card, "Destroy 1 Spell on the field", destroy_spell_target,
                             **targeting(spell_traps_on_field, _legal, prompt="Choose a face-up Spell or a Set card",
                                         refusal=_refusal))]
