#!/usr/bin/env python3
"""Write docs/CARDS.md (every scripted card with its script, the scenario tests that use it and the
other tests that name it) and docs/STARTER-DECKS.md (every card of the four Starter Decks with its
test).

A scenario "uses" a card when its set-up places the card somewhere (hand, Deck, Extra Deck, a
zone, a pile), named exactly. A test function of ``tests/test_*.py`` "names" a card when its own
name holds the card's name as whole words (``test_convulsion_of_nature_...``) or its body holds the
card's name as a string, exactly (a set-up's ``"hand": ["Convulsion of Nature"]``). In
docs/STARTER-DECKS.md a Normal Monster's test is its data test in
tests/test_starter_normal_monsters.py (read from that file's ``NORMAL_MONSTERS`` table), a Fusion
Monster without effects lists the scenarios that summon it (a step chooses its position; else those
that use it), and a card with effects lists its script and the scenarios that use it; a card with
effects that has no script is marked NOT SCRIPTED, with its pending scenarios (strict xfails in
tests/pending_scenarios/) if any. Both files are committed; run this again when a script, a
scenario or a deck changes (``--check`` only compares and exits 1 when a file is out of date).

Usage (from the repository root)::

    python scripts/build_card_list.py [--check]
"""

from __future__ import annotations

import argparse
import ast
import functools
import pathlib
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

import yaml

from duelcore.cards.database import CardData, CardDatabase
from duelcore.cards.registry import SCRIPTS, needs_script, scripted_passcodes
from duelcore.decks import shipped_decks
from duelcore.formats.ydk import read_ydk

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "CARDS.md"
STARTER_OUT = ROOT / "docs" / "STARTER-DECKS.md"
SCENARIOS = ROOT / "tests" / "scenarios"
PENDING_SCENARIOS = ROOT / "tests" / "pending_scenarios"
TESTS = ROOT / "tests"
NORMAL_TEST = ROOT / "tests" / "test_starter_normal_monsters.py"
NORMAL_TEST_FUNCTION = "test_normal_monster_stats"

#: How many tests a table cell names before "and N more".
SHOWN_TESTS = 3


