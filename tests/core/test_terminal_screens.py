"""The terminal's screens are whole (issue 38, item 3), through the real terminal program in a pty (pexpect) at
80×24 and 100×40, pressing the keys a person presses: a long answer waits a screen at a time, a line typed at
a pause is carried out, a redo is told in one line, a prompt leaves room to type; and, without a pty, rows
counted as the terminal folds them (wide characters, tabs, escape sequences) and the pager's breaks."""

from __future__ import annotations

import io
import os
import sys

import pexpect
import pytest

from solobot.cli.narrate import Narrator
from solobot.cli.table import TYPING, move_prompt
from solobot.cli.terminal import Terminal, cells, rows, wrap
from solobot.testing.screens import stretch_rows

PROMPT = r"\[Turn \d+ · You\] >"
GO_ON = r"\(Enter: go on\)"
SIZES = [(80, 24), (100, 40)]


@pytest.fixture
def spawn(tmp_path):
    def _spawn(*args: str, size: tuple[int, int]) -> pexpect.spawn:
        env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "xterm",
               "PROMPT_TOOLKIT_NO_CPR": "1", "HOME": str(tmp_path), "NO_COLOR": "1", "SOLOBOT_LANG": "en"}
        env.pop("COLUMNS", None)
        env.pop("LINES", None)
        return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=20,
                             dimensions=(size[1], size[0]))

    return _spawn


def rolled(child: pexpect.spawn, inputs: int) -> None:
    """Type ``roll`` at the prompt ``inputs`` times (Pig: a turn ends at a 1, the bot plays, the prompt comes back)."""
    child.expect(PROMPT)
    for _ in range(inputs):
        child.send("roll\r")
        child.expect("You roll")  # the answer, then the next prompt (not the line editor drawing this one again)
        child.expect(PROMPT)


@pytest.mark.parametrize("size", SIZES)
def test_a_list_longer_than_the_screen_waits_a_screen_at_a_time_and_a_line_typed_at_the_pause_is_carried_out(
        spawn, tmp_path, size):
    width, height = size
    child = spawn("play", "pig", "--seed", "5", "--save", str(tmp_path / "p.json"), size=size)
    rolled(child, height + 4)  # more inputs than the screen has rows: `history` lists one a line
    child.send("history\r")
    child.expect(GO_ON)  # the first screen of the list, and the line typed on stays in view above it
    assert stretch_rows(child.before + child.after, width) <= height - 1
    child.send("score\r")  # typed at the pause, as at a prompt: read, not thrown away
    child.expect(r"\[Turn \d+ · You\] >\s*score")  # said after the prompt, as if typed there
    child.expect(r"You: \d+")
    child.expect(PROMPT)
    child.send("quit\r")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("size", SIZES)
def test_a_redo_is_told_in_one_line(spawn, tmp_path, size):
    child = spawn("play", "pig", "--seed", "8", "--save", str(tmp_path / "p.json"), size=size)
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect("You roll")
    child.expect(PROMPT)
    child.send("undo\r")
    child.expect("Undone")
    child.expect(PROMPT)
    child.send("redo\r")
    child.expect(r"Redone: [^\r\n]*")
    assert child.after == "Redone: You roll 2: 2 this turn"
    child.expect(PROMPT)
    assert "You roll" not in child.before  # not that line, then the same roll again
    child.send("quit\r")
    child.expect(pexpect.EOF)


# -- without a pty ------------------------------------------------------------------------------------------

def test_rows_are_counted_as_the_terminal_folds_them():
    assert cells("Niccolò") == 7 and cells("日本") == 4 and cells("e\u0301") == 1 and cells("\x1b[1mbold\x1b[0m") == 4
    assert cells("a\tb") == 9  # a tab stops at column 8
    wide = "日本語 " * 20
    assert all(cells(piece) <= 20 for piece in wrap(wide, 20)) and rows(wide, 20) == len(wrap(wide, 20)) == 10
    assert rows("x" * 50, 20) == 3  # a word wider than the screen folds onto three rows
    assert rows("one\n\ntwo", 80) == 3 and rows("\x1b[32m" + "y" * 80 + "\x1b[0m", 80) == 1
    assert wrap("a\tb", 80) == ["a       b"]  # tabs written as the spaces the terminal shows


def test_the_main_prompt_leaves_room_to_type_whatever_the_steps_label():
    label = "Runde 1, Phasen 5-7: dein Rundenende mit der Ausstellung der Werke und dem Wechsel der Gunst"
    for width in (80, 100):
        prompt = move_prompt(label, "Du", width)
        assert cells(prompt) <= width - TYPING and prompt.startswith("[Runde 1, Phasen 5-7") and "… · Du] > " in prompt
    assert move_prompt("Turn 3", "You", 80) == "[Turn 3 · You] > "


