"""Mystic Tomato (83011277), Effect Monster, Level 4, DARK Plant, 1400/1100: "When this card is
destroyed by battle and sent to the GY: You can Special Summon 1 DARK monster with 1500 or less ATK
from your Deck, in face-up Attack Position."

Its text of 2005 ("When this card is sent to the Graveyard as a result of battle, you can Special
Summon 1 DARK monster with an ATK of 1500 or less in face-up Attack Position from your Deck. Then
shuffle your Deck."; Mystic Tomato (GOAT), 504700142) plays the same, so one script serves both.
"""

from duelcore.cards.procedures.summoning import recruit_trigger
from duelcore.cards.registry import script
from duelcore.cards.types import Attribute
from duelcore.state.enums import Position


def _dark_atk_1500_or_less(c):
    """A DARK monster with 1500 or less ATK."""
    return c.data.is_monster and c.data.attribute == Attribute.DARK and c.data.atk is not None and c.data.atk <= 1500


@script(83011277)
def mystic_tomato(card):
    """Destroyed by battle and sent to the GY: its owner may Special Summon 1 DARK monster with
    1500 or less ATK from the Deck in face-up Attack Position (:func:`recruit_trigger`); under goat,
    with none, the Deck is shown to the opponent. The monster Summoned in the Damage Step may still
    attack in that Battle Phase (goatrulings.com "Mystic Tomato", UDE FAQ)."""
    return [recruit_trigger(card, "Special Summon 1 DARK monster with 1500 or less ATK from your Deck",
                            _dark_atk_1500_or_less, "Choose a DARK monster to Special Summon (Mystic Tomato)",
                            Position.FACE_UP_ATTACK)]
