"""Pending scenarios of the fd_hidden batch: each shows an engine gap and must fail until the engine
provides what it needs (strict xfail: a pass means the gap is closed, so move the scenario to
tests/scenarios/). Also a direct check of Cyber Tutu's condition, which the engine cannot use yet.

Source: tests/pending_scenarios/fd_hidden_pending.yaml; FD-08; the card texts.
"""

from __future__ import annotations

import pathlib

import pytest

from duelcore.errors import DuelcoreError, ScenarioFailure
from duelcore.scenarios.runner import load_scenarios, run_scenario
from duelcore.scenarios.setup import build_duel

PENDING = pathlib.Path(__file__).parent / "pending_scenarios" / "fd_hidden_pending.yaml"

#: scenario id -> the engine facility it waits for.
GAPS = {
    "FD-08-cyber-tutu-attacks-directly-past-higher-atk-monsters":
        "ENGINE gap: rules.battle._choose_target offers 'Attack directly' only when the opponent controls no "
        "monsters; no Effect field lets a card permit a direct attack (Cyber Tutu)",
    "book-of-eclipse-end-phase-flips-and-opponent-draws":
        "ENGINE gap: no delayed End Phase effect that is not tied to a card on the field, and no "
        "'change to face-up Defense Position' operation raising 'flipped' (Book of Eclipse)",
    "parallel-world-fusion-forbids-other-special-summons-that-turn":
        "ENGINE gap: no player lock 'cannot Special Summon except by this card' read by the engine's and "
        "the scripts' Special Summons (only 'cannot_summon', which also forbids Normal Summons)",
}

CASES = [pytest.param(sc, id=sc.test_id, marks=pytest.mark.xfail(strict=True, reason=GAPS[sc.id],
                                                                  raises=(ScenarioFailure, DuelcoreError)))
         for sc in load_scenarios(PENDING)]


def test_every_pending_scenario_names_its_gap():
    """Each pending scenario has a described engine gap, and each gap a scenario."""
    assert {sc.id for sc in load_scenarios(PENDING)} == set(GAPS)


@pytest.mark.parametrize("scenario", CASES)
def test_pending_scenario(scenario):
    """Runs a pending scenario; it fails until the engine gap it names is closed."""
    run_scenario(scenario)


@pytest.mark.parametrize("rules", ["modern", "2006"])
def test_cyber_tutu_condition_reads_only_known_atk(rules):
    """FD-08: Cyber Tutu's condition holds when every opponent's monster is face-up with higher ATK,
    and fails as soon as one is face-down (unknown ATK) or has ATK not higher; it is False when the
    opponent controls no monster (an ordinary direct attack needs no effect)."""
    from duelcore.cards.scripts.cyber_tutu import may_attack_directly

    def duel_with(opponent_zones):
        return build_duel({
            "rules": rules, "turn": 3, "turn_player": 1, "phase": "Main Phase 1",
            "players": {1: {"deck": ["Silver Fang"], "main_monster_zones": {1: "Cyber Tutu"}},
                        2: {"deck": ["Silver Fang"], "main_monster_zones": opponent_zones}},
        })

    def tutu(duel):
        return duel.players[0].main_monster_zones[0]

    higher = duel_with({1: "Dark Magician", 2: "Summoned Skull"})
    assert may_attack_directly(higher, tutu(higher)) is True
    hidden = duel_with({1: "Dark Magician", 2: {"card": "Summoned Skull", "position": "face-down defense"}})
    assert may_attack_directly(hidden, tutu(hidden)) is False
    equal = duel_with({1: "Dark Magician", 2: "Feral Imp"})  # Feral Imp 1300 > 1000: still higher
    assert may_attack_directly(equal, tutu(equal)) is True
    lower = duel_with({1: "Dark Magician", 2: "Dark Plant"})  # 300 ATK
    assert may_attack_directly(lower, tutu(lower)) is False
    empty = duel_with({})
    assert may_attack_directly(empty, tutu(empty)) is False