def narrator(width: int, height: int, monkeypatch) -> tuple[Narrator, io.StringIO, list[int]]:
    """A narrator paging for a terminal ``width``×``height``; the rows shown at each pause are noted."""
    out = io.StringIO()
    terminal = Terminal(out, width=width, colour=False)
    monkeypatch.setattr(Terminal, "height", property(lambda self: height))
    told = Narrator(terminal=terminal)
    at_pauses: list[int] = []

    def pause() -> None:
        at_pauses.append(told.shown)
        out.write("(Enter: go on)\n")

    told.pause = pause
    return told, out, at_pauses


def test_a_section_longer_than_the_screen_waits_inside_it_and_not_right_after_the_input(monkeypatch):
    told, _out, at_pauses = narrator(80, 24, monkeypatch)
    told._held = []
    told.line("You play your card.")  # what the person just did: one line
    told.heading("Round 1: the Exhibition")
    for number in range(40):
        told._say(1, f"Machina: step {number} " + "word " * 20, lambda n=number: told.echo(f"Machina: step {n} "
                                                                                            + "word " * 20))
    told._show_held()
    assert at_pauses and at_pauses[0] > 2  # not one line after the input: the screen is filled first
    assert max(at_pauses) <= 22 and told.shown <= 22  # the screen less the pause's line and the line typed on


def test_a_section_that_fits_a_screen_starts_one_when_it_does_not_fit_below(monkeypatch):
    told, out, at_pauses = narrator(100, 40, monkeypatch)
    told._held = []
    for number in range(20):
        told._say(1, f"Bot: step {number}", lambda n=number: told.echo(f"Bot: step {n}"))
    told.heading("Round 2")
    for number in range(30):
        told._say(1, f"Bot: move {number}", lambda n=number: told.echo(f"Bot: move {n}"))
    told._show_held()
    assert at_pauses == [20]  # before the heading: the round is read whole on the next screen
    assert out.getvalue().split("(Enter: go on)\n")[1].startswith("\n== Round 2 ==")


def test_draws_one_after_another_say_which_of_how_many_each_is():
    """Italian and German: the Maestro and Florenza screen tests ("2 di 3", "2 von 3")."""
    from solobot.table.answers import request_line
    from solobot.toolkit.randomness import Draw, DrawRequest, PhysicalDraws, SeededSource

    why = Draw("a tile turned up", "EX-CLEAN-6", "the Popular Gallery tiles", thing="tile")
    asked: list[DrawRequest] = []

    def person(request: DrawRequest) -> str:
        asked.append(request)
        return request.choices[-1][0]

    drawn = PhysicalDraws(person, SeededSource(1)).draw_several(["PG01", "PG06", "PG13", "PG14"], 3, why)
    assert drawn == ["PG14", "PG13", "PG06"]
    assert [(r.why.number, r.why.count) for r in asked] == [(1, 3), (2, 3), (3, 3)]
    assert request_line(asked[1]) == ("For the game, draw one tile (2 of 3) from the Popular Gallery tiles: a tile "
                                      "turned up (EX-CLEAN-6).")
    assert request_line(DrawRequest(None, why, ())) == ("For the game, draw one tile from the Popular Gallery tiles: "
                                                        "a tile turned up (EX-CLEAN-6).")  # one alone: no count


def test_several_drawn_from_a_seeded_source_are_the_draws_one_by_one():
    from solobot.toolkit.randomness import Draw, SeededSource

    pile = list(range(20))
    one_by_one = [SeededSource(7).draw(pile, None) for _ in range(3)]
    pile = list(range(20))
    assert SeededSource(7).draw_several(pile, 3, Draw("x", thing="tile")) == one_by_one and len(pile) == 17


def test_a_draws_list_that_fits_a_screen_is_shown_whole_after_a_wait(monkeypatch):
    told, out, at_pauses = narrator(80, 24, monkeypatch)
    for number in range(3):
        told.line(f"Machina: step {number}")
    told.block(["Machina, draw one card from the Machina's deck: the card it plays (MM-TURN-3).",
                *(f"  {number:2}  S{number:02} (Publicity 1, 2 AP)" for number in range(1, 20))])
    assert at_pauses == [3]  # before the request, not between its items
    assert out.getvalue().split("(Enter: go on)\n")[1].startswith("Machina, draw one card")
