"""Forking workers (``--jobs``, a local Dask cluster) with Ctrl-C left to the parent."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator


@contextlib.contextmanager
def sigint_ignored() -> Iterator[None]:
    """Hold Ctrl-C back while the workers are forked, so they inherit a handler that only
    notes it: the parent alone handles Ctrl-C (one line, no worker tracebacks). A Ctrl-C
    that came meanwhile is not lost: it is raised as soon as the workers are started."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    asked: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: asked.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if asked:
        raise KeyboardInterrupt
