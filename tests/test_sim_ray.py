"""Simulations on Ray (`duelcore sim --backend ray`, duelcore.interfaces.sim_ray): the same duels and
the same reports as the process backend, resumable, on a local Ray instance or an existing cluster;
clear errors without Ray, for an address without the ray backend and for an unreachable cluster.

One test starts a local Ray instance (2 CPUs), through the backend's own ``connect``, and checks
everything that needs one: a single test, so that one pytest-xdist worker starts one Ray instance
(xdist's ``xdist_group`` does not keep a group on one worker with pytest 9).

Source: issue 19 item 6 (simulations beyond one machine, on Ray)."""

from __future__ import annotations

import importlib.util
import json
import sys

import pytest
from click.testing import CliRunner

from duelcore.errors import DuelcoreError
from duelcore.interfaces.cli import main
from duelcore.interfaces.sim import simulate
from helpers import run_fresh_python

needs_ray = pytest.mark.skipif(importlib.util.find_spec("ray") is None,
                               reason="Ray is not installed: pip install 'duelcore[ray]'")

#: The duels played here: a few random duels of Yugi against Kaiba.
SEEDS = range(4)

#: The command line of `duelcore sim` for SEEDS, without --out and the backend options.
SIM = ["sim", "yugi", "kaiba", "-n", str(len(SEEDS)), "--no-progress"]

#: Runs duelcore's command line in a fresh interpreter.
CLI = "import sys; from duelcore.interfaces.cli import main; sys.argv[0] = 'duelcore'; main()"

NO_RAY = ("the ray backend needs Ray, which cannot be imported (import of ray halted; None in sys.modules); "
          "install it with: pip install 'duelcore[ray]'")


def lines_by_seed(path) -> list[dict]:
    """The result lines of a JSON-Lines results file, sorted by seed."""
    return sorted((json.loads(line) for line in path.read_text().splitlines()), key=lambda d: d["seed"])


def same_reports_as_the_process_backend(process_reports, tmp_path) -> None:
    out = tmp_path / "ray.jsonl"
    seen = []
    reports = simulate("yugi", "kaiba", SEEDS, out=out, backend="ray", on_report=seen.append)
    assert sorted(reports, key=lambda r: r.seed) == process_reports
    assert seen == reports
    assert lines_by_seed(out) == [vars(r) for r in process_reports]


def resumes_a_results_file(process_reports, tmp_path) -> None:
    out = tmp_path / "resumed.jsonl"
    simulate("yugi", "kaiba", [0, 1], out=out)  # seeds 0 and 1 already done
    reports = simulate("yugi", "kaiba", SEEDS, out=out, backend="ray")
    assert sorted(r.seed for r in reports) == [2, 3]  # only the others are played
    assert lines_by_seed(out) == [vars(r) for r in process_reports]


def cli_on_an_existing_cluster(ray, tmp_path) -> None:
    """`duelcore sim --backend ray --address ADDR` from another process, on this instance: the same
    summary and the same results file as the process backend."""
    proc_out, ray_out = tmp_path / "cli-proc.jsonl", tmp_path / "cli-ray.jsonl"
    expected = CliRunner().invoke(main, [*SIM, "--out", str(proc_out), "--replays", str(tmp_path / "r")])
    assert expected.exit_code == 0, expected.output
    assert expected.output.startswith("4 duels (modern), yugi (random) vs kaiba (random), seeds 0-3\n")
    address = ray.get_runtime_context().gcs_address
    res = run_fresh_python(CLI, *SIM, "--out", str(ray_out), "--replays", str(tmp_path / "r"), "--backend", "ray",
                           "--address", address, hashseed="0", timeout=900)
    assert res.returncode == 0, res.stderr
    assert res.stdout == expected.output
    assert lines_by_seed(ray_out) == lines_by_seed(proc_out)


@needs_ray
def test_ray_backend_on_a_local_instance(tmp_path):
    """On a local Ray instance started and shut down by the backend: the reports of the process
    backend for the same seeds, a results file resumed, the command line on an existing cluster."""
    from duelcore.interfaces.sim_ray import connect

    process_reports = simulate("yugi", "kaiba", SEEDS)
    assert [r.seed for r in process_reports] == list(SEEDS)
    assert all(r.problem is None and r.reason == "lp" for r in process_reports)
    with connect(None, jobs=2) as ray:
        assert ray.cluster_resources()["CPU"] == 2
        same_reports_as_the_process_backend(process_reports, tmp_path)
        resumes_a_results_file(process_reports, tmp_path)
        cli_on_an_existing_cluster(ray, tmp_path)
    assert not ray.is_initialized()


@needs_ray
def test_cli_sim_with_an_unreachable_cluster_is_a_clear_error(tmp_path):
    res = run_fresh_python(CLI, *SIM, "--out", str(tmp_path / "ray.jsonl"), "--backend", "ray",
                           "--address", "127.0.0.1:1", hashseed="0", timeout=900)
    assert res.returncode == 1
    assert res.stderr.splitlines()[-1] == (
        "Error: cannot reach the Ray cluster at '127.0.0.1:1': [Errno 111] Connection refused. Start one with "
        "`ray start --head` and give its address (HOST:6379, or ray://HOST:10001 for Ray Client), or leave "
        "--address out to start a local Ray instance")
    assert not (tmp_path / "ray.jsonl").exists()  # nothing played, no file left behind


def test_without_ray_the_ray_backend_names_the_extra(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as when it is not installed
    out = tmp_path / "ray.jsonl"
    seen = []
    with pytest.raises(DuelcoreError) as err:
        simulate("yugi", "kaiba", SEEDS, out=out, backend="ray", on_report=seen.append)
    assert str(err.value) == NO_RAY
    assert seen == [] and not out.exists()  # refused before any duel is played
    res = CliRunner().invoke(main, [*SIM, "--out", str(out), "--backend", "ray"])
    assert res.exit_code == 1
    assert res.output == f"Error: {NO_RAY}\n"
    assert not out.exists()


def test_an_address_needs_the_ray_backend(tmp_path):
    out = tmp_path / "soak.jsonl"
    res = CliRunner().invoke(main, [*SIM, "--out", str(out), "--address", "auto"])
    assert res.exit_code == 2  # wrong usage, as for any other bad option
    assert res.output.endswith("Error: --address auto is only used with --backend ray: add --backend ray, or leave "
                               "--address out\n")
    assert not out.exists()
    with pytest.raises(DuelcoreError, match=r"^a cluster address \('auto'\) is only used by the ray backend"):
        simulate("yugi", "kaiba", SEEDS, out=out, address="auto")
    with pytest.raises(DuelcoreError, match="^unknown simulation backend 'dask': choose one of process, ray$"):
        simulate("yugi", "kaiba", SEEDS, backend="dask")


def test_the_process_backend_imports_nothing_from_ray():
    res = run_fresh_python(
        "import sys; from duelcore.interfaces import cli, sim; sim.simulate('yugi', 'kaiba', [0]); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'ray'))", hashseed="0")
    assert res.returncode == 0, res.stderr
    assert res.stdout == "[]\n"
