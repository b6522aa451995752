"""Screens, not walls: a whole Florenza game at a 100×40 terminal never prints more than a screen
between two waits (a prompt, a request, or an "Enter: go on" pause at a break)."""

from __future__ import annotations

from solobot.testing import screen_stretches

ROWS, COLUMNS = 40, 100
#: each step's first answer (then `done`), as its label reads
FIRST = {"Setup": "start 1 2", "Phases 1-2": "resource wood", "Phase 4": "pass"}


def florenza_answer(label: str, answered: set[str]) -> str:
    """A plain move for each step of a whole game: the step's first answer, then ``done``."""
    first = label not in answered
    answered.add(label)
    return next((line for key, line in FIRST.items() if key in label and first), "done")


def test_a_whole_florenza_game_with_three_ghosts_never_prints_more_than_a_screen_between_two_waits(tmp_path):
    stretches, _, last = screen_stretches(tmp_path, "florenza", ["--ghost", "hard", "--ghost", "easy", "--ghost",
                                                                 "masterpiece"], florenza_answer, ROWS, COLUMNS)
    assert "== Final score ==" in last and "Result:" in last
    assert max(stretches) <= ROWS, stretches
