"""Waiting a bounded time for work that may never end (a plugin's import, a scheduler that never answers)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class StillRunning(Exception):
    """The work had not finished when the time was up (it goes on in its thread, which cannot be stopped)."""


def run_within(limit: float, work: Callable[[], Any], name: str) -> Any:
    """``work()`` in a daemon thread named ``name``, waited for at most ``limit`` seconds.

    Returns what it returns, or raises what it raised. A hanging ``work`` is left behind in its
    daemon thread, so the process still exits; the main thread only waits, so Ctrl-C stops it at
    once. :raises StillRunning: ``work`` had not finished within ``limit``.
    """
    done: dict[str, Any] = {}

    def run() -> None:
        try:
            done["value"] = work()
        except BaseException as exc:  # handed to the caller, which words it
            done["error"] = exc

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    thread.join(limit)
    if thread.is_alive():
        raise StillRunning(name)
    if "error" in done:
        raise done["error"]
    return done.get("value")
