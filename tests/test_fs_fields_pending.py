"""Pending scenarios of the fs_fields cards (tests/pending_scenarios/fs_fields_pending.yaml): each
states the outcome its card text or seed ruling requires and fails today for the engine gap named
in its xfail reason. ``strict=True``: once the engine provides the hook (and the waiting card is
scripted with it) the scenario passes, the xfail turns into a failure, and the scenario must move
to tests/scenarios/fs_fields_*.yaml.

Source: card texts of Pandemonium and Skull Archfiend of Lightning; Pandemonium's Standby Phase waiver.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fs_fields_pending.yaml"

ARCHFIEND_DIE = (
    "ENGINE gap: no hook runs before an opponent's effect that targets a card resolves, and there is "
    "no die roll, so Skull Archfiend of Lightning (the partner whose Standby Phase payment "
    "Pandemonium waives; every Archfiend with such a payment has that die effect) cannot be scripted"
)

#: scenario id -> the engine gap it waits for.
GAPS = {
    "pandemonium-waives-archfiend-standby-payment": ARCHFIEND_DIE,
    "archfiend-standby-payment-without-pandemonium": ARCHFIEND_DIE,
}

_SCENARIOS = load_scenarios(PENDING)


def test_every_fs_fields_pending_scenario_names_its_gap():
    """Each pending scenario has an engine-gap reason, and no reason is left without a scenario."""
    assert {sc.id for sc in _SCENARIOS} == set(GAPS)


@pytest.mark.parametrize(
    "scenario",
    [pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=GAPS[sc.id])) for sc in _SCENARIOS],
)
def test_fs_fields_pending_scenario(scenario):
    """Runs one pending scenario under one preset; it must fail until its engine gap is closed."""
    run_scenario(scenario)
