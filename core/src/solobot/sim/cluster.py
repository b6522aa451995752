"""Running a simulation's chunks on a Dask cluster (the optional extra ``solobot[cluster]``).

The chunks are the same as with ``--jobs``; each is one task, submitted in a bounded window
and collected in order, so the output is byte-identical to ``--jobs 1`` for the same seed
and memory stays flat however many games are asked for. When a worker dies, the scheduler
runs its unfinished tasks again on another worker; a chunk's result is taken exactly once,
so no game is lost or counted twice.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

INSTALL = 'add Dask with: pip install "solobot[cluster]" (or "./core[cluster]" from a checkout)'
#: tasks in flight per worker thread: enough to keep every worker busy, few enough to stay small
WINDOW_PER_THREAD = 4
#: how often a task may be lost with its worker before the run fails
RETRIES = 5


class ClusterError(RuntimeError):
    """A cluster that cannot be used (one clear line)."""


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise ClusterError(f"--cluster needs Dask, which is not installed; {INSTALL}") from None
    return distributed


def connect(address: str) -> Any:
    """A Dask client: a new local cluster for ``"local"``, else the scheduler at ``address``."""
    distributed = _distributed()
    if address == "local":
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                           dashboard_address=None, host="127.0.0.1")
        return distributed.Client(cluster)
    try:
        return distributed.Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}") from None


def run_on_cluster(address: str, work: Callable[[Any], Any], chunks: Iterable[Any],
                   on_done: Callable[[], None] | None = None) -> Iterator[Any]:
    """Yield ``work(chunk)`` for every chunk, in order, computed on the cluster at ``address``."""
    client = connect(address)
    try:
        threads = max(1, sum(client.nthreads().values()))
        window: deque[Any] = deque()
        pending = iter(chunks)
        for chunk in pending:
            window.append(client.submit(work, chunk, pure=False, retries=RETRIES))
            if len(window) >= threads * WINDOW_PER_THREAD:
                break
        while window:
            result = window.popleft().result()
            for chunk in pending:
                window.append(client.submit(work, chunk, pure=False, retries=RETRIES))
                break
            if on_done is not None:
                on_done()
            yield result
    finally:
        cluster = getattr(client, "cluster", None)
        client.close()
        if cluster is not None:
            cluster.close()
