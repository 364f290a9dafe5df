"""Pending scenarios of the fs_fields cards (tests/pending_scenarios/fs_fields_pending.yaml): each
states the outcome its card text or seed ruling requires and fails today for the engine gap named
in its xfail reason. ``strict=True``: once the engine provides the hook (and the waiting card is
scripted with it) the scenario passes, the xfail turns into a failure, and the scenario must move
to tests/scenarios/fs_fields_*.yaml.

Source: card texts of The Sanctuary in the Sky, Array of Revealing Light, Pandemonium, Skull
Archfiend of Lightning, Torpedo Fish, Maiden of the Aqua; seed rulings FS-06, FS-08, FS-21.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fs_fields_pending.yaml"

SANCTUARY = (
    "ENGINE gap: rules.battle.calculate_damage has no hook for a Continuous Effect that makes battle "
    "damage to a player 0 for battles involving certain monsters (only the turn-long player effect "
    "'no_battle_damage'), so The Sanctuary in the Sky cannot be scripted"
)
ARRAY = (
    "ENGINE gap: rules.battle.can_attack reads no 'cannot declare an attack' restriction (no lingering "
    "flag or continuous effect is consulted), so Array of Revealing Light cannot be scripted; its "
    "Type declaration also has no DecisionKind of its own (DESIGN §1 lists 'declare a Type')"
)
ARCHFIEND_DIE = (
    "ENGINE gap: no hook runs before an opponent's effect that targets a card resolves, and there is "
    "no die roll, so Skull Archfiend of Lightning (the partner whose Standby Phase payment "
    "Pandemonium waives; every Archfiend with such a payment has that die effect) cannot be scripted"
)
EVENT_PLAYER = (
    "ENGINE gap: a Trigger Effect is always activated by its card's controller (Duel.raise_event, "
    "rules.chain.run_triggers); Pandemonium's search is activated by the player whose Archfiend was "
    "destroyed ('that player'), who may be its controller's opponent"
)
CONDITIONAL_IMMUNITY = (
    "ENGINE gap: Duel.immune ignores any condition on an 'unaffected_by' Continuous Effect, so "
    "Torpedo Fish ('While Umi is face-up on the field, this card is unaffected by any Spell Cards'), "
    "the reader of Maiden of the Aqua's Umi, cannot be scripted"
)

#: scenario id -> the engine gap it waits for.
GAPS = {
    "FS-06-example-sanctuary-goes-when-pandemonium-resolves-2006": SANCTUARY,
    "FS-06-example-sanctuary-stays-when-magic-jammer-negates-pandemonium-2006": SANCTUARY,
    "FS-06-example-sanctuary-and-pandemonium-both-stay-modern": SANCTUARY,
    "sanctuary-fairy-attacker-controller-takes-no-battle-damage": SANCTUARY,
    "sanctuary-defending-fairy-controller-takes-no-battle-damage": SANCTUARY,
    "FS-08-array-of-revealing-light-declares-a-type-on-activation": ARRAY,
    "pandemonium-waives-archfiend-standby-payment": ARCHFIEND_DIE,
    "archfiend-standby-payment-without-pandemonium": ARCHFIEND_DIE,
    "pandemonium-search-for-the-opponents-destroyed-archfiend": EVENT_PLAYER,
    "FS-21-maiden-makes-torpedo-fish-unaffected-by-spells": CONDITIONAL_IMMUNITY,
    "FS-21-face-up-field-spell-takes-precedence-over-maiden": CONDITIONAL_IMMUNITY,
    "FS-21-set-field-spell-does-not-stop-maiden": CONDITIONAL_IMMUNITY,
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
