"""Card scripts: one small module per card, registered under the card's passcode.

A card is playable when it needs no script (a Normal Monster, or a Token) or has one here. A
card with effects and no script is refused by name (:class:`duelcore.errors.UnscriptedCard`),
never played as a blank. Source: DESIGN §7.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from duelcore.errors import UnscriptedCard

if TYPE_CHECKING:
    from duelcore.cards.database import CardData

#: passcode (the card's identity) -> script object; filled by the card modules as they arrive.
SCRIPTS: dict[int, object] = {}


def needs_script(data: "CardData") -> bool:
    """True when the card has effects, so it cannot be played without a script.

    Monsters without an effect (Normal Monsters, Tokens, Fusion and Ritual Monsters with no
    effect) need none; every Spell, Trap and Effect Monster does.
    """
    if data.is_monster:
        return data.is_effect_monster
    return True


def is_playable(data: "CardData") -> bool:
    """True when the engine can play the card as its text says."""
    return not needs_script(data) or data.identity in SCRIPTS


def check_playable(cards: Iterable["CardData"], deck_name: str = "") -> None:
    """Refuse a deck that holds any unscripted card with effects.

    Raises:
        UnscriptedCard: naming every such card once, in deck order.
    """
    missing: list[tuple[int, str]] = []
    seen: set[int] = set()
    for data in cards:
        if data.identity in seen:
            continue
        seen.add(data.identity)
        if not is_playable(data):
            missing.append((data.passcode, data.name))
    if missing:
        raise UnscriptedCard(missing, deck_name)
