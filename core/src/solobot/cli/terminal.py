"""Writing for a person at a terminal: lines wrapped to its width, colour, and plain ASCII where needed.

On a terminal, lines are wrapped at word boundaries to its width (a continued line is
indented under the first), headings are bold and each seat's lines take the seat's colour.
``NO_COLOR`` (https://no-color.org), ``TERM=dumb`` or output to a pipe or file turns colour off, and piped
output is not wrapped (scripts read whole lines). A terminal whose encoding cannot show the
game's punctuation (``LANG=C``) gets ASCII stand-ins instead of an encoding error.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import unicodedata
from collections.abc import Callable
from typing import Any, TextIO

import click

from solobot.safetext import printable

#: punctuation the game's sentences use, and what an ASCII-only terminal shows instead
ASCII_STAND_INS = {
    "—": "-", "–": "-", "·": "-", "…": "...", "’": "'", "‘": "'", "“": '"', "”": '"',
    "→": "->", "←": "<-", "×": "x", "≥": ">=", "≤": "<=", "•": "*", "½": "1/2", "\u00a0": " ",
}

#: colours given to seats in the order they first speak (the person's seat is always the first)
SEAT_COLOURS = ("green", "cyan", "magenta", "yellow", "blue", "red")


def can_encode(stream: TextIO, text: str) -> bool:
    """Whether ``stream`` can write ``text`` in its encoding."""
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def plain_ascii(text: str) -> str:
    """``text`` with the game's punctuation in ASCII, and anything else ASCII cannot hold as ``?``."""
    for fancy, plain in ASCII_STAND_INS.items():
        text = text.replace(fancy, plain)
    return text.encode("ascii", "replace").decode("ascii")


#: an escape sequence a terminal acts on and does not show: CSI (colours, cursor moves), OSC (a title), or one letter
ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
#: where a tab stops: every 8 columns, as terminals set them
TAB = 8


def char_cells(char: str) -> int:
    """The columns one character takes on a terminal: 2 for a wide one (CJK, most emoji), 0 for a mark that
    combines with the one before, a zero-width joiner or a control character, else 1."""
    if char < " " or "\x7f" <= char < "\xa0":
        return 0
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def cells(text: str) -> int:
    """The columns ``text`` takes on one terminal line from its first column: wide characters count 2, escape
    sequences nothing, a tab up to the next tab stop."""
    if text.isascii() and text.isprintable():  # the common case, at C speed
        return len(text)
    column = 0
    for char in ESCAPE.sub("", text):
        column = column + TAB - column % TAB if char == "\t" else column + char_cells(char)
    return column


def expand_tabs(text: str) -> str:
    """``text`` with each tab written as the spaces up to the next tab stop, counted in columns (a wide
    character counts 2), as the terminal would show it."""
    if "\t" not in text:
        return text
    shown, column = [], 0
    for part in text.split("\t")[:-1]:
        column += cells(part)
        shown.append(part + " " * (TAB - column % TAB))
        column += TAB - column % TAB
    return "".join(shown) + text.rsplit("\t", 1)[1]


def wrap(line: str, width: int) -> list[str]:
    """``line`` cut at spaces into lines of at most ``width`` columns where words allow; continued lines
    are indented two spaces past the line's own indent. Words are never broken; columns are counted as the
    terminal shows them (:func:`cells`), tabs written as spaces."""
    line = expand_tabs(line)
    if width <= 0 or cells(line) <= width:
        return [line]
    indent = line[: len(line) - len(line.lstrip(" "))]
    follow = indent + "  "
    pieces: list[str] = []
    current, used, gap = indent, len(indent), ""
    for word in re.findall(r" +|[^ ]+", line[len(indent):]):
        if word[0] == " ":
            gap = word if current != indent or pieces else ""
            continue
        size = cells(word)
        if gap and used + len(gap) + size > width:
            pieces.append(current)
            current, used = follow + word, len(follow) + size
        else:
            current, used = current + gap + word, used + len(gap) + size
        gap = ""
    pieces.append(current)
    return pieces


