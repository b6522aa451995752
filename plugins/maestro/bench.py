"""Benchmark: whole Maestro games per second on one core, events off.

Run: python plugins/maestro/bench.py [GAMES]
"""

from __future__ import annotations

import sys
import time

from solobot.plugins import Registry
from solobot.session import Session


def games_per_second(spec, registry, options: dict, games: int, policy: str) -> float:
    start = time.perf_counter()
    for seed in range(games):
        Session(spec, options, seed=seed, registry=registry, keep_events=False).autoplay(policy)
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    registry = Registry().load()
    spec = registry.game("maestro")
    for variant in ("michelangelo", "davinci"):
        for policy in ("heuristic", "random"):
            rate = games_per_second(spec, registry, {"variant": variant}, games, policy)
            print(f"{variant:12} {policy:9} {rate:8.0f} games/s")


if __name__ == "__main__":
    main()
