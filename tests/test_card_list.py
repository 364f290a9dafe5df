"""docs/CARDS.md lists every scripted card with the scenarios that use it, and no scripted card is
without a scenario. Source: the project's rule that a card is done when a test proves its effects."""

from __future__ import annotations

import pathlib
import runpy
import sys

import pytest

SCRIPT = pathlib.Path(__file__).parents[1] / "scripts" / "build_card_list.py"


def _module():
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
    from duelcore.cards.scripts import scripted_passcodes

    db = CardDatabase.default()
    uses = _module()["scenario_uses"](db)
    missing = sorted(db.get(code).name for code in scripted_passcodes() if code in db and not uses.get(code))
    assert missing == []