def _strings(node: Any) -> Iterator[str]:
    """Every string scalar inside a YAML node (mapping keys excluded)."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


@functools.cache
def _scenarios(folder: pathlib.Path) -> tuple[tuple[str, dict], ...]:
    """``("file.yaml: id", scenario mapping)`` for every scenario of the YAML files under ``folder``,
    files in path order. A scenario without ``id`` is called ``<file stem>-<n>`` (n from 1).

    Read once per process; the mappings are shared, not to be changed.
    """
    found = []
    for path in sorted(folder.rglob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for i, sc in enumerate(doc.get("scenarios", [doc])):
            sid = sc.get("id") or f"{path.stem}-{i + 1}"
            found.append((f"{path.name}: {sid}", sc))
    return tuple(found)


def _names(db: CardDatabase, codes: Iterable[int]) -> dict[str, int]:
    """card name -> passcode for those of ``codes`` that are in ``db``."""
    return {db.get(code).name: code for code in codes if code in db}


def scenario_uses(db: CardDatabase, codes: Iterable[int] | None = None,
                  folder: pathlib.Path = SCENARIOS) -> dict[int, list[str]]:
    """passcode -> ids of the scenarios whose set-up places that card (``file.yaml: id``): first
    those that name the card (in their id or name: they test it), then the others; each group
    sorted.

    ``codes`` are the cards to look for (default: every scripted card), ``folder`` the scenario
    files (default: tests/scenarios/). A card that no scenario uses has no key.
    """
    names = _names(db, scripted_passcodes() if codes is None else codes)
    uses: dict[int, dict[str, int]] = defaultdict(dict)
    for label, sc in _scenarios(folder):
        title = f"{sc.get('id', '')} {sc.get('name', '')}".lower()
        for text in _strings(sc.get("setup", {})):
            if text in names:
                names_it = text.lower() in title or _slug(text) in title
                uses[names[text]][label] = 0 if names_it else 1
    return {code: sorted(ids, key=lambda label: (ids[label], label)) for code, ids in uses.items()}


def _slug(name: str) -> str:
    """A card name as scenario ids spell it: lower case, words joined by "-" ("Blue-Eyes Toon
    Dragon" -> "blue-eyes-toon-dragon")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _function_slugs(name: str) -> tuple[str, ...]:
    """A card name as test function names spell it: lower case, words joined by "_", an
    apostrophe dropped or a word break ("Gravekeeper's Assailant" -> "gravekeepers_assailant",
    "gravekeeper_s_assailant")."""
    return tuple(dict.fromkeys(re.sub(r"[^a-z0-9]+", "_", n.lower()).strip("_")
                               for n in (name.replace("'", ""), name)))


#: Test files left out of the "other tests": the tests of this script's own output, which name cards
#: only as examples.
OWN_TESTS = ("test_card_list.py",)


@functools.cache
def _test_functions(folder: pathlib.Path) -> tuple[tuple[str, str, frozenset[str]], ...]:
    """``("file.py::function", function name, its string constants)`` for every test function of
    ``folder``'s ``test_*.py`` files (``file.py::Class::function`` for a method of a ``Test...``
    class), files and functions in order, :data:`OWN_TESTS` left out. The strings are those of its
    body and decorators (``pytest.mark.parametrize`` values), its docstring left out.

    Read once per process, without importing the files.
    """
    found = []
    for path in sorted(folder.glob("test_*.py")):
        if path.name in OWN_TESTS:
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                functions = [(f"{node.name}::", n) for n in node.body]
            else:
                functions = [("", node)]
            for prefix, fn in functions:
                if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("test_")):
                    continue
                doc = ast.get_docstring(fn, clean=False)
                strings = frozenset(n.value for n in ast.walk(fn)
                                    if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value != doc)
                found.append((f"{path.name}::{prefix}{fn.name}", fn.name, strings))
    return tuple(found)


def named_by_tests(db: CardDatabase, codes: Iterable[int] | None = None,
                       folder: pathlib.Path = TESTS) -> dict[int, list[str]]:
    """passcode -> the test functions (``file.py::function``) of ``folder``'s ``test_*.py`` files
    that name that card: first those whose own name holds the card's name (they test it), then
    those whose body holds it as a string; each group sorted.

    ``codes`` are the cards to look for (default: every scripted card). A card that no test
    function names has no key.
    """
    names = _names(db, scripted_passcodes() if codes is None else codes)
    slugs = {name: _function_slugs(name) for name in names}
    uses: dict[int, dict[str, int]] = defaultdict(dict)
    for label, function, strings in _test_functions(folder):
        words = f"_{function}_"
        for name, code in names.items():
            if any(f"_{slug}_" in words for slug in slugs[name]):
                uses[code][label] = 0
            elif name in strings:
                uses[code][label] = 1
    return {code: sorted(ids, key=lambda label: (ids[label], label)) for code, ids in uses.items()}


def scenario_summons(db: CardDatabase, codes: Iterable[int],
                     folder: pathlib.Path = SCENARIOS) -> dict[int, list[str]]:
    """passcode -> ids of the scenarios that summon that card (a ``choose`` step answers
    ``"<name> in face-up ..."``, the position of a monster being Special Summoned), sorted.

    For a Fusion Monster (only ever summoned from the Extra Deck) these are its Fusion Summons.
    A card that no scenario summons has no key.
    """
    names = _names(db, codes)
    summons: dict[int, set[str]] = defaultdict(set)
    for label, sc in _scenarios(folder):
        for step in sc.get("steps") or []:
            answer = step.get("choose") if isinstance(step, dict) else None
            if isinstance(answer, str) and " in face-up " in answer:
                name = answer.split(" in face-up ", 1)[0]
                if name in names:
                    summons[names[name]].add(label)
    return {code: sorted(ids) for code, ids in summons.items()}


