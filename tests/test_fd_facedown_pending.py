"""Pending scenarios of the face-down helper (FD-20, FD-21, FD-23, FD-25, FD-26): each is written as
it SHOULD pass and is run as a strict expected failure that names the ENGINE gap it waits for, under
both presets. When the engine provides it, the scenario passes, the strict xfail turns red, and the
scenario moves to tests/scenarios/.

Source: tests/pending_scenarios/fd_facedown_pending.yaml; SEED-RULINGS FD-20 to FD-26; card texts.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.errors import ScenarioFailure
from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fd_facedown_pending.yaml"

#: Scenario id -> what the engine must provide for it to pass.
GAPS = {
    "FD-23-worm-yagan-special-summoned-face-down-is-banished-when-it-leaves-the-field":
        'Duel.move/destroy do not banish a card under the lingering flag "banish_when_leaves_field" '
        "(Worm Yagan's \"banish it when it leaves the field\") instead of sending it where it would go",
    "FD-23-worm-yagan-flipped-face-up-is-still-banished-when-it-leaves-the-field":
        'Duel.move/destroy do not banish a card under the lingering flag "banish_when_leaves_field"',
    "worm-xex-cannot-be-destroyed-by-battle-with-a-face-up-worm-yagan":
        "rules.battle.calculate_damage reads no per-monster \"cannot be destroyed by battle\" Continuous "
        "Effect (only the player effect of Waboku)",
    "FD-21-half-shut-protects-from-battle-destruction":
        'rules.battle.calculate_damage does not read the lingering flag "indestructible_by_battle"',
    "FD-26-silent-doom-monster-cannot-attack":
        'rules.battle.can_attack does not read the lingering flag "cannot_attack"',
    "FD-20-call-of-the-haunted-stays-when-its-face-down-monster-is-destroyed":
        "Duel._destroy_bound checks only the incarnation of the \"destroy_with\" link, not its "
        "face_down_count, so a link cut by turning the monster face-down still destroys Call of the Haunted",
    "FD-25-blast-held-by-a-tribute-after-book-of-moon-and-flip-summon":
        "Card.summon_type holds one summon: a Flip Summon overwrites the kept fact that the monster was "
        "Tribute Summoned (FD-25)",
}

SCENARIOS = load_scenarios(PENDING)


def test_every_pending_scenario_names_its_gap():
    """Each pending scenario has a gap description, and each gap a scenario."""
    assert {sc.id for sc in SCENARIOS} == set(GAPS)


@pytest.mark.parametrize(
    "scenario",
    [pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, raises=ScenarioFailure,
                                                              reason=f"ENGINE gap: {GAPS[sc.id]}"))
     for sc in SCENARIOS],
)
def test_pending_scenario(scenario):
    """Run one pending scenario; it fails (ScenarioFailure) until the engine gap is closed."""
    run_scenario(scenario)
