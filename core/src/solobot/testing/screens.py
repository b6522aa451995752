"""Screens at a real terminal: a whole game played through ``solobot play`` in a pty, as a person at the table
plays it, and every stretch of rows between two waits measured (issue 38, item 3).

A wait is where the person acts: the main prompt, a roll or draw asked for, or an "(Enter: go on)" pause. A
stretch is what the terminal shows from the line the person typed on (not counted) to the next wait's line
(counted), in screen rows: each line folded at the terminal's width as the terminal folds it (a wide character
two columns, an escape sequence none). A stretch no longer than the screen is read whole before anything
scrolls off its top. The waits are recognised in the language spoken from the core's catalog.

The person presses Enter at a pause, answers a draw with the number the list shows beside its last item (or the
first word it shows, its code, when the list shows no numbers), a roll with faces in turn, and at their own
step types the game's plain ``moves`` in turn, the next one each time the same step asks again (after a refusal,
or a move that leaves the step open), the first at a new step (commands are typed alike in every language). Used
by the plugins' screen tests and by ``benchmarks/terminal_screens.py``.
"""

from __future__ import annotations

import os
import re
import sys
import time
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

ESCAPES = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
#: an item of a draw's list: its number when the list shows one, then its words
LISTED = re.compile(r"^ +(?:(\d+)  )?(\S.*)$")
PAUSE, PROMPT, NUMBERED, UNNUMBERED, ONE_DIE, DICE = range(6)


@dataclass
class Screens:
    """What a whole game at a terminal showed.

    :ivar stretches: the rows of each stretch, in order.
    :ivar pauses: how many "(Enter: go on)" pauses came.
    :ivar draws: ``(numbers listed, the prompt asked for a number)`` of each draw asked.
    :ivar refused_draws: answers to a draw that were refused (the number or words its list showed).
    :ivar longest: the longest stretch as it looked.
    :ivar widest: the widest wait line, in columns (a prompt with the line typed after it).
    :ivar transcript: everything shown, escape sequences left out.
    """

    stretches: list[int] = field(default_factory=list)
    pauses: int = 0
    draws: list[tuple[list[int], bool]] = field(default_factory=list)
    refused_draws: int = 0
    longest: str = ""
    widest: int = 0
    exit_status: int | None = None
    seconds: float = 0.0
    transcript: list[str] = field(default_factory=list)


def columns(line: str) -> int:
    """The columns a line of terminal output takes (escape sequences stripped, wide characters two)."""
    width = 0
    for char in ESCAPES.sub("", line):
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf", "Cc"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def screen_lines(text: str) -> list[str]:
    """The lines as the terminal shows them: escapes gone, a line redrawn after a carriage return as redrawn."""
    return [line.rstrip("\r").rsplit("\r", 1)[-1] for line in ESCAPES.sub("", text).split("\n")]


