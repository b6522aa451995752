"""Games per second of two installs of solobot side by side: an older tree against this one.

Each install runs in its own Python (a second virtualenv with the older checkout installed), and
the two take turns, all speed cases of ``run.py`` every turn, so that both see the same minutes of
this shared machine. Each figure is CPU time; the best of the rounds is kept per case:

    python benchmarks/before_after.py --before /tmp/venv-old/bin/python --games 300 --rounds 3

Prints one line per case: the rounds' games/s before, after, and best after / best before.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

#: run by each Python: the speed cases it has installed, games/s per case, as JSON on one line
CHILD = """
import json, sys
sys.path.insert(0, {here!r})
from run import SPEED_CASES, timed_games
from solobot.engine.plugins import default_registry
counts = {{"pig": {pig_games}}}
installed = default_registry().load().games
found = {{}}
for game, cases in SPEED_CASES.items():
    if game not in installed:
        continue
    games = counts.get(game, {games})
    for options in cases:
        for policy in sorted(installed[game].game.policies):
            timed_games(game, options, policy, games=1)  # warm the caches
            found[f"{{game}} {{json.dumps(options)}} {{policy}}"] = games / timed_games(game, options, policy, games)
print(json.dumps(found))
"""


def one_round(python: str, games: int, pig_games: int) -> dict[str, float]:
    """Games/s of every case in ``python``'s install (Pig plays ``pig_games``, the others ``games``)."""
    code = CHILD.format(here=str(Path(__file__).parent), games=games, pig_games=pig_games)
    out = subprocess.run([python, "-c", code], check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> None:
    """Alternate the two installs for the rounds asked, then print each case's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the Python of the older install")
    parser.add_argument("--after", default=sys.executable, help="the Python of this install (default: this one)")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--pig-games", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    before: list[dict[str, float]] = []
    after: list[dict[str, float]] = []
    for _ in range(args.rounds):
        before.append(one_round(args.before, args.games, args.pig_games))
        after.append(one_round(args.after, args.games, args.pig_games))
    for key in after[0]:
        if key not in before[0]:
            continue
        olds, news = [r[key] for r in before], [r[key] for r in after]
        print(f"{key}: before {' / '.join(f'{v:,.0f}' for v in olds)}; after {' / '.join(f'{v:,.0f}' for v in news)}; "
              f"{max(news) / max(olds):.2f}x")


if __name__ == "__main__":
    main()
