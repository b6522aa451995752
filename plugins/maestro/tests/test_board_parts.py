"""`board` fits one screen: at 100 columns its summary and each of its parts take at most 38 rows at every
step of whole games (both variants, every difficulty); the details come part by part (`board galleries`)."""

from __future__ import annotations

import pytest

from solobot.boardtext import BoardText
from solobot.cli.terminal import wrap
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session

ROWS, COLUMNS = 38, 100


def rows(text: str) -> int:
    """The screen rows ``text`` takes at 100 columns, each line wrapped as the terminal wraps it."""
    return sum(len(wrap(line, COLUMNS)) for line in text.split("\n"))


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
@pytest.mark.parametrize("difficulty", ["easier", "normal", "harder"])
def test_the_board_summary_and_each_part_fit_a_100x40_screen_all_game(variant, difficulty):
    tallest: dict[str, int] = {}
    whole_was_taller = []

    def look(session: Session) -> None:
        board = session.game.describe_board(session.ctx, session.state)
        assert isinstance(board, BoardText)
        assert board.names() == ["galleries", "actions", "machina", "you"]
        whole_was_taller.append(rows(board) > ROWS)
        for name, text in [("summary", board.summary), *board.sections]:
            tallest[name] = max(tallest.get(name, 0), rows(text))
        for name, text in board.sections:  # the whole holds every part, as the page shows it
            assert text in board, name

    for seed in (1, 4):
        Session(default_registry().game("maestro"), {"variant": variant, "difficulty": difficulty},
                seed=seed).autoplay("heuristic", on_step=look)
    assert max(tallest.values()) <= ROWS, tallest
    if variant == "davinci":
        assert any(whole_was_taller)  # the whole board would not have fitted: the parts are needed


def test_a_part_by_its_name_any_case_and_a_word_that_names_none():
    session = Session(default_registry().game("maestro"), {"variant": "davinci"}, seed=1)
    board = session.game.describe_board(session.ctx, session.state)
    assert board.section("GALLERIES").startswith("Regions (M = Machina, P = you, * = Centerpiece):")
    assert "Machina's Blueprints" in board.section("machina")
    assert board.section("lodge") == ("No part of the board is called 'lodge'. Its parts: board galleries | "
                                      "board actions | board machina | board you")
    assert board.summary.endswith("\nEach part in full: board galleries | board actions | board machina | board you")
    assert "PG" not in board  # Popular Gallery tiles by their regions, not their codes


def test_tab_offers_the_parts_after_board_and_help_board_names_them(tmp_path, capsys):
    from solobot.cli.prompt import completions
    from solobot.cli.table import Table
    from solobot.table.seat import Seat

    table = Table(Seat(Session(default_registry().game("maestro"), {}, seed=1), tmp_path / "m.json"))
    assert completions(table.words_for, "board ") == ("", ["galleries", "actions", "machina", "you"])
    assert completions(table.words_for, "board ma") == ("ma", ["machina"])
    assert completions(table.words_for, "board machina ") == ("", [])
    table.cmd_help(["board"])
    assert "its parts: board galleries | board actions | board machina | board you" in capsys.readouterr().out
