"""Axe of Despair (40619825), Equip Spell: "The equipped monster gains 1000 ATK. When this card is
sent from the field to the Graveyard: You can Tribute 1 monster; place this card on the top of your Deck." """

from duelcore.cards.procedures import equip_spell, tribute_as_cost, tribute_cost_candidates
from duelcore.cards.registry import script
from duelcore.cards.scripts._st_spells import place_this_on_top_of_deck, sent_from_field_to_gy
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(40619825)
def axe_of_despair(card):
    """Equip to a face-up monster: it gains 1000 ATK. When sent from the field to the GY: you can
    Tribute 1 monster (cost; any monster of its player's, or the one Soul Exchange binds them to
    Tribute, face-down too: rules.tributes) to place this card on top of your Deck (an optional
    "When" trigger, which can miss the timing)."""

    def can_pay(ctx):
        return bool(tribute_cost_candidates(ctx))

    def cost(ctx):
        yield from tribute_as_cost(ctx, None, "Choose a monster to Tribute")

    back = Effect(card, EffectKind.TRIGGER, "Tribute 1 monster; place this card on top of your Deck",
                  event="sent_to_gy", when=True, range=frozenset({Location.GY}), condition=sent_from_field_to_gy,
                  cost=cost, can_pay=can_pay, operation=place_this_on_top_of_deck)
    return equip_spell(card, "Equip to a face-up monster: it gains 1000 ATK", atk=1000) + [back]
