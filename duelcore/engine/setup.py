"""Build a duel from a board set-up: who holds what, where, in which position, on which turn and phase.

A set-up is a plain mapping (read from a scenario's YAML). Players are numbered 1 and 2, as in
the play-by-play; zones are numbered 1-5 from the player's left, as on the mat. A set-up is part
of the record of a duel started from it (``DuelRecord.setup``), so the engine rebuilds such a duel
from it for replays, clones and the restore after a failing card script; the YAML scenario format
that holds set-ups is :mod:`duelcore.scenarios`. ``Duel.from_setup`` (this module's
:class:`SetupMixin`) builds the duel.

```yaml
rules: modern            # a preset name (default modern, or the format's preset)
format: goat             # a game format: its card texts and (unless rules is given) its preset (default none)
turn: 3                  # the turn number (default 1)
turn_player: 1           # 1 or 2 (default 1)
phase: Main Phase 1      # a Phase name (default Draw Phase)
players:
  1:
    lp: 8000
    hand: [Dark Magician, Celtic Guardian]       # names or passcodes
    deck: [Mystical Elf, Feral Imp]               # top card first
    extra_deck: []
    gy: []                                        # bottom first
    banished: []
    main_monster_zones:
      1: Celtic Guardian                          # face-up Attack Position
      3: {card: Giant Soldier of Stone, position: face-down defense, turn_placed: 2}
    extra_monster_zones:                          # an Extra Deck monster this player controls
      1: {card: Link Spider, summoned: link}
    spell_trap_zones:
      1: Mirror Force                             # Set (face-down) before this turn
      2: {card: Axe of Despair, position: face-up, equipped_to: 1}
      3: {card: Trap Hole, turn_placed: 3}        # Set this turn
    field_zone: {card: Yami, position: face-up}
    normal_summon_used: false
  2: {...}
```
A monster's entry may also give ``summoned`` (normal, tribute, flip, special, set, fusion,
ritual, xyz, link: the last four make it "properly summoned"), ``properly_summoned``,
``materials`` (Xyz Materials attached under it), ``position_changed_turn``,
``attack_declared_turn`` and ``turn_placed`` (default: the turn before the current one, so it
may attack and change position). A pile entry may be ``{card: NAME, properly_summoned: true}``.

Source: DESIGN §8 (scenario format).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from duelcore.cards.database import CardDatabase
from duelcore.cards.registry import check_playable
from duelcore.decks.game_formats import game_format
from duelcore.errors import DuelcoreError, ScenarioError, UnknownCardName, UnknownPasscode
from duelcore.state.enums import Location, Phase, Position, SummonType
from duelcore.state.flags import RuleFlags, preset
from duelcore.state.duel_state import check_turn_options
from duelcore.state.seeds import resolve_seed

if TYPE_CHECKING:
    from duelcore.cards.database import CardData
    from duelcore.engine.duel import Duel

POSITIONS: dict[str, Position] = {
    "attack": Position.FACE_UP_ATTACK,
    "face-up attack": Position.FACE_UP_ATTACK,
    "defense": Position.FACE_UP_DEFENSE,
    "face-up defense": Position.FACE_UP_DEFENSE,
    "face-down defense": Position.FACE_DOWN_DEFENSE,
    "face-down": Position.FACE_DOWN,
    "set": Position.FACE_DOWN,
    "face-up": Position.FACE_UP,
}

PHASES: dict[str, Phase] = {p.value.lower(): p for p in Phase}
PHASES.update({p.name.lower(): p for p in Phase})

SUMMONS: dict[str, SummonType] = {
    "normal": SummonType.NORMAL,
    "tribute": SummonType.TRIBUTE,
    "flip": SummonType.FLIP,
    "special": SummonType.SPECIAL,
    "set": SummonType.SET,
    "fusion": SummonType.FUSION,
    "ritual": SummonType.RITUAL,
    "xyz": SummonType.XYZ,
    "link": SummonType.LINK,
}
#: Summon types that are a monster's own procedure: the monster is "properly summoned".
PROPER = {SummonType.FUSION, SummonType.RITUAL, SummonType.XYZ, SummonType.LINK}

_TOP_KEYS = {"rules", "format", "turn", "turn_player", "phase", "players", "first_player"}
_PLAYER_KEYS = {
    "lp",
    "hand",
    "deck",
    "extra_deck",
    "gy",
    "banished",
    "main_monster_zones",
    "extra_monster_zones",
    "spell_trap_zones",
    "field_zone",
    "normal_summon_used",
}
_SPELL_TRAP_KEYS = {"card", "position", "turn_placed", "equipped_to"}
_MONSTER_KEYS = {"card", "position", "summoned", "turn_placed", "position_changed_turn", "attack_declared_turn",
                 "properly_summoned", "materials"}
_PILE_CARD_KEYS = {"card", "properly_summoned"}
_PILES = {
    "hand": Location.HAND,
    "deck": Location.DECK,
    "extra_deck": Location.EXTRA_DECK,
    "gy": Location.GY,
    "banished": Location.BANISHED,
}


def _check_keys(where: str, data: Mapping[str, Any], allowed: set[str]) -> None:
    unknown = sorted(str(k) for k in data if k not in allowed)
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(allowed))}")


def player_index(value: Any, where: str) -> int:
    """Turn a scenario player number (1 or 2) into an engine index (0 or 1).

    Raises:
        ScenarioError: anything but 1 or 2.
    """
    if value in (1, 2, "1", "2"):
        return int(value) - 1
    raise ScenarioError(f"{where}: player must be 1 or 2, got {value!r}")


def parse_phase(value: Any, where: str) -> Phase:
    """A Phase from its rulebook name ("Main Phase 1") or enum name ("main1").

    Raises:
        ScenarioError: an unknown phase.
    """
    try:
        return PHASES[str(value).strip().lower()]
    except KeyError:
        raise ScenarioError(f"{where}: unknown phase {value!r}; use one of: {', '.join(p.value for p in Phase)}") from None


def parse_position(value: Any, where: str) -> Position:
    """A Position from a scenario word ("attack", "face-down defense", "set", ...).

    Raises:
        ScenarioError: an unknown position word.
    """
    try:
        return POSITIONS[str(value).strip().lower()]
    except KeyError:
        raise ScenarioError(f"{where}: unknown position {value!r}; use one of: {', '.join(POSITIONS)}") from None


def lookup_card(db: "CardDatabase", key: Any, where: str) -> "CardData":
    """The card named (or with the passcode) ``key``.

    Raises:
        ScenarioError: unknown name or passcode (with the database's suggestions).
    """
    try:
        return db.lookup(key)
    except (UnknownCardName, UnknownPasscode) as exc:
        raise ScenarioError(f"{where}: {exc}") from None


class SetupMixin:
    """Starting a duel from a board set-up: :meth:`from_setup` (a classmethod of Duel; this mixin is
    composed into it)."""

    @classmethod
    def from_setup(
        cls,
        setup: Mapping[str, Any],
        db: "CardDatabase | None" = None,
        seed: int | None = 0,
        flags: RuleFlags | None = None,
        hash_turns: bool = False,
        keep_turn_state: bool | int = False,
    ) -> "Duel":
        """Create a duel in the position ``setup`` describes and run it to its first Decision
        (``duelcore.scenarios.build_duel`` is this).

        Args:
            setup: the set-up mapping (see the module doc).
            db: the card database (default: the shipped one).
            seed: the random seed, a whole number; None draws one from the system's random source
                (kept as the duel's seed, so it can be cloned and replayed).
            flags: the rule flags (default: the preset named by ``setup["rules"]``, else modern).
            hash_turns: record the state hash at the start of every turn in ``record.checkpoints``
                (see :attr:`DuelState.hash_turns`).
            keep_turn_state: keep the state at the start of the current turn (see ``Duel.new``).

        Raises:
            ScenarioError: an unknown key, card, zone, position, phase or player, or a card placed
                where it cannot be (the message names the key).
            InvalidSeed: ``seed`` is neither None nor a whole number (state.seeds).
        """
        seed = resolve_seed(seed)
        check_turn_options(hash_turns, keep_turn_state)

        if not isinstance(setup, Mapping):
            raise ScenarioError("the set-up must be a mapping")
        _check_keys("set-up", setup, _TOP_KEYS)
        db = CardDatabase.default() if db is None else db
        fmt = None
        if setup.get("format") is not None:
            try:
                fmt = game_format(setup["format"])
            except DuelcoreError as exc:
                raise ScenarioError(f"format: {exc}") from None
        if flags is None:
            try:
                flags = preset(setup.get("rules", fmt.rules if fmt is not None else "modern"))
            except DuelcoreError as exc:
                raise ScenarioError(f"rules: {exc}") from None
        turn = setup.get("turn", 1)
        if not isinstance(turn, int) or turn < 1:
            raise ScenarioError(f"turn: must be a whole number >= 1, got {turn!r}")
        turn_player = player_index(setup.get("turn_player", 1), "turn_player")
        first = setup.get("first_player")
        if first is None:
            first = turn_player if turn % 2 == 1 else 1 - turn_player
        else:
            first = player_index(first, "first_player")
        phase = parse_phase(setup.get("phase", "Draw Phase"), "phase")
        duel = cls(db, flags, seed, first, fmt.card_texts if fmt is not None else "current",
                   fmt.name if fmt is not None else None)
        duel.turn = turn
        duel.turn_player = turn_player
        duel.phase = phase
        players = setup.get("players", {}) or {}
        if not isinstance(players, Mapping):
            raise ScenarioError("players: must map 1 and 2 to each player's cards")
        placed: list[CardData] = []
        for key, side in players.items():
            p = player_index(key, "players")
            where = f"players.{p + 1}"
            if not isinstance(side, Mapping):
                raise ScenarioError(f"{where}: must be a mapping")
            _check_keys(where, side, _PLAYER_KEYS)
            if "lp" in side:
                lp = side["lp"]
                if not isinstance(lp, int) or lp < 0:
                    raise ScenarioError(f"{where}.lp: must be a whole number >= 0, got {lp!r}")
                duel.players[p].lp = lp
                if lp == 0:
                    duel.mark_loss(p, "lp")
            used = side.get("normal_summon_used", False)
            if not isinstance(used, bool):
                raise ScenarioError(f"{where}.normal_summon_used: must be true or false, got {used!r}")
            if used:
                duel.players[p].normal_summons_this_turn = 1
            for pile_key, location in _PILES.items():
                names = side.get(pile_key, []) or []
                if not isinstance(names, list):
                    raise ScenarioError(f"{where}.{pile_key}: must be a list of card names")
                if location is Location.DECK:
                    names = list(reversed(names))  # written top first; the engine keeps the top last
                for i, name in enumerate(names):
                    proper = False
                    if isinstance(name, Mapping):
                        _check_keys(f"{where}.{pile_key}[{i + 1}]", name, _PILE_CARD_KEYS)
                        proper = bool(name.get("properly_summoned", False))
                        name = name.get("card")
                    data = lookup_card(db, name, f"{where}.{pile_key}[{i + 1}]")
                    if data.is_token:
                        raise ScenarioError(f"{where}.{pile_key}[{i + 1}]: {data.name} is a Token (Tokens exist only on the field)")
                    if location is Location.EXTRA_DECK and not data.is_extra_deck:
                        raise ScenarioError(f"{where}.extra_deck[{i + 1}]: {data.name} is not an Extra Deck monster")
                    if location in (Location.DECK, Location.HAND) and data.is_extra_deck:
                        raise ScenarioError(f"{where}.{pile_key}[{i + 1}]: {data.name} belongs in the Extra Deck")
                    placed.append(data)
                    duel._add_card(data, p, location).properly_summoned = proper
            zones = side.get("main_monster_zones", {}) or {}
            if not isinstance(zones, Mapping):
                raise ScenarioError(f"{where}.main_monster_zones: must map zone numbers 1-5 to cards")
            for zkey, entry in zones.items():
                placed.append(_place_monster(duel, db, p, zkey, entry, f"{where}.main_monster_zones.{zkey}"))
            emz = side.get("extra_monster_zones", {}) or {}
            if not isinstance(emz, Mapping):
                raise ScenarioError(f"{where}.extra_monster_zones: must map zone numbers 1-2 to cards")
            for zkey, entry in emz.items():
                placed.append(_place_monster(duel, db, p, zkey, entry, f"{where}.extra_monster_zones.{zkey}", extra=True))
            st_zones = side.get("spell_trap_zones", {}) or {}
            if not isinstance(st_zones, Mapping):
                raise ScenarioError(f"{where}.spell_trap_zones: must map zone numbers 1-5 to cards")
            for zkey, entry in st_zones.items():
                placed.append(_place_spell_trap(duel, db, p, zkey, entry, f"{where}.spell_trap_zones.{zkey}"))
            if side.get("field_zone") is not None:
                placed.append(_place_spell_trap(duel, db, p, "field", side["field_zone"], f"{where}.field_zone"))
        try:
            check_playable([("scenario", placed)], duel.card_texts)
        except DuelcoreError as exc:
            raise ScenarioError(str(exc)) from None
        duel.record.setup = _jsonable(setup)
        duel._hash_turns, duel._keep_turn_state = hash_turns, keep_turn_state
        if hash_turns:
            duel.record.checkpoints.append((duel.turn, duel.state_hash()))
        duel._start(duel.run_turns(new_turn=False))
        return duel


def _place_monster(duel: "Duel", db: "CardDatabase", player: int, zkey: Any, entry: Any, where: str,
                   extra: bool = False) -> "CardData":
    """Place a monster in a Main Monster Zone (1-5), or with ``extra`` in an Extra Monster Zone (1-2,
    left and right as player 1 sees them; an Extra Deck monster only, and only under a preset that
    has them)."""
    try:
        zone = int(zkey) - 1
    except (TypeError, ValueError):
        zone = -1
    if extra:
        if not duel.flags.extra_monster_zones:
            raise ScenarioError(f"{where}: these rules have no Extra Monster Zone")
        if not 0 <= zone < 2:
            raise ScenarioError(f"{where}: Extra Monster Zone must be 1 or 2, got {zkey!r}")
        if duel.extra_monster_zones[zone] is not None:
            raise ScenarioError(f"{where}: Extra Monster Zone {zone + 1} is already taken")
    elif not 0 <= zone < 5:
        raise ScenarioError(f"{where}: Main Monster Zone must be 1-5, got {zkey!r}")
    spec, data = _zone_entry(db, entry, _MONSTER_KEYS, where)
    if not data.is_monster:
        raise ScenarioError(f"{where}: {data.name} is not a monster")
    if extra and not data.is_extra_deck:
        raise ScenarioError(f"{where}: only an Extra Deck monster goes to an Extra Monster Zone, not {data.name}")
    if str(spec.get("position", "attack")).strip().lower() not in ("attack", "face-up attack", "defense", "face-up defense", "face-down defense"):
        raise ScenarioError(
            f"{where}.position: unknown position {spec.get('position')!r} for a monster; use attack, defense or face-down defense"
        )
    position = parse_position(spec.get("position", "attack"), f"{where}.position")
    card = duel._add_card(data, player, Location.HAND)
    where_to = Location.EXTRA_MONSTER_ZONE if extra else Location.MAIN_MONSTER_ZONE
    duel.move(card, where_to, zone=zone, position=position, controller=player)
    card.turn_placed = _turn_field(spec, "turn_placed", duel.turn - 1, where)
    summoned = spec.get("summoned", "set" if position is Position.FACE_DOWN_DEFENSE else "normal")
    if summoned not in SUMMONS:
        raise ScenarioError(f"{where}.summoned: use one of {', '.join(SUMMONS)}, got {summoned!r}")
    card.summon_type = SUMMONS[summoned]
    card.summoned_from = Location.EXTRA_DECK if data.is_extra_deck else Location.HAND
    card.properly_summoned = bool(spec.get("properly_summoned", card.summon_type in PROPER))
    for j, material in enumerate(spec.get("materials", []) or []):
        mdata = lookup_card(db, material, f"{where}.materials[{j + 1}]")
        if mdata.is_token or not data.is_xyz:
            raise ScenarioError(f"{where}.materials[{j + 1}]: only an Xyz Monster has Xyz Materials, and a Token cannot be one")
        duel.attach(card, duel._add_card(mdata, player, Location.HAND))
    card.position_changed_turn = _turn_field(spec, "position_changed_turn", None, where)
    card.attack_declared_turn = _turn_field(spec, "attack_declared_turn", None, where)
    if card.attack_declared_turn == duel.turn:
        card.attacks_this_turn = 1
    return data


def _zone_entry(db: "CardDatabase", entry: Any, keys: set[str], where: str) -> tuple[dict[str, Any], "CardData"]:
    """A zone entry (a card name, or a mapping with ``card`` and the ``keys`` allowed) and its card.

    Raises:
        ScenarioError: an unknown key, no card, or an unknown card name.
    """
    if isinstance(entry, Mapping):
        _check_keys(where, entry, keys)
        if "card" not in entry:
            raise ScenarioError(f"{where}: needs a card")
        spec = dict(entry)
    else:
        spec = {"card": entry}
    return spec, lookup_card(db, spec["card"], f"{where}.card")


def _place_spell_trap(duel: "Duel", db: "CardDatabase", player: int, zkey: Any, entry: Any, where: str) -> "CardData":
    """Place a Spell/Trap: Set (face-down, default; Set before this turn unless ``turn_placed``
    says otherwise) or face-up; ``equipped_to`` (a Main Monster Zone number of the same player)
    equips a face-up Equip Spell."""
    spec, data = _zone_entry(db, entry, _SPELL_TRAP_KEYS, where)
    if data.is_monster:
        raise ScenarioError(f"{where}: {data.name} is a monster, not a Spell or Trap")
    position = parse_position(spec.get("position", "set"), f"{where}.position")
    if position not in (Position.FACE_UP, Position.FACE_DOWN):
        raise ScenarioError(f"{where}.position: a Spell/Trap is face-up or set, not {position.value}")
    card = duel._add_card(data, player, Location.HAND)
    if zkey == "field":
        if not data.is_field_spell:
            raise ScenarioError(f"{where}: {data.name} is not a Field Spell")
        duel.move(card, Location.FIELD_ZONE, position=position, controller=player)
    else:
        try:
            zone = int(zkey) - 1
        except (TypeError, ValueError):
            zone = -1
        if not 0 <= zone < 5:
            raise ScenarioError(f"{where}: Spell & Trap Zone must be 1-5, got {zkey!r}")
        if data.is_field_spell:
            raise ScenarioError(f"{where}: a Field Spell goes in the field_zone")
        duel.move(card, Location.SPELL_TRAP_ZONE, zone=zone, position=position, controller=player)
    card.turn_placed = _turn_field(spec, "turn_placed", duel.turn - 1, where)
    if position is Position.FACE_UP:
        card.values["resolved"] = True  # placed face-up: as if its activation had resolved
    if "equipped_to" in spec:
        mz = spec["equipped_to"]
        try:
            monster = duel.players[player].main_monster_zones[int(mz) - 1]
        except (TypeError, ValueError, IndexError):
            monster = None
        if monster is None or position is not Position.FACE_UP:
            raise ScenarioError(f"{where}.equipped_to: needs a face-up Equip Spell and a monster in Main Monster Zone {mz!r}")
        duel.equip(card, monster)
    return data


def _turn_field(spec: Mapping[str, Any], key: str, default: int | None, where: str) -> int | None:
    value = spec.get(key, default)
    if value is not None and not isinstance(value, int):
        raise ScenarioError(f"{where}.{key}: must be a turn number, got {value!r}")
    return value


def _jsonable(value: Any) -> Any:
    """The set-up with every mapping key made a string (so it survives JSON in a replay)."""
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value