def rows(text: str, width: int) -> int:
    """The screen rows ``text`` takes at a terminal ``width`` columns wide: each of its lines wrapped as
    :func:`wrap` does, and a word wider than the screen on as many rows as the terminal folds it to."""
    if width <= 0:
        return text.count("\n") + 1
    return sum(max(1, -(-cells(piece) // width)) for part in text.split("\n") for piece in wrap(part, width))


class Terminal:
    """Where the table's lines go, and how they look there.

    :param stream: the output (stdout by default).
    :param width: the width to wrap at; None: the terminal's own when ``stream`` is a terminal,
        no wrapping otherwise.
    :param colour: whether to colour; None: on a terminal unless ``NO_COLOR`` is set.
    """

    def __init__(self, stream: TextIO | None = None, width: int | None = None, colour: bool | None = None):
        self.stream = stream
        out = self.out
        tty = _isatty(out)
        self.fixed_width = width
        self.tty = tty
        dumb = os.environ.get("TERM", "") in ("", "dumb")
        self.colour = colour if colour is not None else tty and not dumb and not os.environ.get("NO_COLOR")
        self.ascii = not can_encode(out, "".join(ASCII_STAND_INS))
        self.seat_colours: dict[str, str] = {}

    @property
    def width(self) -> int:
        """The width to wrap at: the terminal's, asked each time (it may be resized); 0 for no wrapping."""
        if self.fixed_width is not None:
            return self.fixed_width
        return shutil.get_terminal_size().columns if self.tty else 0

    @property
    def height(self) -> int:
        """The terminal's rows, asked each time (it may be resized); 24 when it cannot say."""
        return shutil.get_terminal_size((80, 24)).lines

    @property
    def out(self) -> TextIO:
        """The output stream (looked up each time, so a test's replaced stdout is used)."""
        return self.stream or sys.stdout

    def text(self, text: str) -> str:
        """``text`` as this terminal can show it: control characters, bidirectional controls and lone
        surrogates (a plugin's words may hold them) as their escapes, and ASCII stand-ins on an
        ASCII-only terminal."""
        text = printable(text)
        return plain_ascii(text) if self.ascii else text

    def echo(self, line: str = "", style: dict[str, Any] | None = None) -> None:
        """Write ``line`` (several lines if it holds newlines), wrapped, styled when colour is on."""
        for part in self.text(line).split("\n"):
            for piece in wrap(part, self.width):
                click.echo(click.style(piece, **style) if style and self.colour else piece, file=self.out)

    def said(self, line: str, who: str, style: dict[str, Any] | None) -> None:
        """A line spoken by a seat (``Machina: ...``): wrapped, with ``who`` at its start in the seat's colour."""
        line = self.text(line)
        pieces = wrap(line, self.width)
        if style and self.colour and pieces[0].startswith(who):
            pieces[0] = click.style(who, bold=True, **style) + pieces[0][len(who):]
        for piece in pieces:
            click.echo(piece, file=self.out)

    def heading(self, title: str) -> None:
        """A heading line, set off by a blank line before it."""
        self.echo("")
        self.echo(f"== {title} ==", {"bold": True})

    def seat_style(self, seat: str | None, person: str | None) -> dict[str, Any] | None:
        """The colour of a seat's lines: the person's seat green, each other seat its own colour."""
        if not seat:
            return None
        if person and person not in self.seat_colours:
            self.seat_colours[person] = SEAT_COLOURS[0]
        if seat not in self.seat_colours:
            self.seat_colours[seat] = SEAT_COLOURS[len(self.seat_colours) % len(SEAT_COLOURS)]
        return {"fg": self.seat_colours[seat]}


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def terminal_echo() -> Callable[[str], None]:
    """An ``echo`` for the table that wraps and falls back to ASCII like :class:`Terminal`."""
    return Terminal().echo
