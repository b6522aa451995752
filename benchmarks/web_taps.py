"""Taps per common turn, swipes to read each bot turn and page height per step on a phone (390×844),
from whole games played in the system Chromium with the browser tests' scripts (``tests/web/scripts.py``)
and player.

    python benchmarks/web_taps.py            # Pig, Maestro and Florenza, one whole game each
    python benchmarks/web_taps.py --json

A tap is one touch: a verb chip, a choice chip, a stepper's − or +, a die face, a send button
(typing a number counts a tap for the field and one per digit). Targets (issue 19): Maestro
``move`` + ``play`` ≤ 6 taps, Florenza ``art`` ≤ 5. Each input is also checked as in the tests:
what needs the person is on the screen and focused.

Reading the bot (issue 27): after every input that added steps to the bot's turn, the swipes needed to
read them all (none when they fit between the status bar and the action area, else one per further
screenful: ``player.swipes``); target: median ≤ 1. "Done, next step" taps: the page is read as a list
(step-by-step mode off), so none are needed; the figure a step-by-step reader would tap is given beside it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "web"))

from player import Player, swipes  # noqa: E402
from scripts import FLORENZA_MOVES, maestro_moves  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}


def serve(folder: Path) -> tuple[str, object]:
    """The web companion on a free loopback port, in a thread."""
    import socket

    import uvicorn

    from solobot.web.app import WebApp

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(WebApp(folder=folder).asgi(), host="127.0.0.1", port=port,
                                           log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.02)
    return f"http://127.0.0.1:{port}", server


def start(page, url: str, game: str, **fields: str) -> None:
    """Start a game from the home page."""
    page.goto(url)
    form = page.locator("form.newgame", has=page.locator(f"input[value={game}]"))
    for name, value in fields.items():
        for number, one in enumerate(value.split(",")):
            field = form.locator(f"[name={name}]").nth(number)
            field.select_option(one) if field.evaluate("e => e.tagName") == "SELECT" else field.fill(one)
    form.locator("button.big").click()
    page.wait_for_url("**/game/**")


def reading(me: Player, taps: dict[str, list[int]]) -> dict[str, list[int]]:
    """The reading figures of a whole game: swipes per bot turn, steps per bot turn, the taps on "Done,
    next step" (none: the turn is read as a list) and those a step-by-step reader would make (one a step)."""
    turns = [turn for turn in me.turns if turn["fresh"]]
    taps["swipes to read a bot turn"] = [swipes(turn) for turn in turns]
    taps["steps in a bot turn"] = [turn["fresh"] for turn in turns]
    taps["done taps"] = [me.done_taps]
    taps["Show taps (in the figures above)"] = [me.unfolds]
    taps["done taps, step by step"] = [sum(turn["fresh"] for turn in turns)]
    return taps


def play_pig(page, url: str) -> dict[str, list[int]]:
    """A whole Pig game (bold bot, to 40, seed 5): hold at 10 this turn, else roll."""
    import re

    start(page, url, "pig", difficulty="bold", target="40", seed="5")
    me, taps = Player(page), defaultdict(list)
    while not me.over():
        board = page.locator("pre.board").text_content()
        command = "hold" if int(re.search(r"this turn (\d+)", board)[1]) >= 10 else "roll"
        before = me.taps
        me.tap(command)
        taps[command].append(me.taps - before)
    taps["page height"] = me.heights
    return reading(me, taps)


def play_maestro(page, url: str) -> dict[str, list[int]]:
    """A whole Maestro game (Michelangelo, seed 11): taps per command, and per move + play turn."""
    start(page, url, "maestro", variant="michelangelo", seed="11")
    me, taps = Player(page), defaultdict(list)
    while not me.over():
        turn = {}
        for command, *values in maestro_moves(me.label, page):
            before = me.taps
            said = me.send(command, *values)
            assert said is not None and said.startswith("Done: "), (me.label, command, said)
            taps[command].append(me.taps - before)
            turn[command] = me.taps - before
        if "move" in turn and "play" in turn:
            taps["move + play"].append(turn["move"] + turn["play"])
    taps["page height"] = me.heights
    return reading(me, taps)


def play_florenza(page, url: str) -> dict[str, list[int]]:
    """A whole Florenza game (two Ghosts, hard and easy, seed 11): taps per command."""
    start(page, url, "florenza", ghost="hard,easy", seed="11")
    me, taps, moves = Player(page), defaultdict(list), 0
    me.form("start")
    for _ in range(600):
        if me.over():
            break
        label = me.label
        if "Captain" in label:
            me.form("resource", "gold")
            said = me.form("detain", "Giotto") if label.startswith("Round 1,") else me.tap("done")
            continue
        if "Phase 4" not in label:
            me.tap("done")
            continue
        command, *values = FLORENZA_MOVES[moves % len(FLORENZA_MOVES)]
        moves += 1
        before = me.taps
        said = me.form(command, *values) if values else me.tap(command)
        if said is None or said.startswith("Not done"):
            me.tap("done")
        else:
            taps[command].append(me.taps - before)
    taps["page height"] = me.heights
    return reading(me, taps)


def summary(taps: dict[str, list[int]]) -> dict[str, dict[str, float]]:
    """Median and most of each list."""
    return {name: {"median": statistics.median(values), "most": max(values), "count": len(values),
                   "none": sum(value == 0 for value in values)}
            for name, values in sorted(taps.items()) if values}


def main() -> int:
    """Play, measure, print; exit 0 (1 when a target is missed)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    results = {}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as driver:
        url, server = serve(Path(folder))
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        for name, play in (("Pig", play_pig), ("Maestro", play_maestro), ("Florenza", play_florenza)):
            # bypass_csp: only so Playwright may evaluate its waiting conditions (as in the tests)
            context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, bypass_csp=True)
            results[name] = summary(play(context.new_page(), url))
            context.close()
        browser.close()
        server.should_exit = True
    missed = (results["Maestro"]["move + play"]["most"] > 6 or results["Florenza"]["art"]["most"] > 5
              or any(rows["swipes to read a bot turn"]["median"] > 1 for rows in results.values())
              or any(rows["done taps"]["most"] > 0 for rows in results.values()))
    if args.json:
        print(json.dumps(results, indent=2))
        return int(missed)
    for game, rows in results.items():
        print(f"{game}:")
        for name, row in rows.items():
            if name == "swipes to read a bot turn":
                none = row["none"]
                print(f"  swipes to read a bot turn: median {row['median']:g}, most {row['most']}; "
                      f"{none} of {row['count']} turns read without a swipe")
            elif name in ("done taps", "done taps, step by step", "Show taps (in the figures above)"):
                print(f"  {name}: {row['most']}")
            elif name == "steps in a bot turn":
                print(f"  steps in a bot turn: median {row['median']:g}, most {row['most']} ({row['count']} turns)")
            elif name == "page height":
                print(f"  page height per step: median {row['median']:.0f} px ({row['median'] / PHONE['height']:.1f} "
                      f"screens), most {row['most']} px ({row['most'] / PHONE['height']:.1f} screens), "
                      f"{row['count']} steps")
            else:
                print(f"  {name}: median {row['median']:g} taps, most {row['most']} ({row['count']} times)")
    print("targets: Maestro move + play <= 6 taps, Florenza art <= 5, swipes to read a bot turn median <= 1, "
          "no done taps:", "missed" if missed else "met")
    return int(missed)


if __name__ == "__main__":
    raise SystemExit(main())
