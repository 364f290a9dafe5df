"""Necrovalley (47355498), Field Spell: "All "Gravekeeper's" monsters gain 500 ATK and DEF. Cards in the
Graveyard cannot be banished. Negate any card effect that would move a card in the Graveyard to a
different place. Negate any card effect that changes Types or Attributes in the Graveyard."

Its text of April 2005 (Necrovalley (Pre-Errata), 511002998): "All "Gravekeeper's" monsters gain 500
ATK/DEF. Cards in the Graveyard cannot be banished. Negate any card effect that would move a card in the
Graveyard, other than itself, to a different place." """

from duelcore.cards.procedures.field_spells import field_spell
from duelcore.cards.procedures.filters import of_archetype
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location

#: What a card's text says when its activation and effect are not stopped by this card (Rite of Spirit).
UNAFFECTED = 'unaffected by "Necrovalley"'


def _necrovalley(card, spares_its_own_moves):
    """The Field Spell: "Gravekeeper's" monsters gain 500 ATK and DEF (``procedures.field_spells``),
    and the GY lock (``Effect.locks_graveyard``, which the rules apply: ``Duel.graveyard_locked``)
    while it is face-up in the Field Zone, its activation resolved and its effects not negated: no
    card in a GY can be banished (by a cost or an effect); no effect can target a card in a GY, so
    such an effect cannot be activated, and a Chain Link that targets one has its effect negated as
    it resolves (Necrovalley activated in response); an effect that would move a card out of a GY
    leaves it there. A card whose text says it is unaffected by Necrovalley is not stopped (Rite of
    Spirit). With ``spares_its_own_moves`` (its text of 2005: "other than itself"), an effect of the
    card in the GY that moves itself, and an effect activated in the GY, are not stopped.
    Changing Types or Attributes in the GY is not modelled (no such card is scripted)."""

    def lock(duel, this, gy_card, effect, banishing):
        if effect is not None and UNAFFECTED in effect.card.data.text:
            return False
        if banishing:
            return True
        if spares_its_own_moves and effect is not None and (effect.card is gy_card or effect.card.location is Location.GY):
            return False
        return True

    return field_spell(card, "Necrovalley", [(lambda monster: of_archetype(monster, "Gravekeeper's"), 500)]) + [
        Effect(card, EffectKind.CONTINUOUS, "Cards in the GY cannot be banished; negate effects that would move them",
               range=frozenset({Location.FIELD_ZONE}), locks_graveyard=lock)]


@script(47355498)
def necrovalley(card):
    """Today's text: every effect that would move a card in the GY is stopped, a card's own effect
    moving itself included (Axe of Despair's return to the Deck). Source: card text (errata);
    ProjectIgnis ``official/c47355498.lua`` (EFFECT_NECRO_VALLEY on every card in the GYs)."""
    return _necrovalley(card, spares_its_own_moves=False)


@script(47355498, texts="2005")
def necrovalley_2005(card):
    """The text and rulings of April 2005: as today, but "other than itself": a card in the GY may
    still move itself by its own effect, and an effect activated in the GY is not negated. Source:
    Necrovalley (Pre-Errata) 511002998; goatrulings.com "Necrovalley" (UDE FAQ: "Necrovalley negates
    any effect that targets a card or cards in the Graveyard" (Monster Reborn, Premature Burial, Call
    of the Haunted, Magician of Faith ...); it "WILL prevent a player from removing cards in the
    Graveyard from play" for a cost; "will NOT negate effects that are activated when a card is sent
    TO the Graveyard or that activate IN the Graveyard" (Sinister Serpent ...); Netrep: "Effects
    that activate within the Graveyard will not be negated"; "Effects of cards that return
    themselves to the hand or the field will not be negated")."""
    return _necrovalley(card, spares_its_own_moves=True)
