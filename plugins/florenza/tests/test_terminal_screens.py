"""Whole Florenza games at a real terminal (a pty), every roll and draw physical, in German at 80×24 and English
at 100×40 (issue 38, item 3): no stretch between two waits is longer than the screen, the Artist tiles (which
print no number) are listed 1 to n and taken by that number, the Captains of Fortune put out say "2 of 3"."""

from __future__ import annotations

import pytest

from solobot.testing.screens import play_screens

MOVES = ["start 1 2", "resource wood", "pass", "done"]


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 80, 24), ("en", 100, 40)])
def test_a_whole_game_at_the_terminal_shows_every_screen_whole(tmp_path, lang, width, height):
    screens = play_screens("florenza", ["--ghost", "hard", "--ghost", "easy", "--ghost", "masterpiece"], MOVES,
                           str(tmp_path), seed=3, lang=lang, width=width, height=height)
    assert screens.exit_status == 0, screens.transcript[-1][-800:]
    assert max(screens.stretches) <= height, screens.longest
    assert screens.widest <= width
    assert screens.draws and screens.refused_draws == 0  # each answered by the number its list shows
    for numbers, asks_a_number in screens.draws:
        assert asks_a_number and numbers == list(range(1, len(numbers) + 1))  # no Artist or Captain prints one
    said = " ".join("".join(screens.transcript).split())
    assert ("(2 von " if lang == "de" else "(2 of ") in said
