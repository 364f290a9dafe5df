"""Invariants of a duel's state and of what each player may know, for property and replay tests.

- :func:`check_invariants`: card conservation, location/zone/controller bookkeeping, fixed zone
  sizes, valid positions, LP, the pending Decision and the result.
- :func:`check_no_leak`: a player's view, their Decision and the events rendered for them carry
  no identity (name, passcode, uid) of a card they may not know.
- :class:`LeakWatcher`: checks every event for both players *at the moment it is emitted*
  (through :meth:`Duel.subscribe`), when the board still is as the event describes it.

Knowledge is decided here independently of ``duelcore.state.knowledge`` (from the rulebook:
nobody may look at a Deck; a hand and an Extra Deck are known to their owner; the GY and
face-up cards are public; a face-down card is known to its controller, a face-down banished
card to its owner), so a bug there cannot hide itself.

Every failure raises AssertionError with a message naming the card (uid, name), where it is and
what was wrong.
"""

from __future__ import annotations

import functools
import json
from typing import Any, Iterator

from duelcore.state.enums import Location, Position

MAIN_MONSTER_ZONES = 5
SPELL_TRAP_ZONES = 5
EXTRA_MONSTER_ZONES = 2

PILES: tuple[tuple[str, Location], ...] = (
    ("hand", Location.HAND),
    ("deck", Location.DECK),
    ("extra_deck", Location.EXTRA_DECK),
    ("gy", Location.GY),
    ("banished", Location.BANISHED),
)
MONSTER_POSITIONS = frozenset({Position.FACE_UP_ATTACK, Position.FACE_UP_DEFENSE, Position.FACE_DOWN_DEFENSE})
CARD_POSITIONS = frozenset({Position.FACE_UP, Position.FACE_DOWN})
POSITIONLESS = frozenset({Location.HAND, Location.DECK, Location.EXTRA_DECK, Location.GY, Location.XYZ_MATERIAL})

#: What a hidden card may be called (knowledge.hidden_description's vocabulary).
HIDDEN_WORDS = frozenset({"a face-down monster", "a Set card", "a face-down Equip Spell", "a face-down banished card", "a card"})
#: Keys a hidden card's dict may carry; anything else (passcode, uid, kind, atk, def, level...) identifies it.
HIDDEN_KEYS = frozenset({"location", "controller", "zone", "position", "hidden", "name"})
IDENTITY_KEYS = ("passcode", "uid", "kind", "atk", "def", "level")


def _fail(msg: str) -> None:
    raise AssertionError(msg)


def _where(duel: Any) -> str:
    ph = None if duel.phase is None else duel.phase.value
    return f"[turn {duel.turn}, {ph}, answer #{len(duel.record.answers)}]"


def _card_str(card: Any) -> str:
    pos = None if card.position is None else card.position.name
    return (
        f"card uid={card.uid} {card.data.name!r} (location={card.location.value}, zone={card.zone}, "
        f"controller={card.controller}, owner={card.owner}, position={pos})"
    )


# ---------------------------------------------------------------------------------- places
def iter_places(duel: Any) -> Iterator[tuple[str, Any, dict[str, Any]]]:
    """Every (place name, card, expectation) on the board, empty zones skipped.

    The expectation holds what the card's own attributes must say: ``location``, ``zone``,
    ``controller`` (None: either player), ``owner`` (None: any).
    """
    for p, ps in enumerate(duel.players):
        for key, loc in PILES:
            for i, card in enumerate(getattr(ps, key)):
                yield (
                    f"player {p} {key}[{i}]",
                    card,
                    {"location": loc, "zone": None, "controller": p, "owner": p},
                )
        for i, card in enumerate(ps.main_monster_zones):
            if card is not None:
                yield (
                    f"player {p} Main Monster Zone {i + 1}",
                    card,
                    {"location": Location.MAIN_MONSTER_ZONE, "zone": i, "controller": p, "owner": None},
                )
        for i, card in enumerate(ps.spell_trap_zones):
            if card is not None:
                yield (
                    f"player {p} Spell & Trap Zone {i + 1}",
                    card,
                    {"location": Location.SPELL_TRAP_ZONE, "zone": i, "controller": p, "owner": None},
                )
        if ps.field_zone is not None:
            yield (
                f"player {p} Field Zone",
                ps.field_zone,
                {"location": Location.FIELD_ZONE, "zone": 0, "controller": p, "owner": None},
            )
    for i, card in enumerate(duel.extra_monster_zones):
        if card is not None:
            yield (
                f"Extra Monster Zone {i + 1}",
                card,
                {"location": Location.EXTRA_MONSTER_ZONE, "zone": i, "controller": None, "owner": None},
            )
    # Xyz Materials attached under monsters on the field.
    hosts = [c for ps in duel.players for c in ps.main_monster_zones if c is not None]
    hosts += [c for c in duel.extra_monster_zones if c is not None]
    for host in hosts:
        for j, material in enumerate(host.materials):
            yield (
                f"Xyz Material {j + 1} of {host.name}",
                material,
                {"location": Location.XYZ_MATERIAL, "zone": None, "controller": host.controller, "owner": None},
            )


