"""Where card scripts and their shared procedures live (DESIGN §7).

- every module of ``duelcore/cards/scripts/`` (but the registry ``__init__``) is named after the
  card it scripts, and scripts a card;
- the shared procedures are a package, ``duelcore/cards/procedures/``, one module per mechanic,
  each listed in the package's docstring;
- each shared name (function or constant) is defined once: no two procedure modules define the
  same name, and no card module defines again a name a procedure module defines.
"""

from __future__ import annotations

import ast
import importlib
import pathlib
import pkgutil
import re

import duelcore.cards.procedures as procedures
import duelcore.cards.registry as registry
import duelcore.cards.scripts as scripts
from duelcore.cards import CardDatabase

CARDS = pathlib.Path(scripts.__file__).parent.parent


def _module_name(card_name: str) -> str:
    """The module name a card's script has: its name in lower case, every run of other characters
    than letters and digits one underscore ("Harpie's Feather Duster": harpie_s_feather_duster)."""
    return re.sub(r"[^a-z0-9]+", "_", card_name.lower()).strip("_")


def _top_level_names(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def _procedure_modules() -> list[str]:
    return sorted(info.name for info in pkgutil.iter_modules(procedures.__path__))


def test_every_script_module_is_named_after_its_card():
    """Each module in scripts/ registers the script of at least one card, and is named after it."""
    db = CardDatabase.default()
    by_module: dict[str, set[str]] = {}
    for passcode in registry.scripted_passcodes():
        fn = registry.SCRIPTS[passcode]
        by_module.setdefault(fn.__module__.rsplit(".", 1)[-1], set()).add(db.get(passcode).name)
    modules = sorted(info.name for info in pkgutil.iter_modules(scripts.__path__))
    assert [m for m in modules if m not in by_module] == []
    misnamed = {m: names for m, names in by_module.items() if m not in {_module_name(n) for n in names}}
    assert misnamed == {}


def test_procedures_are_a_package_of_documented_modules():
    """The shared procedures are one module per mechanic, each named in the package's docstring."""
    modules = _procedure_modules()
    assert {"activation", "equip", "field_spells", "flip", "negation", "stats", "summon_response", "targeting",
            "toons", "tributes"} <= set(modules)
    doc = procedures.__doc__
    assert [m for m in modules if f":mod:`.{m}`" not in doc] == []
    for m in modules:
        importlib.import_module(f"duelcore.cards.procedures.{m}")


def test_each_shared_name_is_defined_once():
    """No two procedure modules define the same name, and no card module defines a name a
    procedure module defines (MONSTER_ZONES, flip_effect...)."""
    seen: dict[str, str] = {}
    twice = []
    for m in _procedure_modules():
        for name in _top_level_names(CARDS / "procedures" / f"{m}.py"):
            if name in seen:
                twice.append((name, seen[name], m))
            seen[name] = m
    assert twice == []
    again = {path.stem: sorted(_top_level_names(path) & set(seen))
             for path in sorted((CARDS / "scripts").glob("*.py")) if path.stem != "__init__"}
    assert {m: names for m, names in again.items() if names} == {}
