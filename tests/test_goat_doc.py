"""docs/GOAT.md, the Goat format's ruling suite, names only scenarios and tests that exist; its period
card tables have a row for every scripted card of the 20 shipped Goat decks, and a row says "Yes"
exactly when its card has a 2005 variant; its judge's index gives each famous ruling of issue 18 a
scenario. Source: the project's rule that a card is done when a test proves its effects, and that
docs/GOAT.md gives each card's period notes with the test that proves them (issue 18, item 6).
"""

from __future__ import annotations

import ast
import functools
import re

from duelcore.cards.database import CardDatabase
from duelcore.cards.period import ordinary_passcode
from duelcore.cards.registry import PERIOD_SCRIPTS, has_period_variant, script_for
from duelcore.decks import shipped_decks
from duelcore.formats.ydk import read_ydk
from duelcore.scenarios.runner import load_scenarios

from helpers import REPO_ROOT

GOAT_MD = REPO_ROOT / "docs" / "GOAT.md"
SCENARIOS = REPO_ROOT / "tests" / "scenarios"
TESTS = REPO_ROOT / "tests"

#: A backticked scenario id: words of letters and digits joined by "-" ("goat-sangan-...",
#: "FS-19-..."); "*" stands for any words ("hand-limit-*").
SCENARIO_ID = re.compile(r"^[A-Za-z0-9*]+(?:-[A-Za-z0-9*]+)+$")
#: A backticked test: "test_x", "file.py::test_x", "tests/file.py::test_x" or "::test_x" (another
#: test of the file named before it in the same table cell).
TEST_NAME = re.compile(r"^(?:(?:tests/)?(test_\w+\.py))?(?:::)?(test_\w+)$")
#: A backticked token and what comes just before it: "+" (the same id with this ending) or
#: "each +" (every id before it in the cell with this ending).
TOKEN = re.compile(r"(each \+|\+)?`([^`]+)`")

#: The cards issue 18 names for their famous rulings (each needs a scenario in the judge's index).
FAMOUS = ("Ring of Destruction", "Metamorphosis", "Scapegoat", "Thousand-Eyes Restrict", "Tsukuyomi",
          "Black Luster Soldier - Envoy of the Beginning", "Chaos Sorcerer", "Sinister Serpent", "Cyber Jar",
          "Morphing Jar", "Magician of Faith", "Jinzo", "Spirit Reaper", "Tribe-Infecting Virus",
          "Torrential Tribute", "Nobleman of Crossout", "Trap Dustshoot", "Snatch Steal", "Delinquent Duo")


def _section(text: str, title: str) -> str:
    """The text of the ``## title`` section of ``text``, up to the next ``## `` heading."""
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def _table_rows(text: str) -> list[list[str]]:
    """The cells of every table row of ``text`` (header and separator rows left out)."""
    rows = []
    for line in text.splitlines():
        if line.startswith("| ") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            if cells[0] != "card":
                rows.append(cells)
    return rows


@functools.cache
def _scenario_formats() -> dict[str, frozenset[str | None]]:
    """Scenario id -> the game formats it runs in (None: no format, today's card texts), for every
    scenario in tests/scenarios/."""
    found: dict[str, set[str | None]] = {}
    for path in SCENARIOS.rglob("*.yaml"):
        for sc in load_scenarios(path):
            found.setdefault(sc.id, set()).add(sc.format)
    return {sid: frozenset(formats) for sid, formats in found.items()}


def _scenario_ids() -> frozenset[str]:
    """Every scenario id in tests/scenarios/."""
    return frozenset(_scenario_formats())


@functools.cache
def _test_functions() -> dict[str, frozenset[str]]:
    """File name -> the names of the test functions it defines, for every tests/test_*.py."""
    found = {}
    for path in sorted(TESTS.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found[path.name] = frozenset(n.name for n in tree.body
                                     if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))
    return found


def _named(text: str) -> tuple[list[str], list[str]]:
    """The scenario ids and the tests ``text`` names in backticks, as ``(ids, tests)``.

    An id followed by ``(+`-today`)`` also names the id with that ending; ``(each +`-x`)`` names
    every id before it in the table cell (or line) with that ending. Tests are ``file.py::test``
    (``::test`` for another test of the same file) or a bare ``test_...``. Other backticked text
    (paths, flags, commands) is not a name."""
    ids: list[str] = []
    tests: list[str] = []
    for line in text.splitlines():
        for cell in line.split(" | "):
            before: list[str] = []
            last_file = None
            for m in TOKEN.finditer(cell):
                prefix, token = m.group(1), m.group(2)
                if token.startswith("-") and not token.startswith("--"):
                    if prefix:
                        for stem in (before if prefix.startswith("each") else before[-1:]):
                            ids.append(stem + token)
                        before = []
                    continue
                test = TEST_NAME.match(token)
                if test:
                    last_file = test.group(1) or (last_file if token.startswith("::") else None)
                    tests.append(f"{last_file}::{test.group(2)}" if last_file else test.group(2))
                elif SCENARIO_ID.match(token):
                    ids.append(token)
                    before.append(token)
    return ids, tests


