"""Benchmark: whole Maestro games per second on one core, events off.

Run: python plugins/maestro/bench.py [GAMES]

Two figures per variant and opponent policy:
- session: through solobot's Session (keep_events=False, then autoplay), the real simulation path;
- direct: the same games driven by calling the plugin's hooks directly, without the session
  engine and pluggy, which shows the plugin's own share of the time.
"""

from __future__ import annotations

import sys
import time

from solobot.plugins import Registry
from solobot.session import Session
from solobot_maestro.driver import play_direct


def session_game(spec, registry, options: dict, seed: int, policy: str) -> None:
    Session(spec, options, seed=seed, registry=registry, keep_events=False).autoplay(policy)


def direct_game(spec, registry, options: dict, seed: int, policy: str) -> None:
    play_direct(options, seed, policy)


def rate(play, spec, registry, options: dict, games: int, policy: str) -> float:
    start = time.perf_counter()
    for seed in range(games):
        play(spec, registry, options, seed, policy)
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    registry = Registry().load()
    spec = registry.game("maestro")
    for variant in ("michelangelo", "davinci"):
        for policy in ("heuristic", "random"):
            options = {"variant": variant}
            via_session = rate(session_game, spec, registry, options, games, policy)
            direct = rate(direct_game, spec, registry, options, games, policy)
            print(
                f"{variant:12} {policy:9} session {via_session:7.0f} games/s   direct {direct:7.0f} games/s"
            )


if __name__ == "__main__":
    main()
