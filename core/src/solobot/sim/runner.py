"""Running whole games, in one process or several, streaming the results in order."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session, validate_options
from solobot.engine.skill import skill_label
from solobot.game import GameSpec
from solobot.sim.cluster import run_on_client, run_on_cluster
from solobot.sim.forking import sigint_ignored
from solobot.sim.rules import rule_counts
from solobot.toolkit.seeds import derive_seed as derive_seed  # (its 0.2 name here)
from solobot.toolkit.seeds import run_seeds

CHUNK = 100
#: chunks handed to the workers ahead of the one being read, per worker: enough to keep
#: them busy, few enough that memory stays flat for any number of games
AHEAD = 2


@dataclass(frozen=True)
class RunPlan:
    """What to play: a game, its options, who plays the person's seat, and a range of game indices.

    :param policy: the opponent policy for the person's seat (ignored when ``skill`` is set).
    :param skill: a person mixing the heuristic and the random policy (see :mod:`solobot.engine.skill`).
    :param rules: count the rule IDs of each game's events (``simulate --rules``).
    """

    game: str
    options: dict[str, Any]
    seed: int
    policy: str
    start: int
    stop: int
    skill: float | None = None
    rules: bool = False

    @property
    def person(self) -> str:
        """Who plays the person's seat, as the output says it: ``"heuristic"``, ``"skill 0.6"``."""
        return self.policy if self.skill is None else skill_label(self.skill)


def play_game(spec: GameSpec, options: BaseModel, index: int, seed: int, policy: str, skill: float | None = None,
              rules: bool = False) -> dict[str, Any]:
    """Game ``index`` of a run, whole: its index, seed, scores and winner, and with ``rules`` how often each
    rule ID fired.

    Events are kept only to count rules, and then without their sentences.
    """
    session = Session(spec, options, seed, keep_events=rules, narrate=False)
    score = session.autoplay(policy, skill=skill)
    result = {"index": index, "seed": seed, "scores": score.points, "winner": score.winner}
    if rules:
        result["rules"] = rule_counts(session.events)
    return result


def _play_chunk(args: tuple[RunPlan, int, int]) -> list[dict[str, Any]]:
    plan, start, stop = args
    spec = default_registry().game(plan.game)
    options = validate_options(spec, plan.options)  # once, not per game
    seed_of = run_seeds(plan.seed)  # derive_seed(plan.seed, i)
    return [play_game(spec, options, i, seed_of(i), plan.policy, plan.skill, plan.rules) for i in range(start, stop)]


def _chunks(plan: RunPlan) -> Iterator[tuple[RunPlan, int, int]]:
    """The run's chunks, made one at a time (never a list: ``--games`` may be 10**12)."""
    return ((plan, a, min(a + CHUNK, plan.stop)) for a in range(plan.start, plan.stop, CHUNK))


def run_games(plan: RunPlan, jobs: int = 1, cluster: str | None = None,
              on_done: Callable[[int], None] | None = None, client: Any = None) -> Iterator[dict[str, Any]]:
    """Yield each game's result in index order, playing on ``jobs`` processes or on a Dask cluster.

    ``cluster`` is a scheduler address or ``"local"`` (see :mod:`solobot.sim.cluster`; a local
    one starts ``jobs`` workers when ``jobs`` > 1); the chunks are the same whatever runs
    them, so the results are too. ``on_done(n)`` is called as each chunk of ``n`` games is
    finished and taken, before its games are yielded (it feeds the progress bar). ``client``:
    a Dask client already connected (:func:`solobot.sim.cluster.connected`), used instead.
    """
    for part in run_chunks(plan, jobs, cluster, client):
        if on_done is not None:
            on_done(len(part))
        yield from part


def run_chunks(plan: RunPlan, jobs: int = 1, cluster: str | None = None,
               client: Any = None) -> Iterator[list[dict[str, Any]]]:
    """:func:`run_games` a chunk at a time: each chunk's results (at most :data:`CHUNK` games), in order,
    for a reader that takes games in bulk (``simulate --json`` writes and counts a chunk at once).

    Chunks are made lazily and at most ``AHEAD * jobs`` are in flight (a few per worker
    thread on a cluster), so memory does not grow with the number of games. Stopping early
    (Ctrl-C, closing the generator) terminates the workers (or closes the cluster client).
    """
    chunks = _chunks(plan)
    if client is not None:
        yield from run_on_client(client, _play_chunk, chunks)
        return
    if cluster is not None:
        yield from run_on_cluster(cluster, _play_chunk, chunks, workers=jobs if jobs > 1 else None)
        return
    if jobs <= 1 or plan.stop - plan.start <= CHUNK:
        yield from map(_play_chunk, chunks)
        return
    import multiprocessing  # (only here: its import is 1.4 % of simulate's start-up)

    default_registry().game(plan.game)  # loaded once, inherited by the forked workers
    context = multiprocessing.get_context("fork")
    with sigint_ignored():
        pool = context.Pool(jobs)
    with pool:
        pending: deque[Any] = deque()
        for chunk in chunks:
            pending.append(pool.apply_async(_play_chunk, (chunk,)))
            if len(pending) >= AHEAD * jobs:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
