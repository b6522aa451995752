"""Running whole games, in one process or several, streaming the results in order."""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import threading
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solobot.plugins import default_registry
from solobot.session import Session, validate_options
from solobot.toolkit.seeds import derive_seed

CHUNK = 100
#: chunks handed to the workers ahead of the one being read, per worker: enough to keep
#: them busy, few enough that memory stays flat for any number of games
AHEAD = 2


@dataclass(frozen=True)
class RunPlan:
    """What to play: a game, its options, an opponent policy and a range of game indices."""

    game: str
    options: dict[str, Any]
    seed: int
    policy: str
    start: int
    stop: int


def play_game(game: str, options: dict[str, Any] | BaseModel, seed: int, policy: str) -> dict[str, Any]:
    """One whole game with events off; its seed, scores and winner."""
    spec = default_registry().game(game)
    session = Session(spec, options, seed, keep_events=False)
    score = session.autoplay(policy)
    return {"seed": seed, "scores": score.points, "winner": score.winner}


def _play_chunk(args: tuple[RunPlan, int, int]) -> list[dict[str, Any]]:
    plan, start, stop = args
    options = validate_options(default_registry().game(plan.game), plan.options)  # once, not per game
    return [
        {"index": i, **play_game(plan.game, options, derive_seed(plan.seed, i), plan.policy)}
        for i in range(start, stop)
    ]


def _chunks(plan: RunPlan) -> Iterator[tuple[RunPlan, int, int]]:
    """The run's chunks, made one at a time (never a list: ``--games`` may be 10**12)."""
    return ((plan, a, min(a + CHUNK, plan.stop)) for a in range(plan.start, plan.stop, CHUNK))


@contextlib.contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Ignore Ctrl-C while the workers are forked, so they inherit it: the parent alone
    handles Ctrl-C (one line, no worker tracebacks)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def run_games(plan: RunPlan, jobs: int = 1) -> Iterator[dict[str, Any]]:
    """Yield each game's result in index order, playing on ``jobs`` processes.

    Chunks are made lazily and at most ``AHEAD * jobs`` are in flight, so memory does not
    grow with the number of games. Stopping early (Ctrl-C, closing the generator)
    terminates the workers.
    """
    chunks = _chunks(plan)
    if jobs <= 1 or plan.stop - plan.start <= CHUNK:
        for chunk in chunks:
            yield from _play_chunk(chunk)
        return
    default_registry().load()  # loaded once, inherited by the forked workers
    context = multiprocessing.get_context("fork")
    with _sigint_ignored():
        pool = context.Pool(jobs)
    with pool:
        pending: deque[Any] = deque()
        for chunk in chunks:
            pending.append(pool.apply_async(_play_chunk, (chunk,)))
            if len(pending) >= AHEAD * jobs:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()
