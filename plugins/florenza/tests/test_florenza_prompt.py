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
    for heading in ("== Round 1, Phases 5-7 ==", "== Round 1, Phase 8 ==", "== Round 2, Phases 1-3 =="):
        assert heading in lines
    assert not any(re.search(r"\[FG-[A-Z0-9]+-\d+\]", line) for line in lines)
    assert any(re.search(r"\[FG-[A-Z0-9]+-\d+\]", line) for line in narrated(tmp_path, "--rules"))
