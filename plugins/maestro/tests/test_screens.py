"""Screens, not walls: at a 100×40 terminal, a stretch of narration longer than the screen waits for
Enter at the game's natural breaks (its headings), so nothing scrolls away before it is read."""

from __future__ import annotations

import os
import re
import sys

import pexpect
import pytest

ROWS, COLUMNS = 40, 100
GO_ON = r"\(Enter: go on\)"
PROMPT = r"\[Round \d, turn \d( \(Gossip\))?: your move · You\] >"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def between_waits(text: str) -> int:
    """How many screen rows a stretch of output takes (each line wrapped at the screen's width)."""
    lines = ESCAPES.sub("", text).replace("\r", "").split("\n")
    return sum(max(1, -(-len(line) // COLUMNS)) for line in lines)


def test_a_round_end_waits_at_its_breaks_and_no_stretch_overflows_the_screen(tmp_path):
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro", "TERM": "xterm",
           "NO_COLOR": "1"}
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "maestro", "--variant", "davinci",
                                           "--difficulty", "harder", "--seed", "4", "--save", str(tmp_path / "m.json")],
                          env=env, encoding="utf-8", timeout=30, dimensions=(ROWS, COLUMNS))
    child.expect(PROMPT)
    pauses, stretches = 0, []
    while pauses < 6:
        child.send("play create 1\r")
        while True:
            which = child.expect([GO_ON, PROMPT])
            stretches.append(between_waits(child.before))
            if which == 1:
                break
            pauses += 1
            child.send("\r")
        if "Round 2" in child.after:
            break
    child.send("quit\r")
    child.expect(pexpect.EOF)
    assert pauses >= 1  # the end of round 1 (the Exhibition) is longer than a screen
    assert max(stretches) <= ROWS, stretches


def test_piped_output_never_waits(tmp_path):
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro"}
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "maestro", "--seed", "4", "--auto"],
                          env={**env, "TERM": "xterm"}, encoding="utf-8", timeout=60, dimensions=(ROWS, COLUMNS))
    child.expect(pexpect.EOF)
    assert "Enter: go on" not in child.before and "Final score" in child.before


ANY_PROMPT = r"· You\] >"
DRAW = r"Type its number or what it shows:"
ROLL = r"Type the (?:two results|result) \(1-6\):"
LISTED = re.compile(r"^ +(?:\d+  )?(\S.*)$")


def whole_game_stretches(tmp_path, game: str, *options: str) -> tuple[list[int], int, str]:
    """Play a whole game at a 100×40 pty with physical dice and draws, answering every wait; the rows of
    each stretch printed between two waits, how many "Enter: go on" pauses came, and the last screen."""
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": game, "TERM": "xterm",
           "NO_COLOR": "1", "PROMPT_TOOLKIT_NO_CPR": "1"}  # a pty answers no cursor report: one drawing a prompt
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", game, "--seed", "3", "--dice", "physical",
                                           "--draws", "physical", "--save", str(tmp_path / "g.json"), *options],
                          env=env, encoding="utf-8", timeout=30, dimensions=(ROWS, COLUMNS))
    stretches, pauses, rolls, answered = [], 0, 0, set()
    while True:
        which = child.expect([GO_ON, ANY_PROMPT, DRAW, ROLL, pexpect.EOF])
        shown = ESCAPES.sub("", child.before).replace("\r", "")
        if which != 4 and "\n" not in shown:
            continue  # the line editor drawing the line just answered once more, with the answer
        assert len(stretches) < 2000 and "Not done" not in shown and "left in" not in shown, shown[-600:]
        stretches.append(between_waits(child.before))
        assert stretches[-1] <= ROWS, shown
        if which == 4:
            return stretches, pauses, shown
        if which == 0:
            pauses += 1
            child.send("\r")
        elif which == 2:  # what the last item listed under the request shows
            lines = shown.split("\n")
            heading = max((at for at, line in enumerate(lines) if re.search(r"\bdraw an? ", line)), default=None)
            assert heading is not None, shown
            items = [LISTED.match(line)[1] for line in lines[heading + 1:] if LISTED.match(line)]
            child.sendline(items[-1])
        elif which == 3:
            rolls += 1
            child.sendline(str(rolls % 6 + 1) if "result (1-6)" in child.after else f"{rolls % 6 + 1} {rolls % 5 + 1}")
        else:
            label = ESCAPES.sub("", child.before + child.after).rsplit("[", 1)[-1]  # a long one wraps
            child.sendline(answer(game, label.replace("\r", "").replace("\n", ""), answered))


#: Florenza: each step's first answer (then `done`), as its label reads
FLORENZA_FIRST = {"Setup": "start 1 2", "Phases 1-2": "resource wood", "Phase 4": "pass"}


def answer(game: str, label: str, answered: set[str]) -> str:
    """A plain move for each step of a whole game."""
    if game == "maestro":
        if "Final scoring" in label:
            return "final 40"
        return "done" if "Exhibition" in label else "play create 1"
    first = label not in answered
    answered.add(label)
    return next((line for key, line in FLORENZA_FIRST.items() if key in label and first), "done")


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_a_whole_maestro_game_with_physical_draws_never_prints_more_than_a_screen_between_two_waits(
        tmp_path, variant):
    stretches, pauses, last = whole_game_stretches(tmp_path, "maestro", "--variant", variant,
                                                   "--difficulty", "harder")
    assert "== Final score ==" in last and "Result:" in last
    assert len(stretches) > 100 and pauses >= 1  # an Exhibition before its patron card draw is longer than a screen
    assert max(stretches) <= ROWS, stretches


def test_a_whole_florenza_game_with_three_ghosts_never_prints_more_than_a_screen_between_two_waits(tmp_path):
    stretches, _, last = whole_game_stretches(tmp_path, "florenza", "--ghost", "hard", "--ghost", "easy",
                                              "--ghost", "masterpiece")
    assert "== Final score ==" in last and "Result:" in last
    assert max(stretches) <= ROWS, stretches
