"""The duel: its state, the resumable processor, and the one decision protocol.

A :class:`Duel` holds both players' cards and zones and runs the rules as a Python generator (the
*processor*). When a player must decide something the processor stops and publishes a
:class:`~duelcore.state.decision.Decision`; :meth:`Duel.apply_action` answers it and the
processor runs on to the next Decision or to the end of the duel. Everything drives a duel this
way: the CLI, agents, scenario tests and replays.

The interface follows OpenSpiel's: :meth:`Duel.legal_actions`, :meth:`Duel.apply_action`,
:meth:`Duel.view` (a per-player information state), :meth:`Duel.clone`.

Source: DESIGN §1 (processor and Decisions), §4 (knowledge), §6 (determinism, replays, clones).
"""

from __future__ import annotations

import hashlib
import json
import contextlib
import random
import struct
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable, Iterator, Sequence

from duelcore import __version__
from duelcore.state.card import Card
from duelcore.state.decision import Action, Decision, DecisionKind, Option
from duelcore.state.effects import Applied, DelayedEffect, Effect, EffectKind, PlayerEffect, Reset, TriggerEvent
from duelcore.state.enums import BattleStep, Location, Phase, Position
from duelcore.state.events import Event
from duelcore.state.flags import RuleFlags, preset
from duelcore.state.knowledge import can_see, card_info
from duelcore.state.player import PlayerState
from duelcore.state.seeds import resolve_seed
from duelcore.errors import CardScriptError, DuelcoreError, DuelOver
from duelcore.engine.setup import build_duel  # noqa: F401  (a duel from a board set-up)
from duelcore.rules import stats

if TYPE_CHECKING:
    from duelcore.cards.database import CardData, CardDatabase

#: Most game operations (moves, events) allowed between two answers before a card script is
#: stopped as a runaway (count).
OPERATION_BUDGET = 20_000

#: The processor's type: it yields Decisions and receives answers.
Process = Generator[Decision, Any, Any]


def _distinct(options: list[Option]) -> tuple[Option, ...]:
    """The options, with the card's place added to any text that another option repeats (two
    Celtic Guardians: "... (Main Monster Zone 1)" and "... (Main Monster Zone 3)")."""
    texts = [o.text for o in options]
    if len(set(texts)) == len(texts):
        return tuple(options)
    out = []
    for i, o in enumerate(options):
        if texts.count(o.text) > 1 and o.card is not None:
            where = o.card.get("location", "")
            if o.card.get("zone") is not None:
                where += f" {o.card['zone']}"
            else:
                same = [j for j, t in enumerate(texts) if t == o.text]
                where += f" {same.index(i) + 1}"
            o = Option(o.action, f"{o.text} ({where})", o.card, o.zone)
        out.append(o)
    return tuple(out)


class DuelEnd(Exception):
    """Raised inside the processor the moment the duel is decided (caught by :class:`Duel`)."""

    def __init__(self, winner: int | None, reason: str) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


#: Effect fields the rules look up among the live Continuous Effects (kept in per-hook lists).
HOOKS = ("forbids_attack", "prevents_battle_damage", "on_battle_damage", "permits_direct_attack", "negates_link",
         "replaces_destruction", "before_targeted_resolution", "limits_attack_targets", "untargetable",
         "holds_position")


@dataclass(frozen=True, slots=True)
class DuelResult:
    """How a duel ended.

    Attributes:
        winner: 0 or 1, or None for a draw.
        reason: "lp" (the loser's LP reached 0), "deck_out" (the loser had to draw from an empty
            Deck), "concede"; for a draw, both losers' reasons joined with "+", or "turn_limit"
            (the duel reached the rule flags' turn limit).
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
        checkpoints: (turn, state hash) at the start of every turn.
    """

    seed: int
    flags: RuleFlags
    decks: list[dict[str, Any]] | None
    first_player: int = 0
    setup: dict[str, Any] | None = None
    answers: list[tuple[int, Any]] = field(default_factory=list)
    checkpoints: list[tuple[int, str]] = field(default_factory=list)