def format_tests(tests: list[str], limit: int = SHOWN_TESTS, none: str = "**none**") -> str:
    """A Markdown table cell naming the first ``limit`` tests (in backticks, one a line) and
    "and N more"; ``none`` when ``tests`` is empty."""
    shown = "<br>".join(f"`{t}`" for t in tests[:limit])
    if len(tests) > limit:
        shown += f"<br>and {len(tests) - limit} more"
    return shown or none


def card_type(data: CardData) -> str:
    """The card type as the tables show it, e.g. ``"Monster (Normal)"``, ``"Spell (Equip)"``."""
    return f"{data.kind.value} ({data.sub_kind})"


def script_path(data: CardData) -> str | None:
    """The repository path of the card's script module, or None when it has no script."""
    scripted_passcodes()  # imports every script module, which fills SCRIPTS
    fn = SCRIPTS.get(data.identity)
    if fn is None:
        return None
    return f"duelcore/cards/scripts/{fn.__module__.rsplit('.', 1)[-1]}.py"


def render(db: CardDatabase) -> str:
    """The Markdown text of docs/CARDS.md."""
    uses = scenario_uses(db)
    functions = named_by_tests(db)
    rows = []
    for code in scripted_passcodes():
        if code not in db:
            continue
        data = db.get(code)
        tests = uses.get(code, [])
        others = functions.get(code, [])
        rows.append(f"| {data.name} | {data.passcode} | {card_type(data)} | "
                    f"`{script_path(data)}` | {len(tests)} | {format_tests(tests)} | "
                    f"{format_tests(others, none='')} |")
    rows.sort(key=str.casefold)
    head = [
        "# Scripted cards",
        "",
        "Every card with effects that duelcore plays, its script, the scenario tests (in",
        "`tests/scenarios/`) whose set-up uses it, and the other tests (test functions of",
        "`tests/test_*.py`) that name it: in their own name first (`test_convulsion_of_nature_...`),",
        "then in their set-up. Cards without effects (Normal Monsters, Fusion and Ritual Monsters with no",
        "effect, Tokens) need no script. A card with effects that is not listed here is refused by name",
        "when a deck holds it. The period notes of the Goat format's cards (their texts of April 2005, the",
        "rulings and the scenarios that prove them) are in [GOAT.md](GOAT.md).",
        "",
        "Generated by `scripts/build_card_list.py`; `tests/test_card_list.py` checks it is current and",
        "that every card here has at least one scenario.",
        "",
        f"{len(rows)} scripted cards.",
        "",
        "| Card | Passcode | Card type | Script | Scenarios | Some of them | Other tests |",
        "|---|---|---|---|---|---|---|",
    ]
    return "\n".join(head + rows) + "\n"

# ----- docs/STARTER-DECKS.md ---------------------------------------------------------------------

@dataclass(frozen=True)
class StarterCard:
    """One distinct card of a Starter Deck, as a row of docs/STARTER-DECKS.md.

    Fields:
        data: the card (from the shipped database).
        count: copies in the deck (all parts).
        parts: the deck parts holding it, in order ("Main", "Extra", "Side").
        group: "normal" (Normal Monster), "no-effect" (Fusion or Ritual Monster without effects) or
            "effects" (any card that needs a script).
        script: the script's repository path; None for a card without effects or not scripted.
        tests: the tests listed for it: ``file.py::function[id]`` for a Normal Monster's data test,
            ``file.yaml: id`` for scenarios, ``pending_scenarios/file.yaml: id`` for the pending
            scenarios listed for a card that is not scripted and has no scenario.
    """

    data: CardData
    count: int
    parts: tuple[str, ...]
    group: str
    script: str | None
    tests: tuple[str, ...]

    @property
    def not_scripted(self) -> bool:
        """True for a card with effects that has no script (the engine refuses a deck holding it)."""
        return self.group == "effects" and self.script is None


