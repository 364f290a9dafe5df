"""The observation encoder: numpy arrays built from one player's view and their Decision only.

:class:`ObservationEncoder` turns ``Duel.view(player)`` and the options of that player's Decision
into fixed-shape int32 arrays (every field is documented in docs/ENV.md). It never reads the
duel's hidden state: a card the view marks ``"hidden"`` becomes a row that says only where it
is; a card's printed data (Attribute, Type, printed ATK/DEF, card-type bits) is looked up in the
card database by the passcode the view gives, which the player may know.

Source: issue 19 (the observation of the environment), DESIGN §4 (a player sees only their view).
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from duelcore.cards.database import CardDatabase
from duelcore.errors import DuelcoreError
from duelcore.state.decision import Action, Decision, DecisionKind
from duelcore.state.enums import Location, Phase, Position

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
    "option_count", "page", "page_count",
)
#: The columns of an option row (docs/ENV.md "options").
OPTION_FIELDS: tuple[str, ...] = (
    "present", "action", "card_index", "card_location", "card_zone", "card_controller", "card_known", "zone",
)
#: The columns of an action row (docs/ENV.md "actions").
ACTION_FIELDS: tuple[str, ...] = ("present", "decision_kind", "action", "card_index", "card_location", "card_zone",
                                  "card_controller")

_INT32_MAX = int(np.iinfo(np.int32).max)


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
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise DuelcoreError(f"{name} must be a whole number of at least {low}, got {value!r}")


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
    """

    def __init__(self, db: CardDatabase, config: EncoderConfig) -> None:
        self.db = db
        self.config = config
        self.passcodes: list[int] = sorted(card.passcode for card in db)

    def card_index(self, passcode: int | None) -> int:
        """The card-id index of ``passcode`` (1-based rank in the database; 0 for None).

        Raises:
            DuelcoreError: a passcode not in the database.
        """
        if passcode is None:
            return 0
        i = bisect_left(self.passcodes, passcode)
        if i == len(self.passcodes) or self.passcodes[i] != passcode:
            raise DuelcoreError(f"passcode {passcode} is not in the card database {self.db.path}")
        return i + 1

    def spaces(self) -> dict[str, Any]:
        """The shapes of :meth:`encode`'s arrays: {name: shape} (all int32)."""
        c = self.config
        return {"cards": (c.max_cards, len(CARD_FIELDS)), "global": (len(GLOBAL_FIELDS),),
                "options": (c.option_slots, len(OPTION_FIELDS)), "actions": (c.history, len(ACTION_FIELDS))}

    def _card_row(self, row: np.ndarray, info: dict[str, Any], player: int, owner: int | None) -> None:
        """Fill one card row from a card_info dict, relative to ``player``."""
        row[0] = 1
        row[10] = _LOCATION_CODE.get(info.get("location"), 0)
        row[11] = info.get("zone", 0)
        row[12] = _POSITION_CODE.get(info.get("position"), 0)
        row[13] = 0 if info["controller"] == player else 1
        row[14] = -1 if owner is None else (0 if owner == player else 1)
        row[15] = 1 if row[12] in _FACE_UP else 0
        if info.get("hidden"):
            return
        row[16] = 1
        passcode = info["passcode"]
        row[1] = self.card_index(passcode)
        data = self.db.get(passcode)
        row[2] = int(data.type_bits)
        row[3] = data.level
        row[4] = 0 if data.attribute is None else int(data.attribute)
        row[5] = 0 if data.monster_type is None else int(data.monster_type)
        row[6] = -1 if data.atk is None else data.atk
        row[7] = -1 if data.defense is None else data.defense
        if "atk" in info:
            row[8] = info["atk"]
            row[9] = info["def"] if info.get("def") is not None else -1
            row[3] = info.get("level", info.get("rank", info.get("link_rating", data.level)))
        else:
            row[8], row[9] = row[6], row[7]

    def _option_card(self, row: np.ndarray, card: dict[str, Any] | None, player: int) -> None:
        """Fill an option row's or action row's card columns (card_index .. controller)."""
        if card is None:
            return
        row[2] = 0 if card.get("hidden") else self.card_index(card.get("passcode"))
        row[3] = _LOCATION_CODE.get(card.get("location"), 0)
        row[4] = card.get("zone", 0)
        row[5] = 0 if card.get("controller", player) == player else 1

    def encode(self, view: dict[str, Any], decision: Decision | None, page: int = 0,
               history: Sequence[tuple[int, int, dict[str, Any] | None]] = ()) -> dict[str, np.ndarray]:
        """The observation of ``view``'s player.

        Args:
            view: ``Duel.view(player)``.
            decision: that player's Decision, or None when it is not theirs to decide.
            page: the page of options shown (see :func:`page_layout`).
            history: the player's own recent actions, oldest first: (decision kind code, action
                code, the option's card dict or None).

        Returns:
            {"cards", "global", "options", "actions": int32 arrays (shapes: :meth:`spaces`),
            "action_mask": int8 array of ``option_slots``}.
        """
        c = self.config
        player = view["player"]
        cards = np.zeros((c.max_cards, len(CARD_FIELDS)), dtype=np.int32)
        n = 0

        def add(info: dict[str, Any] | None, owner: int | None) -> None:
            nonlocal n
            if info is None or n >= c.max_cards:
                return
            self._card_row(cards[n], info, player, owner)
            n += 1

        # The player's side first, then the opponent's; on the field, the view does not say who
        # owns a card (control may have changed): owner -1 there.
        for side_index in (player, 1 - player):
            side = view["players"][side_index]
            for info in side["main_monster_zones"]:
                add(info, None)
            for info in side["spell_trap_zones"]:
                add(info, None)
            add(side["field_zone"], None)
            for pile in ("hand", "gy", "banished", "extra_deck"):
                for info in side.get(pile, []):
                    add(info, side_index)
            add(side["deck_top"], side_index)
        for info in view["extra_monster_zones"] or []:
            add(info, None)

        me, them = view["players"][player], view["players"][1 - player]
        options = decision.options if decision is not None else ()
        per, pages = page_layout(len(options), c.option_slots)
        glob = np.array([
            me["lp"], them["lp"], view["turn"], _PHASE_CODE.get(view["phase"], 0),
            1 if view["turn_player"] == player else 0, len(view["chain"]), me["hand_count"], them["hand_count"],
            me["deck_count"], them["deck_count"], me["extra_deck_count"], them["extra_deck_count"], len(me["gy"]),
            len(them["gy"]), len(me["banished"]), len(them["banished"]), 1 if decision is not None else 0,
            _KIND_CODE[decision.kind] if decision is not None else 0, len(options), page, pages,
        ], dtype=np.int64).clip(-1, _INT32_MAX).astype(np.int32)

        rows = np.zeros((c.option_slots, len(OPTION_FIELDS)), dtype=np.int32)
        mask = np.zeros(c.option_slots, dtype=np.int8)
        if decision is not None:
            start = page * per
            for slot, index in enumerate(range(start, min(start + per, len(options)))):
                option = options[index]
                row = rows[slot]
                row[0], row[1] = 1, _ACTION_CODE[option.action]
                self._option_card(row, option.card, player)
                row[6] = 0 if option.card is None or option.card.get("hidden") else 1
                row[7] = option.zone or 0
                mask[slot] = 1
            if pages > 1:
                rows[c.option_slots - 1, :2] = (1, NEXT_PAGE)
                mask[c.option_slots - 1] = 1

        actions = np.zeros((c.history, len(ACTION_FIELDS)), dtype=np.int32)
        recent = list(history)[-c.history:] if c.history else []
        for row, (kind, action, card) in zip(actions, recent):
            row[0], row[1], row[2] = 1, kind, action
            if card is not None:
                row[3] = 0 if card.get("hidden") else self.card_index(card.get("passcode"))
                row[4] = _LOCATION_CODE.get(card.get("location"), 0)
                row[5] = card.get("zone", 0)
                row[6] = 0 if card.get("controller", player) == player else 1
        return {"cards": cards, "global": glob, "options": rows, "actions": actions, "action_mask": mask}
