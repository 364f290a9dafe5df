"""How a duel ends and what determines it.

:class:`DuelResult` (who won, why, on which turn), :class:`DuelEnd` (raised inside the processor
the moment the duel is decided) and :class:`DuelRecord` (the seed, rule flags, decks or set-up and
every answer: the replay data).

Source: DESIGN §6 (determinism, replays, clones); rulebook "Winning and Losing".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from duelcore.state.flags import RuleFlags

class DuelEnd(Exception):
    """Raised inside the processor the moment the duel is decided (caught by :class:`Duel`)."""

    def __init__(self, winner: int | None, reason: str) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


#: Result reasons of a duel won by a card's effect ("you win the Duel": ``DuelState.mark_win``),
#: with the words that say how the winner won. Source: the card texts.
WIN_REASONS: dict[str, str] = {
    "final_countdown": "Final Countdown: 20 turns have passed",
}


@dataclass(frozen=True, slots=True)
class DuelResult:
    """How a duel ended.

    Attributes:
        winner: 0 or 1, or None for a draw.
        reason: "lp" (the loser's LP reached 0), "deck_out" (the loser had to draw from an empty
            Deck), "concede", or a key of :data:`WIN_REASONS` (the winner won by a card's effect:
            "final_countdown"); for a draw, both losers' reasons joined with "+" (one reason when
            they are the same: two Final Countdowns that end at once), or "turn_limit" (the duel
            reached the rule flags' turn limit).
        turn: the turn number it ended on (1-based).
    """

    winner: int | None
    reason: str
    turn: int

    def text(self) -> str:
        """One line: who won and why."""
        why = {
            "lp": "LP reached 0",
            "deck_out": "had to draw from an empty Deck",
            "concede": "conceded",
        }
        if self.winner is None:
            return f"Draw on turn {self.turn} ({self.reason})"
        if self.reason in WIN_REASONS:
            return f"Player {self.winner + 1} wins on turn {self.turn} ({WIN_REASONS[self.reason]})"
        return f"Player {self.winner + 1} wins on turn {self.turn} (opponent {why.get(self.reason, self.reason)})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"winner": self.winner, "reason": self.reason, "turn": self.turn}


@dataclass
class DuelRecord:
    """Everything that determines a duel: the replay data (DESIGN §6).

    Attributes:
        seed: the random seed (int).
        flags: the rule flags.
        decks: for each player, {"name", "main", "extra", "side"} with passcode lists; or None
            for a duel set up from a position (then ``setup`` holds it).
        first_player: who took turn 1 (0 or 1).
        setup: a scenario's board set-up (JSON-ready), or None.
        answers: every answer given, in order, as (player, answer).
        checkpoints: (turn, state hash) at the start of every turn, when the duel records them
            (``Duel.new(..., hash_turns=True)``; a replay file always holds them).
        format: the name of the game format the duel was started in (``decks.game_formats``), or
            None when it was started with a rules preset alone.
        card_texts: the card-text era its cards are played by (``cards.period.CARD_TEXTS``).
    """

    seed: int
    flags: RuleFlags
    decks: list[dict[str, Any]] | None
    first_player: int = 0
    setup: dict[str, Any] | None = None
    answers: list[tuple[int, Any]] = field(default_factory=list)
    checkpoints: list[tuple[int, str]] = field(default_factory=list)
    format: str | None = None
    card_texts: str = "current"