class Duel:
    """A duel between players 0 and 1.

    Build one with :meth:`Duel.new` (two decks) or, for scenarios, with
    :func:`duelcore.engine.setup.build_duel`. Then loop: read :attr:`decision`, answer with
    :meth:`apply_action`, until :attr:`is_over`.

    Attributes:
        seed: the duel's seed (int; drawn from the system's random source when None was given).
        flags: the RuleFlags in force.
        db: the card database the cards came from.
        players: the two PlayerStates.
        extra_monster_zones: the two shared Extra Monster Zones (Card or None; index 0 is the
            left one as player 0 sees it). Unused when ``flags.extra_monster_zones`` is False.
        cards: every physical card, by uid.
        turn: the turn number (1-based; 0 before the first turn).
        turn_player: whose turn it is (0 or 1).
        phase: the current Phase, None before the first turn.
        battle_step: the current BattleStep during the Battle Phase, else None.
        events: every event so far, in the order things happened (read one as a player sees it
            with ``event.text(player)``; only ``event.all_seeing`` and ``event.text_all_seeing()``
            name hidden cards: see events.Event).
        result: the DuelResult once the duel is over, else None.
    """

    def __init__(self, db: "CardDatabase", flags: RuleFlags, seed: int | None, first_player: int = 0) -> None:
        """Create an empty duel; use :meth:`new` or the scenario builder instead.

        Raises:
            InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
        """
        seed = resolve_seed(seed)
        self.db = db
        self.flags = flags
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = (PlayerState(0, flags.starting_lp), PlayerState(1, flags.starting_lp))
        self.extra_monster_zones: list[Card | None] = [None, None]
        self.cards: list[Card] = []
        self.tokens: list[Card] = []
        self.turn = 0
        self.first_player = first_player
        self.turn_player = first_player
        self.phase: Phase | None = None
        self.battle_step: BattleStep | None = None
        #: The monster whose attack is being carried out, from its declaration to the end of the
        #: Damage Step (None otherwise).
        self.attacking: Card | None = None
        #: the target of the attack under way: a monster, "direct", or None.
        self.attack_target: Any = None
        #: The attacking monster as the object that declared the attack (a LinkRef: cut when it
        #: moves or is turned face-down), None outside an attack; read by :meth:`is_attacking`.
        self.attack_link: Any = None
        self.events: list[Event] = []
        self.result: DuelResult | None = None
        self.record = DuelRecord(seed=seed, flags=flags, decks=None, first_player=first_player)
        self._decision: Decision | None = None
        self._process: Process | None = None
        self._losers: set[int] = set()
        self._loss_reasons: dict[int, str] = {}
        self._listeners: list[Callable[[Event], None]] = []
        # A hook called at every response window (attack declaration and so on), before players
        # may respond; tests use it to change the board mid-battle.
        self.response_window: Callable[["Duel", str], Process] | None = None
        # The effect model (DESIGN §2-3).
        self.chain: list[Any] = []
        self.pending_triggers: list[tuple[Effect, TriggerEvent]] = []
        self.current_window: Any = None
        self.action_id = 0
        self.player_effects: list[PlayerEffect] = []
        #: Effects left on a player that wait for an event this turn, then apply once outside
        #: any chain (add_delayed_effect; rules.chain.apply_delayed_effects).
        self.delayed_effects: list[DelayedEffect] = []
        self._simultaneous = 0
        self._timestamp = 0
        self._uses: dict[tuple[Any, ...], tuple[int, int]] = {}
        self._trigger_effects: list[Effect] = []
        self._continuous_effects: list[Effect] = []
        self._modifier_effects: list[Effect] = []
        #: Continuous Effects that negate Spell or Trap effects; cards with effects that grant a flag.
        self._negating_effects: list[Effect] = []
        self._granting_cards: set[int] = set()
        #: hook name (an Effect field of HOOKS) -> the Continuous Effects that have it.
        self._hooked: dict[str, list[Effect]] = {}
        self._leave_hooks: list[tuple[Any, Card, dict[str, Any], str]] = []
        #: (turn, LinkRef, action) to carry out during that turn's End Phase while the link holds.
        self.end_phase_actions: list[tuple[int, Any, Callable[["Duel", Card], None]]] = []
        self._bookkeeping = 0
        self._operations = 0
        self.resolving: Card | None = None
        self._event_taps: list[list[TriggerEvent]] = []
        #: the Chain Link whose effect is being applied (rules.chain.ChainLink), or None.
        self.resolving_link: Any = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(
        cls,
        decks: Sequence[Any],
        *,
        seed: int | None = 0,
        rules: str | RuleFlags = "modern",
        db: "CardDatabase | None" = None,
        first_player: int = 0,
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
            rules: a preset name ("modern", "2006") or RuleFlags.
            db: the card database (default: the shipped one).
            first_player: who takes turn 1 (0 or 1).

        Raises:
            UnknownPasscode: a passcode not in the database.
            UnscriptedCard: cards with effects that have no script yet; both decks are checked
                first, so the one error names every such card of each deck, with its copies.
            DuelcoreError: not exactly two decks, or a Main Deck empty or smaller than the opening hand.
            InvalidSeed: ``seed`` is a bool, a float, a string or anything else that is not a
                whole number (state.seeds).
        """
        from duelcore.cards.database import CardDatabase
        from duelcore.cards.registry import check_playable

        seed = resolve_seed(seed)
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
        check_playable(named)
        duel = cls(db, flags, seed, first_player)
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

    def _add_card(self, data: "CardData", owner: int, location: Location) -> Card:
        """Create a physical card in a pile of ``owner`` (Deck, hand, Extra Deck, GY, banished)."""
        from duelcore.cards.registry import effects_for

        card = Card(len(self.cards), data, owner, location)
        card.duel = self
        card.effects = effects_for(card)
        for effect in card.effects:
            if effect.kind in (EffectKind.TRIGGER, EffectKind.FLIP):
                self._trigger_effects.append(effect)
            elif effect.kind is EffectKind.CONTINUOUS:
                self._continuous_effects.append(effect)
                if effect.modifier is not None:
                    self._modifier_effects.append(effect)
                if effect.negates_spells or effect.negates_traps:
                    self._negating_effects.append(effect)
                if effect.grants is not None:
                    self._granting_cards.add(card.uid)
                for hook in HOOKS:
                    if getattr(effect, hook) is not None:
                        self._hooked.setdefault(hook, []).append(effect)
        self.cards.append(card)
        self.pile(owner, location).append(card)
        if location is Location.BANISHED:
            card.position = Position.FACE_UP
        return card

    def _start(self, process: Process) -> None:
        self._process = process
        self._advance(None, first=True)

    def _opening(self) -> Process:
        """Shuffle both Decks, draw the opening hands, then run turns (rulebook "Starting a Duel")."""
        self.emit(
            "duel_start",
            None,
            rules=self.flags.preset,
            lp_text=f"{self.flags.starting_lp} LP each",
            first=self.first_player + 1,
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
        from duelcore.rules.turn import run_turn

        self.check_win()
        if new_turn:
            self.begin_turn(self.first_player if self.turn == 0 else 1 - self.turn_player)
        while True:
            yield from run_turn(self)
            self.begin_turn(1 - self.turn_player)

    def begin_turn(self, player: int) -> None:
        """Make ``player`` the turn player of the next turn and record a checkpoint hash."""
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
        self.record.checkpoints.append((self.turn, self.state_hash()))
        self.emit("turn", player, turn=self.turn)

    # ------------------------------------------------------------------ the protocol
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
        """
        if self._decision is None:
            raise DuelOver("the duel is over; no more answers are taken")
        answer = self._decision.check(answer)
        self.record.answers.append((self._decision.player, answer))
        try:
            self._advance(answer)
        except Exception as exc:  # a card script raised or ran away
            culprit = self.resolving.name if self.resolving is not None else "the rules"
            self._restore(self.record.answers[:-1])
            if isinstance(exc, CardScriptError):
                raise CardScriptError(f"{exc}; the duel was restored to before the answer") from exc
            raise CardScriptError(f"{culprit}: {type(exc).__name__}: {exc}; the duel was restored to before the answer") from exc

    def _restore(self, answers: list[tuple[int, Any]]) -> None:
        """Rebuild this duel in place from its record, replaying ``answers`` (DESIGN §6)."""
        from duelcore.engine.replay import rebuild

        listeners, hook, record = self._listeners, self.response_window, self.record
        fresh = rebuild(
            DuelRecord(record.seed, record.flags, record.decks, record.first_player, record.setup, list(answers)),
            self.db,
        )
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        for card in self.cards:
            card.duel = self
        self._listeners = listeners
        self.response_window = hook
        # The processor and its generators still refer to the rebuilt object: point it here.
        fresh.__dict__ = self.__dict__

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

    def ask(
        self,
        player: int,
        kind: DecisionKind,
        prompt: str,
        options: list[Option],
        payloads: list[Any],
    ) -> Generator[Decision, Any, Any]:
        """Publish a Decision and return the chosen option's payload.

        A Decision with exactly one option is not asked: that payload is returned at once
        (the issue's "do not ask when only one answer is possible").

        Raises:
            DuelcoreError: no options (a rules bug: every Decision must offer a legal option).
        """
        if not options:
            raise DuelcoreError(f"no legal option for {kind.value} of player {player + 1}")
        if len(options) == 1:
            return payloads[0]
        answer = yield Decision(player, kind, prompt, _distinct(options))
        return payloads[answer]

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
        self._decision = None
        self._process = None
        self.result = DuelResult(1 - player, "concede", self.turn)
        self.emit("duel_end", 1 - player, result_text=self.result.text(), reason="concede")

    # ------------------------------------------------------------------ events
    def emit(self, kind: str, player: int | None, known_to: Iterable[int] = (),
             seen: dict[int, Iterable[int]] | None = None, **fields: Any) -> Event:
        """Record an event, rendered for the omniscient log and for each player.

        Args:
            kind: the event's name (a key of events.TEMPLATES).
            player: the acting player, or None.
            known_to: players who may know the identity of every card in the event even if they
                cannot see it where it is now (e.g. the player whose card left their hand).
            seen: per card (by uid), the players who may know that card only (a card that was
                face-up when it was activated and has moved since, by paying its own cost).
            fields: the event's values; Card values (and lists of Cards) are rendered for each
                reader with knowledge.card_info, so no reader learns a card hidden from them.
        """
        self._count_operation()
        known = frozenset(known_to)
        base = {"kind": kind, "turn": self.turn, "player": player}
        omniscient = dict(base)
        mine = [dict(base), dict(base)]
        def render(card: Card) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
            full = card_info(card, None)
            public = {k: v for k, v in full.items() if k != "uid"}
            # What a player saw of a card does not follow it to a face-down place on the field,
            # where naming it would tell which face-down card it is.
            extra = seen.get(card.uid, ()) if seen and not (card.on_field and not card.face_up) else ()
            per = [public if (v in known or v in extra or can_see(card, v)) else card_info(card, v, False) for v in (0, 1)]
            return full, per[0], per[1]

        for key, value in fields.items():
            if isinstance(value, Card):
                omniscient[key], mine[0][key], mine[1][key] = render(value)
            elif isinstance(value, list) and value and all(isinstance(v, Card) for v in value):
                rendered = [render(v) for v in value]
                omniscient[key] = [r[0] for r in rendered]
                mine[0][key] = [r[1] for r in rendered]
                mine[1][key] = [r[2] for r in rendered]
            else:
                omniscient[key] = value
                mine[0][key] = value
                mine[1][key] = value
        event = Event(kind, (omniscient, mine[0], mine[1]))
        self.events.append(event)
        for listener in self._listeners:
            listener(event)
        return event

    def emit_then_settle(self, kind: str, player: int | None, **fields: Any) -> Event:
        """Record what was just done (:meth:`emit`), then apply at once what the board now forces
        (:meth:`state_check`: a battle position a Continuous Effect holds, Dragon Capture Jar).

        In this order, so that the events come in the order things happened: a monster that is
        Summoned, Set or Flip Summoned is recorded first ("Opponent Normal Summoned Koumori
        Dragon"), and only then its change by the Continuous Effect ("Koumori Dragon was changed
        to face-up Defense Position"). Every summon procedure records its monster's arrival this
        way. Source: DESIGN §1 (events); Dragon Capture Jar's text ("Change all face-up
        Dragon-Type monsters on the field to Defense Position").
        """
        event = self.emit(kind, player, **fields)
        self.state_check()
        return event

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        """Call ``listener(event)`` for every event emitted from now on."""
        self._listeners.append(listener)

    # ------------------------------------------------------------------ piles and zones
    def pile(self, player: int, location: Location) -> list[Card]:
        """The list holding a player's cards in a pile location (hand, Deck, Extra Deck, GY, banished).

        Raises:
            DuelcoreError: ``location`` is a zone of the field.
        """
        p = self.players[player]
        if location is Location.HAND:
            return p.hand
        if location is Location.DECK:
            return p.deck
        if location is Location.EXTRA_DECK:
            return p.extra_deck
        if location is Location.GY:
            return p.gy
        if location is Location.BANISHED:
            return p.banished
        raise DuelcoreError(f"{location.value} is a zone, not a pile")

    def zones(self, player: int, location: Location) -> list[Card | None]:
        """The zone list of a field location (Extra Monster Zones are shared by both players).

        Raises:
            DuelcoreError: ``location`` is not a zone of the field.
        """
        p = self.players[player]
        if location is Location.MAIN_MONSTER_ZONE:
            return p.main_monster_zones
        if location is Location.SPELL_TRAP_ZONE:
            return p.spell_trap_zones
        if location is Location.EXTRA_MONSTER_ZONE:
            return self.extra_monster_zones
        raise DuelcoreError(f"{location.value} has no zone list")

    def monsters(self, player: int) -> list[Card]:
        """Monsters ``player`` controls: Main Monster Zones left to right, then Extra Monster Zones."""
        out = [c for c in self.players[player].main_monster_zones if c is not None]
        out.extend(c for c in self.extra_monster_zones if c is not None and c.controller == player)
        return out

    def field_cards(self, player: int) -> list[Card]:
        """Every card ``player`` controls on the field."""
        p = self.players[player]
        out = self.monsters(player)
        out.extend(c for c in p.spell_trap_zones if c is not None)
        if p.field_zone is not None:
            out.append(p.field_zone)
        return out

    def _remove(self, card: Card) -> None:
        loc = card.location
        if loc is Location.NOWHERE:
            return
        if loc is Location.XYZ_MATERIAL:
            assert card.attached_to is not None
            card.attached_to.materials.remove(card)
            card.attached_to = None
            return
        if loc is Location.FIELD_ZONE:
            self.players[card.controller].field_zone = None
        elif loc.on_field:
            zones = self.zones(card.controller, loc)
            assert zones[card.zone] is card, f"{card!r} is not where it says"
            zones[card.zone] = None
        else:
            self.pile(card.owner, loc).remove(card)

    def move(
        self,
        card: Card,
        to: Location,
        *,
        zone: int | None = None,
        position: Position | None = None,
        controller: int | None = None,
        top: bool = True,
        reason: str = "",
    ) -> Card:
        """Move ``card`` to a new location; it becomes a new object there (DESIGN §2).

        Piles (hand, Deck, Extra Deck, GY, banished) are always the owner's, and the card's
        controller becomes its owner. Field zones need ``zone`` (and ``controller``, default
        the current controller); the Field Zone needs none.

        Args:
            card: the card to move.
            to: the destination Location.
            zone: zone index (0-4 Main Monster / Spell & Trap Zone, 0-1 Extra Monster Zone).
            position: its position at the destination (required on the field; banished cards
                default to face-up).
            controller: who controls it on the field.
            top: for the Deck and GY, put it on top (True) or at the bottom (False).
            reason: why it moves ("destroyed", "battle", "effect", "cost", "rule", ...), passed
                to the hooks of cards that leave the field.

        Raises:
            DuelcoreError: the destination zone is occupied or missing, or no position is given
                for a field zone (rules bugs, never bad user input).
        """
        if to.on_field:
            if position is None:
                raise DuelcoreError(f"moving {card!r} to the field needs a position")
            ctrl = card.controller if controller is None else controller
            if to is Location.FIELD_ZONE:
                if self.players[ctrl].field_zone is not None:
                    raise DuelcoreError("the Field Zone is occupied")
            else:
                if zone is None:
                    raise DuelcoreError(f"moving {card!r} to a {to.value} needs a zone")
                if self.zones(ctrl, to)[zone] is not None:
                    raise DuelcoreError(f"{to.value} {zone + 1} of player {ctrl + 1} is occupied")
        if not to.on_field and to is not Location.BANISHED and card.location.on_field \
                and self.has_flag(card, "banish_when_leaves_field"):
            # "If this card leaves the field, banish it" (Worm Yagan): it goes to the banishment
            # instead, face-up (FD-23 for when the flag is lost).
            to, zone, position, controller = Location.BANISHED, None, Position.FACE_UP, None
        hooks = []
        if card.location.on_field and card.face_up:
            hooks = [e.on_leave for e in card.effects if e.on_leave is not None and not self.effect_negated(card, e)]
        previous_location = card.location
        previous_controller = card.controller
        self._remove(card)
        left_field = card.location.on_field
        old_values = card.values
        was_face_up = card.face_up
        card.incarnation += 1
        card.reset_field_state()
        card.left_field_controller = previous_controller if left_field else None
        card.location = to
        self.note_action()
        if to in (Location.HAND, Location.DECK, Location.EXTRA_DECK):
            card.properly_summoned = False
        if card.data.is_token and not to.on_field:
            # A Token that leaves the field ceases to exist (rulebook "Tokens").
            card.location = Location.NOWHERE
            card.zone = None
            card.position = None
            card.controller = card.owner
            return card
        if to.on_field:
            card.controller = ctrl
            card.position = position
            card.turn_placed = self.turn
            card.timestamp = self.next_timestamp()
            if to is Location.FIELD_ZONE:
                card.zone = 0
                self.players[ctrl].field_zone = card
            else:
                card.zone = zone
                self.zones(ctrl, to)[zone] = card
        else:
            card.controller = card.owner
            card.zone = None
            card.position = (position or Position.FACE_UP) if to is Location.BANISHED else None
            if left_field and was_face_up and to in (Location.HAND, Location.EXTRA_DECK):
                # Everyone saw which face-up card went back: it stays known while it stays there.
                card.revealed_to = frozenset({0, 1})
            pile = self.pile(card.owner, to)
            if top:
                pile.append(card)
            else:
                pile.insert(0, card)
        if previous_location is Location.HAND:
            opponent = 1 - card.owner
            if not can_see(card, opponent):
                # The opponent cannot tell which card left the hand: what they knew of the cards
                # left in it no longer says which is which (no identity by elimination, FD-01).
                for other in self.players[card.owner].hand:
                    if opponent in other.revealed_to:
                        other.revealed_to = other.revealed_to - {opponent}
        if left_field and card.materials:
            # Its Xyz Materials are sent to the GY when an Xyz Monster leaves the field, right
            # after the move that took it away is recorded.
            self._leave_hooks.insert(0, (Duel._materials_to_gy, card, {}, reason))
        if left_field and was_face_up:
            for hook in hooks:
                self._leave_hooks.append((hook, card, old_values, reason))
        return card

    def _materials_to_gy(self, card: Card, values: dict[str, Any], reason: str) -> None:
        """Send the Xyz Materials of ``card``, which has left the field, to the GY."""
        materials = list(card.materials)
        with self.simultaneous():
            for material in materials:
                self.move(material, Location.GY, reason="rule")
                self.emit("sent_to_gy", material.owner, card=material)
        if materials:
            self.raise_event(TriggerEvent("sent_to_gy", materials, [Location.XYZ_MATERIAL] * len(materials), reason="rule"))

    def attach(self, host: Card, material: Card) -> None:
        """Attach ``material`` to the Xyz Monster ``host`` as Xyz Material (it leaves where it was)."""
        from_field = material.location.on_field
        previous_controller = material.controller
        self._remove(material)
        material.incarnation += 1
        material.reset_field_state()
        material.left_field_controller = previous_controller if from_field else None
        material.location = Location.XYZ_MATERIAL
        material.zone = None
        material.position = None
        material.controller = host.controller
        material.attached_to = host
        host.materials.append(material)
        self.note_action()

    def create_token(self, data: "CardData", owner: int) -> Card:
        """A new Token (not in any pile; it exists only while on the field). Source: rulebook "Tokens"."""
        card = Card(100_000 + len(self.tokens), data, owner, Location.NOWHERE)
        card.duel = self
        self.tokens.append(card)
        return card

    def run_leave_hooks(self) -> None:
        """Carry out what cards that left the field do on leaving (Call of the Haunted destroys its
        monster), after the operation that moved them has been recorded."""
        while self._leave_hooks:
            hook, card, values, reason = self._leave_hooks.pop(0)
            hook(self, card, values, reason)

    def shuffle_deck(self, player: int) -> None:
        """Shuffle ``player``'s Deck with the duel's seeded generator."""
        self.rng.shuffle(self.players[player].deck)
        self.emit("shuffle", player)

    def draw(self, player: int, count: int = 1) -> list[Card]:
        """``player`` draws ``count`` cards from the top of their Deck.

        A player who must draw from an empty Deck loses (rulebook "Winning and Losing"); the
        loss is decided by the next :meth:`check_win`, so a simultaneous loss is a draw.

        Returns:
            the cards drawn (possibly fewer than ``count``).
        """
        drawn: list[Card] = []
        deck = self.players[player].deck
        for _ in range(count):
            if not deck:
                self.emit("deck_out", player)
                self.mark_loss(player, "deck_out")
                break
            card = deck[-1]
            self.move(card, Location.HAND)
            drawn.append(card)
            self.emit("draw", player, card=card)
        return drawn

    def send_to_gy(self, card: Card, reason: str = "effect") -> Card:
        """Send ``card`` to its owner's GY (on top) and raise the "sent_to_gy" trigger event."""
        was_known = [p for p in (0, 1) if can_see(card, p)]
        previous = card.location
        was_face_up = card.face_up
        self.move(card, Location.GY, reason=reason)
        if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
            self.emit("banished", card.owner, card=card)
            self.raise_event(TriggerEvent("banished", [card], [previous], reason=reason, data={"face_up": [was_face_up]}))
        else:
            self.emit("sent_to_gy", card.owner, known_to=was_known, card=card)
            self.raise_event(TriggerEvent("sent_to_gy", [card], [previous], reason=reason, data={"face_up": [was_face_up]}))
        self.run_leave_hooks()
        return card

    # ------------------------------------------------------------------ LP and winning
    def damage(self, player: int, amount: int, kind: str = "battle_damage") -> None:
        """``player`` takes ``amount`` damage (LP); LP do not go below 0.

        0 damage is no damage: nothing happens and no event is emitted; nor does any damage to a
        player under the player effect "no_damage" ("your opponent takes no damage": Crush Card
        Virus). The loss at 0 LP is decided by the next :meth:`check_win`.
        """
        if amount <= 0 or self.has_player_effect(player, "no_damage"):
            return
        p = self.players[player]
        p.lp = max(0, p.lp - amount)
        self.emit(kind, player, amount=amount, lp=p.lp)
        if p.lp == 0:
            self.mark_loss(player, "lp")

    def gain_lp(self, player: int, amount: int, card: Card | None = None) -> None:
        """``player`` gains ``amount`` LP (by ``card``'s effect); 0 or less gains nothing and
        records nothing, nor does a gain for a player whose LP already reached 0 (they have lost;
        the loss is declared at the next check). Emits "lp_gained" with the new LP. Source:
        rulebook "Life Points"."""
        if amount <= 0 or player in self._losers:
            return  # a player whose LP reached 0 has lost: a later gain does not save them
        p = self.players[player]
        p.lp += amount
        self.note_action()
        self.emit("lp_gained", player, card=card, amount=amount, lp=p.lp)

    def mark_loss(self, player: int, reason: str) -> None:
        """Note that ``player`` has met a losing condition (decided at the next check_win)."""
        self._losers.add(player)
        self._loss_reasons.setdefault(player, reason)

    def check_win(self) -> None:
        """End the duel if a player has met a losing condition; both at once is a draw.

        Raises:
            DuelEnd: the duel is decided (caught by the Duel).
        """
        if not self._losers:
            return
        if len(self._losers) == 2:
            reasons = sorted({self._loss_reasons[0], self._loss_reasons[1]})
            raise DuelEnd(None, "+".join(reasons))
        loser = next(iter(self._losers))
        raise DuelEnd(1 - loser, self._loss_reasons[loser])

    # ------------------------------------------------------------------ the effect model
    def note_action(self) -> None:
        """Count one game action (a move, damage, a payment) unless inside :meth:`simultaneous`.

        An optional "When ... you can" trigger misses the timing when its event's action is not
        the last one (DESIGN §3). Also counts toward the operation budget between two answers.

        Raises:
            CardScriptError: more than OPERATION_BUDGET operations since the last answer (a
                script that runs away), naming the card resolving.
        """
        if not self._simultaneous and not self._bookkeeping:
            self.action_id += 1
        self._count_operation()

    def _count_operation(self) -> None:
        self._operations += 1
        if self._operations > OPERATION_BUDGET:
            culprit = self.resolving.name if self.resolving is not None else "the rules"
            raise CardScriptError(f"{culprit}: more than {OPERATION_BUDGET} operations without a decision")

    @contextlib.contextmanager
    def simultaneous(self):
        """A block whose actions all count as one (e.g. Dark Hole destroying every monster)."""
        self.note_action()
        self._simultaneous += 1
        try:
            yield
        finally:
            self._simultaneous -= 1

    @contextlib.contextmanager
    def bookkeeping(self):
        """A block whose moves are not game actions for missing the timing (sending the resolved
        Normal Spells and Traps of a chain to the GY: "the last thing to happen" is still the last
        link's effect)."""
        self._bookkeeping += 1
        try:
            yield
        finally:
            self._bookkeeping -= 1

    def next_timestamp(self) -> int:
        """A new, increasing timestamp (orders effects by when they began to apply)."""
        self._timestamp += 1
        return self._timestamp

    def raise_event(self, event: TriggerEvent) -> TriggerEvent:
        """Record a trigger event: every trigger effect that answers it becomes pending.

        The event gets the current action number. A trigger is pending when its card is where the
        effect works, is not a face-down card on the field (a face-down card's effects are not
        activated, FD-10, unless the effect works face-down), and its condition holds for the
        event; it is activated at the next opportunity (rules.chain.run_triggers). The event
        remembers each such card as it is now (``where_met``), so that a card that leaves that
        place, or is turned face-down, before its effect is activated can be told (rule flag
        ``trigger_after_card_left_its_place``).
        """
        event.action = self.action_id
        if not event.previous:
            event.previous = [None] * len(event.cards)
        if event.kind == "flipped":
            for card in event.cards:
                card.values["flipped_face_up"] = True  # "after this card was flipped face-up" (Deus X-Krawler)
        for effect in self._trigger_effects:
            card = effect.card
            if effect.event != event.kind or card.location not in effect.range:
                continue
            if card.on_field and not card.face_up and not effect.face_down_ok:
                continue
            from duelcore.state.effects import Activation

            player = self.trigger_player(effect, event)
            ctx = Activation(self, effect, player, card.ref(), event=event)
            if effect.condition is None or effect.condition(ctx):
                event.where_met.setdefault(card.uid, card.link())
                self.pending_triggers.append((effect, event))
        for delayed in self.delayed_effects:
            if not delayed.met and delayed.event == event.kind and delayed.expires_turn >= self.turn \
                    and delayed.matches(self, event):
                delayed.met = True
        for tap in self._event_taps:
            tap.append(event)
        return event

    @contextlib.contextmanager
    def recording_events(self) -> Iterator[list[TriggerEvent]]:
        """Collect every trigger event raised inside the ``with`` block into the list it gives
        (what an action done outside a chain caused, so that a response window can follow it)."""
        tap: list[TriggerEvent] = []
        self._event_taps.append(tap)
        try:
            yield tap
        finally:
            self._event_taps.remove(tap)

    def trigger_player(self, effect: Effect, event: TriggerEvent) -> int:
        """Who activates the trigger ``effect`` for ``event``: its ``activator`` if it names one
        ("that player" may), else its card's controller (its owner off the field)."""
        if effect.activator is not None:
            return effect.activator(self, effect.card, event)
        return effect.card.controller if effect.card.on_field else effect.card.owner

    def uses(self, effect: Effect) -> int:
        """How many times ``effect`` (or, for a per-name limit, any effect of that name) was used this turn."""
        turn, n = self._uses.get(effect.count_key(), (0, 0))
        return n if turn == self.turn else 0

    def use(self, effect: Effect) -> None:
        """Count one use of ``effect`` this turn (for its count limit)."""
        if effect.count_limit is not None:
            self._uses[effect.count_key()] = (self.turn, self.uses(effect) + 1)

    def add_player_effect(self, player: int, flag: str, value: Any = None, turns: int = 1) -> None:
        """Apply a player effect until the end of this turn (or of ``turns`` turns from now).

        Flags in use: "no_battle_damage", "indestructible_by_battle", "cannot_activate_name",
        "cannot_summon", "no_damage", "special_summoned" (value: a card identity; see
        :meth:`special_summon_limited`).
        """
        self.player_effects.append(PlayerEffect(player, flag, self.turn + turns - 1, value))

    def add_delayed_effect(self, player: int, source: str, event: str,
                           matches: Callable[["Duel", TriggerEvent], bool],
                           operation: Callable[["Duel", DelayedEffect], "Process"],
                           turns: int = 1) -> DelayedEffect:
        """Leave on ``player`` an effect that waits for a trigger event of kind ``event`` for which
        ``matches(duel, event)`` holds, then applies once, not activated (no Chain Link), at the
        next settled moment: ``operation(duel, delayed)`` runs after the chain or action that
        caused the event and the trigger effects that followed it, outside the Damage Step (see
        :class:`DelayedEffect`; rules.chain.apply_delayed_effects). It ends at the end of this
        turn (or of ``turns`` turns from now) if its event never happens.

        Args:
            player: the player it applies to (0 or 1).
            source: the name of the card whose resolved effect leaves it.
            event: a TriggerEvent kind ("sent_to_gy", "destroyed", "summoned", ...).
            matches: the test on each raised event of that kind.
            operation: a generator function; it may ask ``player`` Decisions.
            turns: how many turns it waits (1: this turn only).

        Returns the DelayedEffect (already recorded on the duel).

        Raises:
            DuelcoreError: ``player`` is not 0 or 1, or ``turns`` is less than 1 (script bugs).

        Source: rulebook "Card Effects"; Last Will's card text ("... once during this turn").
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"add_delayed_effect: player must be 0 or 1, got {player!r}")
        if turns < 1:
            raise DuelcoreError(f"add_delayed_effect: turns must be at least 1, got {turns!r}")
        delayed = DelayedEffect(player, source, event, matches, operation, self.turn + turns - 1)
        self.delayed_effects.append(delayed)
        return delayed

    def has_player_effect(self, player: int, flag: str, value: Any = None) -> bool:
        """True when ``player`` is under the player effect ``flag`` (with ``value``, if given)."""
        for pe in self.player_effects:
            if pe.player == player and pe.flag == flag and pe.expires_turn >= self.turn:
                if value is None or pe.value == value:
                    return True
        return False

    def name_locked(self, player: int, card: Card) -> bool:
        """True when ``player`` may not activate cards or effects with ``card``'s name this turn."""
        return self.has_player_effect(player, "cannot_activate_name", card.data.identity)

    def apply(self, card: Card, modifier: Any = None, flag: str | None = None, source: Card | None = None,
              reset: Reset = Reset.LEAVES_FIELD | Reset.TURNED_FACE_DOWN, turns: int | None = None,
              replaces_destruction: Any = None) -> Applied:
        """Apply a lingering effect to ``card`` (a stat Modifier or a named flag) from now on.

        Args:
            card: the affected card.
            modifier: an effects.Modifier, or None.
            flag: a named restriction or protection (e.g. "negated"), or None.
            source: the card whose effect applied it.
            reset: when it ends (it always ends when the card moves or is turned face-down).
            turns: with Reset.END_OF_TURN, how many turns it lasts (1: this turn).
            replaces_destruction: a destruction replacement it gives (see :class:`Applied`).
        """
        expires = self.turn + (turns or 1) - 1 if reset & Reset.END_OF_TURN else None
        applied = Applied(card.ref(), modifier, flag, source, reset, expires, self.next_timestamp(), replaces_destruction)
        if self.immune(card, source):
            return applied  # not applied to a card unaffected by it
        card.applied.append(applied)
        self.note_action()
        return applied

    def immune(self, card: Card, source: Card | None) -> bool:
        """Whether ``card`` is unaffected by the effects of ``source``: a card "unaffected by Spell
        effects" against a Spell Card's effect (Horus LV6); a card "unaffected by other cards'
        effects" while it attacks, from the attack declaration to the end of the Damage Step
        (Ritual Beast Ulti-Apelio). Checked for every effect
        that would change it: destruction, lingering changes, position changes, stat modifiers."""
        if source is None or source is card or not card.on_field or not card.face_up:
            return False
        for effect in card.effects:
            if effect.unaffected_by == "spell" and self.treated_as_spell(source):
                pass
            elif effect.unaffected_by == "others_while_attacking" and self.is_attacking(card):
                pass
            else:
                continue
            if effect.applies_while is not None and not effect.applies_while(self, card):
                continue
            if not self.effect_negated(card, effect):
                return True
        return False

    def position_held(self, card: Card) -> bool:
        """Whether a Continuous Effect keeps ``card`` in its battle position now, so that it cannot
        change it (Dragon Capture Jar)."""
        return any(e.holds_position(self, e.card, card) is not None for e in self.live_continuous_effects("holds_position")
                   if not self.immune(card, e.card))

    def is_attacking(self, card: Card) -> bool:
        """Whether ``card`` is "the attacking monster" now.

        It is the monster whose attack is under way (from its declaration to the end of the
        Damage Step) while it stays in the battle: still the object that declared the attack in a
        Monster Zone, not turned face-down since (even if flipped face-up again), still controlled
        by the turn player, in face-up Attack Position, and not destroyed by battle. A monster
        changed to face-down or to Defense Position, or whose control changed, is removed from the
        battle: its attack stops, and an effect that applies to "the attacking monster" (or "that
        attacking monster") no longer applies to it. A monster destroyed by that battle is already
        destroyed: it stays on the field until the end of the Damage Step, but no longer takes part.

        Source: OCG rulings of Sakuretsu Armor and Dimensional Prison (a monster changed to
        face-down Defense Position by Book of Moon chained to them is no longer an attacking
        monster, so it is neither destroyed nor banished); the Konami answers listed for Sakuretsu
        Armor on yugioh-wiki.net (Book of Moon or Ready for Intercepting chained: not destroyed;
        Scrap-Iron Scarecrow chained, which negates the attack: not destroyed; Gravity Bind
        chained, which does not: destroyed, 09/01/29); rulebook "Battle Step" (an attacking
        monster changed to Defense Position or removed from the field does not battle)."""
        link = self.attack_link
        if link is None or self.attacking is not card or not link.valid:
            return False
        return (card.location.is_monster_zone and card.controller == self.turn_player
                and card.position is Position.FACE_UP_ATTACK and not card.destroyed_by_battle)

    def can_be_targeted(self, card: Card, effect: Effect) -> bool:
        """Whether ``card`` may be targeted by ``effect`` now: not a monster destroyed by battle
        (once damage calculation destroys it, it stays in its Monster Zone until the end of the
        Damage Step, but no effect can target it: the FLIP effect of a Man-Eater Bug flipped and
        destroyed by an attack cannot target itself), and no Continuous Effect such as Lord of D.'s
        forbids it.

        Source: rulebook "Targeting"; Konami OCG FAQ for Man-Eater Bug (cid 4507), Hane-Hane
        (cid 4547) and Penguin Soldier (cid 4608): "it can target itself; however, if it was
        flipped by an attack and destroyed by that battle, it cannot target itself"."""
        if card.destroyed_by_battle and card.location.is_monster_zone:
            return False
        return not any(e.untargetable(self, e.card, card, effect) for e in self.live_continuous_effects("untargetable"))

    def has_flag(self, card: Card, flag: str) -> bool:
        """True when a lingering effect with ``flag`` applies to ``card`` now, or one of its own
        Continuous Effects that applies now ``grants`` it.

        Flags the rules read: "negated", "cannot_attack" (rules.battle.can_attack),
        "indestructible_by_battle" (damage calculation), "banish_when_leaves_field" (:meth:`move`).
        """
        if card.applied and any(a.flag == flag and a.card.valid for a in card.applied):
            return True
        if card.uid not in self._granting_cards or not any(e.grants == flag for e in card.effects):
            return False
        return any(e.grants == flag and e.card is card for e in self.live_continuous_effects())

    def effect_negated(self, card: Card, effect: Effect | None = None,
                       activated_from: Location | None = None) -> bool:
        """Whether the effects of ``card`` are negated now.

        By a lingering "negated" flag on it; a Spell Card on the field under a face-up effect
        that negates Spell effects (Imperial Order); a Trap Card on the field under another
        card's effect that negates Trap effects (Royal Decree). A monster held as an Equip Card
        in a Spell & Trap Zone is treated as an Equip Spell there (:meth:`treated_as_spell`).

        Args:
            card: the card whose effect is asked about.
            effect: that effect (one that cannot be negated never is), or None for the card's
                effects in general.
            activated_from: for a Chain Link as it resolves, the Location where it was
                activated (``ctx.values["activated_from"]``). A Spell/Trap effect activated on
                the field (Spell & Trap Zone, Field Zone) is negated by Imperial Order or Royal
                Decree wherever its card is now, even in the GY after being destroyed in the
                chain; one activated elsewhere (the GY) is not. Monster effects are not
                extended this way. None (the default): the card's current place decides.

        Source: FS-11, FS-14; the OCG ruling on Royal Decree (2010-09-10): a Trap Card activated
        on the field has its effect negated wherever it is when it resolves, a Trap effect
        activated off the field is not (ygopro's Royal Decree and Imperial Order read where the
        Chain Link was activated).
        """
        if effect is not None and effect.cannot_be_negated:
            return False
        if self.has_flag(card, "negated"):
            return True
        data = card.data
        if activated_from is not None and (data.is_spell or data.is_trap):
            on_field = activated_from in (Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE)
        else:
            on_field = card.on_field
        if not on_field:
            return False
        is_spell = self.treated_as_spell(card)
        if not (is_spell or data.is_trap):
            return False
        for other in self._negating_effects:
            c = other.card
            if c is card or not c.on_field or not c.face_up or not self._applying(c):
                continue
            if is_spell and other.negates_spells and not self._trap_negated(c):
                return True
            if data.is_trap and other.negates_traps:
                return True
        return False

    @staticmethod
    def treated_as_spell(card: Card) -> bool:
        """Whether ``card`` is a Spell Card for the effects that read it: a Spell Card, or a
        monster held as an Equip Card in a Spell & Trap Zone ("equip ... to this card as an Equip
        Spell": Immortal Phoenix Gearfried; the monster Relinquished equips), which is an Equip
        Spell there, face-up or face-down (FD-18, FD-19). Source: the card texts; Konami's answer
        on Number C6: Chronomaly Chaos Atlandis (yugioh-wiki.net, 2014-01-20): an equipped Monster
        Card is treated as an Equip Spell Card."""
        if card.data.is_spell:
            return True
        return card.location is Location.SPELL_TRAP_ZONE and bool(card.values.get("equip_card"))

    def _trap_negated(self, card: Card) -> bool:
        """A Trap Card's effects negated by another card that negates Trap effects (no recursion)."""
        if not card.data.is_trap:
            return False
        return any(
            e.negates_traps and e.card is not card and e.card.on_field and e.card.face_up and self._applying(e.card)
            for e in self._negating_effects
        )

    @staticmethod
    def _applying(card: Card) -> bool:
        """A Spell/Trap Card's lasting effects apply only once its activation has resolved."""
        data = card.data
        return not (data.is_spell or data.is_trap) or bool(card.values.get("resolved"))

    def live_continuous_effects(self, hook: str | None = None) -> list[Effect]:
        """The Continuous Effects that apply now: card face-up where the effect works, its
        activation resolved (Spells/Traps), not negated (an effect that is another card's, such
        as an Equip Spell's, is negated with that card: :meth:`effect_source`). With ``hook`` (a
        name in :data:`HOOKS`), only those that have that Effect field."""
        out = []
        for effect in (self._continuous_effects if hook is None else self._hooked.get(hook, ())):
            card = effect.card
            if card.location not in effect.range or not self._applying(card):
                continue
            if effect.applies_while is not None and not effect.applies_while(self, card):
                continue
            if card.on_field and not card.face_up and not effect.face_down_ok:
                continue
            source = self.effect_source(effect)
            if source is None or self.effect_negated(source, effect):
                continue
            out.append(effect)
        return out

    def current_atk(self, card: Card) -> int:
        """``card``'s ATK now, in points (what :attr:`Card.atk` reads): rules.stats.current_atk."""
        return stats.current_atk(card)

    def current_def(self, card: Card) -> int:
        """``card``'s DEF now, in points (what :attr:`Card.defense` reads): rules.stats.current_def."""
        return stats.current_def(card)

    def effect_source(self, effect: Effect) -> Card | None:
        """The card whose effect ``effect`` is now: its own card, or for an effect written on one
        card that is another card's (``Effect.effect_of``: the monster Immortal Phoenix Gearfried
        holds as an Equip Spell that makes it gain 500 ATK) that card, or None while there is
        none. Its negation, its timestamp and what is unaffected by it are read from this card.
        Source: Immortal Phoenix Gearfried's text; Konami's answer on Number C6: Chronomaly Chaos
        Atlandis (yugioh-wiki.net, 2014-01-20): the equipped Monster Card is treated as an Equip
        Spell that raises ATK, so an effect against Spells stops the raise."""
        if effect.effect_of is None:
            return effect.card
        return effect.effect_of(self, effect.card)

    def state_check(self) -> None:
        """Apply the rules that follow from the board: pending leave-the-field consequences; the
        battle positions Continuous Effects hold monsters in (Dragon Capture Jar); an
        Equip Spell whose equip link is lost (the monster left, was turned face-down, or is no
        longer a legal target) is sent to the GY."""
        self.run_leave_hooks()
        for effect in self.live_continuous_effects("holds_position"):
            for p in (0, 1):
                for monster in self.monsters(p):
                    if not monster.face_up or self.immune(monster, effect.card):
                        continue
                    held = effect.holds_position(self, effect.card, monster)
                    if held is not None and monster.position is not held:
                        self.change_battle_position(monster, held)
        lost = []
        for p in self.players:
            for card in p.spell_trap_zones:
                if card is None or not (card.face_up or card.values.get("equip_card")):
                    continue
                link = card.values.get("equipped_to")
                if link is None:
                    continue
                target = link.card
                if not link.valid or not target.location.is_monster_zone or not target.face_up:
                    lost.append(card)
                elif card.values.get("equip_effect") is not None and self.effect_negated(target, card.values["equip_effect"]):
                    lost.append(card)  # the effect that holds it as an Equip Card no longer applies
        if lost:
            with self.simultaneous():
                for card in lost:
                    self.send_to_gy(card, reason="rule")

    def turn_face_up(self, card: Card) -> None:
        """Turn a face-down card on the field face-up (a Set Spell/Trap being activated)."""
        card.position = Position.FACE_UP if not card.location.is_monster_zone else Position.FACE_UP_DEFENSE
        card.timestamp = self.next_timestamp()
        self.note_action()

    def change_to_face_up_attack(self, card: Card) -> None:
        """Change a face-down monster to face-up Attack Position by an effect (not a Flip Summon);
        it is flipped face-up, so its FLIP effect activates."""
        self._flip_face_up_by_effect(card, Position.FACE_UP_ATTACK, "changed_position", position=Position.FACE_UP_ATTACK.value)

    def change_to_face_up_defense(self, card: Card) -> None:
        """Change a face-down monster to face-up Defense Position by an effect (not a Flip Summon);
        it is flipped face-up, so its FLIP effect activates (Book of Eclipse, Book of Taiyou-like
        effects)."""
        self._flip_face_up_by_effect(card, Position.FACE_UP_DEFENSE, "flipped")

    def _flip_face_up_by_effect(self, card: Card, to: Position, log_kind: str, **log: Any) -> None:
        """Put the face-down monster ``card`` in the face-up Position ``to`` by an effect: a new
        timestamp and a new face-up stint (links to its face-down self are cut: FD-23), the log
        event ``log_kind``, then the "flipped" trigger event (its FLIP effect activates; rulebook
        "Flip")."""
        card.position = to
        card.timestamp = self.next_timestamp()
        card.face_down_count += 1
        self.note_action()
        self.emit(log_kind, card.controller, card=card, **log)
        self.raise_event(TriggerEvent("flipped", [card], player=card.controller, reason="effect"))

    def take_control(self, card: Card, player: int, until_end_phase: bool = False) -> "Process":
        """``player`` takes control of the monster ``card`` (Change of Heart): it moves to a Main
        Monster Zone of ``player`` that they choose, from a Main or an Extra Monster Zone, and
        stays the same object (what applies to it, its equips, its attack and position facts are
        kept). With ``until_end_phase``, control returns to its owner during this turn's End Phase
        (:meth:`return_control`). Nothing happens if ``player`` already controls it or has no free
        Main Monster Zone for it. Source: rulebook "Control" (Master Rule 2020: a monster whose
        control changes is placed in its new controller's Main Monster Zone, one taken from an
        Extra Monster Zone too); Change of Heart's text."""
        from duelcore.rules.summon import choose_main_monster_zone

        if not card.location.is_monster_zone or card.controller == player:
            return
        if not self.players[player].free_main_monster_zones():
            return
        zone = yield from choose_main_monster_zone(self, player)
        self._switch_control(card, player, zone)
        if until_end_phase:
            owner = card.owner
            ref = card.ref()  # the same object on the field, face-up or face-down

            def give_back(duel: "Duel", _: Any) -> None:
                monster = ref.card
                if ref.valid and monster.location.is_monster_zone and monster.controller != owner:
                    duel.return_control(monster, owner)

            self.at_end_phase_of_turn(give_back)

    def return_control(self, card: Card, owner: int) -> None:
        """Control of the monster ``card`` returns to ``owner``: it goes to their first free Main
        Monster Zone (never back to an Extra Monster Zone it was taken from). If they have none,
        it cannot return and is destroyed (a destruction by the rules: the "destroyed" events and
        triggers follow, and it goes to its owner's GY). Source: rulebook "Control" (Master Rule
        2020); Konami's answers quoted in Fluorohydride/ygopro pull 1450 (Mind Control, Enemy
        Controller, Trick Box: a monster whose control cannot be returned is destroyed)."""
        free = self.players[owner].free_main_monster_zones()
        if free:
            self._switch_control(card, owner, free[0])
        else:
            self.destroy([card], reason="rule")

    def _switch_control(self, card: Card, player: int, zone: int) -> None:
        """Give control of the monster ``card`` to ``player``, same object: it moves to their Main
        Monster Zone ``zone`` (0-4) from the Main or Extra Monster Zone it was in. Its Xyz
        Materials stay attached and pass with it."""
        self.zones(card.controller, card.location)[card.zone] = None
        card.location = Location.MAIN_MONSTER_ZONE
        card.zone = zone
        self.players[player].main_monster_zones[zone] = card
        card.controller = player
        for material in card.materials:
            material.controller = player
        self.note_action()
        self.emit("control_changed", player, card=card, zone=zone + 1)
        self.raise_event(TriggerEvent("control_changed", [card], player=player))
        self.state_check()

    def change_battle_position(self, card: Card, position: Position) -> None:
        """Change a face-up monster's battle position by an effect (Big Shield Gardna: "change it
        to Attack Position"); nothing happens to a face-down monster or in the same position."""
        if not card.location.is_monster_zone or not card.face_up or card.position is position:
            return
        before = card.position
        card.position = position
        self.note_action()
        self.emit("changed_position", card.controller, card=card, position=position.value)
        self.raise_event(TriggerEvent("position_changed", [card], player=card.controller, reason="effect",
                                      data={"from": before, "to": position}))

    def change_to_face_down(self, card: Card) -> None:
        """Change a monster to face-down Defense Position by an effect (Book of Moon).

        It stays the same object but is reset: effects applied to it, links of cards that keep
        targeting it and its once-per-turn uses are cleared; how it was summoned, whether it
        declared an attack and whether it changed position are kept (FD-20, FD-21, FD-25).
        """
        if self.immune(card, self.resolving):
            return
        # Recorded as it happens, while the card is still face-up: whoever saw it knows which it was.
        self.emit("changed_to_face_down", card.controller, card=card)
        card.position = Position.FACE_DOWN_DEFENSE
        card.face_down_count += 1
        card.turned_face_down += 1
        card.applied = []
        card.values = {}
        card.summoned_from = None  # where it was Special Summoned from is reset (FD-26)
        self.note_action()
        self.state_check()

    def destroy(self, cards: list[Card], reason: str = "effect", by: int | None = None,
                extra: dict[str, Any] | None = None, banish: bool = False) -> list[Card]:
        """Destroy ``cards`` (simultaneously) and send them to their owners' GYs, or with ``banish``
        banish them face-up instead ("destroy it, and if you do, banish it": Bottomless Trap Hole).
        Cards on the field, in the hand or in the Deck can be destroyed (Crush Card Virus, Chain
        Destruction).

        Returns the cards destroyed. Raises the "destroyed" trigger event and then "sent_to_gy" or
        "banished" (their data: "face_up" per card, "by" the player, plus ``extra``; battle gives
        "destroyed_by", the monster that destroyed each card, by uid). A card the resolving Chain
        Link spares (``ChainLink.spared``: another card was destroyed instead, Fake Trap) and a card
        whose destruction a protection replaces are not destroyed.
        """
        if reason == "effect" and self.resolving_link is not None and self.resolving_link.spared:
            # Another card was destroyed instead ("Destroy this card instead": Fake Trap).
            spared = self.resolving_link.spared
            cards = [card for card in cards if not any(r.valid and r.card is card for r in spared)]
        if reason != "rule":
            cards = [card for card in cards if not self._destruction_replaced(card, reason)]
        done: list[Card] = []
        previous: list[Location] = []
        face_up: list[bool] = []
        source = self.resolving if reason == "effect" else None
        with self.simultaneous():
            for card in cards:
                if not (card.on_field or card.location in (Location.HAND, Location.DECK)) or self.immune(card, source):
                    continue
                was_known = [p for p in (0, 1) if can_see(card, p)]
                previous.append(card.location)
                face_up.append(card.face_up)
                kind = "destroyed_by_battle" if reason == "battle" else "destroyed"
                if banish:
                    self.move(card, Location.BANISHED, position=Position.FACE_UP, reason="destroyed")
                    self.emit(kind, card.owner, known_to=was_known, card=card)
                    self.emit("banished", card.owner, card=card)
                else:
                    self.move(card, Location.GY, reason="destroyed")
                    self.emit(kind, card.owner, known_to=was_known, card=card)
                    if card.location is Location.BANISHED:  # banished instead (Worm Yagan)
                        self.emit("banished", card.owner, card=card)
                done.append(card)
        if done:
            self._destroy_bound(done)
            data = {"face_up": face_up, "by": by, **(extra or {})}
            self.raise_event(TriggerEvent("destroyed", done, previous, player=by, reason=reason, data=data))
            for where, then in ((Location.GY, "sent_to_gy"), (Location.BANISHED, "banished")):
                idx = [i for i, c in enumerate(done) if c.location is where]
                if idx:
                    part = {**data, "face_up": [face_up[i] for i in idx]}
                    self.raise_event(TriggerEvent(then, [done[i] for i in idx], [previous[i] for i in idx], player=by,
                                                  reason=reason, data=part))
        self.run_leave_hooks()
        self.state_check()
        return done

    def _destruction_replaced(self, card: Card, reason: str) -> bool:
        """Whether a protection applied to ``card`` (Magic Reflector's counter) or a Continuous
        Effect ("destroy that equipped monster instead") replaces the destruction of ``card``;
        the replacement is carried out by whichever does."""
        if not card.on_field:
            return False
        for applied in list(card.applied):
            if applied.replaces_destruction is not None and applied.card.valid \
                    and applied.replaces_destruction(self, card, applied, reason):
                return True
        for effect in self.live_continuous_effects("replaces_destruction"):
            if effect.replaces_destruction(self, effect.card, card, reason):
                return True
        return False

    def equip_monster(self, host: Card, monster: Card, effect: Effect) -> bool:
        """Equip ``monster`` to ``host`` as an Equip Card by ``effect`` (Relinquished).

        The monster moves to the first free Spell & Trap Zone of ``host``'s controller and is
        treated as an Equip Spell there; it keeps its face-up or face-down state (a face-down one
        is "a face-down Equip Spell" whose card type both players know, FD-18). A face-down one's
        identity stays known only to those who knew it (its owner, who Set it); the host's
        controller sees its card type. The link lasts while ``host`` stays face-up in a Monster
        Zone and ``effect`` is not negated (:meth:`state_check`).

        Returns False, moving nothing, when no Spell & Trap Zone is free.
        """
        player = host.controller
        free = self.players[player].free_spell_trap_zones()
        if not free:
            return False
        position = Position.FACE_UP if monster.face_up else Position.FACE_DOWN
        known = [p for p in (0, 1) if can_see(monster, p)]
        moved = self.move(monster, Location.SPELL_TRAP_ZONE, zone=free[0], position=position,
                          controller=player, reason="effect")
        if position is Position.FACE_DOWN:
            moved.revealed_to = frozenset(known)
        moved.values["equip_card"] = True
        moved.values["equipped_to"] = host.link()
        moved.values["equipped"] = True
        moved.values["equip_effect"] = effect
        moved.values["timestamp"] = self.next_timestamp()
        self.emit("equipped", player, known_to=known, card=moved, target=host)
        self.raise_event(TriggerEvent("equipped", [moved], player=player, data={"target": host}))
        self.state_check()
        return True

    def _destroy_bound(self, destroyed: list[Card]) -> None:
        """Cards whose effect says "When that target is destroyed, destroy this card" (Call of the
        Haunted) are destroyed at once, with no chain, unless that effect is negated."""
        bound = []
        for p in self.players:
            for card in p.spell_trap_zones:
                if card is None or not card.face_up:
                    continue
                link = card.values.get("destroy_with")
                if link is None or link.card not in destroyed or link.card.incarnation != link.incarnation + 1:
                    continue
                if link.card.face_down_count != link.face_down_count:
                    continue  # the link was cut when the monster was turned face-down (FD-20)
                if not self.effect_negated(card):
                    bound.append(card)
        if bound:
            self.destroy(bound, reason="effect")

    def special_summon(self, card: Card, player: int, position: Position | None = Position.FACE_UP_ATTACK,
                       zone: int | None = None, summon_type: Any = None, proper: bool = False,
                       despite_lock: bool = False) -> "Process":
        """Special Summon ``card`` to ``player``'s field by an effect (choosing a Main Monster Zone).

        Args:
            position: the position the effect names; None lets ``player`` choose face-up Attack
                or face-up Defense Position ("Special Summon it").
            zone: a Main Monster Zone index chosen already, or None to ask (Extra Deck monsters
                may also go to an Extra Monster Zone: rules.zones).
            summon_type: the SummonType to record (Fusion, Ritual, Xyz, Link; default Special).
            proper: the monster's own summoning procedure (it is now "properly summoned").
            despite_lock: the summon that "cannot Summon other monsters" spares (Scapegoat's own
                Tokens); any other is refused while the player is so locked.

        Returns the card, or None when there is no zone it may go to, its text allows no more
        such Special Summons this turn, or ``player`` cannot Summon (Scapegoat): nothing happens.
        """
        from duelcore.state.enums import SummonType
        from duelcore.rules.zones import choose_summon_zone, summon_zones

        zones = summon_zones(self, player, card)
        from duelcore.rules.summon import summon_allowed

        locked = (self.has_player_effect(player, "cannot_summon") and not despite_lock) or self.special_summon_locked(player)
        if not zones or self.special_summon_limited(player, card) or locked or not summon_allowed(self, player, card, "special"):
            return None
        if zone is None:
            where, zone = yield from choose_summon_zone(self, player, card)
        else:
            where = Location.MAIN_MONSTER_ZONE
        if card.data.is_link:
            position = Position.FACE_UP_ATTACK  # a Link Monster is always in Attack Position
        if position is None:
            choices = [Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE]
            options = [Option(Action.POSITION, f"{card.name} in {p.value}", card_info(card, player, True)) for p in choices]
            position = yield from self.ask(player, DecisionKind.SELECT_POSITION, f"Special Summon {card.name} in which battle position?", options, choices)
        previous = card.location
        self.move(card, where, zone=zone, position=position, controller=player)
        card.summon_type = summon_type or SummonType.SPECIAL
        card.summoned_from = previous
        if proper:
            card.properly_summoned = True
        self.players[player].summons_this_turn += 1
        self.note_special_summon(player, card)
        where_text = f"{where.value} {zone + 1}"
        self.emit_then_settle("special_summon", player, card=card, zone=zone + 1, where=where_text)
        self.raise_event(TriggerEvent("summoned", [card], [previous], player=player,
                                      data={"type": (summon_type or SummonType.SPECIAL).name.lower()}))
        return card

    def roll_die(self, player: int, card: Card | None = None) -> int:
        """``player`` rolls a six-sided die (for ``card``'s effect): a result 1-6 from the duel's
        seeded random generator, so replays roll the same. Source: rulebook "Dice"."""
        result = self.rng.randint(1, 6)
        self.emit("die_rolled", player, card=card, result=result)
        self.note_action()
        return result

    def toss_coin(self, player: int, card: Card | None = None) -> str:
        """``player`` tosses a coin (for ``card``'s effect): "Heads" or "Tails" from the duel's
        seeded random generator, so replays toss the same. Source: rulebook "Coins"."""
        result = "Heads" if self.rng.randint(0, 1) == 0 else "Tails"
        self.emit("coin_tossed", player, card=card, result=result)
        self.note_action()
        return result

    def special_summon_locked(self, player: int) -> bool:
        """Whether ``player`` may not Special Summon now: under "You cannot Special Summon monsters
        except by this card's effect" (player effect "special_summon_only_by", value: that card's
        uid; Parallel World Fusion), any Special Summon not made while that card's effect
        resolves."""
        allowed = [pe.value for pe in self.player_effects
                   if pe.player == player and pe.flag == "special_summon_only_by" and pe.expires_turn >= self.turn]
        if not allowed:
            return False
        return self.resolving is None or self.resolving.uid not in allowed or len(set(allowed)) > 1

    def special_summon_limited(self, player: int, card: Card) -> bool:
        """Whether ``card``'s own text forbids ``player`` to Special Summon it now: "You can only
        Special Summon "X(s)" once per turn" after one such Special Summon this turn (Ritual Beast
        Tamer Wen, Spiritual Beast Pettlephin). Source: the card texts."""
        words = f'You can only Special Summon "{card.data.name}(s)" once per turn'
        return words in card.data.text and self.has_player_effect(player, "special_summoned", card.data.identity)

    def note_special_summon(self, player: int, card: Card) -> None:
        """Record that ``player`` Special Summoned a card with ``card``'s name this turn."""
        self.add_player_effect(player, "special_summoned", card.data.identity)

    def return_to_hand(self, card: Card, reason: str = "effect") -> Card:
        """Return ``card`` to its owner's hand."""
        self.move(card, Location.HAND, reason=reason)
        self.emit("returned_to_hand", card.owner, card=card)
        self.run_leave_hooks()
        return card

    def pay_lp(self, player: int, amount: int) -> None:
        """``player`` pays ``amount`` LP as a cost (it must be payable: LP >= amount)."""
        p = self.players[player]
        p.lp -= amount
        self.note_action()
        self.emit("paid_lp", player, amount=amount, lp=p.lp)
        if p.lp <= 0:
            p.lp = 0
            self.mark_loss(player, "lp")

    def at_end_phase(self, card: Card, action: Callable[["Duel", Card], None]) -> None:
        """Do ``action(duel, card)`` during this turn's End Phase, unless ``card`` has moved or been
        turned face-down/face-up again since (a lingering effect is reset then: FD-23)."""
        self.end_phase_actions.append((self.turn, card.link(), action))

    def at_end_phase_of_turn(self, action: Callable[["Duel", Any], None]) -> None:
        """Do ``action(duel, None)`` during this turn's End Phase, whatever happens to the card that
        set it up ("During the End Phase of this turn, ...": Book of Eclipse)."""
        self.end_phase_actions.append((self.turn, None, action))

    def run_end_phase_actions(self) -> None:
        """Carry out this turn's End Phase actions whose card is still the same (FD-23)."""
        due = [(t, link, act) for t, link, act in self.end_phase_actions if t == self.turn]
        self.end_phase_actions = [x for x in self.end_phase_actions if x[0] > self.turn]
        for _, link, act in due:
            if link is None:
                act(self, None)
            elif link.valid:
                act(self, link.card)

    def end_of_turn_cleanup(self) -> None:
        """End the effects that last "until the end of this turn"."""
        self.player_effects = [pe for pe in self.player_effects if pe.expires_turn > self.turn]
        self.delayed_effects = [d for d in self.delayed_effects if d.expires_turn > self.turn]
        for card in self.cards:
            if card.applied:
                card.applied = [
                    a for a in card.applied
                    if not (a.reset & Reset.END_OF_TURN and a.expires_turn is not None and a.expires_turn <= self.turn)
                ]

    def place_field_spell(self, card: Card, player: int, position: Position) -> "Process":
        """Put a Field Spell in ``player``'s Field Zone; a Field Spell already there is first sent
        to the GY (modern) or destroyed (2006) before the new one is placed (FS-05)."""
        old = self.players[player].field_zone
        if old is not None:
            if self.flags.replaced_field_spell_destroyed:
                self.destroy([old], reason="rule")
            else:
                self.send_to_gy(old, reason="rule")
        self.move(card, Location.FIELD_ZONE, position=position, controller=player)
        return
        yield  # pragma: no cover - keeps this a generator

    # ------------------------------------------------------------------ knowledge
    def view(self, player: int) -> dict[str, Any]:
        """The duel as ``player`` (0 or 1) may know it: a JSON-ready dict.

        Keys: "player", "turn", "turn_player", "phase", "battle_step", "players" (two dicts with
        "lp", "hand", "hand_count", "deck_count", "extra_deck" (own: cards; opponent's: count
        only, as "extra_deck_count"), "gy", "banished", "main_monster_zones",
        "spell_trap_zones" (a face-up Equip Card's entry also has "equipped_to": the location,
        1-based zone and controller of the monster it is equipped to, public since both players
        saw the equip; a hidden card carries nothing more), "field_zone"), "extra_monster_zones", "chain" (the Chain Links now:
        number, player, card), "attack" (the attack under way: attacker and target, None for a
        direct attack; None outside an attack), "decision" (when it is this player's to answer) and "result". Cards the player may not know carry "hidden": True and
        nothing that identifies them (FD-01, FD-02, FD-03, FD-07; DESIGN §4).

        Raises:
            DuelcoreError: ``player`` is not 0 or 1.
        """
        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"view(player): player must be 0 or 1, got {player!r}")
        from duelcore.state.knowledge import card_info as info

        def zone_list(zs: list[Card | None]) -> list[dict[str, Any] | None]:
            return [None if c is None else info(c, player) for c in zs]

        def spell_trap_list(zs: list[Card | None]) -> list[dict[str, Any] | None]:
            out = zone_list(zs)
            for entry, c in zip(out, zs):
                host = None if c is None else self._equip_host(c)
                if entry is not None and host is not None and not entry.get("hidden"):
                    entry["equipped_to"] = {"location": host.location.value, "zone": host.zone + 1,
                                            "controller": host.controller}
            return out

        sides = []
        for p in self.players:
            side: dict[str, Any] = {
                "lp": p.lp,
                "hand_count": len(p.hand),
                "hand": [info(c, player) for c in p.hand],
                "deck_count": len(p.deck),
                "extra_deck_count": len(p.extra_deck),
                "gy": [info(c, player) for c in p.gy],
                "banished": [info(c, player) for c in p.banished],
                "main_monster_zones": zone_list(p.main_monster_zones),
                "spell_trap_zones": spell_trap_list(p.spell_trap_zones),
                "field_zone": None if p.field_zone is None else info(p.field_zone, player),
            }
            if p.index == player:
                side["extra_deck"] = [info(c, player) for c in p.extra_deck]
            sides.append(side)
        out: dict[str, Any] = {
            "player": player,
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": None if self.phase is None else self.phase.value,
            "battle_step": None if self.battle_step is None else self.battle_step.value,
            "rules": self.flags.preset,
            "players": sides,
            "extra_monster_zones": zone_list(self.extra_monster_zones)
            if self.flags.extra_monster_zones
            else None,
            "result": None if self.result is None else self.result.to_dict(),
            "chain": [
                {"number": link.number, "player": link.player, "card": info(link.card, player)}
                for link in self.chain
            ],
            "attack": self._attack_view(player),
        }
        if self._decision is not None and self._decision.player == player:
            out["decision"] = self._decision.to_dict()
        return out

    @staticmethod
    def _equip_host(card: Card) -> Card | None:
        """The monster on the field that the Equip Card ``card`` is equipped to while the link
        holds, else None (its "equipped_to" link: Equip Spells, monsters held as Equip Cards)."""
        link = card.values.get("equipped_to")
        if link is None or not link.valid or not link.card.location.is_monster_zone:
            return None
        return link.card

    def _attack_view(self, player: int) -> dict[str, Any] | None:
        """The attack under way as ``player`` may know it: {"attacker": card, "target": card or
        None for a direct attack}, or None outside an attack (public information: rulebook
        "Battle Phase", attack declaration)."""
        if self.attacking is None:
            return None
        target = self.attack_target
        return {"attacker": card_info(self.attacking, player),
                "target": None if target is None or target == "direct" else card_info(target, player)}

    def why_not(self, player: int, card: Card, action: Action = Action.ACTIVATE) -> list[str]:
        """Why ``player`` cannot take ``action`` with ``card`` now, naming the rule
        (rules.chain.why_not): activate it (the default), Normal Summon it (Action.NORMAL_SUMMON),
        Set it (SET_MONSTER), Flip Summon it (FLIP_SUMMON), change its battle position
        (CHANGE_POSITION) or declare an attack with it (ATTACK); [] when they can.

        Raises:
            DuelcoreError: ``player`` is not 0 or 1, ``card`` is not a card of this duel, or
                ``action`` is not one of those.
        """
        from duelcore.rules.why_not import why_not

        if isinstance(player, bool) or player not in (0, 1):
            raise DuelcoreError(f"why_not(player): player must be 0 or 1, got {player!r}")
        return why_not(self, player, card, action=action)

    # ------------------------------------------------------------------ hashing and cloning
    def canonical_state(self) -> dict[str, Any]:
        """The whole state in a canonical JSON-ready form (omniscient; includes Deck order and the
        random generator's state): every card with its facts, Xyz Materials, effects applied to it
        and who it was revealed to, a monster's ATK/DEF on the field, player and delayed effects,
        and the chain. Used for state hashes; never shown to players."""

        def c(card: Card | None) -> Any:
            if card is None:
                return None
            out = [
                card.uid,
                card.data.passcode,
                card.controller,
                None if card.position is None else card.position.name,
                card.incarnation,
                card.turn_placed,
                None if card.summon_type is None else card.summon_type.name,
                card.position_changed_turn,
                card.attack_declared_turn,
                card.attacks_this_turn,
                card.face_down_count,
                sorted(card.revealed_to),
                [m.uid for m in card.materials],
                sorted(a.flag or "" for a in card.applied),
            ]
            if card.location.is_monster_zone and card.data.is_monster:
                out += [card.atk, card.defense]
            return out

        sides = []
        for p in self.players:
            sides.append(
                {
                    "lp": p.lp,
                    "hand": [c(x) for x in p.hand],
                    "deck": [c(x) for x in p.deck],
                    "extra": [c(x) for x in p.extra_deck],
                    "gy": [c(x) for x in p.gy],
                    "banished": [c(x) for x in p.banished],
                    "mmz": [c(x) for x in p.main_monster_zones],
                    "stz": [c(x) for x in p.spell_trap_zones],
                    "fz": c(p.field_zone),
                    "ns": p.normal_summons_this_turn,
                }
            )
        version, internal, gauss = self.rng.getstate()
        rng_digest = hashlib.sha256(struct.pack(f"<{len(internal)}I", *internal)).hexdigest()
        return {
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": None if self.phase is None else self.phase.name,
            "players": sides,
            "emz": [c(x) for x in self.extra_monster_zones],
            "rng": [version, rng_digest, gauss],
            "player_effects": sorted([pe.player, pe.flag, pe.expires_turn] for pe in self.player_effects),
            "delayed": len(self.delayed_effects),
            "chain": [[link.number, link.card.uid] for link in self.chain],
        }

    def state_hash(self) -> str:
        """SHA-256 (hex) of :meth:`canonical_state` as canonical JSON; the same in every process."""
        text = json.dumps(self.canonical_state(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def clone(self) -> "Duel":
        """An independent copy of this duel at the same point, rebuilt by replaying its record.

        Raises:
            DuelcoreError: the record cannot rebuild it (should not happen).
        """
        from duelcore.engine.replay import rebuild

        return rebuild(self.record, self.db)

    def header(self) -> dict[str, Any]:
        """The replay header: engine version, seed, flags, decks or set-up, first player."""
        return {
            "type": "header",
            "engine": "duelcore",
            "version": __version__,
            "seed": self.record.seed,
            "rules": self.flags.preset,
            "flags": self.flags.to_dict(),
            "first_player": self.record.first_player,
            "decks": self.record.decks,
            "setup": self.record.setup,
        }
