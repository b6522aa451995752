"""One write of the save per accepted input, on both faces: the seat saves it (before anything it leads to is
told), and neither the terminal's table nor the page's room writes it again.

Each write of a save goes through :func:`solobot.storage.saves._write_atomically`; the tests count the ones
that target the game's save around a move, an answer to a roll, an undo and a redo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solobot.cli.narrate import Narrator
from solobot.cli.table import Table
from solobot.engine.session import Session
from solobot.storage import saves
from solobot.table.seat import Seat


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every save file written from now on, in order (once per write)."""
    written: list[Path] = []
    write = saves._write_atomically

    def counted(target: Path, text: str) -> None:
        written.append(Path(target))
        write(target, text)

    monkeypatch.setattr(saves, "_write_atomically", counted)
    return written


def terminal(session: Session, path: Path, typed: list[str]) -> Table:
    """The terminal's table of ``session``, opened (its first save written), reading ``typed`` at its prompts."""
    table = Table(Seat(session, path), Narrator(lambda line: None), read=lambda prompt: typed.pop(0))
    table.intro()
    return table


def test_the_terminal_writes_the_save_once_per_input(pig, tmp_path, writes):
    path = tmp_path / "pig.json"
    table = terminal(Session(pig, {}, seed=3), path, [])
    assert writes == [path]  # the opening: an unusable save place stops the game before any input
    for line in ("roll", "undo", "redo", "hold"):
        del writes[:]
        table.handle(line)
        assert writes == [path], line


def test_the_terminal_writes_the_save_once_per_answer(pig, tmp_path, writes):
    path = tmp_path / "pig.json"
    table = terminal(Session(pig, {}, seed=3, dice="physical"), path, ["5"])
    del writes[:]
    table.handle("roll")  # the input waits at its roll, and is in the save
    assert writes == [path] and table.seat.request is not None
    del writes[:]
    table.ask_request()  # "5"
    assert writes == [path] and table.seat.request is None and table.seat.inputs == 1


def test_the_page_writes_the_save_once_per_input(pig, tmp_path, writes):
    from solobot.web.rooms import Room

    path = tmp_path / "pig.json"
    room = Room.new("pig.json", path, pig, {}, 3, "physical")
    assert writes == [path]  # a new game is saved at once
    steps = [("roll", lambda: room.play(["roll"])), ("dice", lambda: room.dice("5")), ("undo", room.undo),
             ("redo", room.redo), ("roll again", lambda: room.play(["roll"])), ("cancel", room.cancel)]
    for name, step in steps:
        del writes[:]
        step()
        assert writes == [path], name
    room.close()


def test_a_refused_input_writes_nothing_on_either_face(pig, tmp_path, writes):
    from solobot.web.rooms import Refused, Room

    path = tmp_path / "pig.json"
    table = terminal(Session(pig, {}, seed=3), path, [])
    del writes[:]
    table.handle("hold")  # nothing rolled yet: refused
    table.handle("jump")
    assert writes == []
    room = Room.new("page.json", tmp_path / "page.json", pig, {}, 3, "seeded")
    del writes[:]
    with pytest.raises(Refused):
        room.play(["jump"])
    assert writes == []
    room.close()
