"""Screens at the terminal (issue 38, item 3): the longest stretch of rows printed between two waits, in whole
seeded games played through the real terminal program in a pty, as a person at the table plays them.

    python benchmarks/terminal_screens.py                      # Maestro and Florenza, en/it/de, 100×40 and 80×24
    python benchmarks/terminal_screens.py --games maestro --langs it --sizes 100x40
    python benchmarks/terminal_screens.py --python /path/to/other/venv/bin/python   # another install, to compare
    python benchmarks/terminal_screens.py --json

A wait is where the person acts: the main prompt, a roll or draw asked for, or an "(Enter: go on)" pause. A
stretch is what the terminal shows from the line the person typed on (not counted) to the next wait's line
(counted), in screen rows, each line folded at the terminal's width as the terminal folds it (wide characters
two columns, escape sequences none): :mod:`solobot.testing.screens`, which the screen tests use too. Target:
no stretch longer than the screen (nothing scrolls off the top before it is read). Every roll and draw is
physical, so the draw lists are on the screens too; a draw is answered by the number its list shows.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile

from solobot.testing.screens import play_screens

#: each game: its options, its seed, and the moves a person types at their own step, tried in turn
GAMES = {
    "maestro": (["--variant", "davinci", "--difficulty", "harder"], 4, ["final 40", "play create 1", "done"]),
    "florenza": (["--ghost", "hard", "--ghost", "easy", "--ghost", "masterpiece"], 3,
                 ["start 1 2", "resource wood", "pass", "done"]),
}
LANGUAGES = ("en", "it", "de")
SIZES = ("100x40", "80x24")


def measure(game: str, lang: str, size: str, python: str, home: str) -> dict:
    """One whole game: its longest stretch against the screen, its waits, pauses and draws."""
    options, seed, moves = GAMES[game]
    width, height = (int(n) for n in size.split("x"))
    screens = play_screens(game, options, moves, home, seed=seed, lang=lang, width=width, height=height,
                           python=python)
    longest = max(screens.stretches)
    return {"game": game, "lang": lang, "size": size, "rows": height, "longest": longest, "fits": longest <= height,
            "over": sum(rows > height for rows in screens.stretches), "waits": len(screens.stretches),
            "pauses": screens.pauses, "draws": len(screens.draws), "refused_draws": screens.refused_draws,
            "widest_wait_line": screens.widest, "finished": screens.exit_status == 0,
            "seconds": round(screens.seconds, 1), "longest_screen": screens.longest}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--langs", default=",".join(LANGUAGES))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--python", default=sys.executable, help="the Python whose solobot plays (another install)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show", action="store_true", help="print each game's longest stretch as it looked")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        for size in args.sizes.split(","):
            for game in args.games.split(","):
                for lang in args.langs.split(","):
                    result = measure(game, lang, size, args.python, home)
                    results.append(result)
                    if args.json:
                        continue
                    print(f"{game:9} {lang} {size:>6}: longest stretch {result['longest']:3} rows of {result['rows']} "
                          f"({'fits' if result['fits'] else 'OVER'}: {result['over']} over), {result['waits']} waits, "
                          f"{result['pauses']} pauses, {result['draws']} draws ({result['refused_draws']} refused), "
                          f"widest wait line {result['widest_wait_line']} columns, "
                          f"{'finished' if result['finished'] else 'NOT FINISHED'}, {result['seconds']} s", flush=True)
                    if args.show:
                        print(result["longest_screen"])
    if args.json:
        print(json.dumps(results, indent=2))
        return
    worst = max(results, key=lambda r: r["longest"] - r["rows"])
    print(f"worst: {worst['game']} {worst['lang']} {worst['size']}: {worst['longest']} rows of {worst['rows']}; "
          f"every stretch fits: {all(r['fits'] for r in results)}")


if __name__ == "__main__":
    main()
