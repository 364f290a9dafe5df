"""Pending scenarios of the fs_stats cards (Crush Card Virus, Chain Destruction, Acid Trap Hole):
each states the outcome the card text or ruling requires, and fails today for an engine gap named
in its xfail reason. ``strict=True``: once the engine provides what is missing the scenario passes,
the xfail turns into a failure, and the scenario must move to tests/scenarios/fs_stats_*.yaml.

Source: the card texts; FS-19 (modern preset); tests/pending_scenarios/fs_stats_pending.yaml.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fs_stats_pending.yaml"

#: scenario id -> the engine gap it waits for.
GAPS = {
    "FS-19-flip-effect-not-activated-after-acid-trap-hole-modern": (
        "ENGINE gap: rules.chain.run_triggers activates a pending FLIP/Trigger effect of a monster "
        "that is face-down on the field again (April 2020 rule, FD-10); the rule flag "
        "flip_effect_after_acid_trap_hole is read nowhere"
    ),
    "crush-card-virus-destroys-monsters-in-hand": (
        "ENGINE gap: Duel.destroy skips cards that are not on the field, so monsters in the hand "
        "cannot be destroyed"
    ),
    "crush-card-virus-opponent-destroys-up-to-3-from-deck": (
        "ENGINE gap: Duel.destroy skips cards that are not on the field, so monsters in the Deck "
        "cannot be destroyed"
    ),
    "chain-destruction-destroys-same-name-in-hand-and-deck": (
        "ENGINE gap: Duel.destroy skips cards that are not on the field, so cards in the hand and "
        "Deck cannot be destroyed"
    ),
}

_SCENARIOS = load_scenarios(PENDING)


def test_every_pending_scenario_names_its_gap():
    """Each pending scenario has an engine-gap reason (and no reason is left without a scenario)."""
    assert {sc.id for sc in _SCENARIOS} == set(GAPS)


@pytest.mark.parametrize(
    "scenario",
    [pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=GAPS[sc.id])) for sc in _SCENARIOS],
)
def test_pending_scenario(scenario):
    """Runs one pending scenario under its preset; it must fail until the engine gap is closed."""
    run_scenario(scenario)
