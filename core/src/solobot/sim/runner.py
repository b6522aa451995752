"""Running whole games, in one process or several, streaming the results in order."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solobot.plugins import default_registry
from solobot.session import Session, validate_options
from solobot.toolkit.seeds import derive_seed

CHUNK = 100


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


def run_games(plan: RunPlan, jobs: int = 1) -> Iterator[dict[str, Any]]:
    """Yield each game's result in index order, playing on ``jobs`` processes."""
    chunks = [(plan, a, min(a + CHUNK, plan.stop)) for a in range(plan.start, plan.stop, CHUNK)]
    if jobs <= 1 or len(chunks) <= 1:
        for chunk in chunks:
            yield from _play_chunk(chunk)
        return
    default_registry().load()  # loaded once, inherited by the forked workers
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs) as pool:
        for results in pool.imap(_play_chunk, chunks):
            yield from results
