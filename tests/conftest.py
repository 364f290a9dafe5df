"""pytest plugin: every ``tests/scenarios/**/*.yaml`` file is collected, one test per scenario and preset;
the ``db`` fixture (the shipped card database). The helpers the test modules share are in ``helpers.py``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from duelcore.cards import CardDatabase
from duelcore.errors import ScenarioFailure
from duelcore.scenarios.runner import load_scenarios, run_scenario

# Property tests never fail for being slow: a busy or slow machine changes no outcome.
settings.register_profile("duelcore", deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
settings.load_profile("duelcore")


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    """The shipped card database (:meth:`CardDatabase.default`)."""
    return CardDatabase.default()


def pytest_collect_file(parent, file_path):
    if file_path.suffix in (".yaml", ".yml") and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        for sc in load_scenarios(self.path):
            yield ScenarioItem.from_parent(self, name=sc.test_id, scenario=sc)


class ScenarioItem(pytest.Item):
    def __init__(self, *, scenario, **kwargs):
        super().__init__(**kwargs)
        self.scenario = scenario

    def runtest(self):
        run_scenario(self.scenario)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ScenarioFailure):
            return f"{self.scenario.path}: {self.scenario.name}\n  source: {self.scenario.source}\n  {excinfo.value}"
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"scenario {self.scenario.test_id}: {self.scenario.name}"
