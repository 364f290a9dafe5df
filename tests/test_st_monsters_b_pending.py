"""Pending scenarios of the st_monsters_b cards: each needs an engine facility that does not exist
yet, so each must fail (strict xfail) until the engine provides it.

Source: tests/pending_scenarios/st_monsters_b_pending.yaml; the gaps are named per scenario id.
"""

import pathlib

import pytest

from duelcore.scenarios.runner import load_scenarios, run_scenario

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "st_monsters_b_pending.yaml"

GAPS = {
    "wall-of-illusion-returns-attacker-after-damage-calculation":
        "ENGINE gap: no trigger event raised after damage calculation (rules/battle.py damage_step) for "
        "'If this card is attacked, after damage calculation' effects; Wall of Illusion is unscripted",
    "wall-of-illusion-returns-attacker-destroyed-by-battle":
        "ENGINE gap: no trigger event raised after damage calculation; Wall of Illusion is unscripted",
    "white-magical-hat-random-discard":
        "ENGINE gap: no 'battle_damage' trigger event naming the monster that inflicted it "
        "(rules/battle.py calculate_damage.hurt); White Magical Hat is unscripted",
    "toon-mermaid-special-summoned-from-hand-with-toon-world":
        "ENGINE gap: no idle command for a monster's own Special Summon procedure from the hand "
        "(rules/turn.py idle_options offers only Extra Deck procedures)",
    "toon-summoned-skull-special-summon-tributes-one":
        "ENGINE gap: no idle command for a monster's own Special Summon procedure from the hand by Tributing",
    "toon-attack-costs-500-lp":
        "ENGINE gap: no attack-declaration cost hook (rules/battle.py can_attack/attack)",
    "toon-must-target-a-toon":
        "ENGINE gap: no Effect field restricting which monsters an attacker may target (rules/battle.py _choose_target)",
}

CASES = [sc for sc in load_scenarios(PENDING)]


@pytest.mark.parametrize("scenario", [
    pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=GAPS[sc.id])) for sc in CASES
])
def test_pending(scenario):
    """Each pending scenario runs as it should pass once the engine has the facility it needs."""
    run_scenario(scenario)
