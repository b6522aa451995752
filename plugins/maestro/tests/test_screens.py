"""Screens, not walls: at a 100×40 terminal, a stretch of narration longer than the screen waits for
Enter at the game's natural breaks (its headings), so nothing scrolls away before it is read."""

from __future__ import annotations

import os
import re
import sys

import pexpect
import pytest

from solobot.testing import rows_taken, screen_stretches

ROWS, COLUMNS = 40, 100
GO_ON = r"\(Enter: go on\)"
PROMPT = r"\[Round \d, turn \d( \(Gossip\))?: your move · You\] >"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


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
            stretches.append(rows_taken(child.before))
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


def maestro_answer(label: str, answered: set[str]) -> str:
    """A plain move for each step of a whole Maestro game."""
    if "Final scoring" in label:
        return "final 40"
    return "done" if "Exhibition" in label else "play create 1"


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_a_whole_maestro_game_with_physical_draws_never_prints_more_than_a_screen_between_two_waits(
        tmp_path, variant):
    stretches, pauses, last = screen_stretches(tmp_path, "maestro", ["--variant", variant, "--difficulty", "harder"],
                                               maestro_answer, ROWS, COLUMNS)
    assert "== Final score ==" in last and "Result:" in last
    assert len(stretches) > 100 and pauses >= 1  # an Exhibition before its patron card draw is longer than a screen
    assert max(stretches) <= ROWS, stretches
