"""The duel's state, and the few operations every part of the rules uses to read and record it.

:class:`DuelState` holds what a duel is at a moment: both players' cards, zones and LP, the turn
and phase, the attack under way, the chain, the effects that apply (as data: the card effects
indexed by kind, player effects, delayed effects, End Phase actions), the record and the event
log. Its methods read the board (piles, zones, monsters), record events (:meth:`DuelState.emit`),
count game actions (for missing the timing) and operations (the budget that stops a runaway
card script), publish Decisions (:meth:`DuelState.ask`), count once-per-turn uses, hold player
effects and note who has lost.

The rules (``duelcore.rules``) add the game actions and the continuous-effect look-ups, the engine
(``duelcore.engine``) the processor, the views and the hashes: :class:`duelcore.engine.duel.Duel`
is this class with those methods composed in.

Source: DESIGN §1 (processor and Decisions), §2 (effects as data), §4 (knowledge).
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable

from duelcore.cards.period import check_card_texts
from duelcore.cards.registry import effects_for
from duelcore.errors import CardScriptError, DuelcoreError, ListenerError
from duelcore.state.card import Card
from duelcore.state.decision import Decision, DecisionKind, Option, Process
from duelcore.state.effects import Effect, EffectKind, PlayerEffect, TriggerEvent
from duelcore.state.lasting import DelayedEffect, EndPhaseAction
from duelcore.state.enums import BattleStep, Location, Phase, Position
from duelcore.state.events import Event
from duelcore.state.flags import RuleFlags
from duelcore.state.knowledge import can_see, card_info
from duelcore.state.player import PlayerState
from duelcore.state.record import DuelEnd, DuelRecord, DuelResult
from duelcore.state.seeds import resolve_seed

if TYPE_CHECKING:
    from duelcore.cards.database import CardData, CardDatabase
    from duelcore.engine.duel import Duel

#: Most game operations (moves, events) allowed between two answers before a card script is
#: stopped as a runaway (count).
OPERATION_BUDGET = 20_000


#: Effect fields the rules look up among the live Continuous Effects (kept in per-hook lists).
HOOKS = ("forbids_attack", "prevents_battle_damage", "on_battle_damage", "permits_direct_attack", "negates_link",
         "replaces_destruction", "before_targeted_resolution", "limits_attack_targets", "untargetable",
         "holds_position", "destroys_at_once", "changes_position", "faces_decks_up", "locks_graveyard",
         "on_draw", "forbids_face_down", "forbids_position_change", "forbids_summon", "disables_zones",
         "after_targeted_resolution", "forbids_activation", "forbids_banish", "grants_to")


#: Where a Spell or Trap Card is activated from once Set.
_SET_PLACES = frozenset({Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE})


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
            o = Option(o.action, f"{o.text} ({where})", o.card, o.zone, o.effect)  # read at once: the duel is as it is now
        out.append(o)
    return tuple(out)


def check_turn_options(hash_turns: Any, keep_turn_state: Any) -> None:
    """Check the duel options ``hash_turns`` (True or False) and ``keep_turn_state`` (True,
    False or a turn number >= 0).

    Raises:
        DuelcoreError: either is of another kind, named with its value.
    """
    if not isinstance(hash_turns, bool):
        raise DuelcoreError(f"hash_turns must be True or False, got {hash_turns!r}")
    _checked_keep_turn_state(keep_turn_state)


def _checked_keep_turn_state(value: Any) -> bool | int:
    """``value`` when it is True, False or a turn number >= 0 (see :func:`check_turn_options`)."""
    if not isinstance(value, bool) and (not isinstance(value, int) or value < 0):
        raise DuelcoreError(
            f"keep_turn_state must be True, False or a turn number (a whole number, 0 or more), got {value!r}")
    return value


class DuelState:
    """A duel's state (see the module doc); a :class:`duelcore.engine.duel.Duel` is one.

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

    def __init__(self, db: "CardDatabase", flags: RuleFlags, seed: int | None, first_player: int = 0,
                 card_texts: str = "current", game_format: str | None = None) -> None:
        """Create an empty duel; use ``Duel.new`` or ``Duel.from_setup`` instead.

        ``card_texts`` is the card-text era its cards are played by (``cards.period``: each card's
        script for that era, else its current one); ``game_format`` the name of the format it was
        started in, or None (both kept in the record).

        Raises:
            InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
            DuelcoreError: an unknown card-text era.
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
        self.card_texts = check_card_texts(card_texts)
        self.record = DuelRecord(seed=seed, flags=flags, decks=None, first_player=first_player,
                                 format=game_format, card_texts=card_texts)
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
        #: While a view is made (the duel standing still): the live effects of _modifier_effects
        #: that may change ATK/DEF, computed once (rules.stats.live_modifiers); None otherwise.
        self._live_modifiers: tuple | None = None
        #: engine.view's piles of card_facts made for compact_view, kept while their cards do
        #: not change (not part of the state: a copy starts with none; a determinization
        #: applied forgets them).
        self._view_piles: dict[tuple, tuple] = {}
        #: Continuous Effects that negate Spell or Trap effects; cards with effects that grant a flag.
        self._negating_effects: list[Effect] = []
        self._granting_cards: set[int] = set()
        #: The cards with an effect of Spell Speed 2 or 3 that can be activated (in uid order):
        #: a window that needs Spell Speed 2 looks further only when one of them is where it could be.
        self._quick_cards: list[Card] = []
        #: The cards with an effect that "the turn player" may use (Fusion Gate), in uid order.
        self._turn_player_cards: list[Card] = []
        #: hook name (an Effect field of HOOKS) -> the Continuous Effects that have it.
        self._hooked: dict[str, list[Effect]] = {}
        self._leave_hooks: list[tuple[Any, Card, dict[str, Any], str]] = []
        #: player -> (the top card of their Deck shown face-up to both players, what it was
        #: revealed to before): rules.continuous.show_deck_tops (Convulsion of Nature).
        self._shown_deck_tops: dict[int, tuple[Card, frozenset[int]]] = {}
        #: Card names declared aloud in this duel (Archfiend's Oath): words both players heard, so
        #: public; a declared name says nothing of where any card bearing it is.
        self.declared_names: set[str] = set()
        #: What to carry out during a turn's End Phase (records: state.lasting.EndPhaseAction).
        self.end_phase_actions: list[EndPhaseAction] = []
        self._bookkeeping = 0
        self._operations = 0
        self.resolving: Card | None = None
        self._event_taps: list[list[TriggerEvent]] = []
        #: the Chain Link whose effect is being applied (rules.chain.ChainLink), or None.
        self.resolving_link: Any = None
        self._hash_turns = False
        self._keep_turn_state: bool | int = False
        #: The state at the start of a turn (an engine.turn_state.TurnState; the current turn's
        #: while :attr:`keep_turn_state` is on), or None.
        self.turn_state: Any = None

    @property
    def hash_turns(self) -> bool:
        """Whether the state hash is recorded at the start of every turn in ``record.checkpoints``
        (canonical_state), as ``Duel.new(..., hash_turns=True)`` asks. Fixed for the whole duel:
        a replay being written rebuilds a duel that did not keep them with them
        (replay.write_log), so the hash is computed only when a replay needs it."""
        return self._hash_turns

    @property
    def keep_turn_state(self) -> bool | int:
        """Whether the processor copies the whole state at each turn boundary into
        :attr:`turn_state` (engine.turn_state): False (the default: a copy costs a few
        milliseconds), True, or a turn number n (from the end of turn n on). ``Duel.clone`` turns
        it on in the duel it is called on. Set it to turn it on or off: it takes effect at the
        next turn boundary.

        Raises:
            DuelcoreError: (when set) a value other than True, False or a whole number >= 0.
        """
        return self._keep_turn_state

    @keep_turn_state.setter
    def keep_turn_state(self, value: bool | int) -> None:
        self._keep_turn_state = _checked_keep_turn_state(value)

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
        emz = self.extra_monster_zones
        if emz[0] is not None or emz[1] is not None:
            out += [c for c in emz if c is not None and c.controller == player]
        return out

    def field_cards(self, player: int) -> list[Card]:
        """Every card ``player`` controls on the field."""
        p = self.players[player]
        out = self.monsters(player)
        out += [c for c in p.spell_trap_zones if c is not None]
        if p.field_zone is not None:
            out.append(p.field_zone)
        return out

    def _add_card(self, data: "CardData", owner: int, location: Location) -> Card:
        """Create a physical card in a pile of ``owner`` (Deck, hand, Extra Deck, GY, banished)."""
        card = Card(len(self.cards), data, owner, location)
        card.duel = self
        self._register_effects(card)
        self.cards.append(card)
        self.pile(owner, location).append(card)
        if location is Location.BANISHED:
            card.position = Position.FACE_UP
        return card

    def _register_effects(self, card: Card) -> None:
        """Give ``card`` the Effects its script makes (cards.registry.effects_for) and index them
        (:meth:`_index_effects`). A card's Effects are not state of their own: they are made from
        its script, again for a copy of the card (``Card.__deepcopy__``)."""
        card.effects = effects_for(card, self.card_texts)
        self._index_effects(card)

    def _index_effects(self, card: Card) -> None:
        """Index ``card``'s Effects by kind (triggers, continuous effects, modifiers, negation,
        hooks), in the order cards were added (a copy of the duel indexes its cards again), and
        note where they can be activated from (``Card.active_places``, ``Card.quick_places``)."""
        card.active_places = card.quick_places = frozenset()
        for effect in card.effects:
            self._index_effect(card, effect)

    def add_effect(self, card: Card, effect: Effect) -> None:
        """Give ``card`` one more Effect, one its script does not make (a test's stand-in), and
        index it. A duel holding such an Effect cannot be copied at a turn boundary (the copy
        makes a card's Effects from its script: engine.turn_state).

        Raises:
            DuelcoreError: ``effect`` belongs to another card.
        """
        if effect.card is not card:
            raise DuelcoreError(f"add_effect: {effect!r} belongs to {effect.card.name}, not {card.name}")
        card.effects.append(effect)
        self._index_effect(card, effect)

    def _index_effect(self, card: Card, effect: Effect) -> None:
        """Index one Effect of ``card`` (see :meth:`_index_effects`)."""
        if effect.turn_player_may_use and card not in self._turn_player_cards:
            self._turn_player_cards.append(card)
        if effect.kind not in (EffectKind.CONTINUOUS, EffectKind.TRIGGER, EffectKind.FLIP):
            if effect.kind is EffectKind.ACTIVATE:  # a card's activation: from the hand or Set
                places = _SET_PLACES if card.data.is_trap else _SET_PLACES | {Location.HAND}
            else:
                places = effect.range
            card.active_places = card.active_places | places
            if effect.speed() >= 2:
                card.quick_places = card.quick_places | places
                if card not in self._quick_cards:
                    self._quick_cards.append(card)
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
        base = {"kind": kind, "turn": self.turn, "player": player}
        if not any(isinstance(v, (Card, list)) for v in fields.values()):
            # No card in it: every reader reads the same, one dict (read-only).
            base.update(fields)
            return self._record_event(Event(kind, (base, base, base)))
        known = frozenset(known_to)
        omniscient = dict(base)
        mine = [dict(base), dict(base)]

        def render(card: Card) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
            full = card_info(card, None)
            public = full.copy()
            del public["uid"]
            # What a player saw of a card does not follow it to a face-down place on the field,
            # where naming it would tell which face-down card it is.
            extra = seen.get(card.uid, ()) if seen and not (card.on_field and not card.face_up) else ()
            per = [public if (v in known or v in extra or can_see(card, v)) else card_info(card, v, False) for v in (0, 1)]
            return full, per[0], per[1]

        same = True  # both players' renderings alike: then they are one dict (read-only)
        for key, value in fields.items():
            if isinstance(value, Card):
                omniscient[key], mine[0][key], mine[1][key] = r = render(value)
                same = same and r[1] is r[2]
            elif isinstance(value, list) and value and all(isinstance(v, Card) for v in value):
                rendered = [render(v) for v in value]
                omniscient[key] = [r[0] for r in rendered]
                mine[0][key] = [r[1] for r in rendered]
                mine[1][key] = [r[2] for r in rendered]
                same = same and all(r[1] is r[2] for r in rendered)
            else:
                omniscient[key] = value
                mine[0][key] = value
                mine[1][key] = value
        return self._record_event(Event(kind, (omniscient, mine[0], mine[0] if same else mine[1])))

    def event_this_turn(self, card: Card, kinds: "frozenset[str]") -> Event | None:
        """The latest log event of this turn of one of ``kinds`` that names ``card`` (its ``card``
        field, by uid), or None: how a card came to where it is this turn (who Summoned it, what
        sent it to the GY)."""
        for event in reversed(self.events):
            if event.turn != self.turn:
                break
            if event.kind in kinds:
                seen = event.all_seeing.get("card")
                if isinstance(seen, dict) and seen.get("uid") == card.uid:
                    return event
        return None

    def _record_event(self, event: Event) -> Event:
        """Add ``event`` to the event stream and pass it to every listener; returns it."""
        self.events.append(event)
        for listener in self._listeners:
            try:
                listener(event)
            except Exception as exc:
                raise ListenerError(exc) from exc
        return event

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        """Call ``listener(event)`` for every event emitted from now on.

        An exception the listener raises is its own, not the duel's: ``apply_action`` puts the
        duel back to before the answer and re-raises that exception unchanged (a closed output
        pipe is not a card's fault)."""
        self._listeners.append(listener)

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

    def uses(self, effect: Effect) -> int:
        """How many times ``effect`` (or, for a per-name limit, any effect of that name) was used this turn."""
        turn, n = self._uses.get(effect.count_key(), (0, 0))
        return n if turn == self.turn else 0

    def use(self, effect: Effect) -> None:
        """Count one use of ``effect`` this turn (for its count limit)."""
        if effect.count_limit is not None:
            self._uses[effect.count_key()] = (self.turn, self.uses(effect) + 1)

    def add_player_effect(self, player: int, flag: str, value: Any = None, turns: int = 1,
                          unless_negated: Any = None) -> None:
        """Apply a player effect until the end of this turn (or of ``turns`` turns from now);
        with ``unless_negated`` (an Activation), only while that activation is not negated
        (:meth:`lift_player_effects`).

        Flags in use: "no_battle_damage", "indestructible_by_battle", "cannot_activate_name",
        "cannot_summon", "no_damage", "special_summoned" (value: a card identity; see
        :meth:`special_summon_limited`), "wins_at_end_of_turn" (value: a result reason; see
        :meth:`win_after_turns`).
        """
        self.player_effects.append(PlayerEffect(player, flag, self.turn + turns - 1, value, unless_negated))

    def lift_player_effects(self, activation: Any) -> None:
        """End the player effects applied ``unless_negated`` by ``activation``: its activation was
        negated (rules.chain.resolve_link)."""
        self.player_effects = [pe for pe in self.player_effects if pe.unless_negated is not activation]

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

    def mark_loss(self, player: int, reason: str) -> None:
        """Note that ``player`` has met a losing condition (decided at the next check_win)."""
        self._losers.add(player)
        self._loss_reasons.setdefault(player, reason)

    def mark_win(self, player: int, reason: str) -> None:
        """Note that ``player`` has met a winning condition by a card's effect ("you win the
        Duel": Final Countdown); decided at the next :meth:`check_win`, as their opponent's loss
        with ``reason`` (a key of ``state.record.WIN_REASONS``). So a win met at the same time as
        the winner's own loss, or both players' wins at once, make a draw. Source: rulebook
        "Winning and Losing" (a player wins by a card's effect that says so; players who win and
        lose at the same time draw); Final Countdown's UDE FAQ ("both "Final Countdowns" win at
        the same time and the Duel is a DRAW")."""
        self.mark_loss(1 - player, reason)

    def check_win(self) -> None:
        """End the duel if a player has met a losing condition (or the other a winning one:
        :meth:`mark_win`); both at once is a draw.

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
