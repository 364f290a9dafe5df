"""Temple of the Sun (91468551), Continuous Spell: "Face-up monsters you control that were Special
Summoned from the Graveyard gain 300 ATK." """

from duelcore.cards.procedures import spell_activation
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import special_summoned_from_gy
from duelcore.state.effects import Effect, EffectKind, Modifier, Stat
from duelcore.state.enums import Location


@script(91468551)
def temple_of_the_sun(card):
    """Its activation does nothing more; once it has resolved, while it is face-up in a Spell & Trap
    Zone, face-up monsters its controller controls that were Special Summoned from the GY gain 300
    ATK (a Continuous Effect read with every ATK). Where a monster was Special Summoned from is
    forgotten when it is turned face-down, so a revived monster turned face-down and face-up again
    no longer gains (FD-26)."""

    def operation(ctx):
        return
        yield

    def applies_to(duel, monster):
        return (monster.location.is_monster_zone and monster.face_up and monster.controller == card.controller
                and special_summoned_from_gy(monster))

    gains = Effect(card, EffectKind.CONTINUOUS, "Monsters you control Special Summoned from the GY gain 300 ATK",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), modifier=Modifier(Stat.ATK, "add", 300, applies_to))
    return [spell_activation(card, "Activate Temple of the Sun", operation, needs_card_on_field=True), gains]
