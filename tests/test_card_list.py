"""docs/CARDS.md lists every scripted card with the scenarios that use it, and no scripted card is
without a scenario; docs/STARTER-DECKS.md lists every card of the four Starter Decks with its test,
and none is without one. Source: the project's rule that a card is done when a test proves its effects."""

from __future__ import annotations

import functools
import pathlib
import runpy
import subprocess
import sys

import pytest

SCRIPT = pathlib.Path(__file__).parents[1] / "scripts" / "build_card_list.py"


@functools.cache
def _module():
    """The namespace of scripts/build_card_list.py, run once."""
    return runpy.run_path(str(SCRIPT))


def test_card_list_is_up_to_date():
    """`python scripts/build_card_list.py --check` passes (the committed list is current)."""
    argv = sys.argv
    sys.argv = [str(SCRIPT), "--check"]
    try:
        with pytest.raises(SystemExit) as info:
            runpy.run_path(str(SCRIPT), run_name="__main__")
    finally:
        sys.argv = argv
    assert info.value.code == 0


def test_every_scripted_card_has_a_scenario():
    """Each scripted card is placed by the set-up of at least one scenario in tests/scenarios/."""
    from duelcore.cards.database import CardDatabase
    from duelcore.cards.registry import scripted_passcodes

    db = CardDatabase.default()
    uses = _module()["scenario_uses"](db)
    missing = sorted(db.get(code).name for code in scripted_passcodes() if code in db and not uses.get(code))
    assert missing == []


def test_starter_deck_list_is_up_to_date():
    """docs/STARTER-DECKS.md is what `python scripts/build_card_list.py` writes now."""
    from duelcore.cards.database import CardDatabase

    module = _module()
    text = module["render_starter_decks"](CardDatabase.default())
    assert module["STARTER_OUT"].read_text(encoding="utf-8") == text, (
        "docs/STARTER-DECKS.md is out of date: run python scripts/build_card_list.py")


def test_every_starter_deck_card_has_a_test():
    """Every card of the four Starter Decks has at least one test listed in docs/STARTER-DECKS.md:
    a Normal Monster its data test, a monster without effects a scenario, a scripted card with
    effects a scenario in tests/scenarios/; a card that is not scripted at least a pending scenario."""
    from duelcore.cards.database import CardDatabase

    decks = _module()["starter_cards"](CardDatabase.default())
    assert list(decks) == ["yugi", "kaiba", "joey", "pegasus"]
    missing = sorted({card.data.name for cards in decks.values() for card in cards if not card.tests})
    assert missing == []
    pending_only = sorted({card.data.name for cards in decks.values() for card in cards
                           if card.script and any(t.startswith("pending_scenarios/") for t in card.tests)})
    assert pending_only == []


def test_starter_deck_list_flags_unscripted_cards():
    """A Starter Deck card with effects that the engine cannot play (no script) has a NOT SCRIPTED
    row, and no other card has one."""
    from duelcore.cards.database import CardDatabase
    from duelcore.cards.registry import is_playable

    db = CardDatabase.default()
    module = _module()
    text = module["render_starter_decks"](db)
    flagged, unplayable = set(), set()
    for cards in module["starter_cards"](db).values():
        for card in cards:
            row = next(line for line in text.splitlines()
                       if line.startswith("| ") and f"| {card.data.name} | {card.data.passcode} |" in line)
            if "**NOT SCRIPTED**" in row:
                flagged.add(card.data.name)
            if not is_playable(card.data):
                unplayable.add(card.data.name)
    assert flagged == unplayable


def test_starter_deck_list_names_collected_data_tests():
    """Each Normal Monster data test named in docs/STARTER-DECKS.md is a test pytest collects."""
    from duelcore.cards.database import CardDatabase

    module = _module()
    listed = {t for cards in module["starter_cards"](CardDatabase.default()).values()
              for card in cards if card.group == "normal" for t in card.tests}
    root = SCRIPT.parents[1]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         str(module["NORMAL_TEST"].relative_to(root))],
        cwd=root, capture_output=True, text=True, check=False)
    collected = {line.strip().removeprefix("tests/") for line in result.stdout.splitlines() if "::" in line}
    assert len(listed) == 66
    assert sorted(listed - collected) == []
