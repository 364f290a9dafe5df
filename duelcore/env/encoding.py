"""The observation encoder: numpy arrays built from one player's view and their Decision only.

:class:`ObservationEncoder` turns ``Duel.compact_view(player)`` (what ``Duel.view(player)`` says,
each card as a tuple) and the options of that player's Decision into fixed-shape int32 arrays
(every field is documented in docs/ENV.md). It never reads the duel's hidden state: a card the
view hides (no passcode) becomes a row that says only where it is; a card's printed data
(Attribute, Type, printed ATK/DEF, card-type bits) is looked up in the card database by the
passcode the view gives, which the player may know.

Source: issue 19 (the observation of the environment), DESIGN §4 (a player sees only their view).
"""

from __future__ import annotations

import re
import struct
import zlib
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from duelcore.cards.database import CardDatabase
from duelcore.cards.types import Attribute, MonsterType, TypeBits
from duelcore.errors import DuelcoreError
from duelcore.state.decision import Action, Decision, DecisionKind, Option, as_index
from duelcore.state.enums import BattleStep, Location, Phase, Position

#: Location codes of a card row, an option row and an action row (0 = none).
LOCATIONS: tuple[Location, ...] = (Location.DECK, Location.HAND, Location.EXTRA_DECK, Location.MAIN_MONSTER_ZONE,
                                   Location.EXTRA_MONSTER_ZONE, Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE,
                                   Location.GY, Location.BANISHED, Location.XYZ_MATERIAL, Location.NOWHERE)
_LOCATION_CODE = {loc.value: i + 1 for i, loc in enumerate(LOCATIONS)}
#: Position codes (0 = none: a card off the field).
POSITIONS: tuple[Position, ...] = tuple(Position)
_POSITION_CODE = {pos.value: i + 1 for i, pos in enumerate(POSITIONS)}
_FACE_UP = {_POSITION_CODE[p.value] for p in POSITIONS if p in (Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE,
                                                                Position.FACE_UP)}
#: Phase codes (0 = none: before the first turn).
PHASES: tuple[Phase, ...] = tuple(Phase)
_PHASE_CODE = {ph.value: i + 1 for i, ph in enumerate(PHASES)}
#: Battle Step codes (0 = none: outside the Battle Phase or before its first step).
BATTLE_STEPS: tuple[BattleStep, ...] = tuple(BattleStep)
_BATTLE_STEP_CODE = {step.value: i + 1 for i, step in enumerate(BATTLE_STEPS)}
#: Option kinds: Action codes 1..len(ACTIONS); then the environment's own "next page".
ACTIONS: tuple[Action, ...] = tuple(Action)
_ACTION_CODE = {a: i + 1 for i, a in enumerate(ACTIONS)}
NEXT_PAGE = len(ACTIONS) + 1
#: Decision kind codes (0 = no Decision for this player now).
DECISION_KINDS: tuple[DecisionKind, ...] = tuple(DecisionKind)
_KIND_CODE = {k: i + 1 for i, k in enumerate(DECISION_KINDS)}

#: The columns of a card row (docs/ENV.md "cards").
CARD_FIELDS: tuple[str, ...] = (
    "present", "card_index", "type_bits", "level", "attribute", "monster_type", "printed_atk", "printed_def",
    "atk", "def", "location", "zone", "position", "controller", "owner", "face_up", "known",
)
#: The global features (docs/ENV.md "global").
GLOBAL_FIELDS: tuple[str, ...] = (
    "my_lp", "opponent_lp", "turn", "phase", "my_turn", "chain_length", "my_hand_count", "opponent_hand_count",
    "my_deck_count", "opponent_deck_count", "my_extra_deck_count", "opponent_extra_deck_count", "my_gy_count",
    "opponent_gy_count", "my_banished_count", "opponent_banished_count", "deciding", "decision_kind",
    "option_count", "page", "page_count", "battle_step", "attack", "attacker_location", "attacker_zone",
    "attacker_controller", "attack_target_location", "attack_target_zone", "attack_target_controller",
)
#: The columns of an option row (docs/ENV.md "options").
OPTION_FIELDS: tuple[str, ...] = (
    "present", "action", "card_index", "card_location", "card_zone", "card_controller", "card_known", "zone",
    "position", "zone_location", "effect", "tributes", "value_kind", "value",
)
#: What the words of an option of an "option" Decision (a declaration) are: the ``value_kind``
#: codes 1..len(DECLARED_KINDS) of an option row, in the order they are tried (0: not a
#: declaration). docs/ENV.md "Declarations".
DECLARED_KINDS: tuple[str, ...] = ("coin", "card type", "Attribute", "monster Type", "number", "LP", "card name",
                                   "words")
