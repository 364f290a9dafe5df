"""The processor: the duel run as a generator, stopped at every Decision and resumed by the answer.

:meth:`ProcessorMixin.apply_action` checks an answer against the current Decision, records it and
sends it into the processor, which runs the rules (``duelcore.rules.turn.run_turn``) to the next
Decision or to the end of the duel. A card script that raises or runs away leaves the duel as it
was before the answer (rebuilt from its record). :func:`apply_answers` gives a duel a list of
recorded answers (replays, clones).

These are methods of :class:`duelcore.engine.duel.Duel` (this mixin is composed into it).

Source: DESIGN §1 (one processor, one decision protocol), §6 (determinism).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from duelcore.errors import CardScriptError, DuelcoreError, DuelOver, IllegalAnswer, ListenerError, ReplayMismatch
from duelcore.engine.turn_state import copy_at_turn_boundary
from duelcore.rules.turn import run_turn
from duelcore.state.decision import Decision, Process
from duelcore.state.enums import Phase
from duelcore.state.record import DuelEnd, DuelResult

if TYPE_CHECKING:
    from duelcore.engine.duel import Duel


class ProcessorMixin:
    """The processor and the decision protocol (methods of Duel; see the module doc)."""

    @property
    def decision(self) -> Decision | None:
        """The Decision waiting for an answer, or None once the duel is over."""
        return self._decision

    @property
    def current_player(self) -> int | None:
        """Who must answer now (0 or 1), or None once the duel is over."""
        return None if self._decision is None else self._decision.player

    @property
    def is_over(self) -> bool:
        """True once the duel has a result."""
        return self.result is not None

    def legal_actions(self) -> list[int]:
        """The legal answers to the current Decision (option indices); [] once the duel is over."""
        return [] if self._decision is None else self._decision.legal_actions()

    def apply_action(self, answer: Any) -> None:
        """Answer the current Decision and run the duel to the next one (or to its end).

        Args:
            answer: an option index (int), or for a multi-select Decision a collection of indices.

        Raises:
            DuelOver: the duel has already ended.
            IllegalAnswer: the answer is not legal; the duel is unchanged.
            CardScriptError: a card script raised or ran away; the duel is restored to before
                the answer.
            Exception: whatever an event listener (``subscribe``) raised, unchanged; the duel is
                restored to before the answer.
        """
        if self._decision is None:
            raise DuelOver("the duel is over; no more answers are taken")
        answer = self._decision.check(answer)
        self._decision.answered()
        self.record.answers.append((self._decision.player, answer))
        try:
            self._advance(answer)
        except Exception as exc:  # a card script raised or ran away
            culprit = self.resolving.name if self.resolving is not None else "the rules"
            self._restore(self.record.answers[:-1])
            if isinstance(exc, ListenerError):
                raise exc.error from None  # the listener's own error, not a card's
            if isinstance(exc, CardScriptError):
                raise CardScriptError(f"{exc}; the duel was restored to before the answer") from exc
            raise CardScriptError(f"{culprit}: {type(exc).__name__}: {exc}; the duel was restored to before the answer") from exc

    def concede(self, player: int) -> None:
        """``player`` concedes: the opponent wins at once.

        Raises:
            DuelOver: the duel has already ended.
            DuelcoreError: ``player`` is not 0 or 1.
        """
        if player not in (0, 1) or isinstance(player, bool):
            raise DuelcoreError(f"player must be 0 or 1, got {player!r}")
        if self.result is not None:
            raise DuelOver("the duel is over")
        self.record.answers.append((player, "concede"))
        self._decision.answered()
        self._decision = None
        self._process = None
        self.result = DuelResult(1 - player, "concede", self.turn)
        try:
            self.emit("duel_end", 1 - player, result_text=self.result.text(), reason="concede")
        except ListenerError as exc:
            raise exc.error from None

    def _advance(self, answer: Any, first: bool = False) -> None:
        assert self._process is not None
        self._operations = 0
        try:
            if first:
                decision = next(self._process)
            else:
                decision = self._process.send(answer)
        except DuelEnd as end:
            self._decision = None
            self._process = None
            self.result = DuelResult(end.winner, end.reason, self.turn)
            self.emit("duel_end", end.winner, result_text=self.result.text(), reason=end.reason)
            return
        except StopIteration:  # pragma: no cover - run_turns never returns
            raise DuelcoreError("the duel processor stopped without a result") from None
        self._decision = decision

    def _start(self, process: Process) -> None:
        self._process = process
        self._advance(None, first=True)

    def _opening(self) -> Process:
        """Shuffle both Decks, draw the opening hands, then run turns (rulebook "Starting a Duel")."""
        # A duel of a game format also names the format and its card texts (a duel of a rules
        # preset alone keeps the event it always had).
        fmt = {"format": self.record.format, "card_texts": self.card_texts} if self.record.format else {}
        self.emit(
            "duel_start",
            None,
            rules=self.flags.preset,
            lp_text=f"{self.flags.starting_lp} LP each",
            first=self.first_player + 1,
            **fmt,
        )
        for p in (0, 1):
            self.shuffle_deck(p)
        for p in (self.first_player, 1 - self.first_player):
            self.draw(p, self.flags.opening_hand)
        self.check_win()
        yield from self.run_turns(new_turn=True)

    def run_turns(self, new_turn: bool) -> Process:
        """Run turns forever (the duel ends by :class:`DuelEnd`).

        Args:
            new_turn: start turn 1 (True) or resume the current turn at the current phase (False;
                scenarios set up mid-turn).
        """
        self.check_win()
        if new_turn:
            self.turn_boundary()
            self.begin_turn(self.first_player if self.turn == 0 else 1 - self.turn_player)
        while True:
            yield from run_turn(self)
            self.turn_boundary()
            self.begin_turn(1 - self.turn_player)

    def turn_boundary(self) -> None:
        """Between two turns: with :attr:`keep_turn_state` set (True, or a turn number this turn
        has reached), copy the whole state into :attr:`turn_state` (engine.turn_state; a copy
        started from it plays on as this duel)."""
        keep = self._keep_turn_state
        if keep is True or (keep is not False and self.turn >= keep):
            try:
                self.turn_state = copy_at_turn_boundary(self)
            except (DuelcoreError, TypeError, copy.Error):
                # Something in the state cannot be copied (an Effect its card's script does not
                # make, an object of the program's): no turn state; clone() rebuilds from the record.
                self.turn_state = None
                self._keep_turn_state = False

    def begin_turn(self, player: int) -> None:
        """Make ``player`` the turn player of the next turn and, when the duel keeps them
        (:attr:`hash_turns`), record the state hash as a checkpoint."""
        self.turn += 1
        if self.flags.turn_limit and self.turn > self.flags.turn_limit:
            self.turn -= 1
            raise DuelEnd(None, "turn_limit")
        self.turn_player = player
        self.phase = Phase.DRAW
        self.battle_step = None
        for p in self.players:
            p.normal_summons_this_turn = 0
            p.summons_this_turn = 0
        for card in self.cards:
            card.attacks_this_turn = 0
        if self.hash_turns:
            self.record.checkpoints.append((self.turn, self.state_hash()))
        self.emit("turn", player, turn=self.turn)


def apply_answers(duel: "Duel", answers: list[tuple[int, Any]], path: Any = None,
                  lines: list[int] | None = None, advice: str = "") -> None:
    """Give ``duel`` each recorded (player, answer) in turn (an answer may be "concede").

    Args:
        duel: the duel, as its record starts it.
        answers: the (player, answer) pairs, in order.
        path, lines: the replay file and the line of each answer, named in the errors (None: no
            file; then an error an answer raises other than an illegal answer is raised as is).
        advice: what the user can do, appended to each error ("" for nothing).

    Raises:
        ReplayMismatch: naming the answer (and, with ``path`` and ``lines``, the file and line):
            an answer after the end, for the player who does not decide, or not legal; with
            ``path``, any other error an answer raises.
    """
    tail = f"; {advice}" if advice else ""
    for n, (player, answer) in enumerate(answers):
        line = lines[n] if lines is not None else None
        what = f"answer {n + 1}"
        decision = duel.decision
        if decision is None:
            raise ReplayMismatch(
                f"{what} comes after the end of the duel (after the answers before it: {duel.result.text()}){tail}",
                path, line,
            )
        if answer == "concede":
            duel.concede(player)
            continue
        if decision.player != player:
            raise ReplayMismatch(
                f"{what} is recorded for Player {player + 1}, but Player {decision.player + 1} decides here "
                f'("{decision.prompt}"){tail}',
                path, line,
            )
        try:
            duel.apply_action(tuple(answer) if isinstance(answer, list) else answer)
        except IllegalAnswer as exc:
            raise ReplayMismatch(
                f"{what} ({answer!r}) is not legal for Player {decision.player + 1}'s Decision "
                f'"{decision.prompt}": {exc}{tail}',
                path, line,
            ) from None
        except DuelcoreError as exc:
            if path is None:
                raise
            raise ReplayMismatch(f"{what}: {exc}{tail}", path, line) from None
