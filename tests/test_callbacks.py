"""Script callbacks may be plain functions or generators (``state.effects.run_callback``).

An operation, cost or target that needs no decision is an ordinary function; one that asks the
player something is a generator in direct style that yields Decisions. The engine runs both kinds
at every place it runs a script callback: an Effect's cost, target and operation (rules.chain),
its maintenance (rules.turn), a delayed effect's operation and the response-window hook.

Source: DESIGN §1 (one processor; scripts in direct style), §2 (effects are data plus callbacks).
"""

from __future__ import annotations

import pytest

from duelcore.state.effects import TriggerEvent, run_callback
from duelcore.state.lasting import ProcedureCall
from duelcore.state.enums import Location
from duelcore.rules.chain import apply_delayed_effects
from duelcore.scenarios import build_duel

from helpers import choose


def _any_event(duel, event):
    return True


def _note_player(duel, delayed, calls):
    """A plain delayed-effect operation: note the player it applies to in ``calls``."""
    calls.append(delayed.player)


def _main_phase(hand: list[str]):
    return build_duel({"turn": 3, "turn_player": 1, "phase": "Main Phase 1",
                       "players": {1: {"hand": hand, "deck": ["Feral Imp", "Silver Fang", "Doron"]},
                                   2: {"deck": ["Battle Ox"]}}})


def test_run_callback_calls_a_plain_function_and_yields_nothing():
    """A plain function is called once with the arguments; its value is the step's result."""
    calls = []

    def plain(a, b):
        calls.append((a, b))
        return a + b

    step = run_callback(plain, 2, 3)
    assert calls == []  # nothing happens before the step runs
    with pytest.raises(StopIteration) as stop:
        next(step)
    assert stop.value.value == 5 and calls == [(2, 3)]


def test_run_callback_runs_a_generator_to_its_end():
    """A generator's Decisions go up to the processor, the answers come back, and its return value
    is the step's result."""

    def asks(x):
        answer = yield f"question {x}"
        return answer * 2

    step = run_callback(asks, 7)
    assert next(step) == "question 7"
    with pytest.raises(StopIteration) as stop:
        step.send(21)
    assert stop.value.value == 42


def test_effect_with_plain_cost_target_and_operation_resolves():
    """Pot of Greed with a plain cost, target and operation: each runs once, in the rulebook's
    order (cost, then target on activation; operation on resolution), and the duel goes on."""
    duel = _main_phase(["Pot of Greed"])
    (effect,) = duel.players[0].hand[0].effects
    order: list[str] = []

    def cost(ctx):
        order.append("cost")

    def target(ctx):
        order.append("target")

    def operation(ctx):
        order.append("operation")
        ctx.duel.draw(ctx.player, 1)

    effect.cost, effect.target, effect.operation = cost, target, operation
    choose(duel, "Activate Pot of Greed")
    choose(duel, "Spell & Trap Zone 1")  # the opponent has nothing to chain: it resolves
    assert order == ["cost", "target", "operation"]
    assert [c.name for c in duel.players[0].hand] == ["Feral Imp"]  # the top card
    assert [c.name for c in duel.players[0].gy] == ["Pot of Greed"]


def test_effect_with_a_generator_operation_still_asks_its_decision():
    """An operation that is a generator asks its player and receives the answer."""
    duel = _main_phase(["Pot of Greed"])
    (effect,) = duel.players[0].hand[0].effects
    answers: list[bool] = []

    def operation(ctx):
        answer = yield from ctx.yes_no("Draw 1 card?")
        answers.append(answer)
        if answer:
            ctx.duel.draw(ctx.player, 1)

    effect.operation = operation
    choose(duel, "Activate Pot of Greed")
    choose(duel, "Spell & Trap Zone 1")  # the opponent has nothing to chain: it resolves
    assert duel.decision.prompt == "Draw 1 card?"
    choose(duel, "Yes")
    assert answers == [True]
    assert [c.name for c in duel.players[0].hand] == ["Feral Imp"]  # the top card


def test_plain_maintenance_and_delayed_operation():
    """A plain maintenance cost runs in the Standby Phase; a plain delayed effect applies once."""
    duel = build_duel({"turn": 2, "turn_player": 2, "phase": "Main Phase 1",
                       "players": {1: {"deck": ["Feral Imp", "Silver Fang"],
                                       "spell_trap_zones": {1: {"card": "Imperial Order", "position": "face-up"}}},
                                   2: {"deck": ["Battle Ox"]}}})
    order = duel.players[0].spell_trap_zones[0]
    order.values["resolved"] = True
    maintenance = next(e for e in order.effects if e.maintenance is not None)
    paid: list[int] = []

    def plain_maintenance(d, card):
        paid.append(d.turn)
        d.pay_lp(card.controller, 100)

    maintenance.maintenance = plain_maintenance
    choose(duel, "End the turn")
    while duel.decision.kind.value != "idle command":
        choose(duel, "Pass")
    assert paid == [3] and duel.players[0].lp == 7900

    calls: list[int] = []
    duel.add_delayed_effect(0, "X", "sent_to_gy", ProcedureCall(_any_event), ProcedureCall(_note_player, (calls,)))
    duel.raise_event(TriggerEvent("sent_to_gy", []))
    step = apply_delayed_effects(duel)
    with pytest.raises(StopIteration) as stop:
        next(step)
    assert stop.value.value is True and calls == [0]
    assert Location.SPELL_TRAP_ZONE is order.location