_COINS = {"Heads": 1, "Tails": 2}
_CARD_TYPES = {"Monster": int(TypeBits.MONSTER), "Spell": int(TypeBits.SPELL), "Trap": int(TypeBits.TRAP)}
_ATTRIBUTES = {a.label: int(a) for a in Attribute}
_MONSTER_TYPES = {t.label: int(t) for t in MonsterType}
_LP = re.compile(r"(\d+) LP")
#: A Summon option's Tributes: "(2 Tributes)" (the Level rule), "(Tribute 1 ...)" (a card's own procedure).
_TRIBUTES = re.compile(r"\((?:(\d+) Tributes?\)|Tribute (\d+) )")
#: A zone option's words begin with its location's ("Extra Monster Zone 2").
_ZONE_WORDS = tuple((loc.value + " ", _LOCATION_CODE[loc.value]) for loc in LOCATIONS)
#: The options that Summon or Set a monster by a procedure that may need Tributes.
_SUMMONS = frozenset({Action.NORMAL_SUMMON, Action.SET_MONSTER, Action.SPECIAL_SUMMON})
#: The columns of an action row (docs/ENV.md "actions").
ACTION_FIELDS: tuple[str, ...] = ("present", "decision_kind", "action", "card_index", "card_location", "card_zone",
                                  "card_controller")

_INT32_MAX = int(np.iinfo(np.int32).max)


def _where(location: str, zone: int | None, controller: int, player: int) -> tuple[int, int, int]:
    """(location code, 1-based zone or 0, controller: 0 the player, 1 the opponent) of a card's
    place as ``player`` reads it: the place columns of option, action and attack values."""
    return _LOCATION_CODE.get(location, 0), zone or 0, 0 if controller == player else 1


def _keep(kept: dict, limit: int, key: Any, value: Any) -> Any:
    """Keep ``value`` under ``key`` in ``kept`` (emptied first when it holds ``limit`` entries)
    and return it: the encoder's rows made once and read again while what they are made from
    is unchanged."""
    if len(kept) >= limit:
        kept.clear()
    kept[key] = value
    return value


@dataclass(frozen=True, slots=True)
class EncoderConfig:
    """The sizes of the observation arrays.

    Attributes:
        option_slots: action slots (at least 2: one option and "next page").
        max_cards: card rows (cards beyond it are left out: see docs/ENV.md).
        history: rows of the player's own recent actions.

    Raises (on construction):
        DuelcoreError: a size that is not a whole number in range.
    """

    option_slots: int = 32
    max_cards: int = 128
    history: int = 16

    def __post_init__(self) -> None:
        for name, low in (("option_slots", 2), ("max_cards", 1), ("history", 0)):
            value = getattr(self, name)
            whole = as_index(value)  # numpy integers too, never a bool
            if whole is None or whole < low:
                raise DuelcoreError(f"{name} must be a whole number of at least {low}, got {value!r}")
            object.__setattr__(self, name, whole)


