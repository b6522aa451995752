"""What a number is, wherever a person types one: one rule for the terminal, the page, ``check``,
option values (``--seed``, ``--games``, ``--jobs``...), game commands and the components entry.

A whole number is the ASCII digits 0-9 only, at most :data:`MAX_DIGITS` of them, with a leading
``-`` only where the range allows negatives. Python's ``int()`` reads much more: any Unicode digit
(``int("١٢")`` is 12, ``int("１")`` is 1, ``"𝟙"``...), underscores (``int("1_000")``), a ``+`` sign,
and thousands of digits at a cost; ``"²"`` even passes ``str.isdigit()`` and then fails in ``int()``.
None of those is a number here: each is refused with one line (:class:`NotANumber`), and the
length is checked before anything is converted, so a 5,000-digit answer costs nothing.
"""

from __future__ import annotations

import math

#: the most digits a typed whole number may have (a seed of 18 digits still fits)
MAX_DIGITS = 18
#: the most characters a typed decimal number may have ("0.125", "-12.5")
MAX_DECIMAL_CHARS = 24


class NotANumber(ValueError):
    """Typed text that is not a number in range: its ``str`` is the one line to show."""


def _n(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def span(low: float | None, high: float | None) -> str:
    """The range in words: " from 1 to 6", " of at least 0", " of at most 9", or ""."""
    if low is not None and high is not None:
        return f" from {_n(low)} to {_n(high)}"
    if low is not None:
        return f" of at least {_n(low)}"
    if high is not None:
        return f" of at most {_n(high)}"
    return ""


def _shown(text: str) -> str:
    """``text`` quoted for a one-line message: short, and with no control or invisible characters."""
    safe = "".join(c if c.isprintable() else "?" for c in text[:20])
    return f"“{safe}…”" if len(text) > 20 else f"“{safe}”"


def _in_range(value: float, low: float | None, high: float | None, what: str, text: str) -> None:
    if (low is not None and value < low) or (high is not None and value > high):
        raise NotANumber(f"{_shown(text)} is not {what}{span(low, high)}")


def is_ascii_digits(text: str, most: int = MAX_DIGITS) -> bool:
    """True if ``text`` is 1 to ``most`` of the digits 0-9 (no sign, space, underscore or other digit)."""
    return 0 < len(text) <= most and text.isascii() and text.isdigit()


def whole_number(text: str, low: int | None = None, high: int | None = None, *,
                 digits: int = MAX_DIGITS, what: str = "a whole number") -> int:
    """The whole number ``text`` is (surrounding spaces aside), within ``low``..``high``; else
    :class:`NotANumber` with the line saying what to type."""
    typed = str(text).strip()
    body = typed[1:] if typed[:1] == "-" and (low is None or low < 0) else typed
    if not is_ascii_digits(body, digits):
        if len(body) > digits and body.isascii() and body.isdigit():
            raise NotANumber(f"{_shown(typed)} is too long for {what} (at most {digits} digits)")
        raise NotANumber(f"{_shown(typed)} is not {what}{span(low, high)}: type it with the digits 0-9")
    value = int(typed)
    _in_range(value, low, high, what, typed)
    return value


def decimal_number(text: str, low: float | None = None, high: float | None = None, *,
                   what: str = "a number") -> float:
    """The decimal number ``text`` is ("0.5", ".5", "2", "-1.25"), within ``low``..``high``: ASCII digits
    and one point only (no exponent, ``inf``, ``nan`` or underscore); else :class:`NotANumber`."""
    typed = str(text).strip()
    body = typed[1:] if typed[:1] == "-" and (low is None or low < 0) else typed
    whole, _, fraction = body.partition(".")
    if (len(typed) > MAX_DECIMAL_CHARS or not (whole or fraction)
            or not all(not part or (part.isascii() and part.isdigit()) for part in (whole, fraction))):
        raise NotANumber(f"{_shown(typed)} is not {what}{span(low, high)}: type it with the digits 0-9 "
                         "(and a point)")
    value = float(typed)
    if not math.isfinite(value):  # pragma: no cover - 24 characters cannot overflow a float
        raise NotANumber(f"{_shown(typed)} is not {what}")
    _in_range(value, low, high, what, typed)
    return value
