"""Pending Starter Deck Spell scenarios (tests/pending_scenarios/st_spells_pending.yaml).

Each scenario is written as it should pass once the engine (or another card's script) offers what
it needs; until then it is a strict expected failure naming the gap, so that it turns into a
failure ("XPASS(strict)") the day the gap is closed and the scenario must move to tests/scenarios/.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "st_spells_pending.yaml"

#: scenario id -> why it cannot pass yet.
GAPS = {
    "st-spells-last-will-later-this-turn":
        "ENGINE gap: no lingering player state that offers a non-chain action (Last Will's Special "
        "Summon) later in the turn, after a monster is sent to the GY",
}


def _cases():
    out = []
    for sc in load_scenarios(PENDING):
        reason = GAPS[sc.id]
        out.append(pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=reason)))
    return out


@pytest.mark.parametrize("scenario", _cases())
def test_pending_scenario(scenario):
    """Run one pending scenario under its preset; it must fail until its gap is closed."""
    run_scenario(scenario)


def test_every_pending_scenario_names_its_gap():
    """Every pending scenario has a gap reason, and every reason has a scenario."""
    ids = {sc.id for sc in load_scenarios(PENDING)}
    assert ids == set(GAPS)
