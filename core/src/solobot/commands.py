"""The person's commands, declared once as data (STYLE lesson 13).

A game lists its commands with :class:`Command` and :class:`Arg`; the terminal's
``help`` and the web page's buttons and forms are made from that list, and both front
ends send the typed words through the game's one ``parse_command``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

ArgKind = Literal["int", "word", "choice"]


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a command.

    :ivar name: its name, as the usage line shows it (``REGION``, ``count``).
    :ivar kind: ``"int"`` (a whole number), ``"word"`` (any word) or ``"choice"`` (one of ``choices``).
    :ivar choices: the allowed words of a ``"choice"`` argument.
    :ivar shown: what a usage line shows for it instead of its choices — its NAME when the
        choices change with the state or are too many to list, so ``help`` stays short and steady.
    :ivar optional: whether the command may be typed without it; the game's parser tells the
        forms apart by their word count (Maestro's `set artworks|vp [REGION] SEAT NUMBER`).
    """

    name: str
    kind: ArgKind = "word"
    choices: tuple[str, ...] = ()
    optional: bool = False
    shown: str = ""

    def usage(self) -> str:
        """The argument in a usage line: ``shown``, else ``a|b`` for choices, else ``NAME`` (``[...]`` if optional)."""
        listed = "|".join(self.choices) if self.kind == "choice" and self.choices else self.name.upper()
        text = self.shown or listed
        return f"[{text}]" if self.optional else text


@dataclass(frozen=True, slots=True)
class Command:
    """A command the person types: its name, its arguments, what it does, an example.

    :ivar name: the first word typed.
    :ivar args: its arguments, in order.
    :ivar help: what it does, in one line.
    :ivar example: a complete example (``place venezia 2``).
    :ivar free: True when the arguments are not declared (a game that only gives
        ``command_help``): front ends then offer one text field for the rest of the line.
    """

    name: str
    args: tuple[Arg, ...] = ()
    help: str = ""
    example: str = ""
    free: bool = False

    def usage(self) -> str:
        """The usage line: the name and every argument."""
        return " ".join([self.name, *(arg.usage() for arg in self.args)])

    def help_line(self) -> str:
        """The line ``help`` prints: ``usage — what it does. Example: ...``."""
        if self.free:
            return self.help
        line = f"{self.usage()} — {self.help}" if self.help else self.usage()
        return f"{line}. Example: {self.example}" if self.example else line

    def words(self, values: Sequence[str]) -> list[str]:
        """The words typed for this command with argument ``values`` (empty optional ones left out)."""
        return [self.name, *(value.strip() for value in values if value and value.strip())]


def help_of(commands: Iterable[Command]) -> dict[str, str]:
    """``{name: help line}`` for the terminal's ``help`` (what ``Game.command_help`` returns)."""
    return {command.name: command.help_line() for command in commands}


def from_help(help_lines: dict[str, str]) -> list[Command]:
    """Commands known only by their help lines: free-text commands (the default of ``Game.commands``)."""
    return [Command(name, help=text, free=True) for name, text in help_lines.items()]
