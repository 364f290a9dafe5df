"""Armed Ninja (9076207), Flip Effect Monster, Level 1, EARTH Warrior, 300/300: "FLIP: Target 1 Spell
Card on the field; destroy that target. (If the target is Set, reveal it, and destroy it if it is a Spell
Card. Otherwise, return it to its original position.)" """

from duelcore.cards.procedures import destroy_spell_target, spell_traps_on_field
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_monsters_a import flip_effect


def _candidates(ctx):
    """The cards Armed Ninja may target: a face-up Spell Card on the field, or any Set card in a
    Spell & Trap Zone or Field Zone (its type is unknown until it is revealed). Source: Armed Ninja
    rulings (Konami OCG database: a face-up Spell or a Set Spell/Trap)."""
    return [c for c in spell_traps_on_field(ctx) if not c.face_up or c.data.is_spell]


@script(9076207)
def armed_ninja(card):
    """FLIP (mandatory, Damage Step too): target 1 face-up Spell Card or 1 Set card in the Spell &
    Trap Zones / Field Zones. At resolution, if the target is still on the field: a face-up Spell is
    destroyed; a Set card is revealed to both players ("looked_at"; both know it from then on while
    it stays there), destroyed if it is a Spell Card, otherwise left Set where it is. Like Man-Eater
    Bug's, it is not activated when there is no card it could target."""

    return [flip_effect(card, "FLIP: destroy 1 Spell Card on the field", destroy_spell_target, candidates=_candidates,
                        legal=lambda ctx, c: c.on_field and not c.location.is_monster_zone
                        and (not c.face_up or c.data.is_spell),
                        prompt="Choose a Spell Card (or a Set card) to destroy")]
