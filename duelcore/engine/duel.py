"""The duel: the one public entry point, composed of the state, the rules and the engine.

A :class:`Duel` holds both players' cards and zones and runs the rules as a Python generator (the
*processor*). When a player must decide something the processor stops and publishes a
:class:`~duelcore.state.decision.Decision`; :meth:`Duel.apply_action` answers it and the
processor runs on to the next Decision or to the end of the duel. Everything drives a duel this
way: the CLI, agents, scenario tests and replays.

The interface follows OpenSpiel's: :meth:`Duel.legal_actions`, :meth:`Duel.apply_action`,
:meth:`Duel.view` (a per-player information state), :meth:`Duel.clone`.

:class:`Duel` is composed, one concern per module (each module's doc says what it holds):

- the state: :mod:`duelcore.state.duel_state` (cards, zones, players, events, Decisions, uses);
- the game actions: :mod:`duelcore.rules.moves`, :mod:`duelcore.rules.monster_changes`,
  :mod:`duelcore.rules.player_actions`;
- effects over time and trigger events: :mod:`duelcore.rules.lasting`,
  :mod:`duelcore.rules.trigger_events`;
- the continuous-effect look-ups: :mod:`duelcore.rules.continuous`;
- views and knowledge: :mod:`duelcore.engine.view`;
- the canonical state and its hash: :mod:`duelcore.engine.canonical`;
- the processor: :mod:`duelcore.engine.processor`;
- starting a duel: :meth:`Duel.new` (two decks), :meth:`Duel.from_setup` (a board set-up,
  :mod:`duelcore.engine.setup`), :meth:`Duel.from_record` (a replay's record), here.

Source: DESIGN §1 (processor and Decisions), §4 (knowledge), §6 (determinism, replays, clones).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from duelcore.cards.database import CardDatabase
from duelcore.cards.registry import check_playable
from duelcore.decks.game_formats import GameFormat, game_format
from duelcore.formats.decklist import Deck
from duelcore.engine.canonical import CanonicalMixin
from duelcore.engine.determinize import Determinization, apply_determinization, check_player, draw_identities
from duelcore.engine.processor import ProcessorMixin, apply_answers
from duelcore.engine.setup import SetupMixin
from duelcore.engine.view import ViewMixin
from duelcore.errors import DuelcoreError, ReplayMismatch
from duelcore.rules.continuous import ContinuousEffectsMixin
from duelcore.rules.lasting import LastingEffectsMixin
from duelcore.rules.monster_changes import MonsterChangesMixin
from duelcore.rules.moves import MovesMixin
from duelcore.rules.player_actions import PlayerActionsMixin
from duelcore.rules.trigger_events import TriggerEventsMixin
from duelcore.state.decision import Process
from duelcore.state.duel_state import HOOKS, OPERATION_BUDGET, DuelState, check_turn_options
from duelcore.state.enums import Location
from duelcore.state.flags import RuleFlags, preset
from duelcore.state.record import DuelEnd, DuelRecord, DuelResult
from duelcore.state.seeds import check_seed, resolve_seed

if TYPE_CHECKING:
    from duelcore.cards.database import CardData

__all__ = ["Duel", "build_duel", "DuelEnd", "DuelRecord", "DuelResult", "Process", "HOOKS", "OPERATION_BUDGET"]


class Duel(ProcessorMixin, ViewMixin, CanonicalMixin, SetupMixin, MovesMixin, MonsterChangesMixin,
           PlayerActionsMixin, LastingEffectsMixin, TriggerEventsMixin, ContinuousEffectsMixin, DuelState):
    """A duel between players 0 and 1.

    Build one with :meth:`Duel.new` (two decks) or, for scenarios, with :meth:`Duel.from_setup`
    (:func:`build_duel`). Then loop: read :attr:`decision`, answer with :meth:`apply_action`,
    until :attr:`is_over`. Card scripts receive the Duel and call its game actions
    (``duel.destroy``, ``duel.special_summon``, ...).

    Its attributes are the state's: see :class:`~duelcore.state.duel_state.DuelState`.
    """

    #: The determinizations made to reach this duel, in order (:meth:`determinize`).
    _determinized: tuple[Determinization, ...] = ()

    @classmethod
    def new(
        cls,
        decks: Sequence[Any],
        *,
        seed: int | None = 0,
        rules: str | RuleFlags | None = None,
        db: "CardDatabase | None" = None,
        first_player: int = 0,
        hash_turns: bool = False,
        keep_turn_state: bool | int = False,
        format: "str | GameFormat | None" = None,
    ) -> "Duel":
        """Start a duel from two decks: shuffle, draw opening hands, and run to the first Decision.

        Args:
            decks: two decks, each a :class:`duelcore.decks.Deck` (or any object with ``name``,
                ``main``, ``extra``, ``side`` passcode lists). Side Decks are not used in a duel.
            seed: the random seed, a whole number (an int, or an integer type such as numpy's
                int64); the seed, rules, decks and answers determine the duel. None draws one
                from the system's random source; it is kept in :attr:`seed` and the record, so
                :meth:`clone`, the restore after a failing card script and replays rebuild the
                same duel.
            rules: a preset name ("modern", "2006", "goat") or RuleFlags; None (the default): the
                format's preset, else "modern".
            db: the card database (default: the shipped one).
            first_player: who takes turn 1 (0 or 1).
            hash_turns: record the state hash at the start of every turn in ``record.checkpoints``
                (a replay being written or verified reads them; otherwise they are not computed:
                see :attr:`DuelState.hash_turns`).
            keep_turn_state: keep the state at the start of the current turn in ``turn_state``
                (engine.turn_state): True from the opening on; a turn number n, from the end of
                turn n on (what :meth:`clone` needs when it starts keeping it).
            format: a game format (``decks.game_formats``: "modern", "goat") or None: its rules
                preset (unless ``rules`` is given) and its card texts (each card plays by its
                script for the format's era: ``cards.period``); a deck may name a card by its
                period variant's passcode, recorded as the ordinary passcode. The format's deck
                rules (sizes, Forbidden & Limited list, card pool) are checked by
                ``decks.validate(deck, db, game_format=...)``, not here.

        Raises:
            UnknownPasscode: a passcode not in the database.
            UnscriptedCard: cards with effects that have no script yet; both decks are checked
                first, so the one error names every such card of each deck, with its copies.
            DuelcoreError: not exactly two decks, or a Main Deck empty or smaller than the opening hand.
            InvalidSeed: ``seed`` is a bool, a float, a string or anything else that is not a
                whole number (state.seeds).
            DuelcoreError: ``hash_turns`` is not True or False, or ``keep_turn_state`` not True,
                False or a turn number; an unknown format.
        """
        fmt = None if format is None else game_format(format)
        if fmt is not None:
            decks = [fmt.deck(d if isinstance(d, Deck) else Deck(getattr(d, "name", ""), list(d.main), list(d.extra),
                                                                  list(getattr(d, "side", []))))
                     for d in decks]
        if rules is None:
            rules = fmt.rules if fmt is not None else "modern"
        seed = resolve_seed(seed)
        check_turn_options(hash_turns, keep_turn_state)
        if len(decks) != 2:
            raise DuelcoreError(f"a duel needs exactly 2 decks, got {len(decks)}")
        if first_player not in (0, 1):
            raise DuelcoreError(f"first_player must be 0 or 1, got {first_player!r}")
        db = CardDatabase.default() if db is None else db
        flags = preset(rules)
        resolved: list[tuple[list["CardData"], list["CardData"]]] = []
        named: list[tuple[str, list["CardData"]]] = []
        for i, deck in enumerate(decks):
            name = getattr(deck, "name", f"deck {i + 1}")
            main = [db.get(code) for code in deck.main]
            extra = [db.get(code) for code in deck.extra]
            if not main:
                raise DuelcoreError(f"deck {name!r} has an empty Main Deck")
            if len(main) < flags.opening_hand:
                raise DuelcoreError(
                    f"deck {name!r} has {len(main)} card(s) in its Main Deck, fewer than the opening hand of "
                    f"{flags.opening_hand} (rule flag opening_hand): use a larger Main Deck or a smaller opening hand"
                )
            resolved.append((main, extra))
            named.append((name, main + extra))
        texts = fmt.card_texts if fmt is not None else "current"
        check_playable(named, texts)
        duel = cls(db, flags, seed, first_player, texts, fmt.name if fmt is not None else None)
        duel._hash_turns, duel._keep_turn_state = hash_turns, keep_turn_state
        duel._load_decks(
            [
                {
                    "name": getattr(d, "name", ""),
                    "main": list(d.main),
                    "extra": list(d.extra),
                    "side": list(getattr(d, "side", [])),
                }
                for d in decks
            ],
            resolved,
        )
        return duel

    def _load_decks(self, decks: list[dict[str, Any]], resolved: list[tuple[list["CardData"], list["CardData"]]]) -> None:
        """Put both decks' cards in their Decks and Extra Decks and run to the first Decision."""
        self.record.decks = decks
        for p, (main, extra) in enumerate(resolved):
            for data in main:
                self._add_card(data, p, Location.DECK)
            for data in extra:
                self._add_card(data, p, Location.EXTRA_DECK)
        self._start(self._opening())

    @classmethod
    def from_record(cls, record: DuelRecord, db: "CardDatabase",
                    answers: Iterable[tuple[int, Any]] | None = None, hash_turns: bool = False,
                    keep_turn_state: bool | int = False) -> "Duel":
        """Re-create a duel from its record: from its decks (:meth:`new`) or its board set-up
        (:meth:`from_setup`), then give it ``answers`` (default: the record's; ``()`` for none).

        Args:
            record: the DuelRecord (seed, flags, decks or set-up, first player, answers).
            db: the card database.
            answers: the (player, answer) pairs to replay, or None for ``record.answers``.
            hash_turns: record the state hash at the start of every turn (as :meth:`new`).
            keep_turn_state: keep the state at the start of the current turn (as :meth:`new`).

        Raises:
            ReplayMismatch: the record holds neither decks nor a set-up; an answer is for the
                wrong player, illegal, or given after the end (processor.apply_answers).
            DuelcoreError: the decks or set-up cannot start a duel (as :meth:`new` and
                :meth:`from_setup`).
            InvalidSeed: the record's seed is not a whole number (None too: a rebuild never
                draws a new seed, it would be another duel).
        """
        check_seed(record.seed, "the record's seed")
        if record.decks is not None:
            decks = [Deck(d.get("name", ""), list(d["main"]), list(d.get("extra", [])))
                     for d in record.decks]
            duel = cls.new(decks, seed=record.seed, rules=record.flags, db=db, first_player=record.first_player,
                           hash_turns=hash_turns, keep_turn_state=keep_turn_state, format=record.format)
        elif record.setup is not None:
            duel = cls.from_setup(record.setup, db=db, seed=record.seed, flags=record.flags, hash_turns=hash_turns,
                                  keep_turn_state=keep_turn_state)
        else:
            raise ReplayMismatch("the record holds neither decks nor a set-up")
        apply_answers(duel, list(record.answers if answers is None else answers))
        return duel

    def clone(self) -> "Duel":
        """An independent copy of this duel at the same point (no listeners, no response-window
        hook), which plays on exactly as this duel would.

        It is started from the state at the start of the current turn (:attr:`turn_state`,
        engine.turn_state) and given only this turn's answers, so its cost does not grow with
        the length of the duel. The first clone of a duel that does not keep that state rebuilds
        the duel once from its record, keeping the state of this turn's start, and from then on
        this duel keeps it at every turn boundary (:attr:`keep_turn_state`: a copy, a few
        milliseconds a turn; set it to False to stop). A clone does not keep it at its own turn
        boundaries (a playout from a clone costs what playing costs); a clone of a clone made in
        the same turn is as cheap. A duel set up mid-turn (:meth:`from_setup`) is rebuilt from
        its record until its first turn ends, as is a duel whose state cannot be copied (it
        holds an Effect its script does not make, or an object of the program's).

        A clone is the duel its record and turn-start state make: a change made to the state
        by hand (not by an answer) is not part of it. A determinized duel (:meth:`determinize`)
        is cloned with its determinizations applied where they were.

        Raises:
            DuelcoreError: the record cannot rebuild it (should not happen).
        """
        state = self.turn_state
        # Determinizations made after the turn-start state was copied are not in it.
        pending = [s for s in self._determinized if state is None or s.answers >= state.answers]
        if pending:
            return self._clone_determinized(pending)
        if state is None:
            if not self.keep_turn_state:
                self.keep_turn_state = True
            rebuilt = type(self).from_record(self.record, self.db, hash_turns=self.hash_turns,
                                             keep_turn_state=max(0, self.turn - 1))
            rebuilt.keep_turn_state = False
            if rebuilt.turn_state is not None and rebuilt.turn_state.turn == self.turn - 1:
                self.turn_state = rebuilt.turn_state
            return rebuilt
        duel = state.start()
        duel.turn_state = state
        apply_answers(duel, list(self.record.answers[state.answers:]))
        duel._determinized = self._determinized
        return duel

    def _clone_determinized(self, pending: list[Determinization]) -> "Duel":
        """:meth:`clone` of a duel with determinizations ``pending`` made after its turn-start
        state (or with no such state): started from that state (else rebuilt from the record),
        given the answers up to each determinization, each applied in turn, then the rest."""
        state = self.turn_state
        if state is None:
            duel = type(self).from_record(self.record, self.db, answers=(), hash_turns=self.hash_turns)
            done = 0
        else:
            duel = state.start()
            duel.turn_state = state
            done = state.answers
        answers = self.record.answers
        for step in pending:
            apply_answers(duel, list(answers[done:step.answers]))
            apply_determinization(duel, step)
            done = step.answers
        apply_answers(duel, list(answers[done:]))
        duel._determinized = self._determinized
        return duel

    def determinize(self, player: int, seed: int) -> "Duel":
        """An independent duel that agrees with everything ``player`` knows, the cards hidden
        from them drawn again at random from what they could be (:mod:`duelcore.engine.determinize`):
        the opponent's hidden cards exchanged among their hand, Deck, face-down monsters and Set
        Spells/Traps (each kind from its own kind, each place keeping its count), the player's
        own Deck shuffled, the random generator seeded again. ``view(player)``, the player's
        hand and field, and every card they may know stay exactly as they are; this duel is not
        changed. It plays on like any duel (a clone of it is the same determinized duel).

        Args:
            player: 0 or 1, the player whose information set is sampled.
            seed: a whole number: the same duel, player and seed give the same duel.

        Raises:
            DuelcoreError: ``player`` is not 0 or 1; the Decision waiting is the other player's
                (its options name that player's hidden cards: determinize at a Decision of
                ``player`` or after the end).
            InvalidSeed: ``seed`` is not a whole number.

        Source: OpenSpiel's determinization (information-set sampling, ``ResampleFromInfostate``);
        DESIGN §4 (hidden information).
        """
        player = check_player(player)
        seed = check_seed(seed, "determinize(seed)")
        decision = self.decision
        if decision is not None and decision.player != player:
            raise DuelcoreError(
                f"determinize(player={player}): the Decision waiting is player {decision.player}'s, and its "
                f"options name that player's hidden cards; determinize at a Decision of player {player}")
        duel = self.clone()
        step = draw_identities(duel, player, seed)
        apply_determinization(duel, step)
        duel._determinized = self._determinized + (step,)
        return duel

    def _restore(self, answers: list[tuple[int, Any]]) -> None:
        """Rebuild this duel in place from its record, replaying ``answers`` (DESIGN §6)."""
        listeners, hook, record = self._listeners, self.response_window, self.record
        fresh = type(self).from_record(
            DuelRecord(record.seed, record.flags, record.decks, record.first_player, record.setup, list(answers),
                       format=record.format, card_texts=record.card_texts),
            self.db,
            hash_turns=self.hash_turns,
            keep_turn_state=self.keep_turn_state,
        )
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        for card in self.cards:
            card.duel = self
        self._listeners = listeners
        self.response_window = hook
        # The processor and its generators still refer to the rebuilt object: point it here.
        fresh.__dict__ = self.__dict__


def build_duel(
    setup: Mapping[str, Any],
    db: "CardDatabase | None" = None,
    seed: int | None = 0,
    flags: RuleFlags | None = None,
    hash_turns: bool = False,
    keep_turn_state: bool | int = False,
) -> Duel:
    """Create a duel in the position ``setup`` describes and run it to its first Decision: the
    scenarios' name for :meth:`Duel.from_setup` (same arguments, same errors; the set-up format is
    :mod:`duelcore.engine.setup`'s)."""
    return Duel.from_setup(setup, db, seed, flags, hash_turns, keep_turn_state)
