"""Option values a person types: numbers of ASCII digits only, and no empty names or paths.

Python's ``int()`` and ``float()`` read any Unicode digit (``int("١٢")`` is 12) and click hands
them on, so ``--seed １２`` would play seed 12 and ``--port ٣`` serve on port 3; ``²`` (a key of
French keyboards) even passes ``str.isdigit()``. solobot reads the digits 0-9 only.
"""

from __future__ import annotations

from typing import Any

import click


class AsciiNumber(click.ParamType):
    """A whole number (or with ``kind=float`` a decimal one) of ASCII digits, optionally within bounds."""

    def __init__(self, kind: type = int, low: float | None = None, high: float | None = None):
        self.kind = kind
        self.low, self.high = low, high
        self.name = "integer" if kind is int else "float"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            what = "a whole number" if self.kind is int else "a number"
            if not text.isascii():
                self.fail(f"'{value}' is not {what}: type it with the digits 0-9", param, ctx)
            try:
                number = self.kind(text)
            except ValueError:
                self.fail(f"'{value}' is not {what}", param, ctx)
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            self.fail(f"{number} is not in the range {self.low:g} to {self.high:g}", param, ctx)
        return number


WHOLE = AsciiNumber(int)
DECIMAL = AsciiNumber(float)
PORT = AsciiNumber(int, 0, 65535)


def not_empty(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """A click callback refusing an empty value (``--save ''``), which would otherwise mean "not given"."""
    if isinstance(value, str) and not value.strip():
        raise click.BadParameter("needs a value, not an empty one", ctx=ctx, param=param)
    return value
