"""`board` fits one screen with four Ghosts late in the game: the summary (one line a seat) and each part
(`board you`, `board ghosts`, `board artists`, `board city`) take at most 38 rows at 100 columns."""

from __future__ import annotations

from solobot.boardtext import BoardText
from solobot.cli.terminal import wrap
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session

ROWS, COLUMNS = 38, 100


def rows(text: str) -> int:
    """The screen rows ``text`` takes at 100 columns, each line wrapped as the terminal wraps it."""
    return sum(len(wrap(line, COLUMNS)) for line in text.split("\n"))


def test_the_board_with_four_ghosts_fits_a_100x40_screen_part_by_part():
    tallest: dict[str, int] = {}
    whole: list[int] = []

    def look(session: Session) -> None:
        board = session.game.describe_board(session.ctx, session.state)
        assert isinstance(board, BoardText) and board.names() == ["you", "ghosts", "artists", "city"]
        whole.append(rows(board))
        for name, text in [("summary", board.summary), *board.sections]:
            tallest[name] = max(tallest.get(name, 0), rows(text))

    for seed in (0, 1):
        Session(default_registry().game("florenza"), {"ghost": ["easy", "medium", "hard", "masterpiece"]},
                seed=seed).autoplay("heuristic", on_step=look)
    assert max(whole) > ROWS  # whole, it would scroll away
    assert max(tallest.values()) <= ROWS, tallest