# ---------------------------------------------------------------------------------- invariants
def check_invariants(duel: Any) -> None:
    """Assert every state invariant of ``duel``; raise AssertionError naming the first broken one."""
    at = _where(duel)

    # --- zone list sizes
    for p, ps in enumerate(duel.players):
        if len(ps.main_monster_zones) != MAIN_MONSTER_ZONES:
            _fail(f"{at} player {p} has {len(ps.main_monster_zones)} Main Monster Zones, not {MAIN_MONSTER_ZONES}")
        if len(ps.spell_trap_zones) != SPELL_TRAP_ZONES:
            _fail(f"{at} player {p} has {len(ps.spell_trap_zones)} Spell & Trap Zones, not {SPELL_TRAP_ZONES}")
    if len(duel.extra_monster_zones) != EXTRA_MONSTER_ZONES:
        _fail(f"{at} there are {len(duel.extra_monster_zones)} Extra Monster Zones, not {EXTRA_MONSTER_ZONES}")
    if not duel.flags.extra_monster_zones:
        used = [i + 1 for i, c in enumerate(duel.extra_monster_zones) if c is not None]
        if used:
            _fail(f"{at} preset {duel.flags.preset!r} has no Extra Monster Zones, but EMZ {used} hold cards")

    # --- card conservation: each uid exactly once, nothing foreign
    for i, card in enumerate(duel.cards):
        if card.uid != i:
            _fail(f"{at} duel.cards[{i}] has uid {card.uid}")
    seen: dict[int, str] = {}
    for place, card, exp in iter_places(duel):
        if card.data.is_token:
            # Tokens are no physical card: they exist only on the field, outside duel.cards (in a
            # Monster Zone, or in a Spell & Trap Zone as an Equip Card held by Relinquished).
            held = card.location is Location.SPELL_TRAP_ZONE and card.values.get("equip_card")
            if card not in duel.tokens or not (card.location.is_monster_zone or held):
                _fail(f"{at} Token {card!r} in {place} is not a Token of this duel on the field")
            continue
        uid = getattr(card, "uid", None)
        if not isinstance(uid, int) or not 0 <= uid < len(duel.cards) or duel.cards[uid] is not card:
            _fail(f"{at} {place} holds {card!r}, which is not one of duel.cards")
        if uid in seen:
            _fail(f"{at} {_card_str(card)} is found twice: in {seen[uid]} and in {place}")
        seen[uid] = place
        # --- bookkeeping agrees with where the card is
        if card.location is not exp["location"]:
            _fail(f"{at} {_card_str(card)} is found in {place} but says location={card.location.value}")
        if card.zone != exp["zone"]:
            _fail(f"{at} {_card_str(card)} is found in {place} but says zone={card.zone} (expected {exp['zone']})")
        if exp["controller"] is not None and card.controller != exp["controller"]:
            _fail(f"{at} {_card_str(card)} is found in {place} but says controller={card.controller}")
        if card.controller not in (0, 1) or card.owner not in (0, 1):
            _fail(f"{at} {_card_str(card)} has a bad controller/owner")
        if exp["owner"] is not None and card.owner != exp["owner"]:
            _fail(f"{at} {_card_str(card)} is in {place}, a pile of player {exp['owner']}, but its owner is {card.owner}")
        # --- positions valid for the location
        loc = card.location
        if loc in POSITIONLESS:
            if card.position is not None:
                _fail(f"{at} {_card_str(card)} is in {place} and must have no position")
        elif loc.is_monster_zone:
            if card.position not in MONSTER_POSITIONS:
                _fail(f"{at} {_card_str(card)} is a monster on the field in a non-battle position")
            if not card.data.is_monster:
                _fail(f"{at} {_card_str(card)} is not a monster but is in a Monster Zone")
        elif loc in (Location.SPELL_TRAP_ZONE, Location.FIELD_ZONE, Location.BANISHED):
            if card.position not in CARD_POSITIONS:
                _fail(f"{at} {_card_str(card)} must be face-up or face-down in {place}")
        if not loc.on_field:
            if card.turn_placed is not None or card.summon_type is not None:
                _fail(f"{at} {_card_str(card)} is off the field but keeps field state "
                      f"(turn_placed={card.turn_placed}, summon_type={card.summon_type})")
    missing = [duel.cards[u] for u in range(len(duel.cards)) if u not in seen]
    if missing:
        _fail(f"{at} card(s) lost (in no pile or zone): " + "; ".join(_card_str(c) for c in missing))

    # --- LP, turn
    for p, ps in enumerate(duel.players):
        if not isinstance(ps.lp, int) or ps.lp < 0:
            _fail(f"{at} player {p} has LP {ps.lp!r}")
    if duel.turn_player not in (0, 1):
        _fail(f"{at} turn_player is {duel.turn_player!r}")

    # --- the Decision / the result
    d = duel.decision
    if duel.result is None:
        if d is None:
            _fail(f"{at} the duel is not over but no Decision is pending")
        if d.player not in (0, 1):
            _fail(f"{at} Decision {d.kind.value!r} is for player {d.player!r}")
        if len(d.options) < 1:
            _fail(f"{at} Decision {d.kind.value!r} of player {d.player} has no option")
        if duel.legal_actions() != list(range(len(d.options))):
            _fail(f"{at} legal_actions {duel.legal_actions()} do not match {len(d.options)} options")
        if not 1 <= d.min_count <= d.max_count:
            _fail(f"{at} Decision {d.kind.value!r} has min_count={d.min_count}, max_count={d.max_count}")
        if duel.current_player != d.player:
            _fail(f"{at} current_player {duel.current_player} != Decision player {d.player}")
    else:
        r = duel.result
        if d is not None or duel.legal_actions():
            _fail(f"{at} the duel is over ({r}) but a Decision is pending")
        if r.winner not in (0, 1, None):
            _fail(f"{at} result winner is {r.winner!r}")
        if r.winner is not None:
            loser = 1 - r.winner
            if r.reason == "lp" and duel.players[loser].lp != 0:
                _fail(f"{at} {r} but the loser has {duel.players[loser].lp} LP")
            if r.reason == "deck_out" and duel.players[loser].deck:
                _fail(f"{at} {r} but the loser's Deck holds {len(duel.players[loser].deck)} cards")
        if r.reason == "lp" and r.winner is not None and duel.players[r.winner].lp == 0:
            _fail(f"{at} {r} but the winner has 0 LP too (should be a draw)")


