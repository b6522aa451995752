"""Benchmarks of solobot: whole games per second, --jobs scaling, memory, start-up time.

Run from the repository root with solobot and the game plugins installed:

    python benchmarks/run.py                 # everything
    python benchmarks/run.py speed           # only games per second
    python benchmarks/run.py speed jobs memory startup
    python benchmarks/run.py cluster calibrate   # --cluster local against --jobs 2; whole calibrations

Figures depend on the machine; docs/benchmarks.md records the last run's.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import timeit

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session, validate_options

SPEED_CASES = {
    "maestro": [{"variant": "michelangelo"}, {"variant": "davinci"}],
    "florenza": [{"ghost": ["medium"]}, {"ghost": ["easy", "medium", "hard", "masterpiece"]}],
    "pig": [{}],
}


def machine_speed_us() -> float:
    """How long ``sum(range(1000))`` takes here: a yardstick to compare machines and moments."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def timed_games(game: str, options: dict, policy: str, games: int) -> float:
    """CPU seconds to play ``games`` whole games (seeds 0, 1, ...) with events off, as `simulate` does."""
    spec = default_registry().game(game)
    options = validate_options(spec, options)  # once, as `solobot simulate` does
    start = time.process_time()
    for seed in range(games):
        Session(spec, options, seed, keep_events=False).autoplay(policy)
    return time.process_time() - start


def bench_speed(games: int = 2000, rounds: int = 5) -> None:
    """Games per second on one core for each case: the best of ``rounds`` runs of ``games`` games.

    The rounds go through every case in turn, so that each case is timed across the same minutes
    (this machine's speed drifts): a slow minute costs every case one run, not one case all of them.
    """
    installed = default_registry().load().games
    cases = [
        (game, options, policy)
        for game, game_cases in SPEED_CASES.items()
        if game in installed
        for options in game_cases
        for policy in sorted(installed[game].game.policies)
    ]
    for case in cases:
        timed_games(*case, games=1)  # warm the caches
    best = [float("inf")] * len(cases)
    yardstick = []
    for _ in range(rounds):
        yardstick.append(machine_speed_us())
        for i, case in enumerate(cases):
            best[i] = min(best[i], timed_games(*case, games=games))
    print(f"machine: sum(range(1000)) took {min(yardstick):.1f}-{max(yardstick):.1f} µs over the rounds")
    for (game, options, policy), seconds in zip(cases, best, strict=True):
        print(f"speed  {game:9} {options} vs {policy}: {games / seconds:,.0f} games/s on one core "
              f"(best of {rounds} runs of {games:,} games, CPU time)")


def _time_command(args: list[str], repeat: int = 7) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def bench_jobs(games: int = 10_000) -> None:
    for game in ("maestro", "florenza"):
        if game not in default_registry().load().games:
            continue
        base = [sys.executable, "-m", "solobot", "simulate", game, "--games", str(games), "--json"]
        ones, twos = [], []
        for _ in range(3):  # alternating, so that both see the same minutes of this machine
            ones.append(_time_command([*base, "--jobs", "1"], repeat=1))
            twos.append(_time_command([*base, "--jobs", "2"], repeat=1))
        one, two = statistics.median(ones), statistics.median(twos)
        print(f"jobs   {game:9} {games:,} games: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s, "
              f"speed-up {one / two:.2f}x (medians of 3 alternating runs)")


def bench_cluster(games: int = 20_000) -> None:
    """``--cluster local`` with two workers against ``--jobs 2`` (target: within 10 %)."""
    if "maestro" not in default_registry().load().games:
        return
    base = [sys.executable, "-m", "solobot", "simulate", "maestro", "--games", str(games), "--json", "--jobs", "2"]
    pool, dask = [], []
    for _ in range(3):  # alternating, so that both see the same minutes of this machine
        pool.append(_time_command(base, repeat=1))
        dask.append(_time_command([*base, "--cluster", "local"], repeat=1))
    two, local = statistics.median(pool), statistics.median(dask)
    print(f"cluster maestro {games:,} games: --jobs 2 {two:.2f} s, --cluster local (2 workers) {local:.2f} s "
          f"({(local / two - 1) * 100:+.1f}%; medians of 3 alternating runs)")


def bench_calibrate(games: int = 1000) -> None:
    """The wall time of the whole calibration of each game, as the docs' pages are made."""
    for game in ("maestro", "florenza"):
        if game in default_registry().load().games:
            took = _time_command([sys.executable, "-m", "solobot", "calibrate", game, "--games", str(games),
                                  "--jobs", "2"], repeat=1)
            print(f"calibrate {game:9} --games {games} --jobs 2: {took:.0f} s")


def _peak_rss_kib(args: list[str]) -> int:
    code = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, text=True)
    return int(out.stdout.strip())


def bench_memory() -> None:
    game = "pig" if "maestro" not in default_registry().load().games else "maestro"
    base = [sys.executable, "-m", "solobot", "simulate", game, "--json"]
    small = _peak_rss_kib([*base, "--games", "1000"])
    large = _peak_rss_kib([*base, "--games", "100000", "--jobs", "2"])
    print(f"memory {game:9} peak RSS: 1,000 games {small / 1024:.1f} MiB, 100,000 games {large / 1024:.1f} MiB "
          f"({(large / small - 1) * 100:+.1f}%)")


def bench_startup() -> None:
    baseline = _time_command([sys.executable, "-c", "import click, pluggy, pydantic"], repeat=15)
    helped = _time_command([sys.executable, "-m", "solobot", "--help"], repeat=15)
    games = _time_command([sys.executable, "-m", "solobot", "games"], repeat=15)
    print(f"start  import click, pluggy, pydantic: {baseline * 1000:.0f} ms; solobot --help {helped * 1000:.0f} ms "
          f"({helped / baseline:.2f}x); solobot games {games * 1000:.0f} ms ({games / baseline:.2f}x)")


BENCHES = {"speed": bench_speed, "jobs": bench_jobs, "memory": bench_memory, "startup": bench_startup,
           "cluster": bench_cluster, "calibrate": bench_calibrate}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(BENCHES):
        BENCHES[name]()
