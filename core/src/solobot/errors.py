"""The person's refused actions, and one-line messages for validation errors (options, saves, component files)."""

from __future__ import annotations

from pydantic import ValidationError


class IllegalAction(ValueError):
    """An action of the person that the rules do not allow now (one clear line)."""


def first_error(exc: ValidationError) -> str:
    """The first problem of a pydantic error as ``"field.path: message"`` (just the message at top level).

    A field name holding unprintable characters is shown quoted, so the message stays one line.
    """
    err = exc.errors()[0]
    where = ".".join(part if part.isprintable() and part else repr(part) for part in map(str, err["loc"]))
    message = err["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return f"{where}: {message}" if where else message
