"""solobot's Pig against OpenSpiel's C++ Pig on the same work, side by side in one process.

The work: Pig to 50 with one six-sided die, two players who both hold once their turn total
reaches 20 (or as soon as holding wins), whole games one after another on one core.

- **OpenSpiel**: ``pyspiel.load_game("pig", {"winscore": 50})``, driven from Python the usual way
  (``is_terminal``, ``is_chance_node``, ``chance_outcomes``, ``current_player``, ``apply_action``):
  at a chance node the state lists its outcomes and the driver picks one with one seeded
  ``random.Random`` (Pig's are equally likely: outcome ``i`` is the face ``i + 1``, 0 busts). The
  driver keeps the turn total and the scores itself, OpenSpiel's cheapest way to hold at 20 (no
  observation built). **OpenSpiel, lean** is the same without ``chance_outcomes``: the driver
  knows the six faces and asks the state nothing (its floor: a driver that knows the rules).
- **solobot**: ``Session(spec, options, seed, keep_events=False).autoplay("cautious")`` with
  ``difficulty="steady"``: the person's seat plays the cautious policy (hold at 20, or when holding
  wins) and the bot holds at its steady mark, 20, or when holding wins. Each game builds its
  session from its own seed, as ``solobot simulate`` does.
- **solobot simulate (CLI)**: the command a designer runs, as a process of its own, its JSON
  written to a file: ``solobot simulate pig --games N --seed S --target 50 --difficulty steady
  --opponent cautious --json > FILE`` (the games' seeds derived from S, as ``simulate`` always
  does), its modules compiled as an installed solobot's are. Its CPU time is the whole process's
  (``os.wait4``: start-up, loading the plugins, the games, the JSON, the summary). Each round also
  runs the same command for one game, the start-up alone; "after start-up" is the games' rate
  without it (the best N games less the best start-up). ``--before SRC`` adds the same command
  run with another checkout's ``core/src`` (a change against its parent), in the same rounds.
- **bare Python**: the same games in a plain Python loop with ``random.random``, the floor any
  Python engine stands on.

The rounds alternate the engines, so that each sees the same minutes of a shared machine; the
best round of each is kept (CPU time, ``time.process_time``, or the child's for the CLI). Every
engine's share of games won by the first player (and OpenSpiel's and the loop's mean rolls per
game) are printed, to show the work is the same. The load average is printed at the start and
the end: the machine may be shared.

OpenSpiel is a benchmark-only dependency, installed by hand, never by solobot's packages::

    pip install open_spiel          # into the same environment as solobot and solobot-pig
    python benchmarks/versus_openspiel.py              # 7 rounds of 20,000 games each
    python benchmarks/versus_openspiel.py --games 50000 --rounds 9

Two versions of the core side by side, neither the checkout's (whose tree others may be changing), each
exported to a folder of its own (``git archive REV core/src | tar -x -C DIR``), in a solobot folder of the
benchmark's own (a plugin the user's folder remembers as hung would be skipped by both, and the loader's
records made for other plugins' files)::

    SOLOBOT_HOME=$(mktemp -d) PYTHONPATH=AFTER/core/src python benchmarks/versus_openspiel.py --before BEFORE/core/src

Figures: docs/benchmarks.md, "Faster than the C++ engine" and "simulate as fast as the engine".
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

TARGET, HOLD_AT = 50, 20
ROLL, STOP = 0, 1  # OpenSpiel Pig's two actions


def openspiel_games(games: int, seed: int = 0, listed: bool = True) -> tuple[int, int]:
    """Play ``games`` OpenSpiel Pig games; return (games the first player won, rolls in all).

    :param listed: sample each chance node from the outcomes the state lists (``chance_outcomes()``,
        OpenSpiel's way: the game lists the outcomes, the driver samples); False: the driver knows
        they are the six faces, equally likely, and asks the state nothing (OpenSpiel's fastest).
    """
    import pyspiel

    game = pyspiel.load_game("pig", {"winscore": TARGET, "players": 2})
    rnd = random.Random(seed).random
    first_won = rolls = 0
    for _ in range(games):
        state = game.new_initial_state()
        scores, turn_total, player = [0, 0], 0, 0
        while not state.is_terminal():
            if state.is_chance_node():
                if listed:
                    outcomes = state.chance_outcomes()  # (outcome, probability): Pig's are all 1/6
                    outcome = outcomes[int(rnd() * len(outcomes))][0]
                else:
                    outcome = int(rnd() * 6)  # the six faces; 0 is the bust face
                rolls += 1
                state.apply_action(outcome)
                turn_total = 0 if outcome == 0 else turn_total + outcome + 1
            else:
                player = state.current_player()
                if turn_total >= HOLD_AT or scores[player] + turn_total >= TARGET:
                    scores[player] += turn_total
                    turn_total = 0
                    state.apply_action(STOP)
                else:
                    state.apply_action(ROLL)
        first_won += state.returns()[0] > 0
    return first_won, rolls


def openspiel_lean_games(games: int, seed: int = 0) -> tuple[int, int]:
    """OpenSpiel's Pig with the driver picking the face itself (see :func:`openspiel_games`)."""
    return openspiel_games(games, seed, listed=False)


def solobot_games(games: int, seed: int = 0) -> tuple[int, int]:
    """Play ``games`` solobot Pig games (seeds ``seed``, ``seed + 1``...); same return as above."""
    from solobot.engine.plugins import default_registry
    from solobot.engine.session import Session, validate_options

    spec = default_registry().game("pig")
    options = validate_options(spec, {"target": TARGET, "difficulty": "steady"})  # once, as `simulate` does
    assert spec.game.load_components(options).hold_at["steady"] == HOLD_AT
    first_won = 0
    for number in range(seed, seed + games):
        score = Session(spec, options, number, keep_events=False).autoplay("cautious")
        first_won += score.winner == "player"
    return first_won, 0  # rolls are not counted here: counting them would add to solobot's work


def solobot_command() -> list[str]:
    """The ``solobot`` command of this Python (its console script), else ``python -m solobot``."""
    script = shutil.which("solobot", path=os.path.dirname(sys.executable))
    return [script] if script else [sys.executable, "-m", "solobot"]


def compiled_modules(source: str | None = None) -> dict[str, str]:
    """The environment for the command: its modules compiled once and kept, as an installed solobot has them
    (pip compiles a wheel's modules), even where PYTHONDONTWRITEBYTECODE is set; kept in a folder of the
    benchmark's own (PYTHONPYCACHEPREFIX), never written into the checkout. ``source``: a folder whose
    ``solobot`` package is imported instead of the installed one (``--before``)."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "solobot-versus-openspiel-pycache")
    if source is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (source, env.get("PYTHONPATH"))))
    return env


def solobot_cli_games(games: int, seed: int = 0, source: str | None = None) -> tuple[float, int, int]:
    """``solobot simulate pig ... --json > FILE`` as a process: (its CPU seconds, games the first player won, 0)."""
    command = [*solobot_command(), "simulate", "pig", "--games", str(games), "--seed", str(seed),
               "--target", str(TARGET), "--difficulty", "steady", "--opponent", "cautious", "--json"]
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out:
        process = subprocess.Popen(command, stdout=out, env=compiled_modules(source))
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode:
            raise SystemExit(f"{' '.join(command)} ended with {process.returncode}")
        out.seek(0)
        player = json.load(out)["summary"]["seats"]["player"]
    return usage.ru_utime + usage.ru_stime, player["wins"], 0


def bare_games(games: int, seed: int = 0) -> tuple[int, int]:
    """The same games in a plain Python loop: the floor of any engine written in Python."""
    rnd = random.Random(seed).random
    first_won = rolls = 0
    for _ in range(games):
        scores, turn_total, player = [0, 0], 0, 0
        while True:
            face = int(rnd() * 6) + 1
            rolls += 1
            if face == 1:
                turn_total, player = 0, 1 - player
                continue
            turn_total += face
            if turn_total >= HOLD_AT or scores[player] + turn_total >= TARGET:
                scores[player] += turn_total
                if scores[player] >= TARGET:
                    break
                turn_total, player = 0, 1 - player
        first_won += player == 0
    return first_won, rolls


def timed(play: Callable[[int, int], tuple[int, int]]) -> Callable[[int, int], tuple[float, int, int]]:
    """An engine played in this process, timed: (CPU seconds, games the first player won, rolls)."""
    def round_of(games: int, seed: int) -> tuple[float, int, int]:
        start = time.process_time()
        first_won, rolls = play(games, seed)
        return time.process_time() - start, first_won, rolls
    return round_of


def load() -> str:
    """The load average, as ``uptime`` says it."""
    return ", ".join(f"{figure:.2f}" for figure in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="games per engine per round")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--before", metavar="SRC", help="also run the CLI with the solobot package of the folder "
                        "SRC (another checkout's core/src), in the same rounds: a change against its parent")
    args = parser.parse_args()
    clis = {"solobot simulate (CLI)": None} | ({"the CLI, before": args.before} if args.before else {})
    engines = {"OpenSpiel C++ Pig": timed(openspiel_games), "OpenSpiel, lean": timed(openspiel_lean_games),
               "solobot Pig (API)": timed(solobot_games),
               **{name: functools.partial(solobot_cli_games, source=source) for name, source in clis.items()},
               "bare Python loop": timed(bare_games)}
    print(f"load average at the start: {load()}", flush=True)
    for play in engines.values():
        play(50, 10**6)  # imports, loaded game and components, warm caches (the CLI's compiled modules)
    best = dict.fromkeys(engines, float("inf"))
    won = dict.fromkeys(engines, 0)
    rolled = dict.fromkeys(engines, 0)
    start_up = dict.fromkeys(clis, float("inf"))
    for number in range(args.rounds):
        for name, play in engines.items():
            seconds, first_won, rolls = play(args.games, number * args.games)
            best[name] = min(best[name], seconds)
            won[name] += first_won
            rolled[name] += rolls
        for name, source in clis.items():
            start_up[name] = min(start_up[name], solobot_cli_games(1, number, source)[0])
        print(f"round {number + 1}: " + ", ".join(f"{name} {args.games / best[name]:,.0f}" for name in engines)
              + "; start-up " + ", ".join(f"{seconds * 1000:.0f} ms" for seconds in start_up.values()), flush=True)
    played = args.games * args.rounds
    base = args.games / best["OpenSpiel C++ Pig"]
    for name in engines:
        speed = args.games / best[name]
        rolls = f", {rolled[name] / played:.1f} rolls per game" if rolled[name] else ""
        print(f"{name:22} {speed:>9,.0f} games/s ({speed / base:.2f}x OpenSpiel; best of {args.rounds} rounds "
              f"of {args.games:,} games, CPU time); first player won {won[name] / played:.1%}{rolls}")
        if name in clis:
            games_only = args.games / (best[name] - start_up[name])
            print(f"{'  after start-up':22} {games_only:>9,.0f} games/s ({games_only / base:.2f}x OpenSpiel; the best "
                  f"round less the best start-up, {start_up[name] * 1000:.0f} ms: one game's whole process)")
    print(f"load average at the end: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
