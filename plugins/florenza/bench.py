"""Whole games per second on one core, events off (``python plugins/florenza/bench.py``).

Two figures per setting:
- ``session``: ``Session(..., keep_events=False).autoplay()`` exactly as simulate runs it;
- ``reused manager``: the same, with a registry that hands every session the same
  pluggy manager. Building a fresh manager per session (core's
  ``Registry.session_manager``) costs about 1.5 ms, more than a whole game, so
  this shows what the game itself costs.
"""

from __future__ import annotations

import argparse
import time

from solobot.plugins import Registry
from solobot.session import Session


class ReusingRegistry(Registry):
    """A registry that builds each game's session manager once (the manager holds no game state)."""

    def __init__(self) -> None:
        super().__init__()
        self._managers: dict[str, object] = {}

    def session_manager(self, spec):  # type: ignore[no-untyped-def]
        if spec.name not in self._managers:
            self._managers[spec.name] = super().session_manager(spec)
        return self._managers[spec.name]


def games_per_second(registry: Registry, ghosts: list[str], policy: str, seconds: float) -> float:
    spec = registry.load().games["florenza"]
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        Session(spec, {"ghost": ghosts}, seed=done, registry=registry, keep_events=False).autoplay(policy)
        done += 1
    return done / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--policy", default="heuristic")
    args = parser.parse_args()
    for ghosts in (["medium"], ["easy", "medium", "hard", "masterpiece"]):
        plain = games_per_second(Registry(), ghosts, args.policy, args.seconds)
        reused = games_per_second(ReusingRegistry(), ghosts, args.policy, args.seconds)
        print(
            f"{len(ghosts)} Ghost(s), {args.policy}: {plain:7.0f} games/s (session), "
            f"{reused:7.0f} games/s (reused manager)"
        )


if __name__ == "__main__":
    main()
