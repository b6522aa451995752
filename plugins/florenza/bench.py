"""Whole games per second on one core, events off (``python plugins/florenza/bench.py``).

Plays ``Session(..., keep_events=False).autoplay(policy)`` exactly as ``solobot simulate``
does, for one Ghost and for four, with each opponent policy, and prints games per second.
"""

from __future__ import annotations

import argparse
import time

from solobot.plugins import Registry
from solobot.session import Session


def games_per_second(registry: Registry, ghosts: list[str], policy: str, seconds: float) -> float:
    """Play seeded games for ``seconds``; return how many whole games per second that was."""
    spec = registry.load().games["florenza"]
    Session(spec, {"ghost": ghosts}, seed=0, registry=registry, keep_events=False).autoplay(policy)  # warm up
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        Session(spec, {"ghost": ghosts}, seed=done, registry=registry, keep_events=False).autoplay(policy)
        done += 1
    return done / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    registry = Registry()
    for policy in ("heuristic", "random"):
        for ghosts in (["medium"], ["easy", "medium", "hard", "masterpiece"]):
            rate = games_per_second(registry, ghosts, policy, args.seconds)
            print(f"{len(ghosts)} Ghost(s), {policy:9}: {rate:6.0f} games/s")


if __name__ == "__main__":
    main()
