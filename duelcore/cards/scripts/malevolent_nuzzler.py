"""Malevolent Nuzzler (99597615), Equip Spell: "The equipped monster gains 700 ATK. When this card is
sent from the field to the Graveyard: You can pay 500 LP; place this card on the top of the Deck." """

from duelcore.cards.procedures import equip_spell, lp_cost
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import place_this_on_top_of_deck, sent_from_field_to_gy
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(99597615)
def malevolent_nuzzler(card):
    """Equip to a face-up monster: it gains 700 ATK (shared ``equip_spell``). When this card is sent
    from the field to the GY: its owner can pay 500 LP (cost; needs LP >= 500) to place it on top
    of their Deck. An optional "When ... you can" Trigger Effect, so it can miss the timing.
    Source: card text."""

    back = Effect(card, EffectKind.TRIGGER, "Pay 500 LP; place this card on top of the Deck", event="sent_to_gy",
                  when=True, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                  operation=place_this_on_top_of_deck, **lp_cost(500))
    return equip_spell(card, "Equip to a face-up monster: it gains 700 ATK", atk=700) + [back]
