"""Option values a person types: numbers of ASCII digits only, and no empty names or paths.

Python's ``int()`` and ``float()`` read any Unicode digit (``int("١٢")`` is 12) and click hands
them on, so ``--seed １２`` would play seed 12 and ``--port ٣`` serve on port 3; ``²`` (a key of
French keyboards) even passes ``str.isdigit()``. solobot reads the digits 0-9 only, by the one
rule of :mod:`solobot.numbers` (bounded length, no underscores, no ``+``).
"""

from __future__ import annotations

from typing import Any

import click

from solobot.i18n import _
from solobot.numbers import NotANumber, decimal_number, whole_number


class AsciiNumber(click.ParamType):
    """A whole number (or with ``kind=float`` a decimal one) of ASCII digits, optionally within bounds."""

    def __init__(self, kind: type = int, low: float | None = None, high: float | None = None):
        self.kind = kind
        self.low, self.high = low, high
        self.name = "integer" if kind is int else "float"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool):  # a default
            return value
        try:
            if self.kind is int:
                return whole_number(str(value), self.low, self.high)  # type: ignore[arg-type]
            return decimal_number(str(value), self.low, self.high)
        except NotANumber as exc:
            self.fail(str(exc), param, ctx)


WHOLE = AsciiNumber(int)
DECIMAL = AsciiNumber(float)
PORT = AsciiNumber(int, 0, 65535)
SEED = AsciiNumber(int, 0)
#: ``--games``: at most a trillion (a run that long is stopped with Ctrl-C, not finished)
MAX_GAMES = 10**12
GAMES = AsciiNumber(int, 0, MAX_GAMES)  # 0 gets the commands' own line
#: ``--jobs``: processes on this machine
MAX_JOBS = 256
JOBS = AsciiNumber(int, 0, MAX_JOBS)


def not_empty(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """A click callback refusing an empty value (``--save ''``), which would otherwise mean "not given"."""
    if isinstance(value, str) and not value.strip():
        raise click.BadParameter(_("needs a value, not an empty one"), ctx=ctx, param=param)
    return value
