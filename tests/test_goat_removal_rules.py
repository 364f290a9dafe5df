"""The rules the Goat removal cards brought, where a scenario cannot reach them: a win by a card's
effect at the end of a count of turns (Final Countdown), as a result and as the terminal says it.

Sources: Final Countdown's text and UDE FAQ (goatrulings.com, TheMTtakeover/goat-rulings
goat-indv-rulings/final-countdown.md: "both "Final Countdowns" win at the same time and the Duel is
a DRAW"); rulebook "Winning and Losing"."""

from __future__ import annotations

import pytest

from helpers import choose, main_phase

from duelcore.errors import DuelcoreError
from duelcore.interfaces.terminal import verdict
from duelcore.state.record import DuelResult

BOARD = {1: {"deck": ["Mystical Elf", "Mystical Elf"]}, 2: {"deck": ["Mystical Elf", "Mystical Elf"]}}


def test_two_counts_of_turns_that_end_with_the_same_turn_are_a_draw():
    """Both players' counts end with this turn: both win at once, so the duel is a draw when it ends."""
    duel = main_phase(BOARD)
    duel.win_after_turns(0, 1, "final_countdown")
    duel.win_after_turns(1, 1, "final_countdown")
    choose(duel, "End the turn")
    assert duel.result == DuelResult(None, "final_countdown", 3)


def test_a_count_of_turns_wins_only_when_its_last_turn_ends():
    """A count of 2 turns from turn 3: turn 3 ends with no result; turn 4's end gives player 1 the win."""
    duel = main_phase(BOARD)
    duel.win_after_turns(0, 2, "final_countdown")
    choose(duel, "End the turn")
    assert duel.result is None and duel.turn == 4
    choose(duel, "End the turn")
    assert duel.result == DuelResult(0, "final_countdown", 4)
    assert duel.events[-1].text(0) == "Player 1 wins on turn 4 (Final Countdown: 20 turns have passed)"


@pytest.mark.parametrize("args, message", [
    ((2, 20, "final_countdown"), "win_after_turns: player must be 0 or 1, got 2"),
    ((0, 0, "final_countdown"), "win_after_turns: turns must be at least 1, got 0"),
    ((0, 20, "exodia"), "win_after_turns: unknown result reason 'exodia'; known: final_countdown"),
])
def test_win_after_turns_refuses_bad_arguments_and_changes_nothing(args, message):
    duel = main_phase(BOARD)
    before = list(duel.player_effects)
    with pytest.raises(DuelcoreError) as info:
        duel.win_after_turns(*args)
    assert str(info.value) == message
    assert duel.player_effects == before


def test_a_win_by_a_cards_effect_reads_as_such():
    """The result's text and the terminal's verdict name how the winner won."""
    result = DuelResult(0, "final_countdown", 22)
    assert result.text() == "Player 1 wins on turn 22 (Final Countdown: 20 turns have passed)"
    assert verdict(result, 0) == "you win on turn 22: Final Countdown: 20 turns have passed"
    assert verdict(result, 1) == "you lose on turn 22: Final Countdown: 20 turns have passed"
