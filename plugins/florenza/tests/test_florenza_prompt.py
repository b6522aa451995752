"""Florenza at a real terminal (pexpect): every line fits the terminal's width, each phase of the
round's end has its heading, and rule IDs show only with ``--rules``."""

from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
WIDTH = 100


def narrated(tmp_path, *extra: str) -> list[str]:
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "florenza", "TERM": "xterm",
           "NO_COLOR": "1"}
    env.pop("COLUMNS", None)  # the width is the terminal's own
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "florenza", "--seed", "3", "--auto", *extra],
                          env=env, encoding="utf-8", timeout=60, dimensions=(40, WIDTH))
    child.expect(pexpect.EOF)
    return [ANSI.sub("", line) for line in child.before.split("\r\n")]


def test_a_narrated_game_fits_the_terminal_under_a_heading_for_each_phase(tmp_path):
    lines = narrated(tmp_path)
    too_long = [line for line in lines if len(line) > WIDTH]
    assert not too_long, too_long[:3]
    for heading in ("== Round 1, Phases 5-7", "== Round 1, Phase 8 ==", "== Round 2, Phases 1-3"):
        assert [line for line in lines if line.startswith(heading)], heading
    assert not [n for n, line in enumerate(lines[1:], 1)  # a part of the heading just printed is not repeated
                if line == "== Round 1, Phases 5-7 ==" and "== Round 1, Phases 5-7:" in "".join(lines[n - 3:n])]
    assert not any(re.search(r"\[FG-[A-Z0-9]+-\d+\]", line) for line in lines)
    assert any(re.search(r"\[FG-[A-Z0-9]+-\d+\]", line) for line in narrated(tmp_path, "--rules"))


ROLL = re.compile(r"(Ghost \d)[^\n]*, roll a die: [^\n]*Type the result \(1-6\): ")
PROMPT = re.compile(r"\[([^\]\n]*?) · You\] > ")
FIRST_REPLY = {"Setup": "start 1 2", "Round 1, Phases 1-2": "resource wood", "Phase 4": "pass"}


def table(tmp_path, *args: str) -> pexpect.spawn:
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "florenza", "TERM": "dumb",
           "COLUMNS": "250"}
    return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=30,
                         dimensions=(50, 250))


def test_quit_at_a_roll_after_phase_8_and_resume_tells_phase_8_once(tmp_path):
    """The round's end told Phase 8, then the next round's Captain roll was asked: quitting there and
    resuming asks that roll again, without telling Phase 8 (already carried out) a second time."""
    save = tmp_path / "f.json"
    child = table(tmp_path, "play", "florenza", "--dice", "physical", "--seed", "5", "--ghost", "hard",
                  "--save", str(save))
    answered: set[str] = set()
    for step in range(200):
        if child.expect([ROLL, PROMPT]) == 0:
            if "Phase 8:" in child.before:
                break  # the first roll after the round's end
            child.sendline(str(step % 6 + 1))  # varied faces: a taken starting Workshop is rolled again
            continue
        label = child.match.group(1)
        first = label not in answered
        answered.add(label)
        child.sendline(next((line for key, line in FIRST_REPLY.items() if key in label and first), "done"))
    told_before = child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and "Phase 8: turn face-down Artist tiles face up" in told_before

    again = table(tmp_path, "resume", str(save))
    again.expect(ROLL)
    assert "Phase 8:" not in again.before and "You left in the middle of a request" in again.before
    again.sendline("4")
    again.expect(PROMPT)
    assert "Phase 8:" not in again.before and "rolls 4" in again.before
    again.sendline("quit")
    again.expect(pexpect.EOF)