def stretch_rows(text: str, width: int) -> int:
    """The rows of a stretch: the lines after the one typed on, the wait's line included, each folded at ``width``."""
    return sum(max(1, -(-columns(line) // width)) for line in screen_lines(text)[1:])


def waits(lang: str) -> list[str]:
    """The waits in ``lang``, as regular expressions in the order of :data:`PAUSE` ... :data:`DICE`."""
    from solobot.i18n import _, speaking
    from solobot.table.answers import WHICH  # a draw's question whole, per kind of item

    def said(message: str, **fill: str) -> str:
        with speaking(lang):
            pattern = re.escape(_(message).strip())
        for name, value in fill.items():
            pattern = pattern.replace(re.escape("{" + name + "}"), value)
        return pattern

    def either(*patterns: str) -> str:
        return "(?:" + "|".join(patterns) + ")"

    with speaking(lang):
        you = re.escape(_("You"))
    return [said("(Enter: go on) "), rf"· {you}\] >",
            either(said("Which {thing}? Type its number or what it shows: ", thing=r".{1,40}?"),
                   *(said(numbered) for _plain, numbered in WHICH.values())),
            either(said("Which {thing}? Type what it shows: ", thing=r".{1,40}?"),
                   *(said(plain) for plain, _numbered in WHICH.values())),
            said("Type the result (1-{sides}): ", sides=r"(?P<sides>\d+)"),
            said("Type the {count} results (1-{sides}): ", count=r".{1,12}?", sides=r"\d+")]


def play_screens(game: str, options: Sequence[str], moves: Sequence[str], home: str, *, seed: int = 3,
                 lang: str = "en", width: int = 100, height: int = 40, python: str | None = None,
                 most: int = 2000) -> Screens:
    """Play a whole ``game`` (``options``, ``seed``; physical dice and draws) at a ``width``×``height`` pty in
    ``lang``, as the module says, with ``python`` (another install, to compare; default: this one)."""
    import pexpect

    env = {key: value for key, value in os.environ.items()
           if key not in ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "LINES")}
    env.update({"SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": game, "TERM": "xterm", "NO_COLOR": "1",
                "PROMPT_TOOLKIT_NO_CPR": "1", "SOLOBOT_LANG": lang, "LANG": "C.UTF-8"})
    save = os.path.join(str(home), f"{game}-{lang}-{width}x{height}-{seed}.json")
    child = pexpect.spawn(python or sys.executable, ["-m", "solobot", "play", game, "--seed", str(seed), "--dice",
                                                     "physical", "--draws", "physical", "--save", save, *options],
                          env=env, encoding="utf-8", timeout=60, dimensions=(height, width))
    patterns = waits(lang)
    screens, rolls, tried, drew, paused, items, words, step = Screens(), 0, 0, False, False, [], "", ""
    started = time.perf_counter()
    while len(screens.stretches) < most:
        which = child.expect([*patterns, pexpect.EOF])
        text = child.before + (child.after if isinstance(child.after, str) else "")
        shown = ESCAPES.sub("", child.before)
        if which != len(patterns) and "\n" not in shown:
            continue  # the line editor drawing the line just answered once more
        screens.transcript.append(ESCAPES.sub("", text))
        rows = stretch_rows(text, width)
        if rows > max(screens.stretches, default=0):
            screens.longest = "\n".join(screen_lines(text)[1:])
        screens.stretches.append(rows)
        if which == len(patterns):
            break
        screens.widest = max(screens.widest, columns(screen_lines(text)[-1]) + 1)
        fresh = [found for found in map(LISTED.match, screen_lines(child.before)) if found]
        items = [*items, *fresh] if paused else fresh  # a list that a pause cut: both its parts
        paused = which == PAUSE
        if drew and which in (NUMBERED, UNNUMBERED) and not items:  # asked again, not listed again: refused
            screens.refused_draws += 1
            child.send(f"{words}\r")  # then by its words
            continue
        drew = False
        if which == PAUSE:
            screens.pauses += 1
            child.send("\r")
        elif which in (NUMBERED, UNNUMBERED):
            screens.draws.append(([int(found[1]) for found in items if found[1]], which == NUMBERED))
            number, words = items[-1][1], items[-1][2]
            child.send(f"{number or words.split()[0]}\r")  # or its code ("U20"), as a person types it
            drew = True
        elif which == ONE_DIE:
            rolls += 1
            child.send(f"{rolls % int(child.match['sides']) + 1}\r")
        elif which == DICE:
            rolls += 1
            child.send(f"{rolls % 6 + 1} {rolls % 5 + 1}\r")
        else:  # the next of the moves at the same step (refused or taken), the first at a new one
            label = screen_lines(text)[-1].strip()
            tried, step = (tried + 1, step) if label == step else (0, label)
            child.send(f"{moves[tried % len(moves)]}\r")
    child.close()
    screens.exit_status = child.exitstatus
    screens.seconds = time.perf_counter() - started
    return screens
