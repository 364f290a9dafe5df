"""The layers of duelcore hold: each imports only the layers below it, and no module imports itself
back through others.

The contract is ``[tool.importlinter]`` in pyproject.toml (import-linter): a layers contract and
no cycles among the modules of a layer. Every import counts, those inside functions too; imports
made only for type checking (under ``if TYPE_CHECKING:``) are left out. The tests on a copy of the
package show that the contract is not empty: an upward import, even inside a function, or a cycle
breaks it, while a type-checking import does not.
"""

from __future__ import annotations

import json
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTRACTS = ("Layers: each layer imports only the layers below it", "No cycles among the modules of a layer")


def lint_imports(where: pathlib.Path) -> subprocess.CompletedProcess[str]:
    """Run ``lint-imports`` with the pyproject.toml of ``where``, on the duelcore package there."""
    return subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()",
         "--no-cache", "--no-logo", str(where / "pyproject.toml")],
        cwd=where, env={"PYTHONPATH": str(where), "PATH": "", "NO_COLOR": "1", "COLUMNS": "200"},
        capture_output=True, text=True, check=False,
    )


#: Prints every import cycle among duelcore's modules as JSON (see :func:`import_cycles`).
_FIND_CYCLES = """
import json, grimp
graph = grimp.build_graph("duelcore", cache_dir=None, exclude_type_checking_imports=True)
cycles = set()
for importer in graph.modules:
    for imported in graph.find_modules_directly_imported_by(importer):
        back = graph.find_shortest_chain(importer=imported, imported=importer)
        if back is not None:
            cycle = (importer,) + tuple(back[:-1])
            start = cycle.index(min(cycle))
            cycles.add(cycle[start:] + cycle[:start])
print(json.dumps(sorted(cycles)))
"""


def import_cycles(where: pathlib.Path) -> list[tuple[str, ...]]:
    """Every import cycle among the modules of the duelcore package in ``where`` (type-checking
    imports left out; imports inside functions count), each once, as its modules in import order
    from the smallest module name; [] when there is none. Found with grimp, the import graph
    library import-linter is built on."""
    result = subprocess.run([sys.executable, "-c", _FIND_CYCLES], cwd=where, env={"PYTHONPATH": str(where), "PATH": ""},
                            capture_output=True, text=True, check=True)
    return [tuple(cycle) for cycle in json.loads(result.stdout)]


def copy_of_the_package(tmp_path: pathlib.Path) -> pathlib.Path:
    """A copy of the duelcore package and pyproject.toml in ``tmp_path``."""
    shutil.copytree(ROOT / "duelcore", tmp_path / "duelcore", ignore=shutil.ignore_patterns("__pycache__", "*.cdb", "data"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def add_to(module: pathlib.Path, text: str) -> None:
    module.write_text(module.read_text(encoding="utf-8") + text, encoding="utf-8")


def test_lint_imports_keeps_every_contract():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    for name in CONTRACTS:
        assert f"{name} KEPT" in result.stdout
    assert "Contracts: 2 kept, 0 broken." in result.stdout


def test_no_import_cycle_among_duelcore_modules():
    assert import_cycles(ROOT) == []


def test_an_upward_import_inside_a_function_breaks_the_layers(tmp_path):
    copy = copy_of_the_package(tmp_path)
    add_to(copy / "duelcore" / "state" / "card.py",
           "\n\ndef _upward():\n    from duelcore.engine.duel import Duel\n\n    return Duel\n")
    result = lint_imports(copy)
    assert result.returncode == 1
    assert "Layers: each layer imports only the layers below it BROKEN" in result.stdout
    assert "duelcore.state.card -> duelcore.engine.duel" in result.stdout


def test_an_import_made_only_for_type_checking_is_left_out(tmp_path):
    copy = copy_of_the_package(tmp_path)
    add_to(copy / "duelcore" / "state" / "card.py",
           "\n\nif TYPE_CHECKING:\n    from duelcore.engine.duel import Duel\n")
    result = lint_imports(copy)
    assert result.returncode == 0, result.stdout + result.stderr
    assert import_cycles(copy) == []


def test_a_cycle_inside_a_layer_is_found(tmp_path):
    copy = copy_of_the_package(tmp_path)
    # rules.chain imports rules.windows; windows importing chain back closes a cycle.
    add_to(copy / "duelcore" / "rules" / "windows.py",
           "\n\ndef _back():\n    from duelcore.rules import chain\n\n    return chain\n")
    result = lint_imports(copy)
    assert result.returncode == 1
    assert "No cycles among the modules of a layer BROKEN" in result.stdout
    assert ("duelcore.rules.chain", "duelcore.rules.windows") in import_cycles(copy)
