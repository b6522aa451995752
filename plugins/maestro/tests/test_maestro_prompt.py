"""Maestro at a real terminal (pexpect, ``TERM=xterm``): Tab completes region names, a mistyped
region gets the closest names, and every line fits the terminal's width."""

from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

PROMPT = r"\[Round 1, turn 1: your move · You\] >"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
WIDTH = 100


def spawn(tmp_path, *args: str) -> pexpect.spawn:
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro", "TERM": "xterm",
           "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
    env.pop("COLUMNS", None)  # the width is the terminal's own
    return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=30,
                         dimensions=(40, WIDTH))


def test_tab_completes_a_region_name_and_a_mistyped_one_gets_the_closest(tmp_path):
    child = spawn(tmp_path, "play", "maestro", "--seed", "5")
    child.expect(PROMPT)
    child.send("place ven\t")
    child.expect("Venezia")
    child.send("1\r")  # the completion left the space after the whole word
    child.expect("You place 1 Artwork from your supply in 3 Venezia")
    child.expect(PROMPT)
    child.send("place venize 1\r")
    child.expect("Not done: ")
    child.expect(PROMPT)
    refusal = " ".join(child.before.split())
    assert "unknown region 'venize'; did you mean Venezia?" in refusal
    assert "0 Florence, 1 Torino" in refusal and "16 Palermo" in refusal  # names, not bare numbers
    child.send("plya\r")
    child.expect("did you mean play or place\\?")
    child.send("\x04")
    child.expect(pexpect.EOF)


def test_every_line_of_a_narrated_game_fits_the_terminal(tmp_path):
    child = spawn(tmp_path, "play", "maestro", "--seed", "4", "--auto")
    child.expect(pexpect.EOF)
    lines = [ANSI.sub("", line) for line in child.before.split("\r\n")]
    assert len(lines) > 300 and "== Round 2: the Cleanup ==" in lines
    too_long = [line for line in lines if len(line) > WIDTH]
    assert not too_long, too_long[:3]
    words = {word for line in lines for word in line.split()}
    assert "Michelangelo's" in words and "Centerpiece" in words  # wrapped between words, never inside one
