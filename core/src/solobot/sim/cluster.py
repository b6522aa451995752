"""Running a simulation's chunks on a Dask cluster (the optional extra ``solobot-core[cluster]``).

The chunks are the same as with ``--jobs``; each is one task, submitted in a bounded window
and collected in order, so the output is byte-identical to ``--jobs 1`` for the same seed
and memory stays flat however many games are asked for. When a worker dies, the scheduler
runs its unfinished tasks again on another worker; a chunk's result is taken exactly once,
so no game is lost or counted twice.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from solobot.engine.bounded import StillRunning, run_within
from solobot.errors import PersonError
from solobot.i18n import N_, _

INSTALL = N_('add Dask with: solobot install "solobot-core[cluster]"')
#: tasks in flight per worker thread: enough to keep every worker busy, few enough to stay small
WINDOW_PER_THREAD = 4
#: how often a task may be lost with its worker before the run fails
RETRIES = 5
#: seconds to reach a scheduler (SOLOBOT_CONNECT_TIMEOUT overrides): a port that accepts and never
#: speaks would otherwise hold ``--cluster`` without limit
CONNECT_TIMEOUT = 20.0
#: seconds for the TCP connection itself: a refused port says so at once, an address where nothing
#: answers (a dropped SYN) within these few seconds, not the whole CONNECT_TIMEOUT
REACH_TIMEOUT = 4.0
#: the scheduler's port when the address names none
SCHEDULER_PORT = 8786


class ClusterError(PersonError, RuntimeError):
    """A cluster that cannot be used (one clear line)."""


def require_dask() -> Any:
    """The ``distributed`` module, or the one line saying how to install it."""
    try:
        import distributed
    except ImportError:
        raise ClusterError(_("--cluster needs Dask, which is not installed; {hint}").format(hint=_(INSTALL))) from None
    return distributed


def connect(address: str, workers: int | None = None) -> Any:
    """A Dask client: for ``"local"`` a new cluster on this machine, with ``workers``
    single-threaded worker processes (default: one per core); else the scheduler at ``address``."""
    distributed = require_dask()
    if address == "local":
        return distributed.Client(local_cluster(distributed, workers or os.cpu_count() or 2))
    scheme = address.split("://", 1)[0] if "://" in address else "tcp"
    if scheme != "tcp":
        raise ClusterError(_("--cluster {address}: solobot reaches a Dask scheduler over tcp:// only "
                             "(tcp://HOST:8786), or starts one on this machine with --cluster local").format(
            address=address))
    limit = _connect_timeout()
    reach(address, min(limit, REACH_TIMEOUT))
    return _within(limit, lambda: distributed.Client(address, timeout=f"{limit}s"), address)


def reach(address: str, limit: float) -> None:
    """Open and close a TCP connection to the scheduler's host and port, so that a refused port, an
    unknown host or an address where nothing answers is one line within ``limit`` seconds (Dask
    itself retries a refused port until its whole timeout is spent)."""
    import socket

    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        host, port = parse_host_port(parse_address(address)[1], SCHEDULER_PORT)
    except (ValueError, TypeError):
        raise ClusterError(_("--cluster {address}: not an address solobot can read; give tcp://HOST:PORT "
                             "(e.g. tcp://10.0.0.5:8786)").format(address=address)) from None
    try:
        socket.create_connection((host, int(port)), timeout=limit).close()
    except ConnectionRefusedError:
        raise ClusterError(_("nothing listens at {address} (connection refused); is the Dask scheduler "
                             "running there, on that port?").format(address=address)) from None
    except socket.gaierror:
        raise ClusterError(_("--cluster {address}: no such host {host!r}").format(address=address, host=host)) from None
    except TimeoutError:
        raise ClusterError(_("the Dask scheduler at {address} did not answer within {seconds} s; "
                             "is the address right, and the machine up?").format(address=address,
                                                                                  seconds=f"{limit:g}")) from None
    except (OSError, ValueError, OverflowError) as error:
        said = error.strerror if isinstance(error, OSError) and error.strerror else " ".join(str(error).split())
        raise ClusterError(_("cannot reach the Dask scheduler at {address}: {why}").format(
            address=address, why=said)) from None


#: the most seconds SOLOBOT_CONNECT_TIMEOUT may give (a day)
MOST_CONNECT_TIMEOUT = 86400.0


def _connect_timeout() -> float:
    """SOLOBOT_CONNECT_TIMEOUT, read as every number is (:mod:`solobot.numbers`); ``inf``, ``nan``, ``0`` or
    ``-1`` is one line (ClusterError), never an OverflowError from the socket or the thread waited for."""
    from solobot.numbers import NotANumber, decimal_number

    text = os.environ.get("SOLOBOT_CONNECT_TIMEOUT", "")
    if not text.strip():
        return CONNECT_TIMEOUT
    try:
        return decimal_number(text, 0.1, MOST_CONNECT_TIMEOUT)
    except NotANumber as exc:
        raise ClusterError(_("SOLOBOT_CONNECT_TIMEOUT: {problem}").format(problem=exc)) from None


def _within(limit: float, make: Callable[[], Any], address: str) -> Any:
    """``make()`` (a client connecting) in a daemon thread, waited for at most ``limit`` seconds.

    Dask's own timeout does not cover a peer that accepts the connection and never answers;
    waiting here also leaves Ctrl-C to the main thread at once.
    """
    try:
        return run_within(limit + 1, make, "solobot connecting")
    except StillRunning:
        raise ClusterError(_("the Dask scheduler at {address} did not answer within {seconds} s; is a Dask "
                             "scheduler listening there? (SOLOBOT_CONNECT_TIMEOUT sets the limit)").format(
            address=address, seconds=f"{limit:g}")) from None
    except MemoryError:  # a frame length read from a peer that speaks another protocol (a web proxy)
        raise ClusterError(_("{address} answered, but not as a Dask scheduler does; "
                             "is that the scheduler's port (8786 by default)?").format(address=address)) from None
    except (OSError, TimeoutError, ValueError, TypeError) as error:
        said = " ".join(str(error).split())
        raise ClusterError(_("cannot reach the Dask scheduler at {address}: {why}").format(
            address=address, why=said)) from None


def local_cluster(distributed: Any, workers: int) -> Any:
    """A Dask cluster of ``workers`` single-threaded processes on this machine.

    The workers are forked, as ``--jobs`` forks its pool, from a process whose plugins are
    loaded: started so, the cluster is up in 0.16 s and closed in 0.05 s, against 1.6 s and
    0.6 s for Dask's default (spawned workers that import everything again), which would
    cost a 20,000-game run a third of its time on two cores (``benchmarks.md``).
    """
    import logging

    import dask

    from solobot.engine.plugins import default_registry
    from solobot.sim.forking import sigint_ignored

    default_registry().load()
    # forked with Ctrl-C ignored, the workers leave it to this process: one line, no worker tracebacks
    with dask.config.set({"distributed.worker.multiprocessing-method": "fork"}), sigint_ignored():
        return distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                                        # no dashboard; the scheduler's own small web server (health
                                        # routes) on a free port, not 8787, where another may listen
                                        dashboard_address="127.0.0.1:0", scheduler_kwargs={"dashboard": False},
                                        silence_logs=logging.ERROR)  # Ctrl-C: no warnings of cancelled tasks


@contextmanager
def connected(address: str, workers: int | None = None) -> Iterator[Any]:
    """A client of the cluster at ``address`` (see :func:`connect`) for the ``with`` block; a
    local cluster is closed with it. Many runs on one client (``calibrate``) connect once."""
    client = connect(address, workers)
    try:
        yield client
    except BaseException:  # Ctrl-C or a failure mid-run: Dask's complaints of the work dropped are not the person's
        import logging

        logging.disable(logging.ERROR)
        raise
    finally:
        cluster = getattr(client, "cluster", None)
        client.close()
        if cluster is not None:
            cluster.close()


def run_on_cluster(address: str, work: Callable[[Any], Any], chunks: Iterable[Any],
                   on_done: Callable[[], None] | None = None, workers: int | None = None) -> Iterator[Any]:
    """Yield ``work(chunk)`` for every chunk, in order, computed on the cluster at ``address``
    (``workers``: how many a local cluster starts)."""
    with connected(address, workers) as client:
        yield from run_on_client(client, work, chunks, on_done)


def run_on_client(client: Any, work: Callable[[Any], Any], chunks: Iterable[Any],
                  on_done: Callable[[], None] | None = None) -> Iterator[Any]:
    """:func:`run_on_cluster` on a client already connected."""
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
