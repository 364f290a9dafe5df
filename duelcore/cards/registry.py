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

from duelcore.cards.period import check_card_texts
from duelcore.errors import MissingScript, UnscriptedCard

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.state.card import Card
    from duelcore.state.effects import Effect

ScriptFn = Callable[["Card"], "list[Effect]"]

#: passcode (the card's identity) -> script function: the card as its current text says.
SCRIPTS: dict[int, ScriptFn] = {}
#: card-text era (``cards.period.CARD_TEXTS``, not "current") -> passcode -> script function: the
#: card as its text of that era says, for the cards whose errata changed how they play.
PERIOD_SCRIPTS: dict[str, dict[int, ScriptFn]] = {}
_loaded = False


def script(*passcodes: int, texts: str = "current") -> Callable[[ScriptFn], ScriptFn]:
    """Register the decorated function as the script of the card(s) with these passcodes.

    Args:
        passcodes: the cards' passcodes (their identities).
        texts: the card-text era whose text the script follows: "current" (today's text, the
            default) or a period (``"2005"``: a period variant, written in the same card module
            after the current script, played by formats of that era).

    Raises:
        DuelcoreError: an unknown era (``cards.period.check_card_texts``).
    """
    table = SCRIPTS if check_card_texts(texts) == "current" else PERIOD_SCRIPTS.setdefault(texts, {})

    def deco(fn: ScriptFn) -> ScriptFn:
        for code in passcodes:
            table[code] = fn
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


def script_for(identity: int, texts: str = "current") -> ScriptFn | None:
    """The script of the card ``identity`` under the card texts ``texts``: its period variant for
    that era when it has one, else its current script; None when it has neither."""
    _load_all()
    if texts != "current":
        fn = PERIOD_SCRIPTS.get(texts, {}).get(identity)
        if fn is not None:
            return fn
    return SCRIPTS.get(identity)


def has_period_variant(identity: int, texts: str) -> bool:
    """Whether the card ``identity`` has a script of its own for the era ``texts``."""
    _load_all()
    return identity in PERIOD_SCRIPTS.get(texts, {})


def effects_for(card: "Card", texts: str = "current") -> "list[Effect]":
    """The Effects of ``card`` from its script under the card texts ``texts`` (see :func:`script_for`;
    [] for a card without effects or without a script)."""
    fn = script_for(card.data.identity, texts)
    return fn(card) if fn is not None else []


def needs_script(data: "CardData") -> bool:
    """True when the card has effects, so it cannot be played without a script.

    Monsters without an effect (Normal Monsters, Tokens, Fusion and Ritual Monsters with no
    effect) need none; every Spell, Trap and Effect Monster does.
    """
    if data.is_monster:
        return data.is_effect_monster
    return True


def is_playable(data: "CardData", texts: str = "current") -> bool:
    """True when the engine can play the card as its text of the era ``texts`` says."""
    if not needs_script(data):
        return True
    return script_for(data.identity, texts) is not None


def unscripted_cards(cards: Iterable["CardData"], texts: str = "current") -> list[MissingScript]:
    """The cards among ``cards`` that have effects but no script, so the engine cannot play them.

    Args:
        cards: a deck's cards, one entry per copy (for a duel: its Main and Extra Deck).
        texts: the card-text era (a card with a script for that era or a current one plays).

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
            for identity, data in first.items() if not is_playable(data, texts)]


def check_playable(decks: Iterable[tuple[str, Iterable["CardData"]]], texts: str = "current") -> None:
    """Refuse decks that hold any card with effects and no script (DESIGN §7), all of them in one
    error: every deck is checked before raising.

    Args:
        decks: ``(deck name, cards)`` pairs; the cards one entry per copy (for a duel: the Main
            and Extra Deck); a name may be ``""``.
        texts: the card-text era the duel plays by.

    Raises:
        UnscriptedCard: naming each deck that holds such cards (the same deck given twice, once)
            and, per deck, every such card once, in deck order, with its copies (see
            :func:`unscripted_cards`).
    """
    problems: list[tuple[str, list[MissingScript]]] = []
    for name, cards in decks:
        missing = unscripted_cards(cards, texts)
        if missing and (name, missing) not in problems:  # a deck against itself is named once
            problems.append((name, missing))
    if problems:
        raise UnscriptedCard(problems)
