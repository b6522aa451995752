"""Start-up in each language: ``solobot games`` in English, ``--lang it`` and ``--lang de``, whole processes.

English reads no catalog; Italian and German read the core's and each game's catalog: the ``.mo`` a
wheel's build compiled, or the ``.po`` compiled in memory in a checkout (issue 37, item 5: no Babel at
run time). Each command runs once to warm the games list's cache and the file system, then RUNS times,
the three interleaved so that a busy moment of the machine falls on all of them; the median is reported,
and each language's ratio to English (the goal: Italian and German within 1.15x).

    python benchmarks/startup.py                       # the solobot of this interpreter's environment
    python benchmarks/startup.py --solobot /tmp/venv/bin/solobot --runs 20
    python benchmarks/startup.py --json
    python benchmarks/startup.py --command "simulate pig --games 1 --json"   # another command, in each language

Figures: docs/benchmarks.md, "Start-up in each language".
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS = {"en": ["games"], "it": ["--lang", "it", "games"], "de": ["--lang", "de", "games"]}


def solobot_here() -> list[str]:
    """The ``solobot`` command beside this interpreter, else ``python -m solobot``."""
    script = Path(sys.executable).with_name("solobot")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "solobot"]


def seconds(command: list[str], env: dict[str, str]) -> float:
    """The wall time of one whole process (it must succeed)."""
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.strip()[-300:]}")
    return time.perf_counter() - start


def measure(solobot: list[str], runs: int, command: list[str] | None = None) -> dict[str, dict[str, float]]:
    """Each language's median, fastest and slowest start-up (seconds), and its ratio to English's median.

    :param command: the command to time instead of ``games`` (``["simulate", "pig", "--games", "1"]``).
    """
    commands = {code: [*args[:-1], *command] for code, args in COMMANDS.items()} if command else COMMANDS
    with tempfile.TemporaryDirectory(prefix="solobot-startup-") as home:
        env = {**os.environ, "SOLOBOT_HOME": home}
        env.pop("SOLOBOT_LANG", None)
        for args in commands.values():
            seconds([*solobot, *args], env)  # warm: the games list's cache, the plugins' records, the disk
        times: dict[str, list[float]] = {code: [] for code in commands}
        for _ in range(runs):
            for code, args in commands.items():
                times[code].append(seconds([*solobot, *args], env))
    english = statistics.median(times["en"])
    return {code: {"median": statistics.median(found), "min": min(found), "max": max(found),
                   "ratio": statistics.median(found) / english} for code, found in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solobot", help="the solobot command to time (default: this environment's)")
    parser.add_argument("--runs", type=int, default=10, help="timed runs of each command (default 10)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--command", default="games", help='the command to time (default "games")')
    args = parser.parse_args()
    solobot = [args.solobot] if args.solobot else solobot_here()
    figures = measure(solobot, args.runs, args.command.split())
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"{' '.join(solobot)} ... {args.command}, {args.runs} runs each (median, min-max, against English)")
    for code, found in figures.items():
        print(f"  {code}: {found['median'] * 1000:6.0f} ms  ({found['min'] * 1000:.0f}-{found['max'] * 1000:.0f})"
              f"  {found['ratio']:.2f}x")


if __name__ == "__main__":
    main()
