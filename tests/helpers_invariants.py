"""The duel invariants and leak checks for test modules: they live in the package
(:mod:`duelcore.engine.invariants`, also used by ``duelcore sim``); this module re-exports them."""

from duelcore.engine.invariants import *  # noqa: F401,F403
from duelcore.engine.invariants import LeakWatcher, check_invariants, check_no_leak, may_know  # noqa: F401
