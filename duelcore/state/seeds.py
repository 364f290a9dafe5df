"""Seeds: the one rule for every seed duelcore takes (duels, scenario set-ups, agents, soaks).

A seed is a whole number (a Python ``int``, or any integer type such as numpy's ``int64``,
converted with :func:`operator.index`: the rule of an answer's option index,
:func:`duelcore.state.decision.as_index`). ``True``/``False``, floats, strings and anything else are
refused with :class:`~duelcore.errors.InvalidSeed`, which names the value: a seed that is not a
whole number could not be written to a replay and rebuilt as the same duel. Where a fresh seed is
allowed, ``None`` draws one from the system's random source (:mod:`secrets`); the number drawn is
what is kept and recorded, so a clone, a restore after a failing card script and a replay rebuild
the same duel. Source: DESIGN §6 (the seed, rules, decks and answers determine the duel).
"""

from __future__ import annotations

import secrets
from typing import Any

from duelcore.state.decision import as_index
from duelcore.errors import InvalidSeed

#: A seed drawn for ``None`` is below this bound (63 bits, as the terminal game's seeds).
DRAWN_SEED_BOUND = 2**63


def check_seed(seed: Any, what: str = "seed") -> int:
    """``seed`` as an ``int``, if it is a whole number (None is refused: no seed is drawn).

    Args:
        seed: the value given (an int, or an integer type such as numpy's int64).
        what: how to name it in the error ("seed", "seeds[3]").

    Raises:
        InvalidSeed: ``seed`` is a bool, a float, a string, None or anything else that is not a
            whole number (the message names the value and its type).
    """
    return _whole(seed, what, "")


def resolve_seed(seed: Any, what: str = "seed") -> int:
    """``seed`` as an ``int``; for ``None``, a new seed drawn from the system's random source.

    The caller keeps and records the returned number, so whatever it seeds can be rebuilt.

    Args:
        seed: a whole number, or None for a fresh one (0 <= seed < :data:`DRAWN_SEED_BOUND`).
        what: how to name it in the error.

    Raises:
        InvalidSeed: ``seed`` is neither None nor a whole number (see :func:`check_seed`).
    """
    if seed is None:
        return secrets.randbelow(DRAWN_SEED_BOUND)
    return _whole(seed, what, ", or None to draw one from the system's random source")


def _whole(seed: Any, what: str, or_none: str) -> int:
    whole = as_index(seed)  # the same rule as an answer's option index
    if whole is None:
        raise InvalidSeed(seed, f"{what} must be a whole number (int){or_none}; got {seed!r} ({type(seed).__name__})")
    return whole
