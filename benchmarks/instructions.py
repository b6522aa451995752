"""Instructions per whole game, machine-independent: callgrind runs of N and 3N games, subtracted.

Wall-clock figures on a shared machine drift by tens of percent; the instructions a game costs
do not. For each case this runs ``valgrind --tool=callgrind`` on a child that plays N seeded games
(seeds 0..N-1, events off, as ``simulate`` plays them) and on one that plays 3N, and reports
``(I(3N) - I(N)) / 2N``: start-up and imports cancel out. ``PYTHONHASHSEED=0`` is set for both.

    python benchmarks/instructions.py                  # every case, N=100 (Pig N=1000)
    python benchmarks/instructions.py pig --games 2000
    python benchmarks/instructions.py maestro florenza

Needs valgrind on PATH. Figures: docs/benchmarks.md, "Faster than the C++ engine".
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

CASES = {
    "pig": [{}],
    "maestro": [{"variant": "michelangelo"}, {"variant": "davinci"}],
    "florenza": [{"ghost": ["medium"]}, {"ghost": ["easy", "medium", "hard", "masterpiece"]}],
}
#: games per run by default: Pig's games are about a hundredth of the others'
DEFAULT_GAMES = {"pig": 1000, "maestro": 100, "florenza": 100}
#: the child's environment: a fixed hash seed, and time to load the plugins under callgrind (about 50 times
#: slower): past the usual 10 s a plugin would be noted as hanging and skipped on later runs
CHILD_ENV = {**os.environ, "PYTHONHASHSEED": "0", "SOLOBOT_PLUGIN_TIMEOUT": "600"}


def play(game: str, options: dict, policy: str, games: int) -> None:
    """Play ``games`` whole games with events off (the child process that callgrind counts)."""
    from solobot.engine.plugins import default_registry
    from solobot.engine.session import Session, validate_options

    spec = default_registry().game(game)
    chosen = validate_options(spec, options)  # once, as `solobot simulate` does
    for seed in range(games):
        Session(spec, chosen, seed, keep_events=False).autoplay(policy)


def instructions(game: str, options: dict, policy: str, games: int) -> int:
    """The instructions callgrind counts for one child playing ``games`` games."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
               "--play", game, json.dumps(options), policy, str(games)]
    with tempfile.TemporaryDirectory(prefix="solobot-instructions-") as home:
        # a home of its own: a plugin another run on this machine noted as hanging in the shared home would be
        # skipped in one of the two runs and not the other, and their start-ups would no longer cancel out
        done = subprocess.run(command, capture_output=True, text=True, env={**CHILD_ENV, "SOLOBOT_HOME": home},
                              check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no callgrind total in: {done.stderr[-500:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all installed of pig, maestro, florenza)")
    parser.add_argument("--games", dest="count", type=int, help="N (default: 1000 for Pig, 100 for the others)")
    parser.add_argument("--policy", action="append", help="only these policies")
    parser.add_argument("--play", nargs=4, metavar=("GAME", "OPTIONS", "POLICY", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        game, options, policy, count = args.play
        play(game, json.loads(options), policy, int(count))
        return 0
    from solobot.engine.plugins import default_registry

    installed = default_registry().load().games
    for game in args.games or list(CASES):
        if game not in installed:
            continue
        count = args.count or DEFAULT_GAMES[game]
        for options in CASES[game]:
            for policy in sorted(installed[game].game.policies):
                if args.policy and policy not in args.policy:
                    continue
                low, high = instructions(game, options, policy, count), instructions(game, options, policy, 3 * count)
                print(f"{game:9} {json.dumps(options):52} {policy:9} {(high - low) / (2 * count):>12,.0f} "
                      f"instructions per game (N={count})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
