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

from solobot.i18n import N_, _, language, ngettext

#: the most digits a typed whole number may have (a seed of 18 digits still fits)
MAX_DIGITS = 18
#: the most characters a typed decimal number may have ("0.125", "-12.5")
MAX_DECIMAL_CHARS = 24


class NotANumber(ValueError):
    """Typed text that is not a number in range: its ``str`` is the one line to show."""


def _n(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


#: what a number typed must be, as a whole phrase: (no bounds, from-to, at least, at most), per kind
WANTED = {
    "whole": (N_("a whole number"), N_("a whole number from {low} to {high}"),
              N_("a whole number of at least {low}"), N_("a whole number of at most {high}")),
    "decimal": (N_("a number"), N_("a number from {low} to {high}"), N_("a number of at least {low}"),
                N_("a number of at most {high}")),
}
#: what a number typed must be when its range holds one value ("COUNT must be exactly 1, not 5"), per kind
ONLY = {"whole": N_("exactly {value}"), "decimal": N_("exactly {value}")}

#: the languages that write a decimal comma ("0,93"), and how each writes a percentage (CLDR: "58,0%", "58,0 %")
DECIMAL_COMMA = {"it": "{number}%", "de": "{number}\u00a0%"}


def _pointed(text: str) -> str:
    """A number written with a decimal point, with the decimal mark of the language spoken."""
    return text.replace(".", ",") if language() in DECIMAL_COMMA else text


def decimal(value: float, places: int = 1) -> str:
    """A decimal number as the language spoken writes it, with ``places`` decimals: "0.93" in English,
    "0,93" in Italian and German. Only for what a person reads: ``--json`` and ``--csv`` keep the point."""
    return _pointed(f"{value:.{places}f}")


def shortest(value: float) -> str:
    """A number in its shortest form, as the language spoken writes it: "0.7", "1"; Italian and German "0,7"."""
    return _pointed(f"{value:g}")


def numbers_listed(values: list[str]) -> str:
    """Numbers said one after another: "0, 0.1, 1"; where a comma is the decimal point, "0; 0,1; 1"."""
    return ("; " if language() in DECIMAL_COMMA else ", ").join(values)


def percent(share: float, places: int = 1) -> str:
    """A share (0.58) as a percentage the language spoken writes: "58.0%", Italian "58,0%", German "58,0 %"."""
    number = decimal(share * 100, places)
    return DECIMAL_COMMA.get(language(), "{number}%").format(number=number)


def wanted(kind: str, low: float | None, high: float | None, what: str | None = None) -> str:
    """What a number must be, in the language spoken ("a whole number from 1 to 6"); ``kind``:
    ``"whole"`` or ``"decimal"``; ``what``: the caller's own phrase for the number, said as given."""
    if what is not None:
        return f"{what}{span(low, high)}"
    plain, both, least, most = WANTED[kind]
    if low is not None and low == high:  # a range of one value: "exactly 1", never "from 1 to 1"
        return _(ONLY[kind]).format(value=_n(low))
    if low is not None and high is not None:
        return _(both).format(low=_n(low), high=_n(high))
    if low is not None:
        return _(least).format(low=_n(low))
    if high is not None:
        return _(most).format(high=_n(high))
    return _(plain)


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


def _in_range(value: float, low: float | None, high: float | None, kind: str, text: str,
              what: str | None = None) -> None:
    if low is not None and low == high and value != low and what is None:  # a range of one: "only 1 fits here"
        raise NotANumber(_("only {value} fits here, not {text}").format(value=_n(low), text=_shown(text)))
    if (low is not None and value < low) or (high is not None and value > high):
        raise NotANumber(_("{text} is not {wanted}").format(text=_shown(text), wanted=wanted(kind, low, high, what)))


def is_ascii_digits(text: str, most: int = MAX_DIGITS) -> bool:
    """True if ``text`` is 1 to ``most`` of the digits 0-9 (no sign, space, underscore or other digit)."""
    return 0 < len(text) <= most and text.isascii() and text.isdigit()


def whole_number(text: str, low: int | None = None, high: int | None = None, *,
                 digits: int = MAX_DIGITS, what: str | None = None) -> int:
    """The whole number ``text`` is (surrounding spaces aside), within ``low``..``high``; else
    :class:`NotANumber` with the line saying what to type (``what``: the number's own phrase)."""
    typed = str(text).strip()
    body = typed[1:] if typed[:1] == "-" and (low is None or low < 0) else typed
    if not is_ascii_digits(body, digits):
        if len(body) > digits and body.isascii() and body.isdigit():
            raise NotANumber(ngettext("{text} is too long for {wanted} (at most {digits} digit)",
                                      "{text} is too long for {wanted} (at most {digits} digits)", digits).format(
                text=_shown(typed), wanted=what or _(WANTED["whole"][0]), digits=digits))
        raise NotANumber(_("{text} is not {wanted}: type it with the digits 0-9").format(
            text=_shown(typed), wanted=wanted("whole", low, high, what)))
    value = int(typed)
    _in_range(value, low, high, "whole", typed, what)
    return value


def decimal_number(text: str, low: float | None = None, high: float | None = None) -> float:
    """The decimal number ``text`` is ("0.5", ".5", "2", "-1.25"), within ``low``..``high``: ASCII digits
    and one point only (no exponent, ``inf``, ``nan`` or underscore); else :class:`NotANumber`."""
    typed = str(text).strip()
    body = typed[1:] if typed[:1] == "-" and (low is None or low < 0) else typed
    whole, _point, fraction = body.partition(".")
    if (len(typed) > MAX_DECIMAL_CHARS or not (whole or fraction)
            or not all(not part or (part.isascii() and part.isdigit()) for part in (whole, fraction))):
        raise NotANumber(_("{text} is not {wanted}: type it with the digits 0-9 (and a point)").format(
            text=_shown(typed), wanted=wanted("decimal", low, high)))
    value = float(typed)
    if not math.isfinite(value):  # pragma: no cover - 24 characters cannot overflow a float
        raise NotANumber(_("{text} is not {wanted}").format(text=_shown(typed), wanted=_(WANTED["decimal"][0])))
    _in_range(value, low, high, "decimal", typed)
    return value
