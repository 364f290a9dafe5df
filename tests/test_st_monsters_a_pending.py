"""Pending scenarios of the Starter Deck Effect Monsters (part A): strict xfails until the engine
offers what each card needs (tests/pending_scenarios/st_monsters_a_pending.yaml).

Each scenario runs under each preset it lists, through duelcore.scenarios.runner, and is expected
to fail for the reason named; once the engine gap is closed and the card scripted, the xfail turns
into an unexpected pass (strict) and the scenario should move to tests/scenarios/.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "st_monsters_a_pending.yaml"

#: scenario id prefix -> the engine facility that is missing.
GAPS = {
    "dream-clown": ("ENGINE gap: no trigger event when a monster's battle position changes (manual change in "
                    "rules.summon.change_position, or by an effect in Duel.change_battle_position); Dream Clown "
                    "needs e.g. TriggerEvent('position_changed', [card], data={'from': old, 'to': new})"),
    "gearfried": ("ENGINE gap: no trigger event when an Equip Card becomes equipped (procedures.equip and "
                  "Duel.equip_monster only emit the 'equipped' log event); Gearfried needs "
                  "TriggerEvent('equipped', [equip_card], data={'target': monster})"),
    "lord-of-d": ("ENGINE gap: no 'cannot be targeted by card effects' check: targets are chosen by each "
                  "script's own target() pool, so a Continuous Effect cannot remove Dragons from them; needs "
                  "a central Duel.can_be_targeted(card, effect) used by procedures.targeting and every target step"),
}


def _reason(scenario_id: str) -> str:
    for prefix, reason in GAPS.items():
        if scenario_id.startswith(prefix):
            return reason
    raise KeyError(scenario_id)


SCENARIOS = load_scenarios(PENDING)


@pytest.mark.parametrize(
    "scenario",
    [pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=_reason(sc.id))) for sc in SCENARIOS],
)
def test_pending(scenario):
    """Run one pending scenario (expected to fail until its engine gap is closed)."""
    run_scenario(scenario)
