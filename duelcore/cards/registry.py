"""The card-script registry: passcode -> script, which the card scripts register into and the
engine reads.

A card script is a function ``(card) -> list[Effect]`` registered with :func:`script`; it lives
in a module of :mod:`duelcore.cards.scripts` named after the card (``pot_of_greed.py``). The
engine never imports a card module: the first time a script is asked for, it
imports every module of that package by name (a plugin load), and each registers itself here.
So this module sits with the card data, below the duel state, and the decks, the state and the
engine read the registry without depending on the scripts (the layers are listed in
``pyproject.toml``, ``[tool.importlinter]``).

A card is playable when it needs no script (a monster without effects) or has one here. A card
with effects and no script is refused by name (:class:`duelcore.errors.UnscriptedCard`), never
played as a blank. Source: DESIGN §7.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections import Counter
from typing import TYPE_CHECKING, Callable, Iterable

from duelcore.errors import MissingScript, UnscriptedCard

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.state.card import Card
    from duelcore.state.effects import Effect

ScriptFn = Callable[["Card"], "list[Effect]"]

#: passcode (the card's identity) -> script function.
SCRIPTS: dict[int, ScriptFn] = {}
_loaded = False


def script(*passcodes: int) -> Callable[[ScriptFn], ScriptFn]:
    """Register the decorated function as the script of the card(s) with these passcodes."""

    def deco(fn: ScriptFn) -> ScriptFn:
        for code in passcodes:
            SCRIPTS[code] = fn
        return fn

    return deco


#: The package whose modules are the card scripts (loaded by name: a plugin load, not an import).
SCRIPTS_PACKAGE = "duelcore.cards.scripts"


def _load_all() -> None:
    """Import every module of :data:`SCRIPTS_PACKAGE` once, in file-name order, so that each card
    script registers itself."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    package = importlib.import_module(SCRIPTS_PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{SCRIPTS_PACKAGE}.{info.name}")


def scripted_passcodes() -> list[int]:
    """The passcodes that have a script, sorted."""
    _load_all()
    return sorted(SCRIPTS)


def effects_for(card: "Card") -> "list[Effect]":
    """The Effects of ``card`` from its script ([] for a card without effects or without a script)."""
    _load_all()
    fn = SCRIPTS.get(card.data.identity)
    return fn(card) if fn is not None else []


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
    if not needs_script(data):
        return True
    _load_all()
    return data.identity in SCRIPTS


def unscripted_cards(cards: Iterable["CardData"]) -> list[MissingScript]:
    """The cards among ``cards`` that have effects but no script, so the engine cannot play them.

    Args:
        cards: a deck's cards, one entry per copy (for a duel: its Main and Extra Deck).

    Returns:
        one :class:`duelcore.errors.MissingScript` (passcode, name, copies) per such card, without
        repeats, in the order first met; alternate artworks count as the same card (by
        ``identity``), under the passcode met first. Empty when every card plays.
    """
    copies: Counter[int] = Counter()
    first: dict[int, "CardData"] = {}
    for data in cards:
        first.setdefault(data.identity, data)
        copies[data.identity] += 1
    return [MissingScript(data.passcode, data.name, copies[identity])
            for identity, data in first.items() if not is_playable(data)]


def check_playable(decks: Iterable[tuple[str, Iterable["CardData"]]]) -> None:
    """Refuse decks that hold any card with effects and no script (DESIGN §7), all of them in one
    error: every deck is checked before raising.

    Args:
        decks: ``(deck name, cards)`` pairs; the cards one entry per copy (for a duel: the Main
            and Extra Deck); a name may be ``""``.

    Raises:
        UnscriptedCard: naming each deck that holds such cards (the same deck given twice, once)
            and, per deck, every such card once, in deck order, with its copies (see
            :func:`unscripted_cards`).
    """
    problems: list[tuple[str, list[MissingScript]]] = []
    for name, cards in decks:
        missing = unscripted_cards(cards)
        if missing and (name, missing) not in problems:  # a deck against itself is named once
            problems.append((name, missing))
    if problems:
        raise UnscriptedCard(problems)
