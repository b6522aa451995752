"""solobot's errors, and one-line messages for validation errors (options, saves, component files).

Every error solobot reports is a :class:`SolobotError`: one clear line. Below it, a
:class:`PersonError` is the person's (a refused move, a bad option, save or file; exit 1), a
:class:`PluginProblem` a plugin's (its code failed or misbehaved; the line names the plugin and
the method). Each face catches the base once.
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from solobot.i18n import DEFAULT, N_, _, language

#: pydantic's most common problems with a value, said in the language spoken (in English, and for any
#: other problem, pydantic's own words)
VALIDATION_WORDS = {
    "greater_than_equal": N_("should be at least {ge}"),
    "greater_than": N_("should be greater than {gt}"),
    "less_than_equal": N_("should be at most {le}"),
    "less_than": N_("should be less than {lt}"),
    "int_parsing": N_("should be a whole number"),
    "int_type": N_("should be a whole number"),
    "int_from_float": N_("should be a whole number"),
    "float_parsing": N_("should be a number"),
    "float_type": N_("should be a number"),
    "bool_parsing": N_("should be true or false"),
    "bool_type": N_("should be true or false"),
    "string_type": N_("should be text"),
    "literal_error": N_("should be one of: {choices}"),
    "missing": N_("is required"),
    "extra_forbidden": N_("is not one of the game's options"),
}


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
    if language() != DEFAULT and err["type"] in VALIDATION_WORDS:
        values = {key: str(value) for key, value in (err.get("ctx") or {}).items()}
        values["choices"] = ", ".join(re.findall(r"'([^']*)'", values.get("expected", "")))
        message = _(VALIDATION_WORDS[err["type"]]).format(**values)
    return f"{where}: {message}" if where else message
