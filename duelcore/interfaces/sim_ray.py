"""The Ray backend of the soak runner: the duels of ``duelcore sim --backend ray`` played as Ray tasks.

:func:`duelcore.interfaces.sim.simulate` stays the same sharded, resumable run (results appended to
its JSON-Lines file as duels end, seeds already there skipped); only the place where each duel is
played changes: a Ray task on a local Ray instance started for the run (sized by ``jobs``, shut
down at the end) or on an existing Ray cluster (``address``). Duel ``s`` is played by the same
function with the same seed either way, so its report is the same as with the process backend.

On an existing cluster, duelcore's own code (the ``duelcore`` package of this process) is sent
with the job (Ray's ``py_modules`` runtime environment), so the cluster plays this very version of
the rules engine; its nodes need only Ray and the same Python. A ``cdb`` or ``replays`` path names a
file or folder on the node that plays the duel.

Ray is an optional extra (``pip install 'duelcore[ray]'``) and is imported only here, only when the
ray backend is chosen.

Source: issue 19 item 6 (simulations beyond one machine, on Ray); Ray's ``ray.init``,
``ray.remote``, ``ray.wait`` and runtime environments.
"""

from __future__ import annotations

import contextlib
import logging
import pathlib
import socket
from itertools import islice
from typing import Any, Callable, Iterator, Sequence, TypeVar

from duelcore.errors import DuelcoreError

#: The command that installs the ray backend.
INSTALL_HINT = "pip install 'duelcore[ray]'"

#: How long the first contact with a cluster's address may take (seconds) before it is said to
#: be unreachable; Ray itself goes on retrying an unreachable address for minutes.
CONNECT_TIMEOUT = 10.0

_Job = TypeVar("_Job")
_Report = TypeVar("_Report")


def import_ray() -> Any:
    """The ``ray`` module.

    Raises:
        DuelcoreError: Ray is not installed (or cannot be imported); the message names the extra
            that installs it.
    """
    try:
        import ray
    except ImportError as exc:
        raise DuelcoreError(f"the ray backend needs Ray, which cannot be imported ({exc}); "
                            f"install it with: {INSTALL_HINT}") from None
    return ray


def _check_reachable(address: str) -> None:
    """Fail fast when ``address`` ("HOST:PORT" or "ray://HOST:PORT") takes no connection; other
    forms ("auto", "local") are left to Ray."""
    hostport = address[len("ray://"):] if address.startswith("ray://") else address
    host, sep, port = hostport.rpartition(":")
    if not sep or not host or not port.isdigit():
        return
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT):
            pass
    except OSError as exc:
        raise DuelcoreError(f"cannot reach the Ray cluster at {address!r}: {exc}. Start one with "
                            f"`ray start --head` and give its address (HOST:6379, or ray://HOST:10001 "
                            f"for Ray Client), or leave --address out to start a local Ray instance") from None


@contextlib.contextmanager
def connect(address: str | None = None, jobs: int = 1) -> Iterator[Any]:
    """Connect this process to Ray for the duration of the ``with`` block; yields the ``ray`` module.

    Args:
        address: an existing Ray cluster ("HOST:PORT" of its head node, "ray://HOST:PORT" for Ray
            Client, "auto" for the cluster started on this machine with ``ray start``), or None: a
            new local Ray instance of ``jobs`` CPUs, shut down when the block ends.
        jobs: the local instance's CPUs (whole number, at least 1); not used with ``address``.

    When this process is already connected to Ray (``ray.is_initialized()``), that connection is
    used as it is (``address`` and ``jobs`` do not apply) and left open.

    Raises:
        DuelcoreError: Ray is not installed; the cluster cannot be reached or refused the
            connection (the message names the address and what Ray said).
    """
    ray = import_ray()
    if ray.is_initialized():
        yield ray
        return
    options: dict[str, Any] = {"include_dashboard": False, "logging_level": logging.WARNING}
    if address is None:
        ray.init(address="local", num_cpus=jobs, **options)
    else:
        _check_reachable(address)
        package = pathlib.Path(__file__).resolve().parents[1]
        try:
            ray.init(address=address, runtime_env={"py_modules": [str(package)], "excludes": ["__pycache__"]},
                     **options)
        except Exception as exc:  # Ray's errors for a bad address vary (ConnectionError, ValueError...)
            raise DuelcoreError(f"cannot connect to the Ray cluster at {address!r}: {type(exc).__name__}: {exc} "
                                f"(a cluster with token authentication, the default of `ray start`, also needs "
                                f"RAY_AUTH_MODE=token and its token in ~/.ray/auth_token or RAY_AUTH_TOKEN)") from None
    try:
        yield ray
    finally:
        ray.shutdown()


def ray_map(fn: Callable[[_Job, int], _Report], job: _Job, seeds: Sequence[int], jobs: int = 1,
            address: str | None = None) -> Iterator[_Report]:
    """``fn(job, seed)`` for each seed, each as a Ray task, yielded as they end (in any order).

    Ray is started or connected to (:func:`connect`) when the first result is asked for, and only
    if there is a seed to play. At most twice the cluster's CPUs of tasks are in flight at once, so
    a long run holds few results in Ray's object store.

    Args:
        fn: a module-level function (Ray's workers import it by name); job: its first argument,
            sent to the cluster once; seeds: the seeds, whole numbers.
        jobs, address: as for :func:`connect`.

    Raises:
        DuelcoreError: as :func:`connect`; a task that failed on the cluster (a worker that died,
            ``fn`` raising): the message names the seed. The results already yielded stand.
    """
    if not seeds:
        return
    with connect(address, jobs) as ray:
        task = ray.remote(num_cpus=1)(fn)
        job_ref = ray.put(job)
        window = 2 * max(1, int(ray.cluster_resources().get("CPU", 1)))
        todo = iter(seeds)
        pending = {task.remote(job_ref, s): s for s in islice(todo, window)}
        while pending:
            (ref,), _ = ray.wait(list(pending), num_returns=1)
            seed = pending.pop(ref)
            try:
                result = ray.get(ref)
            except ray.exceptions.RayError as exc:
                cause = getattr(exc, "cause", None) or exc
                raise DuelcoreError(f"duel {seed} could not be played on Ray: {type(cause).__name__}: {cause}") from None
            for s in islice(todo, 1):
                pending[task.remote(job_ref, s)] = s
            yield result
