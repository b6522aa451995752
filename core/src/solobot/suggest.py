"""Did you mean: the closest known words to a mistyped one (``plya`` → ``play``, ``venize`` → ``venezia``)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from solobot.i18n import _

#: how alike two words must be to be offered (difflib's ratio, 0-1); 0.6 finds one typo in a short word
CUTOFF = 0.6


def closest(word: str, known: Iterable[str], most: int = 3) -> list[str]:
    """Up to ``most`` known words closest to ``word`` (case-insensitive), best first."""
    by_lower: dict[str, str] = {}
    for name in known:
        by_lower.setdefault(str(name).lower(), str(name))
    found = difflib.get_close_matches(word.lower(), list(by_lower), n=most, cutoff=CUTOFF)
    return [by_lower[name] for name in found]


def did_you_mean(word: str, known: Iterable[str]) -> str:
    """``"; did you mean venezia?"`` (or ``"... venezia or verona?"``) for the closest known words, else ""."""
    found = closest(word, known)
    if not found:
        return ""
    if len(found) == 1:
        return _("; did you mean {word}?").format(word=found[0])
    return _("; did you mean {words} or {last}?").format(words=", ".join(found[:-1]), last=found[-1])