def starter_decks() -> dict[str, pathlib.Path]:
    """The four bundled Starter Decks: short name (``yugi`` ...) -> ``.ydk`` path, in
    :func:`duelcore.decks.shipped_decks` order (Yugi, Kaiba, Joey, Pegasus)."""
    return {name: path for name, path in shipped_decks().items() if path.parent.name == "starter"}


def normal_monster_tests(path: pathlib.Path = NORMAL_TEST) -> dict[int, str]:
    """passcode -> pytest id of its data test (``test_starter_normal_monsters.py::function[name]``).

    Read from the literal ``NORMAL_MONSTERS`` table of ``path`` (rows ``(passcode, name, ...)``; each
    row is one test of ``NORMAL_TEST_FUNCTION`` with the name as its id), without importing the file.
    Empty when the file or the table is missing.
    """
    if not path.exists():
        return {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "NORMAL_MONSTERS" for t in node.targets):
            rows = ast.literal_eval(node.value)
            return {row[0]: f"{path.name}::{NORMAL_TEST_FUNCTION}[{row[1]}]" for row in rows}
    return {}


def _group(data: CardData) -> str:
    """``"effects"``, ``"normal"`` or ``"no-effect"`` (see :class:`StarterCard`)."""
    if needs_script(data):
        return "effects"
    return "normal" if data.is_normal_monster else "no-effect"


def starter_cards(db: CardDatabase) -> dict[str, list[StarterCard]]:
    """Deck short name -> its distinct cards in deck order (Main, Extra, then Side Deck; first copy).

    Raises DeckFormatError for an unreadable ``.ydk`` and UnknownPasscode for a card not in ``db``.
    """
    decks = {name: read_ydk(path) for name, path in starter_decks().items()}
    codes = {code for deck in decks.values() for code in deck.main + deck.extra + deck.side}
    identities = {db.get(code).identity for code in codes}
    uses = scenario_uses(db, identities)
    summons = scenario_summons(db, identities)
    pending = scenario_uses(db, identities, PENDING_SCENARIOS)
    data_tests = normal_monster_tests()
    out: dict[str, list[StarterCard]] = {}
    for name, deck in decks.items():
        counts: dict[int, int] = defaultdict(int)
        parts: dict[int, list[str]] = defaultdict(list)
        for part, cards in (("Main", deck.main), ("Extra", deck.extra), ("Side", deck.side)):
            for code in cards:
                counts[code] += 1
                if part not in parts[code]:
                    parts[code].append(part)
        rows = []
        for code in counts:
            data = db.get(code)
            ident = data.identity
            group = _group(data)
            script = script_path(data) if group == "effects" else None
            if group == "normal":
                tests = [data_tests[code]] if code in data_tests else []
            elif group == "no-effect":
                tests = summons.get(ident) or uses.get(ident, [])
            else:
                tests = uses.get(ident, [])
                if script is None and not tests:
                    tests = [f"{PENDING_SCENARIOS.name}/{t}" for t in pending.get(ident, [])]
            rows.append(StarterCard(data, counts[code], tuple(parts[code]), group, script, tuple(tests)))
        out[name] = rows
    return out


def _deck_title(path: pathlib.Path) -> str:
    """``SDY_Starter_Deck_Yugi`` -> ``Starter Deck: Yugi``."""
    words = path.stem.split("_")[1:]
    return " ".join(words).replace("Starter Deck ", "Starter Deck: ", 1) or path.stem


def _script_cell(card: StarterCard) -> str:
    """The Script cell: the script path, why none is needed, or NOT SCRIPTED."""
    if card.group == "normal":
        return "none needed (Normal Monster)"
    if card.group == "no-effect":
        return "none needed (no effect)"
    return f"`{card.script}`" if card.script else "**NOT SCRIPTED**"


def _tests_cell(card: StarterCard) -> str:
    """The Tests cell (:func:`format_tests`); a NOT SCRIPTED card's pending scenarios are labelled."""
    text = format_tests(list(card.tests))
    return f"pending (strict xfail):<br>{text}" if card.not_scripted and card.tests else text


