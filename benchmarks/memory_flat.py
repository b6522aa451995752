"""Memory of `solobot simulate` does not grow with the number of games asked for.

Runs `solobot simulate GAME --games N --json` for N = 10**3 and N = 10**6 (and, with
`--huge`, 10**12), samples the resident memory (RSS) of the command and its workers every
0.25 s over the first seconds, then stops it (Ctrl-C, as a person would). Prints the RSS
after 1 s and the peak for each N. A benchmark figure, not a test: see docs/benchmarks.md.

    python benchmarks/memory_flat.py [GAME] [--jobs J] [--seconds S] [--huge]
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time


def rss_kib(pids: list[int]) -> int:
    """The summed resident memory of ``pids`` (Linux /proc), in KiB."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status", encoding="ascii") as status:
                total += next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        except (OSError, StopIteration):
            pass
    return total


def family(pid: int) -> list[int]:
    """``pid`` and its child processes (the simulate workers)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as children:
            return [pid, *map(int, children.read().split())]
    except OSError:
        return [pid]


def sample(game: str, games: int, jobs: int, seconds: float) -> list[tuple[float, int]]:
    """(seconds since start, RSS KiB) every 0.25 s over the first ``seconds``; then stopped."""
    args = [sys.executable, "-m", "solobot", "simulate", game, "--games", str(games), "--jobs", str(jobs), "--json"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    start, points = time.perf_counter(), []
    try:
        while (elapsed := time.perf_counter() - start) < seconds and proc.poll() is None:
            points.append((elapsed, rss_kib(family(proc.pid))))
            time.sleep(0.25)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    return points


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="maestro")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--huge", action="store_true", help="also 10**12 games")
    opts = parser.parse_args()
    sizes = [10**3, 10**6, *([10**12] if opts.huge else [])]
    for games in sizes:
        points = sample(opts.game, games, opts.jobs, opts.seconds)
        at_1s = next((rss for t, rss in points if t >= 1.0), points[-1][1] if points else 0)
        peak = max((rss for _, rss in points), default=0)
        print(f"{opts.game} --games {games:>16,} --jobs {opts.jobs}: RSS at 1 s {at_1s / 1024:6.1f} MiB, "
              f"peak over {opts.seconds:g} s {peak / 1024:6.1f} MiB ({len(points)} samples)")


if __name__ == "__main__":
    main()
