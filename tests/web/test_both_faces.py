"""The terminal and the page say the same sentences for the same scripted game: they render one seat."""

from __future__ import annotations

from solobot.cli.asking import AnswerPrompt
from solobot.cli.narrate import Narrator
from solobot.cli.table import Table
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.table.seat import Refused, Seat
from solobot.web.rooms import Room

TYPED = ["roll", "9", "5", "hold", "4", "undo", "roll", "2"]
"""Roll (a physical die, first refused), hold (the bot's roll), undo there, roll again."""


def at_the_terminal(tmp_path) -> list[str]:
    session = Session(default_registry().game("pig"), {}, seed=2, dice="physical")
    said: list[str] = []
    typed = iter([*TYPED, "quit"])

    def read(prompt: str) -> str:
        said.append(prompt)
        return next(typed)

    narrator = Narrator(said.append)
    Table(Seat(session, tmp_path / "terminal.json"), narrator, read=read, asker=AnswerPrompt(narrator, read)).run()
    return [line.strip() for text in said for line in text.split("\n")]


def on_the_page(tmp_path) -> list[str]:
    session = Session(default_registry().game("pig"), {}, seed=2, dice="physical")
    from solobot.table.seat import Seat

    room = Room("page.json", Seat(session, tmp_path / "page.json"))
    said = []
    for text in TYPED:
        try:
            if room.seat.request is None:
                said.append(room.undo() if text == "undo" else room.play(text.split()))
            else:
                said.append(room.undo() if text == "undo" else room.dice(text))
        except Refused as exc:
            said.append(str(exc))
    return said


def test_the_same_game_says_the_same_sentences_on_both_faces(tmp_path, saves):
    terminal = at_the_terminal(tmp_path)
    page = on_the_page(tmp_path)
    spoken = " ".join(terminal)
    asked = [line for line in page if ", roll a die" in line]
    assert asked and all(line.split(". ")[-1] in spoken for line in asked)  # each request, word for word
    refused = [line for line in page if line.startswith("Please type")]
    assert refused == ["Please type a whole number from 1 to 6."] and refused[0] in spoken
    undone = [line for line in page if line.startswith("Undone: ")]
    assert undone
    for line in undone[0].split("\n"):  # what was undone and what to take back, line for line
        assert line.lstrip("- ") in spoken, line


def test_your_own_move_is_spoken_to_you_on_the_page_as_at_the_terminal(browser):
    """The page's turn says "You hold with 5: 5 in all", the terminal's words, not "holds with 5"."""
    import html

    game = browser.start("pig", seed="2")
    browser.act(game, command="roll")
    page = html.unescape(browser.act(game, command="hold").json()["html"])
    assert "You hold with" in page and ">holds with" not in page