def render_starter_decks(db: CardDatabase) -> str:
    """The Markdown text of docs/STARTER-DECKS.md."""
    decks = starter_decks()
    cards = starter_cards(db)
    distinct: dict[int, StarterCard] = {}
    for rows in cards.values():
        for card in rows:
            distinct.setdefault(card.data.passcode, card)
    by_group: dict[str, list[StarterCard]] = defaultdict(list)
    for card in distinct.values():
        by_group[card.group].append(card)
    unscripted = sorted(c.data.name for c in by_group["effects"] if c.not_scripted)
    no_effect: dict[str, int] = defaultdict(int)
    for card in by_group["no-effect"]:
        no_effect[card.data.sub_kind] += 1
    without = sorted(c.data.name for c in distinct.values() if not c.tests)
    head = [
        "# Starter Decks",
        "",
        "Every card of the four Starter Decks bundled in `duelcore/decks/data/starter/` (Yugi, Kaiba,",
        "Joey, Pegasus), deck by deck, with the test that covers it:",
        "",
        "- a **Normal Monster**: its data test in `tests/test_starter_normal_monsters.py` (it loads from",
        "  the shipped card database with its printed Level, Attribute, Type, ATK and DEF);",
        "- a **Fusion or Ritual Monster without effects**: the scenarios (in `tests/scenarios/`) that",
        "  summon it (a step chooses its position), else those whose set-up uses it;",
        "- a **card with effects**: its script and the scenarios whose set-up uses it, as in",
        "  [CARDS.md](CARDS.md). One without a script is marked **NOT SCRIPTED** (a deck holding it is",
        "  refused), with its pending scenarios (strict xfails in `tests/pending_scenarios/`) if any.",
        "",
        "Generated by `scripts/build_card_list.py`; `tests/test_card_list.py` checks it is current and",
        "that every card here has at least one test.",
        "",
        f"{len(distinct)} distinct cards: {len(by_group['normal'])} Normal Monsters, "
        + "".join(f"{n} {kind} Monsters without effects, " for kind, n in sorted(no_effect.items()))
        + f"{len(by_group['effects'])} cards with effects "
        f"({len(by_group['effects']) - len(unscripted)} scripted"
        + (f"; NOT SCRIPTED: {', '.join(unscripted)}" if unscripted else "") + ").",
    ]
    if without:
        head.append(f"Cards with no test: {', '.join(without)}.")
    lines = head
    for name, rows in cards.items():
        path = decks[name]
        deck = read_ydk(path)
        sizes = ", ".join(f"{part} Deck {len(part_cards)}" for part, part_cards in
                          (("Main", deck.main), ("Extra", deck.extra), ("Side", deck.side)) if part_cards)
        lines += [
            "",
            f"## {_deck_title(path)}",
            "",
            f"`{path.relative_to(ROOT).as_posix()}` (short name `{name}`): {sizes}; {len(rows)} distinct cards.",
            "",
            "| # | Card | Passcode | Count | Card type | Script | Tests |",
            "|---|---|---|---|---|---|---|",
        ]
        for i, card in enumerate(rows, 1):
            count = f"{card.count}" + ("" if card.parts == ("Main",) else f" ({', '.join(card.parts)})")
            lines.append(f"| {i} | {card.data.name} | {card.data.passcode} | {count} | {card_type(card.data)} | "
                         f"{_script_cell(card)} | {_tests_cell(card)} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) docs/CARDS.md and docs/STARTER-DECKS.md; returns the exit
    code (1 when --check finds a file out of date)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = ap.parse_args(argv)
    db = CardDatabase.default()
    outputs = ((OUT, render(db)), (STARTER_OUT, render_starter_decks(db)))
    status = 0
    for out, text in outputs:
        if args.check:
            if not out.exists() or out.read_text(encoding="utf-8") != text:
                print(f"{out} is out of date: run python scripts/build_card_list.py")
                status = 1
        else:
            out.write_text(text, encoding="utf-8")
            print(f"wrote {out}")
    return status


if __name__ == "__main__":
    sys.exit(main())
