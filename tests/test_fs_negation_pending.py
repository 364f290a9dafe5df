"""Pending scenarios of Magic Reflector (tests/pending_scenarios/fs_negation_pending.yaml), run as
strict xfails until the engine offers what they need.

ENGINE gap: a destruction-replacement effect. Magic Reflector's text is "If it would ever be
destroyed, remove the counter instead"; ``Duel.destroy`` has no hook where an effect can replace a
destruction (only the "unaffected by" check), so the counter it places protects nothing. When
the engine provides that hook these scenarios pass and the strict xfail turns into a failure,
which is the signal to move them into tests/scenarios/. Source: Magic Reflector card text; FS-05,
FS-06 (the Field Spell rules' removal under the 2006 preset is not saved by the counter: those
cases already pass, see tests/scenarios/fs_negation_cards.yaml).
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fs_negation_pending.yaml"
GAP = ("ENGINE gap: Duel.destroy offers no destruction-replacement hook, so Magic Reflector's "
       "'remove the counter instead' cannot apply")


@pytest.mark.parametrize("scenario", load_scenarios(PENDING), ids=lambda sc: sc.test_id)
@pytest.mark.xfail(strict=True, reason=GAP)
def test_fs_negation_pending(scenario):
    """Each pending scenario, under each preset it lists, must pass once the gap is closed."""
    run_scenario(scenario)
