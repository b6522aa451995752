"""A board told in sections: a summary that fits one screen, and each part on request (``board NAME``).

A game whose board is longer than a screen returns a :class:`BoardText` from ``describe_board``.
It is the whole board as a ``str`` (what the page shows and what scripts read), and it also
carries a short summary and the board's sections by the word typed after ``board``. The
terminal's ``board`` shows the summary, ``board NAME`` one section, ``help board`` names them
and Tab offers them. A plain ``str`` stays a board of one piece, shown whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from solobot.i18n import _
from solobot.suggest import did_you_mean


class BoardText(str):
    """The whole board as text, with a summary and named sections.

    :ivar summary: the board in short, and a last line saying how to see each section in full.
    :ivar sections: ``(name, text)`` of each section, in the order ``help board`` lists them; the
        name is the word typed after ``board`` (one lowercase word).
    """

    summary: str
    sections: tuple[tuple[str, str], ...]

    def __new__(cls, whole: str, summary: str, sections: Sequence[tuple[str, str]]) -> BoardText:
        """The board ``whole``, shown in short as ``summary``, and its ``sections`` by name."""
        text = super().__new__(cls, whole)
        text.sections = tuple(sections)
        text.summary = summary + "\n" + _("Each part in full: {parts}").format(parts=text.parts_line())
        return text

    def names(self) -> list[str]:
        """The words ``board`` takes, in order."""
        return [name for name, _ in self.sections]

    def section(self, typed: str) -> str:
        """The section named ``typed`` (case apart); for a word that names none, one line saying which
        words do, with the closest one."""
        folded = typed.casefold()
        for name, text in self.sections:
            if name.casefold() == folded:
                return text
        shown = typed if len(typed) <= 20 else typed[:20] + "..."
        closest = did_you_mean(folded, self.names()) or "."
        return _("No part of the board is called '{typed}'{closest} Its parts: {parts}").format(
            typed=shown, closest=closest, parts=self.parts_line())

    def parts_line(self) -> str:
        """Every section as typed: ``board galleries | board actions ...``."""
        return " | ".join(f"board {name}" for name in self.names())
