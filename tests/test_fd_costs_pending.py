"""Scenarios of the fd_costs cards that wait for engine support (tests/pending_scenarios/fd_costs_pending.yaml).

Each runs under every preset it lists and is a strict xfail: when the engine gains the support
named in the reason, the scenario passes, the xfail turns into a failure, and the scenario should move
to tests/scenarios/. Sources: the card texts and seed rulings FD-12, FD-14, FD-15 quoted in the YAML.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fd_costs_pending.yaml"

#: scenario id -> the engine support it waits for.
GAPS = {
    "big-shield-gardna-attacked-changes-to-attack-position":
        "ENGINE gap: no trigger event at the end of the Damage Step naming the attacked monster",
    "deus-x-krawler-negates-opponent-monster-effects-after-flipped":
        "ENGINE gap: no continuous effect that negates the opponent's activated monster effects at "
        "resolution, and no record of 'was flipped face-up'",
    "immortal-phoenix-gearfried-equips-at-the-start-of-the-damage-step":
        "ENGINE gap: no trigger event at the start of the Damage Step (rules.battle.damage_step)",
}

SCENARIOS = load_scenarios(PENDING)


def test_every_pending_scenario_names_its_gap() -> None:
    """Every pending scenario has a reason, and every reason a scenario."""
    assert {s.id for s in SCENARIOS} == set(GAPS)


@pytest.mark.parametrize(
    "scenario",
    [pytest.param(s, id=s.test_id, marks=pytest.mark.xfail(strict=True, reason=GAPS.get(s.id, "ENGINE gap")))
     for s in SCENARIOS],
)
def test_pending(scenario) -> None:
    """Runs one pending scenario; it must fail until the engine offers what GAPS names."""
    run_scenario(scenario)
