"""Pending scenarios of the Starter Deck Traps (prefix st_traps): strict xfails, one per scenario
and preset, each naming the engine gap that blocks it.

The scenarios (tests/pending_scenarios/st_traps_pending.yaml) are written as they should pass. An
xfail that starts to pass fails the suite (strict), so a fixed gap is noticed and its scenario moved
to tests/scenarios/. Source: brief of the st_traps helper; the cards' current texts.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.errors import ScenarioError, ScenarioFailure
from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "st_traps_pending.yaml"

#: scenario id prefix -> the engine gap that blocks it.
GAPS = {
    "st-traps-fake-trap-": (
        "ENGINE gap: Effects declare no category (what they would destroy), so 'an effect that would "
        "destroy a Trap Card you control' cannot be recognised, and there is no destruction replacement "
        "scoped to one Chain Link; Fake Trap is unscripted"),
}


def _gap(scenario_id: str) -> str:
    for prefix, gap in GAPS.items():
        if scenario_id.startswith(prefix):
            return gap
    raise AssertionError(f"pending scenario {scenario_id} names no engine gap")


SCENARIOS = load_scenarios(PENDING)


@pytest.mark.parametrize("scenario", [
    pytest.param(s, id=s.test_id,
                 marks=pytest.mark.xfail(strict=True, raises=(ScenarioError, ScenarioFailure), reason=_gap(s.id)))
    for s in SCENARIOS
])
def test_st_traps_pending(scenario):
    """Run one pending scenario; it must fail until its engine gap is closed."""
    run_scenario(scenario)
