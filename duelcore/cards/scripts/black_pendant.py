"""Black Pendant (65169794), Equip Spell: "The equipped monster gains 500 ATK. When this card is sent
from the field to the Graveyard: Inflict 500 damage to your opponent." """

from duelcore.cards.procedures import equip_spell
from duelcore.cards.registry import script
from duelcore.cards.scripts._fd_facedown import effect_damage
from duelcore.cards.scripts._st_spells import sent_from_field_to_gy
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(65169794)
def black_pendant(card):
    """Equip to a face-up monster: it gains 500 ATK (shared ``equip_spell``). When this card is sent
    from the field to the GY (destroyed, or sent there when its monster leaves): a mandatory
    Trigger Effect inflicts 500 damage to the opponent of its controller (its owner in the GY).
    A mandatory trigger never misses the timing. Source: card text."""

    def operation(ctx):
        effect_damage(ctx.duel, ctx.opponent, 500)
        return
        yield

    burn = Effect(card, EffectKind.TRIGGER, "Inflict 500 damage to your opponent", event="sent_to_gy",
                  mandatory=True, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                  operation=operation)
    return equip_spell(card, "Equip to a face-up monster: it gains 500 ATK", atk=500) + [burn]
