"""docs/CARDS.md lists every scripted card with the scenarios that use it and the other tests that
name it, and no scripted card is without a scenario; docs/STARTER-DECKS.md lists every card of the four Starter Decks with its test,
and none is without one. Source: the project's rule that a card is done when a test proves its effects."""

from __future__ import annotations

import functools
import runpy
import subprocess
import sys

from helpers import REPO_ROOT, script_exit_code

SCRIPT = REPO_ROOT / "scripts" / "build_card_list.py"


@functools.cache
def _module():
    """The namespace of scripts/build_card_list.py, run once."""
    return runpy.run_path(str(SCRIPT))


def test_card_list_is_up_to_date():
    """`python scripts/build_card_list.py --check` passes (the committed list is current)."""
    assert script_exit_code(SCRIPT, "--check") == 0


def test_every_scripted_card_has_a_scenario():
    """Each scripted card is in the card database (so docs/CARDS.md has its row) and is placed by the
    set-up of at least one scenario in tests/scenarios/."""
    from duelcore.cards.database import CardDatabase
    from duelcore.cards.registry import scripted_passcodes

    db = CardDatabase.default()
    assert [code for code in scripted_passcodes() if code not in db] == []
    uses = _module()["scenario_uses"](db)
    missing = sorted(db.get(code).name for code in scripted_passcodes() if not uses.get(code))
    assert missing == []


def test_card_list_names_the_other_tests_of_a_card():
    """The tests of tests/test_*.py that name a card are listed for it: those whose own name holds the
    card's name first (Convulsion of Nature's four in test_goat_control.py; Gravekeeper's Assailant's,
    spelt without the apostrophe), then those whose set-up holds the name (Archfiend's Oath's); a
    method of a test class is named with its class (Sangan's in test_chains.py); the tests of this
    file are left out (they name cards only as examples)."""
    from duelcore.cards.database import CardDatabase

    db = CardDatabase.default()
    uses = _module()["named_by_tests"](db)
    assert uses[db.find("Convulsion of Nature").identity] == [
        "test_goat_control.py::test_convulsion_of_nature_a_shuffled_deck_shows_its_new_top_card_only",
        "test_goat_control.py::test_convulsion_of_nature_leaving_the_field_hides_the_deck_tops_again",
        "test_goat_control.py::test_convulsion_of_nature_shows_the_top_card_of_each_deck_to_both_players",
        "test_goat_control.py::test_convulsion_of_nature_with_a_one_card_deck_a_shuffle_shows_the_same_top_card_again",
    ]
    assert uses[db.find("Gravekeeper's Assailant").identity][0] == (
        "test_goat_flip.py::test_gravekeepers_assailant_with_necrovalley_changes_the_target_s_position_and_the_attack_goes_on")
    assert "test_goat_control.py::test_a_declared_card_name_is_public_and_only_known_names_are_offered" in (
        uses[db.find("Archfiend's Oath").identity])
    assert "test_chains.py::TestSanganLock::test_sangan_used_once_per_turn_by_name" in uses[db.find("Sangan").identity]
    assert not any(label.startswith("test_card_list.py::") for labels in uses.values() for label in labels)
    row = next(line for line in _module()["OUT"].read_text(encoding="utf-8").splitlines()
               if line.startswith("| Convulsion of Nature |"))
    assert row.endswith("`test_goat_control.py::test_convulsion_of_nature_shows_the_top_card_of_each_deck_to_both_players`"
                        "<br>and 1 more |")


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


def test_other_tests_name_a_card_by_whole_words_only(tmp_path):
    """A test function names a card by its name as whole words of the function's name, or as a whole
    string of its body: "reload" inside "preloaded", or the name inside a longer string, names
    nothing, and a docstring does not count. The test files are read from the folder given."""
    from duelcore.cards.database import CardDatabase

    (tmp_path / "test_a.py").write_text(
        "def test_preloaded_deck():\n"
        "    'Reload'\n"
        "    return 'Activate Reload'\n"
        "def test_reload_draws():\n"
        "    pass\n"
        "def test_hand():\n"
        "    return {'hand': ['Reload']}\n", encoding="utf-8")
    db = CardDatabase.default()
    reload = db.find("Reload").identity
    uses = _module()["named_by_tests"](db, [reload], tmp_path)
    assert uses == {reload: ["test_a.py::test_reload_draws", "test_a.py::test_hand"]}
