"""Benchmark: whole Maestro games per second on one core, events off.

Run: python plugins/maestro/bench.py [GAMES] [REPEATS]

Through solobot's Session (keep_events=False, then autoplay): the simulation path. For each variant
and opponent policy it plays GAMES seeded games REPEATS times and prints the best rate (CPU time of
this process, so other work on the machine disturbs it less), with a calibration figure: how long
``sum(range(1000))`` takes here, to compare machines.
"""

from __future__ import annotations

import sys
import time
import timeit

from solobot.plugins import Registry
from solobot.session import Session


def calibration_us() -> float:
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def rate(spec, registry, options: dict, games: int, policy: str, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for seed in range(games):
            Session(spec, options, seed=seed, registry=registry, keep_events=False).autoplay(policy)
        best = min(best, time.process_time() - start)
    return games / best


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    registry = Registry().load()
    spec = registry.game("maestro")
    print(f"calibration: sum(range(1000)) takes {calibration_us():.1f} us here")
    for variant in ("michelangelo", "davinci"):
        for policy in ("heuristic", "random"):
            per_second = rate(spec, registry, {"variant": variant}, games, policy, repeats)
            print(f"{variant:12} {policy:9} {per_second:6.0f} games/s")


if __name__ == "__main__":
    main()