def page_layout(option_count: int, slots: int) -> tuple[int, int]:
    """How ``option_count`` options fill ``slots`` action slots: (options per page, page count).

    With no more options than slots, one page holds them all. Otherwise every page holds
    ``slots - 1`` options and its last slot is "next page" (after the last page, the first again).
    """
    if option_count <= slots:
        return max(option_count, 1), 1
    per = slots - 1
    return per, -(-option_count // per)


class ObservationEncoder:
    """Encodes one player's view and Decision as numpy arrays (fields: docs/ENV.md).

    Args:
        db: the card database (card-id index and printed data).
        config: the array sizes.

    The card-id index of a passcode is its 1-based rank among the database's passcodes
    (0: no card or an unknown one), the same for every deck.

    It reads ``Duel.compact_view(player)``: what ``Duel.view(player)`` says, each card as a
    ``knowledge.card_facts`` tuple. A row depends only on such a tuple, the player and whose
    pile the card is in, so rows are made once and kept (as the bytes of their int32 values)
    and an observation joins them: a dict look-up for each card on the field, one for each
    pile (hand, GY, banished, Extra Deck) elsewhere, and an array per field.
    """

    #: Rows, and piles of rows, kept at most (then forgotten all at once and made again as they
    #: come): a few MB at most.
    CACHE_ROWS = 20_000
    CACHE_PILES = 2_000

    def __init__(self, db: CardDatabase, config: EncoderConfig) -> None:
        self.db = db
        self.config = config
        self.passcodes: list[int] = sorted(card.passcode for card in db)
        self._index: dict[int, int] = {passcode: i + 1 for i, passcode in enumerate(self.passcodes)}
        self._printed: dict[int, tuple[int, ...]] = {}
        self._card_rows: dict[tuple, bytes] = {}
        self._option_rows: dict[tuple, bytes] = {}
        self._name_index: dict[str, int] | None = None
        self._pile_rows: dict[tuple, tuple[list, bytes]] = {}
        self._pack_card = struct.Struct(f"={len(CARD_FIELDS)}i").pack
        self._pack_option = struct.Struct(f"={len(OPTION_FIELDS)}i").pack
        self._pack_action = struct.Struct(f"={len(ACTION_FIELDS)}i").pack
        self._next_page = self._pack_option(1, NEXT_PAGE, *[0] * (len(OPTION_FIELDS) - 2))
        self._words = (_COINS, _CARD_TYPES, _ATTRIBUTES, _MONSTER_TYPES)
        self._masks: dict[tuple[int, bool], np.ndarray] = {}

    def card_index(self, passcode: int | None) -> int:
        """The card-id index of ``passcode`` (1-based rank in the database; 0 for None).

        Raises:
            DuelcoreError: a passcode not in the database.
        """
        if passcode is None:
            return 0
        index = self._index.get(passcode)
        if index is None:
            raise DuelcoreError(f"passcode {passcode} is not in the card database {self.db.path}")
        return index

    def spaces(self) -> dict[str, Any]:
        """The shapes of :meth:`encode`'s arrays: {name: shape} (all int32)."""
        c = self.config
        return {"cards": (c.max_cards, len(CARD_FIELDS)), "global": (len(GLOBAL_FIELDS),),
                "options": (c.option_slots, len(OPTION_FIELDS)), "actions": (c.history, len(ACTION_FIELDS))}

    def _printed_of(self, passcode: int) -> tuple[int, ...]:
        """(card_index, type_bits, level, attribute, monster_type, printed_atk, printed_def) of
        ``passcode``, from the card database (made once per passcode)."""
        printed = self._printed.get(passcode)
        if printed is None:
            data = self.db.get(passcode)
            printed = self._printed[passcode] = (
                self.card_index(passcode), int(data.type_bits), data.level,
                0 if data.attribute is None else int(data.attribute),
                0 if data.monster_type is None else int(data.monster_type),
                -1 if data.atk is None else data.atk, -1 if data.defense is None else data.defense)
        return printed

    def _card_row(self, key: tuple) -> bytes:
        """The bytes of the card row of ``key`` = (card_facts tuple, player, owner: 0/1, or None
        on the field where the view does not say who owns a card), relative to the player."""
        (passcode, location, zone, position, controller, level, atk, defense), player, owner = key
        position = _POSITION_CODE.get(position, 0)
        place = (_LOCATION_CODE.get(location, 0), zone or 0, position, 0 if controller == player else 1,
                 -1 if owner is None else (0 if owner == player else 1), 1 if position in _FACE_UP else 0)
        if passcode is None:
            row = self._pack_card(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, *place, 0)
        else:
            index, bits, printed_level, attribute, monster_type, printed_atk, printed_def = self._printed_of(passcode)
            if atk is None:
                level, atk, defense = printed_level, printed_atk, printed_def
            elif defense is None:
                defense = -1
            row = self._pack_card(1, index, bits, level, attribute, monster_type, printed_atk, printed_def, atk,
                                  defense, *place, 1)
        return _keep(self._card_rows, self.CACHE_ROWS, key, row)

    def _pile_row(self, key: tuple, pile: tuple) -> bytes:
        """The bytes of the card rows of a pile (hand, GY, banished, Extra Deck) of ``key`` = (the
        id of its tuple of card_facts, player, owner), kept with the pile: ``Duel.compact_view``
        gives the same tuple for a pile while nothing it says of its cards changes, and while
        the pile is kept, no other object has its id."""
        rows = self._card_rows
        _, player, owner = key
        data = b"".join([rows.get(k) or self._card_row(k) for k in [(facts, player, owner) for facts in pile]])
        _keep(self._pile_rows, self.CACHE_PILES, key, (pile, data))
        return data

    def name_index(self, name: str) -> int:
        """The card-id index of the card name ``name``: the lowest card-id index of the database's
        cards that bear it (0 when none does)."""
        if self._name_index is None:
            names: dict[str, int] = {}
            for index, passcode in enumerate(self.passcodes, start=1):
                names.setdefault(self.db.get(passcode).name, index)
            self._name_index = names
        return self._name_index.get(name, 0)

    def declared_kind(self, decision: Decision) -> int:
        """The ``value_kind`` of the options of ``decision`` (0 unless it is an "option" Decision,
        a declaration): the first of :data:`DECLARED_KINDS` that every option's words are, so
        that all the options of one declaration are read alike ("words" when no other fits)."""
        if decision.kind is not DecisionKind.OPTION:
            return 0
        texts = [option.text for option in decision.options]
        for code, words in enumerate(self._words, start=1):
            if all(text in words for text in texts):
                return code
        for code, fits in ((5, str.isdigit), (6, _LP.fullmatch), (7, lambda text: self.name_index(text) > 0)):
            if all(fits(text) for text in texts):
                return code
        return len(DECLARED_KINDS)

    def _declared_value(self, kind: int, text: str) -> int:
        """The ``value`` of a declaration's option of ``value_kind`` ``kind`` whose words are
        ``text`` (docs/ENV.md "Declarations")."""
        if kind <= len(self._words):
            return self._words[kind - 1][text]
        if kind == 5:
            return int(text)
        if kind == 6:
            return int(_LP.fullmatch(text)[1])
        if kind == 7:
            return self.name_index(text)
        return zlib.crc32(text.encode("utf-8")) & _INT32_MAX

    def _option_row(self, key: tuple) -> bytes:
        """The bytes of the option row of ``key`` = (Action, card_place tuple or None, zone or None,
        text, effect or None, value_kind of its Decision, player)."""
        action, place, zone, text, effect, declared, player = key
        position = zone_location = tributes = 0
        if action is Action.POSITION:
            position = _POSITION_CODE.get(text.rpartition(" in ")[2], 0)
        elif action is Action.ZONE:
            zone_location = next((code for loc, code in _ZONE_WORDS if text.startswith(loc)), 0)
        elif action in _SUMMONS:
            found = _TRIBUTES.search(text)
            tributes = int(found[1] or found[2]) if found else 0
        value = self._declared_value(declared, text) if declared else 0
        extra = (position, zone_location, effect or 0, tributes, declared, value)
        if place is None:
            row = self._pack_option(1, _ACTION_CODE[action], 0, 0, 0, 0, 0, zone or 0, *extra)
        else:
            passcode, location, card_zone, controller = place
            row = self._pack_option(1, _ACTION_CODE[action], self.card_index(passcode),
                                    *_where(location, card_zone, controller, player), 0 if passcode is None else 1,
                                    zone or 0, *extra)
        return _keep(self._option_rows, self.CACHE_ROWS, key, row)

    def action_row(self, decision: Decision, option: Option) -> bytes:
        """The row of the ``actions`` array recording that ``decision``'s player chose ``option``
        (its card where it is now: call it before the answer is applied), as the bytes of its
        int32 values: what :meth:`encode`'s ``history`` holds."""
        place = option.card_place()
        if place is None:
            card = (0, 0, 0, 0)
        else:
            passcode, location, zone, controller = place
            card = (self.card_index(passcode), *_where(location, zone, controller, decision.player))
        return self._pack_action(1, _KIND_CODE[decision.kind], _ACTION_CODE[option.action], *card)

    @staticmethod
    def _array(data: bytes, rows: int, columns: int) -> np.ndarray:
        """An int32 array of ``rows`` x ``columns`` holding the rows of ``data`` (int32 values,
        row after row; those past ``rows`` left out), zeros after them."""
        array = np.zeros((rows, columns), dtype=np.int32)
        if data:
            flat = array.reshape(-1)
            values = np.frombuffer(data, dtype=np.int32)[:flat.size]
            flat[:values.size] = values
        return array

    @staticmethod
    def _attack_values(attack: tuple | None, player: int) -> tuple[int, ...]:
        """The global features of the attack under way (``compact_view``'s "attack"): its kind
        (0 none, 1 a monster is attacked, 2 a direct attack), then the attacker's and the
        target's location code, zone and controller (0 the player, 1 the opponent); zeros where
        there is no such card."""
        if attack is None:
            return (0,) * 7
        attacker, target = attack
        values = [1 if target is not None else 2]
        for place in (attacker, target):
            if place is None:
                values += (0, 0, 0)
            else:
                values += _where(*place[1:], player)
        return tuple(values)

    def _mask(self, shown: int, paged: bool) -> np.ndarray:
        """The action mask of a page showing ``shown`` options (and "next page" when ``paged``)."""
        mask = self._masks.get((shown, paged))
        if mask is None:
            mask = np.zeros(self.config.option_slots, dtype=np.int8)
            mask[:shown] = 1
            if paged:
                mask[-1] = 1
            self._masks[shown, paged] = mask
        return mask.copy()

    def encode(self, view: dict[str, Any], decision: Decision | None, page: int = 0,
               history: Sequence[bytes] = ()) -> dict[str, np.ndarray]:
        """The observation of ``view``'s player.

        Args:
            view: ``Duel.compact_view(player)``.
            decision: that player's Decision, or None when it is not theirs to decide.
            page: the page of options shown (see :func:`page_layout`).
            history: the player's own recent actions, oldest first: :meth:`action_row` of each.

        Returns:
            {"cards", "global", "options", "actions": int32 arrays (shapes: :meth:`spaces`),
            "action_mask": int8 array of ``option_slots``}.

        Raises:
            DuelcoreError: a card's passcode is not in the card database; ``view`` is a
                ``Duel.view`` (cards as dicts), not a ``Duel.compact_view``.
        """
        if "rules" in view:
            raise DuelcoreError("ObservationEncoder.encode reads Duel.compact_view(player) (cards as tuples), "
                                "not Duel.view(player)")
        c = self.config
        player = view["player"]
        rows = self._card_rows
        make = self._card_row
        parts: list[bytes] = []
        append = parts.append
        pile_rows = self._pile_rows

        # The player's side first, then the opponent's; on the field, the view does not say who
        # owns a card (control may have changed): owner None there (-1 in the row).
        players = view["players"]
        for side_index in (player, 1 - player):
            side = players[side_index]
            for zones in (side["main_monster_zones"], side["spell_trap_zones"], (side["field_zone"],)):
                for facts in zones:
                    if facts is not None:
                        key = (facts, player, None)
                        append(rows.get(key) or make(key))
            for pile in (side["hand"], side["gy"], side["banished"], side.get("extra_deck", ())):
                if pile:
                    key = (id(pile), player, side_index)
                    kept = pile_rows.get(key)
                    append(kept[1] if kept is not None and kept[0] is pile else self._pile_row(key, pile))
            facts = side["deck_top"]
            if facts is not None:
                key = (facts, player, side_index)
                append(rows.get(key) or make(key))
        for facts in view["extra_monster_zones"] or ():
            if facts is not None:
                key = (facts, player, None)
                append(rows.get(key) or make(key))
        cards = self._array(b"".join(parts), c.max_cards, len(CARD_FIELDS))

        me, them = players[player], players[1 - player]
        options = decision.options if decision is not None else ()
        per, pages = page_layout(len(options), c.option_slots)
        values = [
            me["lp"], them["lp"], view["turn"], _PHASE_CODE.get(view["phase"], 0),
            1 if view["turn_player"] == player else 0, len(view["chain"]), me["hand_count"], them["hand_count"],
            me["deck_count"], them["deck_count"], me["extra_deck_count"], them["extra_deck_count"], len(me["gy"]),
            len(them["gy"]), len(me["banished"]), len(them["banished"]), 1 if decision is not None else 0,
            _KIND_CODE[decision.kind] if decision is not None else 0, len(options), page, pages,
            _BATTLE_STEP_CODE.get(view["battle_step"], 0), *self._attack_values(view["attack"], player),
        ]
        if min(values) < -1 or max(values) > _INT32_MAX:
            values = [min(max(v, -1), _INT32_MAX) for v in values]
        glob = np.array(values, dtype=np.int32)

        if decision is not None:
            option_rows = self._option_rows
            start = page * per
            shown = options[start:start + per]
            parts = []
            declared = self.declared_kind(decision)
            for option in shown:
                key = (option.action, option.card_place(), option.zone, option.text, option.effect, declared, player)
                parts.append(option_rows.get(key) or self._option_row(key))
            if pages > 1:
                parts.extend([bytes(4 * len(OPTION_FIELDS))] * (c.option_slots - 1 - len(shown)))
                parts.append(self._next_page)
            data = b"".join(parts)
            mask = self._mask(len(shown), pages > 1)
        else:
            data = b""
            mask = self._mask(0, False)
        option_array = self._array(data, c.option_slots, len(OPTION_FIELDS))
        actions = self._array(b"".join(history[-c.history:]) if c.history else b"", c.history, len(ACTION_FIELDS))
        return {"cards": cards, "global": glob, "options": option_array, "actions": actions, "action_mask": mask}
