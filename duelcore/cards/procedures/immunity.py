"""Being unaffected by effects: "This card is unaffected by Spell effects" (Horus the Black Flame
Dragon LV6).

Other kinds are Effect fields the engine reads (``Effect.unaffected_by``: Ritual Beast Ulti-Apelio
while it attacks; Torpedo Fish while "Umi" is on the field).

Source: the card texts; rulebook "Card Effects".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duelcore.cards.procedures.filters import MONSTER_ZONES
from duelcore.state.effects import Effect, EffectKind

if TYPE_CHECKING:
    from duelcore.state.card import Card


def unaffected_by_spells(card: "Card") -> Effect:
    """"This card is unaffected by Spell effects" (a Continuous Effect while it is face-up on the field)."""
    return Effect(card, EffectKind.CONTINUOUS, "Unaffected by Spell effects", range=MONSTER_ZONES,
                  unaffected_by="spell")