# ---------------------------------------------------------------------------------- knowledge
def may_know(card: Any, player: int) -> bool:
    """Whether ``player`` may know ``card``'s identity where it is now (the rulebook, restated).

    A card revealed to a player (a card added from the Deck to the hand by a search is shown to
    the opponent) stays known to them until it moves.
    """
    loc = card.location
    if player in card.revealed_to:
        return True
    if loc is Location.DECK:
        return False
    if loc is Location.GY:
        return True
    if loc is Location.HAND or loc is Location.EXTRA_DECK:
        return player == card.owner
    if loc is Location.BANISHED:
        return card.position is Position.FACE_UP or player == card.owner
    # on the field
    if card.position is Position.FACE_DOWN_DEFENSE or card.position is Position.FACE_DOWN:
        if loc is Location.SPELL_TRAP_ZONE and card.values.get("equip_card"):
            return False  # a face-down monster held by Relinquished: known to its owner only (FD-18)
        return player == card.controller
    return True


class Secrets:
    """What ``player`` may not know now: names and passcodes borne only by cards hidden from them.

    A name (or passcode) is secret when some card hidden from the player bears it and no card the
    player may know bears it (a known copy of the same card makes the name legitimately known).
    """

    def __init__(self, duel: Any, player: int) -> None:
        hidden_names: set[str] = set()
        hidden_codes: set[int] = set()
        known_names: set[str] = set()
        known_codes: set[int] = set()
        for card in duel.cards:
            if may_know(card, player):
                known_names.add(card.data.name)
                known_codes.add(card.data.passcode)
            else:
                hidden_names.add(card.data.name)
                hidden_codes.add(card.data.passcode)
        # A card name declared aloud (Archfiend's Oath) is public words, not a card: both players
        # heard it, and it tells nothing of where a card bearing it is.
        known_names |= set(getattr(duel, "declared_names", ()))
        self.player = player
        self.names = hidden_names - known_names
        self.codes = hidden_codes - known_codes
        self.all_names = hidden_names | known_names
        self.known_names = known_names
        # JSON-escaped, longest first: known names are masked out of a text before secret names
        # are looked for, so that a secret name is never "found" straddling a template word and a
        # known name ("Normal Summoned Skull Red Bird" does not name "Summoned Skull").
        self._known_json = sorted((_json_escaped(n) for n in known_names), key=len, reverse=True)
        self._secret_json = [_json_escaped(n) for n in self.names]

    def scan(self, obj: Any, what: str) -> None:
        """Assert that the JSON-ready ``obj`` shown to the player carries no secret identity.

        - it is JSON-ready; no ``uid`` key anywhere (uids are omniscient only);
        - every dict with ``hidden: True`` carries only HIDDEN_KEYS, and is called by one of the
          hidden descriptions (never a real card name);
        - no string names a secret card; no integer equals a secret passcode.

        A fast pass over the JSON text and the dicts finds anything suspicious; the slow pass is
        the authority (it walks every value with its path and names the exact place).
        """
        try:
            text = json.dumps(obj, ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            _fail(f"{what} for player {self.player} is not JSON-ready: {exc}")
        suspicious = any(str(code) in text for code in self.codes)
        if not suspicious and self.names:
            if any(n in text for n in self._secret_json):
                for n in self._known_json:
                    if n in text:
                        text = text.replace(n, "\x00")
                suspicious = any(n in text for n in self._secret_json)
        if not suspicious:
            for d in _dicts(obj):
                if "uid" in d or (
                    d.get("hidden") is True
                    and (
                        not HIDDEN_KEYS.issuperset(d)
                        or d.get("name") not in HIDDEN_WORDS
                        or d.get("name") in self.all_names
                    )
                ):
                    suspicious = True
                    break
        if suspicious:
            self._slow_scan(obj, what)

    def _names_secret(self, text: str) -> str | None:
        """The secret name ``text`` mentions (known names masked out first), or None."""
        for n in sorted(self.known_names, key=len, reverse=True):
            text = text.replace(n, "\x00")
        return next((n for n in sorted(self.names) if n in text), None)

    def _slow_scan(self, obj: Any, what: str) -> None:
        player = self.player
        stack: list[tuple[str, Any]] = [("$", obj)]
        while stack:
            path, v = stack.pop()
            if isinstance(v, dict):
                if "uid" in v:
                    _fail(f"{what} for player {player}: exposes a uid at {path}: {v}")
                if v.get("hidden") is True:
                    extra = sorted(set(v) - HIDDEN_KEYS)
                    if extra:
                        _fail(f"{what} for player {player}: LEAK: hidden card at {path} carries {extra}: {v}")
                    name = v.get("name")
                    if name in self.all_names or name not in HIDDEN_WORDS:
                        _fail(f"{what} for player {player}: LEAK: hidden card at {path} is named {name!r}: {v}")
                stack.extend((f"{path}.{k}", x) for k, x in v.items())
            elif isinstance(v, (list, tuple)):
                stack.extend((f"{path}[{i}]", x) for i, x in enumerate(v))
            elif isinstance(v, str):
                m = self._names_secret(v) if self.names else None
                if m:
                    _fail(f"{what} for player {player}: LEAK: names the secret card {m!r} at {path}: {v!r}")
            elif isinstance(v, int) and not isinstance(v, bool):
                if v in self.codes:
                    _fail(f"{what} for player {player}: LEAK: carries the secret passcode {v} at {path}")


@functools.lru_cache(maxsize=None)
def _json_escaped(name: str) -> str:
    return json.dumps(name, ensure_ascii=False)[1:-1]


def _dicts(obj: Any) -> list[dict[str, Any]]:
    """Every dict inside ``obj`` (containers only are walked)."""
    out: list[dict[str, Any]] = []
    stack = [obj]
    while stack:
        x = stack.pop()
        if type(x) is dict:
            out.append(x)
            stack.extend(y for y in x.values() if type(y) in (dict, list, tuple))
        elif type(x) in (list, tuple):
            stack.extend(y for y in x if type(y) in (dict, list, tuple))
    return out


def check_view_structure(duel: Any, player: int, view: dict[str, Any]) -> None:
    """The view's piles and zones match the board card by card, hidden exactly where they must be."""
    at = _where(duel)
    if view.get("player") != player:
        _fail(f"{at} view({player}) says player={view.get('player')}")

    def match(entry: Any, card: Any, where: str) -> None:
        if card is None:
            if entry is not None:
                _fail(f"{at} view({player}) {where}: shows {entry} in an empty zone")
            return
        if not isinstance(entry, dict):
            _fail(f"{at} view({player}) {where}: {entry!r} for {_card_str(card)}")
        if may_know(card, player):
            if entry.get("hidden") or entry.get("passcode") != card.data.passcode:
                _fail(f"{at} view({player}) {where}: {entry} does not show {_card_str(card)}, which the player may know")
        elif entry.get("hidden") is not True:
            _fail(f"{at} view({player}) {where}: LEAK: {_card_str(card)} must be hidden, shown as {entry}")
        if entry.get("location") != card.location.value or entry.get("controller") != card.controller:
            _fail(f"{at} view({player}) {where}: {entry} disagrees with {_card_str(card)}")

    for p, ps in enumerate(duel.players):
        side = view["players"][p]
        if side["lp"] != ps.lp:
            _fail(f"{at} view({player}) shows LP {side['lp']} for player {p}, not {ps.lp}")
        if side["hand_count"] != len(ps.hand):
            _fail(f"{at} view({player}) hand_count of player {p}: {side['hand_count']} != {len(ps.hand)}")
        if side["deck_count"] != len(ps.deck):
            _fail(f"{at} view({player}) deck_count of player {p}: {side['deck_count']} != {len(ps.deck)}")
        if "deck" in side:
            _fail(f"{at} view({player}) lists the Deck of player {p}: nobody may look at a Deck")
        top = ps.deck[-1] if ps.deck else None
        if top is not None and may_know(top, player):
            match(side.get("deck_top"), top, f"player {p} deck_top")  # a face-up Deck's top card
        elif side.get("deck_top") is not None:
            _fail(f"{at} view({player}) LEAK: shows the top card of player {p}'s Deck, which the player may not know: {side['deck_top']}")
        if p != player and "extra_deck" in side:
            _fail(f"{at} view({player}) lists the opponent's Extra Deck")
        if side.get("extra_deck_count") != len(ps.extra_deck):
            _fail(f"{at} view({player}) extra_deck_count of player {p}: {side.get('extra_deck_count')} != {len(ps.extra_deck)}")
        keys = ("hand", "gy", "banished", "extra_deck") if p == player else ("hand", "gy", "banished")
        for key in keys:
            cards = getattr(ps, key)
            entries = side.get(key)
            if entries is None or len(entries) != len(cards):
                _fail(f"{at} view({player}) {key} of player {p}: {entries!r} for {len(cards)} cards")
            for i, (entry, card) in enumerate(zip(entries, cards)):
                match(entry, card, f"player {p} {key}[{i}]")
        for key, zs in (("main_monster_zones", ps.main_monster_zones), ("spell_trap_zones", ps.spell_trap_zones)):
            if len(side[key]) != len(zs):
                _fail(f"{at} view({player}) {key} of player {p}: {len(side[key])} zones, not {len(zs)}")
            for i, (entry, card) in enumerate(zip(side[key], zs)):
                match(entry, card, f"player {p} {key}[{i}]")
        match(side["field_zone"], ps.field_zone, f"player {p} field_zone")
    emz = view.get("extra_monster_zones")
    if duel.flags.extra_monster_zones:
        if emz is None or len(emz) != EXTRA_MONSTER_ZONES:
            _fail(f"{at} view({player}) extra_monster_zones is {emz!r}")
        for i, (entry, card) in enumerate(zip(emz, duel.extra_monster_zones)):
            match(entry, card, f"extra_monster_zones[{i}]")
    elif emz is not None:
        _fail(f"{at} view({player}) shows Extra Monster Zones under preset {duel.flags.preset!r}: {emz}")
    d = duel.decision
    if d is not None and d.player == player:
        if view.get("decision") != d.to_dict():
            _fail(f"{at} view({player}) lacks the player's own Decision")
    elif "decision" in view:
        _fail(f"{at} view({player}) shows another player's Decision: {view['decision']}")


def check_event_rendering(duel: Any, event: Any, player: int, *, at_emission: bool) -> None:
    """One event's rendering for ``player``: no uid, hidden cards carry no identity; and, when checked
    the moment it is emitted, every card the player may not know now is hidden in it."""
    r = event.for_player(player)
    omni = event.all_seeing
    what = f"{_where(duel)} event {event.kind!r} rendered for player {player} ({r})"
    for key, value in r.items():
        if not (isinstance(value, dict) and "location" in value):
            continue
        if "uid" in value:
            _fail(f"{what}: field {key!r} exposes a uid")
        if value.get("hidden") is True:
            bad = [k for k in IDENTITY_KEYS if k in value]
            if bad or value.get("name") not in HIDDEN_WORDS:
                _fail(f"{what}: LEAK: hidden card {key!r} carries identity {bad or value.get('name')!r}")
        if at_emission:
            o = omni.get(key)
            uid = o.get("uid") if isinstance(o, dict) else None
            if uid is None:
                _fail(f"{what}: the omniscient rendering of {key!r} has no uid")
            card = duel.cards[uid] if uid < len(duel.cards) else next(t for t in duel.tokens if t.uid == uid)
            if not may_know(card, player) and value.get("hidden") is not True:
                _fail(f"{what}: LEAK: {key!r} shows {_card_str(card)}, which player {player} may not know")


def check_events(duel: Any, player: int, start: int = 0, stop: int | None = None,
                 secrets: Secrets | None = None) -> None:
    """Check ``duel.events[start:stop]`` rendered for ``player`` against the player's secrets *now*.

    Each rendering must carry no uid and its hidden cards no identity; and no rendering or text
    may name a secret card. In a Normal-Monster duel knowledge only grows (a card once known stays
    known: in the GY, on the field, or in its owner's hand), so a past event naming a card that is
    secret now is a leak.
    """
    sec = secrets or Secrets(duel, player)
    at = _where(duel)
    events = duel.events[start:stop]
    for e in events:
        check_event_rendering(duel, e, player, at_emission=False)
    batch = [{"rendering": e.for_player(player), "text": e.text(player)} for e in events]
    sec.scan(batch, f"{at} events #{start}..#{start + len(events) - 1}")


def check_no_leak(duel: Any, player: int, events_from: int = 0, events: bool = True) -> None:
    """Assert that nothing ``player`` is shown identifies a card they may not know.

    Checks ``duel.view(player)`` (card by card against the board, and a scan of its whole JSON),
    the pending Decision's options when it is the player's, and ``duel.events[events_from:]``
    rendered for the player (see :func:`check_events`).
    """
    sec = Secrets(duel, player)
    at = _where(duel)
    view = duel.view(player)
    check_view_structure(duel, player, view)
    sec.scan({k: v for k, v in view.items() if k != "decision"}, f"{at} view")
    d = duel.decision
    if d is not None and d.player == player:
        # A player searching their own Deck looks at it: those options may name its cards.
        own_deck = {c.data.passcode for c in duel.players[player].deck}
        own_names = {c.name for c in duel.players[player].deck}
        for i, o in enumerate(d.options):
            card = o.card
            searching = card is not None and card.get("location") == "Deck" and card.get("controller") == player
            if searching:
                if card.get("passcode") not in own_deck or card.get("name") not in own_names:
                    _fail(f"{at} Decision option {i} ({o.text!r}) for player {player}: names a card not in their Deck: {card}")
                continue
            sec.scan(o.to_dict(), f"{at} Decision {d.kind.value!r} option {i}")
            if card is not None and card.get("hidden") is not True:
                if card.get("name") in sec.names or card.get("passcode") in sec.codes:
                    _fail(f"{at} Decision option {i} ({o.text!r}) for player {player}: LEAK: {card}")
    if events:
        check_events(duel, player, events_from, None, sec)


class LeakWatcher:
    """Checks every event for both players at the moment it is emitted (via Duel.subscribe).

    Subscribing happens after Duel.new has run to the first Decision, so the opening events are
    checked by :meth:`check_backlog` against the board after the opening; from then on every
    event is checked live, with the board exactly as it was when the event was emitted.
    """

    def __init__(self, duel: Any) -> None:
        self.duel = duel
        self.backlog = len(duel.events)
        self.checked = 0
        duel.subscribe(self)

    def __call__(self, event: Any) -> None:
        duel = self.duel
        for player in (0, 1):
            check_event_rendering(duel, event, player, at_emission=True)
            Secrets(duel, player).scan(
                {"rendering": event.for_player(player), "text": event.text(player)},
                f"{_where(duel)} event {event.kind!r} (live)",
            )
        self.checked += 1

    def check_backlog(self) -> None:
        """Check the events emitted before subscribing (the opening) for both players."""
        for player in (0, 1):
            check_events(self.duel, player, 0, self.backlog)
