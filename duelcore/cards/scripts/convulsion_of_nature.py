"""Convulsion of Nature (62966332), Continuous Spell: "As long as this card remains face-up on the field,
both players must turn their respective Decks upside down and proceed with the current Duel." (the same
text in April 2005)."""

from duelcore.cards.procedures.activation import no_effect, spell_activation
from duelcore.cards.registry import script
from duelcore.state.effects import Effect, EffectKind
from duelcore.state.enums import Location


@script(62966332)
def convulsion_of_nature(card):
    """Its activation does nothing by itself; once it has resolved, while it is face-up on the field
    and its effects are not negated, both Decks are upside down: the top card of each Deck is
    face-up, known to both players (``Effect.faces_decks_up``; ``Duel.show_deck_tops`` reveals it
    through ``Card.revealed_to``, the one path knowledge.can_see reads, and each view shows it as
    "deck_top"). A card drawn or taken from the top is seen by both players as it goes to the hand;
    a shuffled Deck is shuffled face-down and its new top card shown; the card that is no longer on
    top is hidden again. Two copies do not turn the Decks back. Source: card text; goatrulings.com
    "Convulsion of Nature" (UDE FAQ: "both Decks are flipped upside down, and now the face of the
    top card of the Deck is showing"; "If a card effect requires a player to shuffle their Deck, it
    is shuffled and cut face-down so the cards are not seen, and then placed face-up"; "If 2 copies
    of Convulsion of Nature are active, the Decks are still upside-down")."""
    return [spell_activation(card, "Convulsion of Nature", no_effect, needs_card_on_field=True),
            Effect(card, EffectKind.CONTINUOUS, "Both players' Decks are turned upside down",
                   range=frozenset({Location.SPELL_TRAP_ZONE}), faces_decks_up=True)]