def _exists(scenario_id: str) -> bool:
    """Whether ``scenario_id`` is a scenario id (a ``*`` matches any words: at least one)."""
    if "*" not in scenario_id:
        return scenario_id in _scenario_ids()
    pattern = re.compile("^" + re.escape(scenario_id).replace(r"\*", ".+") + "$")
    return any(pattern.match(i) for i in _scenario_ids())


@functools.cache
def _period_rows() -> dict[str, list[str]]:
    """Card name -> the cells of its row in the period card tables (both tables)."""
    rows = _table_rows(_section(GOAT_MD.read_text(encoding="utf-8"), "Period card texts"))
    names = [cells[0] for cells in rows]
    assert len(names) == len(set(names)), "a card has two rows: " + ", ".join(
        sorted({n for n in names if names.count(n) > 1}))
    return {cells[0]: cells for cells in rows}


def _goat_deck_cards(db: CardDatabase) -> dict[int, str]:
    """Identity -> name of every card with a script in the 20 shipped Goat decks (all parts; a
    period variant passcode read as its ordinary card)."""
    decks = [path for path in shipped_decks().values() if path.parent.name == "goat"]
    assert len(decks) == 20
    cards = {}
    for path in decks:
        deck = read_ydk(path)
        for code in deck.main + deck.extra + deck.side:
            data = db.get(ordinary_passcode(code))
            if script_for(data.identity) is not None:
                cards[data.identity] = data.name
    return cards


def test_every_scenario_id_named_in_goat_md_exists():
    """Every backticked scenario id in docs/GOAT.md (and each twin named by its ending) is the id of
    a scenario in tests/scenarios/."""
    ids, _ = _named(GOAT_MD.read_text(encoding="utf-8"))
    assert len(ids) > 500  # the rule tables, the 174 card rows and the judge's index
    assert sorted({i for i in ids if not _exists(i)}) == []


def test_every_test_named_in_goat_md_exists():
    """Every backticked test in docs/GOAT.md is a test function of the tests/ file it names (a bare
    name: of some tests/test_*.py)."""
    _, tests = _named(GOAT_MD.read_text(encoding="utf-8"))
    functions = _test_functions()
    every = set().union(*functions.values())
    missing = [t for t in tests
               if ("::" in t and t.split("::")[1] not in functions.get(t.split("::")[0], ()))
               or ("::" not in t and t not in every)]
    assert any(t.startswith("test_goat_flip.py::") for t in tests)
    assert missing == []


def test_every_scripted_card_of_the_goat_decks_has_a_period_row(db):
    """The period card tables of docs/GOAT.md have a row for every scripted card of the 20 Goat
    decks, named as the card database names it."""
    cards = _goat_deck_cards(db)
    assert len(cards) >= 150
    assert sorted(set(cards.values()) - set(_period_rows())) == []


def test_a_period_row_says_yes_exactly_when_its_card_has_a_2005_variant(db):
    """A row's "plays differently?" cell starts with "Yes" exactly when its card's module has a
    period variant (``@script(..., texts="2005")``), and every card with one has a row; a "Yes" row
    names a scenario that runs under ``format: goat`` and a twin with today's text (a scenario with
    no format, or a test that plays both)."""
    rows = _period_rows()
    wrong = sorted(name for name, cells in rows.items()
                   if cells[2].startswith("Yes") != has_period_variant(db.find(name).identity, "2005"))
    assert wrong == []
    with_variant = {db.get(identity).name for identity in PERIOD_SCRIPTS["2005"]}
    assert sorted(with_variant - set(rows)) == []
    formats = _scenario_formats()
    unproven = []
    for name, cells in rows.items():
        if cells[2].startswith("Yes"):
            ids, tests = _named(cells[4])
            in_goat = any("goat" in formats.get(i, ()) for i in ids)
            today = tests or any(formats.get(i) == frozenset({None}) for i in ids)
            if not (in_goat and today):
                unproven.append(name)
    assert sorted(unproven) == []


def test_every_famous_ruling_of_issue_18_has_a_scenario_in_the_judges_index():
    """Each card of issue 18's list of famous rulings has at least one row in the judge's index of
    docs/GOAT.md, and every row there names a scenario."""
    index = _table_rows(_section(GOAT_MD.read_text(encoding="utf-8"), "Famous rulings: a judge's index"))
    without = [cells[0] + ": " + cells[1] for cells in index if not _named(cells[3])[0]]
    assert without == []
    covered = {cells[0].removesuffix(" with Book of Moon") for cells in index}
    assert sorted(set(FAMOUS) - covered) == []
