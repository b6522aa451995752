"""Whole Maestro games at a real terminal (a pty), every roll and draw physical, in Italian at 80×24 and German
at 100×40 (issue 38, item 3): no stretch between two waits is longer than the screen, a draw's list numbers its
items 1 to n or by their own printed numbers (and the number the list shows is taken), "Type its number" stands
only under a numbered list, the three Popular Gallery tiles say "1 of 3", "2 of 3", "3 of 3", and every wait's
line leaves room to type."""

from __future__ import annotations

import re

import pytest

from solobot.testing.screens import play_screens

MOVES = ["final 40", "play create 1", "done"]
OF_THREE = {"it": r"Pesca 1 tessera per il gioco dalle tessere Galleria Popolare \(2 di 3\)",
            "de": r"Ziehe für das Spiel 1 Plättchen \(2 von 3\) aus den Plättchen Beliebte Galerie"}


@pytest.mark.parametrize(("lang", "width", "height"), [("it", 80, 24), ("de", 100, 40)])
def test_a_whole_game_at_the_terminal_shows_every_screen_whole(tmp_path, lang, width, height):
    screens = play_screens("maestro", ["--variant", "davinci", "--difficulty", "harder"], MOVES, str(tmp_path),
                           seed=4, lang=lang, width=width, height=height)
    assert screens.exit_status == 0, screens.transcript[-1][-800:]
    assert max(screens.stretches) <= height, screens.longest
    assert screens.widest <= width  # a prompt and what is typed after it on one line
    assert screens.draws and screens.refused_draws == 0  # each answered by the number its list shows
    for numbers, asks_a_number in screens.draws:
        assert asks_a_number == bool(numbers)  # "Type its number" only under a numbered list
        assert numbers == sorted(set(numbers))  # 1 to n, or each item's own printed number (PG06: 6)
    assert any(numbers == list(range(1, len(numbers) + 1)) for numbers, _ in screens.draws)  # patron kinds
    assert re.search(OF_THREE[lang], " ".join("".join(screens.transcript).split()))
