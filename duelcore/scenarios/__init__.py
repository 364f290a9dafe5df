"""Scenarios: set up a board, play scripted answers, assert the exact outcome (DESIGN §8).

- :mod:`duelcore.engine.setup`: build a duel from a board set-up.
- :mod:`duelcore.scenarios.runner`: the YAML scenario format, running and checking it.
"""

from duelcore.scenarios.runner import Scenario, load_scenarios, run_file, run_scenario
from duelcore.engine.duel import build_duel

__all__ = ["Scenario", "build_duel", "load_scenarios", "run_file", "run_scenario"]
