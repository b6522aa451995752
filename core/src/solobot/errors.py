"""solobot's errors, and one-line messages for validation errors (options, saves, component files).

Every error solobot reports is a :class:`SolobotError`: one clear line. Below it, a
:class:`PersonError` is the person's (a refused move, a bad option, save or file; exit 1), a
:class:`PluginProblem` a plugin's (its code failed or misbehaved; the line names the plugin and
the method). Each face catches the base once.
"""

from __future__ import annotations

from pydantic import ValidationError


class SolobotError(Exception):
    """An error solobot tells the person in one line (never a traceback)."""


class PersonError(SolobotError):
    """Bad input of the person: a refused move, command, option, save or file; nothing is lost."""


class PluginProblem(SolobotError):
    """A plugin's code failed or misbehaved: the line names the plugin and the method."""


class IllegalAction(PersonError, ValueError):
    """An action of the person that the rules do not allow now (one clear line)."""


def first_error(exc: ValidationError) -> str:
    """The first problem of a pydantic error as ``"field.path: message"`` (just the message at top level).

    A field name holding unprintable characters is shown quoted, so the message stays one line.
    """
    err = exc.errors()[0]
    where = ".".join(part if part.isprintable() and part else repr(part) for part in map(str, err["loc"]))
    message = err["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return f"{where}: {message}" if where else message
