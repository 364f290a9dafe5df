"""Scenario files: a board set-up, scripted answers, and the exact outcome they must produce.

A scenario file is YAML holding one scenario, or several under ``scenarios:``. Each scenario:

```yaml
id: tribute-summon-level-7          # used in test names (default: the file name + index)
name: A Level 7 monster needs 2 Tributes
source: "rulebook: Tribute Summon"  # the rule or ruling it proves (a seed ID such as FS-07)
rules: [modern, 2006]               # run under each preset listed (default: modern, or the format's)
format: goat                        # or a list: run in each game format listed, its card texts and
                                    # (without rules:) its preset (default: none, today's card texts)
seed: 0
setup: {...}                        # see duelcore.engine.setup
steps:
  - expect_decision: {player: 1, kind: idle command}   # any of player, kind, prompt (exact text)
  - expect_options: ["Normal Summon Dark Magician (2 Tributes)", "Set ...", "End the turn"]
  - expect_offered: ["Normal Summon Dark Magician (2 Tributes)"]
  - expect_not_offered: ["Enter the Battle Phase"]
  - choose: "Normal Summon Dark Magician (2 Tributes)"   # an option's exact text
  - choose_index: 0
  - expect_illegal: 99                  # this answer is refused and nothing changes
  - expect_chain:                       # the chain as built now, Chain Link 1 first
      - {card: Dark Hole, player: 1}
      - {card: Magic Jammer, player: 2, targets: []}
  - expect_why_not: {player: 1, card: Mirror Force, reasons: ["it was Set this turn"]}
  - expect_why_not: {player: 1, card: Dark Magician, action: Normal Summon,
                     reasons: ["it needs 2 Tributes and you control 0 monsters that can be Tributed"]}
  - expect: {...}                       # a state check in the middle
expect: {...}                           # the final state check
```

State checks (``expect``): ``players: {1: {...}, 2: {...}}`` with any of ``lp``,
``hand`` (exact names, in order), ``hand_count``, ``deck_count``, ``extra_deck`` (exact names), ``deck_top`` (names from the
top), ``gy`` (exact names, bottom first), ``banished``, ``main_monster_zones`` and
``spell_trap_zones`` (``{zone: name | {card, position} | empty}``), ``field_zone``, ``atk`` and
``def`` (``{zone: points}`` of the monsters in Main Monster Zones), ``normal_summon_used``;
``extra_monster_zones`` (``{1 | 2: name | {card, position} | empty}``, shared by both players);
and ``turn``, ``turn_player``, ``phase``, ``result`` (``{winner: 1 | 2 | null, reason}`` or
``null`` for "not over"), ``events`` (all-seeing event texts, Event.text_all_seeing, that must appear, in order),
``events_for`` (``{1: [...], 2: [...]}``: texts a player's stream must show, in order) and
``events_not_for`` (``{1: [...], 2: [...]}``: no event text of that player's stream may *contain*
one of these strings). ``events`` and ``events_for`` match whole event texts; ``events_not_for``
matches substrings, so that a card's name can be proved absent from every event.

``expect_why_not`` finds the card by name in the player's hand, then on their field, GY and
Extra Deck, and compares ``Duel.why_not`` for ``action``: ``activate`` (the default), ``Normal
Summon``, ``Set``, ``Flip Summon``, ``change battle position`` or ``attack`` (the names of
``state.decision.Action``, any case).

Source: DESIGN §8; the pytest plugin in ``tests/conftest.py`` collects every scenario file.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

import yaml

from duelcore.decks.game_formats import FORMATS
from duelcore.state.flags import PRESETS
from duelcore.errors import DuelcoreError, IllegalAnswer, ScenarioError, ScenarioFailure
from duelcore.engine.duel import build_duel
from duelcore.engine.setup import lookup_card, parse_phase, parse_position, player_index

if TYPE_CHECKING:
    from duelcore.cards.database import CardDatabase
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel

_SCENARIO_KEYS = {"id", "name", "source", "rules", "format", "seed", "setup", "steps", "expect"}
_STEP_KEYS = {
    "expect_chain",
    "expect_why_not",
    "choose",
    "choose_index",
    "expect_decision",
    "expect_options",
    "expect_offered",
    "expect_not_offered",
    "expect_illegal",
    "expect",
}


@dataclass
class Scenario:
    """One scenario, run under one rules preset (and game format, when it names one).

    Attributes:
        id: a short identifier (test name part).
        name: what it shows, in words.
        source: the rule or ruling it proves.
        rules: the preset name it runs under.
        format: the game format it runs in, or None (today's card texts).
        seed: the duel's seed.
        setup, steps, expect: as in the file (see the module doc).
        path: the file it came from.
    """

    id: str
    name: str
    source: str
    rules: str
    seed: int
    setup: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    expect: dict[str, Any] = field(default_factory=dict)
    path: str = ""
    format: str | None = None

    @property
    def test_id(self) -> str:
        """``id[rules]``, the name pytest shows; ``id[format]`` in a format under its own preset,
        ``id[format/rules]`` under another."""
        if self.format is None:
            return f"{self.id}[{self.rules}]"
        if self.rules == self.format:
            return f"{self.id}[{self.format}]"
        return f"{self.id}[{self.format}/{self.rules}]"


def load_scenarios(path: str | pathlib.Path) -> list[Scenario]:
    """Read every scenario in a YAML file, one per listed rules preset.

    Raises:
        ScenarioError: unreadable file, bad YAML, or a scenario with an unknown key, no
            ``setup``, an unknown preset or format, or an empty list of presets or formats (the
            message names the file and the scenario).
    """
    path = pathlib.Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read: {exc}") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{path}: not valid YAML: {exc}") from None
    if isinstance(doc, Mapping) and "scenarios" in doc:
        items = doc["scenarios"]
        if not isinstance(items, list):
            raise ScenarioError(f"{path}: 'scenarios' must be a list")
    elif isinstance(doc, Mapping):
        items = [doc]
    else:
        raise ScenarioError(f"{path}: a scenario file holds a mapping (or 'scenarios:' and a list)")
    out: list[Scenario] = []
    for n, item in enumerate(items, 1):
        where = f"{path} scenario {n}"
        if not isinstance(item, Mapping):
            raise ScenarioError(f"{where}: must be a mapping")
        unknown = sorted(str(k) for k in item if k not in _SCENARIO_KEYS)
        if unknown:
            raise ScenarioError(f"{where}: unknown key(s) {', '.join(unknown)}")
        if "setup" not in item:
            raise ScenarioError(f"{where}: needs a 'setup'")
        sid = str(item.get("id") or f"{path.stem}-{n}")
        formats = item.get("format")
        format_list = formats if isinstance(formats, list) else [formats]
        if not format_list:
            raise ScenarioError(f"{where} ({sid}): 'format' is an empty list, so the scenario would run in no "
                                f"format: name one or more of {', '.join(FORMATS)}, or leave the key out")
        for f in format_list:
            if f is not None and str(f) not in FORMATS:
                raise ScenarioError(f"{where} ({sid}): unknown format {f!r}; known formats: {', '.join(FORMATS)}")
        rules = item.get("rules")
        rules_list = rules if isinstance(rules, list) else [rules]
        if not rules_list:
            raise ScenarioError(f"{where} ({sid}): 'rules' is an empty list, so the scenario would run under no "
                                f"preset: name one or more of {', '.join(PRESETS)}, or leave the key out")
        for r in rules_list:
            if r is not None and str(r) not in PRESETS:
                raise ScenarioError(f"{where} ({sid}): unknown rules preset {r!r}")
        seed = item.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ScenarioError(f"{where} ({sid}): 'seed' must be a whole number, got {seed!r}")
        if not isinstance(item["setup"] or {}, Mapping):
            raise ScenarioError(f"{where} ({sid}): 'setup' must be a mapping")
        if not isinstance(item.get("expect") or {}, Mapping):
            raise ScenarioError(f"{where} ({sid}): 'expect' must be a mapping")
        steps = item.get("steps", []) or []
        if not isinstance(steps, list):
            raise ScenarioError(f"{where} ({sid}): 'steps' must be a list")
        for i, step in enumerate(steps, 1):
            if not isinstance(step, Mapping) or len(step) != 1:
                raise ScenarioError(f"{where} ({sid}) step {i}: each step is one key: {', '.join(sorted(_STEP_KEYS))}")
            key = next(iter(step))
            if key not in _STEP_KEYS:
                raise ScenarioError(f"{where} ({sid}) step {i}: unknown step {key!r}")
        for f in format_list:
            for r in rules_list:
                r = str(r) if r is not None else (FORMATS[str(f)].rules if f is not None else "modern")
                setup = dict(item["setup"] or {})
                setup["rules"] = r
                if f is not None:
                    setup["format"] = str(f)
                out.append(
                    Scenario(
                        id=sid,
                        name=str(item.get("name", sid)),
                        source=str(item.get("source", "")),
                        rules=r,
                        seed=seed,
                        setup=setup,
                        steps=list(steps),
                        expect=dict(item.get("expect") or {}),
                        path=str(path),
                        format=str(f) if f is not None else None,
                    )
                )
    return out


def run_scenario(scenario: Scenario, db: "CardDatabase | None" = None) -> "Duel":
    """Set up, play the steps, and check the expectations of ``scenario``.

    Returns:
        the duel as it stands at the end.

    Raises:
        ScenarioError: the scenario is broken: a bad set-up, an unknown expectation key, card
            name or zone (the message names the file, the scenario and the key).
        ScenarioFailure: an expectation did not hold, a ``choose`` text no option has, or a
            step after the duel ended (names it, expected and actual).
    """
    where = f"{scenario.path} ({scenario.test_id})"
    try:
        duel = build_duel(scenario.setup, db=db, seed=scenario.seed)
    except ScenarioError as exc:
        raise ScenarioError(f"{where} setup: {exc}") from None
    for i, step in enumerate(scenario.steps, 1):
        key, value = next(iter(step.items()))
        _run_step(duel, key, value, f"{where} step {i} ({key})")
    if scenario.expect:
        check_state(duel, scenario.expect, f"{where} expect")
    return duel


def _texts(duel: "Duel") -> list[str]:
    return [] if duel.decision is None else [o.text for o in duel.decision.options]


def _run_step(duel: "Duel", key: str, value: Any, where: str) -> None:
    if key == "expect":
        check_state(duel, value, where)
        return
    if key == "expect_chain":
        _check_chain(duel, value, where)
        return
    if key == "expect_why_not":
        _check_why_not(duel, value, where)
        return
    decision = duel.decision
    if decision is None:
        raise ScenarioFailure(f"{where}: the duel is already over ({duel.result.text() if duel.result else ''})")
    offered = _texts(duel)
    if key == "choose":
        matches = [i for i, t in enumerate(offered) if t == value]
        if not matches:
            raise ScenarioFailure(f"{where}: no option {value!r}; offered: {offered}")
        duel.apply_action(matches[0])
    elif key == "choose_index":
        try:
            duel.apply_action(value)
        except IllegalAnswer as exc:
            raise ScenarioFailure(f"{where}: {exc}") from None
    elif key == "expect_decision":
        if not isinstance(value, Mapping) or not set(value) <= {"player", "kind", "prompt"}:
            raise ScenarioError(f"{where}: give {{player, kind, prompt}} (any of them)")
        if "prompt" in value and decision.prompt != value["prompt"]:
            raise ScenarioFailure(f"{where}: the Decision asks {decision.prompt!r}, expected {value['prompt']!r}")
        if "player" in value and decision.player != player_index(value["player"], where):
            raise ScenarioFailure(f"{where}: player {decision.player + 1} decides, expected {value['player']}")
        if "kind" in value and decision.kind.value != value["kind"]:
            raise ScenarioFailure(f"{where}: decision is {decision.kind.value!r}, expected {value['kind']!r}")
    elif key == "expect_options":
        if offered != list(value):
            raise ScenarioFailure(f"{where}: offered {offered}, expected exactly {list(value)}")
    elif key == "expect_offered":
        missing = [t for t in value if t not in offered]
        if missing:
            raise ScenarioFailure(f"{where}: not offered {missing}; offered: {offered}")
    elif key == "expect_not_offered":
        present = [t for t in value if t in offered]
        if present:
            raise ScenarioFailure(f"{where}: offered {present}, which must not be")
    elif key == "expect_illegal":
        before = duel.state_hash()
        n_events = len(duel.events)
        try:
            duel.apply_action(value)
        except IllegalAnswer:
            pass
        else:
            raise ScenarioFailure(f"{where}: answer {value!r} was accepted")
        if duel.state_hash() != before or len(duel.events) != n_events or duel.decision is not decision:
            raise ScenarioFailure(f"{where}: the refused answer changed the duel")


def _check_chain(duel: "Duel", want: Any, where: str) -> None:
    """The chain now, Chain Link 1 first: each entry {card, player, targets (names)}."""
    if not isinstance(want, list):
        raise ScenarioError(f"{where}: give the chain as a list of {{card, player}}")
    got = [
        {
            "card": link.card.name,
            "player": link.player + 1,
            "targets": [r.card.name for r in link.activation.targets],
        }
        for link in duel.chain
    ]
    if len(got) != len(want):
        raise ScenarioFailure(f"{where}: chain has {len(got)} links {got}, expected {len(want)} {want}")
    for n, (g, w) in enumerate(zip(got, want), 1):
        spec = w if isinstance(w, Mapping) else {"card": w}
        name = lookup_card(duel.db, spec.get("card"), f"{where} link {n}").name
        if g["card"] != name:
            raise ScenarioFailure(f"{where}: Chain Link {n} is {g['card']!r}, expected {name!r}")
        if "player" in spec and g["player"] != spec["player"]:
            raise ScenarioFailure(f"{where}: Chain Link {n} is player {g['player']}'s, expected {spec['player']}")
        if "targets" in spec:
            names = [lookup_card(duel.db, t, f"{where} link {n} targets").name for t in spec["targets"]]
            if g["targets"] != names:
                raise ScenarioFailure(f"{where}: Chain Link {n} targets {g['targets']}, expected {names}")


def _check_why_not(duel: "Duel", want: Any, where: str) -> None:
    """``why_not`` for a player's card (found by name in their hand, field, GY, then Extra Deck)
    and an action (``action``: an state.decision.Action value, any case; default activate)."""
    from duelcore.state.decision import Action
    from duelcore.rules.why_not import EXPLAINED_ACTIONS, why_not

    if not isinstance(want, Mapping) or not {"player", "card", "reasons"} <= set(want) \
            or not set(want) <= {"player", "card", "action", "reasons"}:
        raise ScenarioError(f"{where}: give {{player, card, reasons}} and optionally action")
    actions = {a.value.lower(): a for a in EXPLAINED_ACTIONS}
    action_name = str(want.get("action", Action.ACTIVATE.value)).lower()
    if action_name not in actions:
        raise ScenarioError(f"{where}: unknown action {want['action']!r}; known: {', '.join(a.value for a in EXPLAINED_ACTIONS)}")
    p = player_index(want["player"], where)
    name = lookup_card(duel.db, want["card"], where).name
    ps = duel.players[p]
    pool = list(ps.hand) + duel.field_cards(p) + list(ps.gy) + list(ps.extra_deck)
    card = next((c for c in pool if c.name == name), None)
    if card is None:
        raise ScenarioError(f"{where}: player {p + 1} has no {name!r} in hand, on the field, in the GY or Extra Deck")
    got = why_not(duel, p, card, action=actions[action_name])
    if got != list(want["reasons"]):
        raise ScenarioFailure(f"{where}: why_not({name}, {action_name}) is {got}, expected {list(want['reasons'])}")


def _name(card: "Card | None") -> str | None:
    return None if card is None else card.name


def check_state(duel: "Duel", expect: Mapping[str, Any], where: str) -> None:
    """Assert every expectation in ``expect`` against ``duel`` (see the module doc).

    Raises:
        ScenarioError: an unknown expectation key.
        ScenarioFailure: an expectation that does not hold (expected and actual values given).
    """
    allowed = {"players", "turn", "turn_player", "phase", "result", "events", "events_for", "events_not_for",
               "extra_monster_zones"}
    if not isinstance(expect, Mapping):
        raise ScenarioError(f"{where}: expectations must be a mapping")
    for key in ("players", "events_for", "events_not_for", "result", "extra_monster_zones"):
        if expect.get(key) is not None and not isinstance(expect[key], Mapping):
            raise ScenarioError(f"{where}: {key!r} must be a mapping")
    for key in ("events",):
        if key in expect and not isinstance(expect[key], list):
            raise ScenarioError(f"{where}: {key!r} must be a list of event texts")
    texts = list(expect.get("events") or [])
    for key in ("events_for", "events_not_for"):
        for value in (expect.get(key) or {}).values():
            if not isinstance(value, list):
                raise ScenarioError(f"{where}: {key!r} must map players to lists of event texts")
            texts += value
    for t in texts:
        if not isinstance(t, str):
            raise ScenarioError(f"{where}: event text {t!r} is not text (quote a text that holds ': ')")
    unknown = sorted(str(k) for k in expect if k not in allowed)
    if unknown:
        raise ScenarioError(f"{where}: unknown expectation(s) {', '.join(unknown)}")

    def fail(what: str, expected: Any, actual: Any) -> None:
        raise ScenarioFailure(f"{where}: {what}: expected {expected!r}, got {actual!r}")

    if "turn" in expect and duel.turn != expect["turn"]:
        fail("turn", expect["turn"], duel.turn)
    if "turn_player" in expect and duel.turn_player != player_index(expect["turn_player"], where):
        fail("turn player", expect["turn_player"], duel.turn_player + 1)
    if "phase" in expect and duel.phase is not parse_phase(expect["phase"], where):
        fail("phase", expect["phase"], duel.phase.value if duel.phase else None)
    if "result" in expect:
        want = expect["result"]
        got = None if duel.result is None else {
            "winner": None if duel.result.winner is None else duel.result.winner + 1,
            "reason": duel.result.reason,
        }
        if want is None or got is None:
            if want != got:
                fail("result", want, got)
        else:
            for k, v in want.items():
                if got.get(k) != v:
                    fail(f"result {k}", v, got.get(k))
    for key, entry in (expect.get("extra_monster_zones") or {}).items():
        i = _zone_index(key, where)
        if i > 1:
            raise ScenarioError(f"{where}: Extra Monster Zone {key} does not exist (1 or 2)")
        _check_zone_card(duel, duel.extra_monster_zones[i], entry, f"Extra Monster Zone {i + 1}", where, fail)
    for key, value in (expect.get("players") or {}).items():
        p = player_index(key, where)
        _check_player(duel, p, value, f"{where} player {p + 1}", fail)
    if "events" in expect:
        _check_events([e.text_all_seeing() for e in duel.events], expect["events"], f"{where} events", fail)
    for key, texts in (expect.get("events_for") or {}).items():
        p = player_index(key, where)
        _check_events([e.text(p) for e in duel.events], texts, f"{where} events of player {p + 1}", fail)
    for key, texts in (expect.get("events_not_for") or {}).items():
        p = player_index(key, where)
        stream = [e.text(p) for e in duel.events]
        for t in texts:
            hits = [s for s in stream if t in s]
            if hits:
                fail(f"events of player {p + 1} must not show {t!r}", [], hits)


def _check_events(stream: list[str], wanted: list[str], what: str, fail: Any) -> None:
    pos = 0
    for text in wanted:
        try:
            pos = stream.index(text, pos) + 1
        except ValueError:
            fail(what, text, f"not found (in order) among {len(stream)} events; last ones: {stream[-8:]}")


def _check_player(duel: "Duel", p: int, want: Mapping[str, Any], where: str, fail: Any) -> None:
    allowed = {"lp", "hand", "hand_count", "deck_count", "extra_deck", "gy", "banished", "main_monster_zones", "normal_summon_used",
               "spell_trap_zones", "field_zone", "deck_top", "atk", "def"}
    if not isinstance(want, Mapping):
        raise ScenarioError(f"{where}: must be a mapping")
    unknown = sorted(str(k) for k in want if k not in allowed)
    if unknown:
        raise ScenarioError(f"{where}: unknown expectation(s) {', '.join(unknown)}")
    for key in ("main_monster_zones", "spell_trap_zones", "atk", "def"):
        if want.get(key) is not None and not isinstance(want[key], Mapping):
            raise ScenarioError(f"{where}: {key!r} must map zone numbers to cards")
    for key in ("hand", "extra_deck", "gy", "banished", "deck_top"):
        if key in want and not isinstance(want[key], list):
            raise ScenarioError(f"{where}: {key!r} must be a list of card names")
    ps = duel.players[p]
    if "lp" in want and ps.lp != want["lp"]:
        fail("LP", want["lp"], ps.lp)
    for key, pile in (("hand", ps.hand), ("extra_deck", ps.extra_deck), ("gy", ps.gy), ("banished", ps.banished)):
        if key in want:
            names = [c.name for c in pile]
            expected = [lookup_card(duel.db, n, f"{where} {key}").name for n in want[key]]
            if names != expected:
                fail(key, expected, names)
    if "hand_count" in want and len(ps.hand) != want["hand_count"]:
        fail("hand count", want["hand_count"], len(ps.hand))
    if "deck_count" in want and len(ps.deck) != want["deck_count"]:
        fail("Deck count", want["deck_count"], len(ps.deck))
    if "normal_summon_used" in want and (ps.normal_summons_this_turn > 0) != bool(want["normal_summon_used"]):
        fail("Normal Summon used", want["normal_summon_used"], ps.normal_summons_this_turn > 0)
    if "deck_top" in want:
        names = [c.name for c in reversed(ps.deck)][: len(want["deck_top"])]
        expected = [lookup_card(duel.db, n, f"{where} deck_top").name for n in want["deck_top"]]
        if names != expected:
            fail("top of the Deck", expected, names)
    for key in ("atk", "def"):
        for zkey, value in (want.get(key) or {}).items():
            zone = _zone_index(zkey, f"{where} {key}")
            card = ps.main_monster_zones[zone]
            got = None if card is None else (card.atk if key == "atk" else card.defense)
            if got != value:
                fail(f"{key.upper()} of the monster in Main Monster Zone {zone + 1}", value, got)
    for zkey, entry in (want.get("spell_trap_zones") or {}).items():
        zone = _zone_index(zkey, f"{where} spell_trap_zones")
        card = ps.spell_trap_zones[zone]
        _check_zone_card(duel, card, entry, f"Spell & Trap Zone {zone + 1}", where, fail)
    if "field_zone" in want:
        _check_zone_card(duel, ps.field_zone, want["field_zone"], "Field Zone", where, fail)
    for zkey, entry in (want.get("main_monster_zones") or {}).items():
        zone = _zone_index(zkey, f"{where} main_monster_zones")
        _check_zone_card(duel, ps.main_monster_zones[zone], entry, f"Main Monster Zone {zone + 1}", where, fail)


def _check_zone_card(duel: "Duel", card: "Card | None", entry: Any, label: str, where: str, fail: Any) -> None:
    if entry in (None, "empty"):
        if card is not None:
            fail(label, "empty", card.name)
        return
    spec = entry if isinstance(entry, Mapping) else {"card": entry}
    name = lookup_card(duel.db, spec.get("card"), f"{where} {label}").name
    if card is None or card.name != name:
        fail(label, name, _name(card))
    if "position" in spec:
        pos = parse_position(spec["position"], where)
        if card.position is not pos:
            fail(f"{label} position", pos.value, card.position.value if card.position else None)


def _zone_index(key: Any, where: str) -> int:
    """A 1-based zone number (1-5) from a scenario as an index 0-4.

    Raises:
        ScenarioError: not a whole number from 1 to 5.
    """
    if isinstance(key, bool) or str(key).strip() not in {"1", "2", "3", "4", "5"}:
        raise ScenarioError(f"{where}: zone must be 1-5, got {key!r}")
    return int(key) - 1


def run_file(path: str | pathlib.Path, db: "CardDatabase | None" = None) -> list[tuple[Scenario, str | None]]:
    """Run every scenario of a file; return (scenario, None) for a pass or (scenario, message).

    A scenario whose set-up is broken is reported as a failure with its message.

    Raises:
        ScenarioError: the file itself cannot be read as scenarios.
    """
    results: list[tuple[Scenario, str | None]] = []
    for sc in load_scenarios(path):
        try:
            run_scenario(sc, db)
        except (ScenarioFailure, DuelcoreError) as exc:
            results.append((sc, str(exc)))
        else:
            results.append((sc, None))
    return results
