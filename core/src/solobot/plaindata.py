"""Plain data: what a state must be made of to be saved and digested (STYLE lesson 5).

A save holds the snapshot as JSON, and the digest of a state is the hash of its JSON, so
anything ``json.dumps`` refuses (a ``set``, a ``dataclass``, an ``Enum``, a ``bytes``, a tuple
as a key) breaks saving at once. :func:`json_problem` names the first such value by
its path in the snapshot and its type, so the author knows which field to change.
"""

from __future__ import annotations

import math
from typing import Any

#: what a value may be in JSON (bool is an int)
PLAIN = (str, int, float, type(None))
#: what each non-JSON type should become, said when one is found
INSTEAD = {"set": "a sorted list", "frozenset": "a sorted list", "tuple": "a list", "bytes": "a str"}


def json_problem(data: Any, where: str = "state") -> str | None:
    """The first value in ``data`` that JSON cannot hold, as ``state.hand[2] is a set``; else None.

    Tuples pass (JSON writes them as lists, and the digest is taken of that JSON). Floats
    that are not finite (NaN, infinity) do not: they are not JSON.
    """
    if isinstance(data, PLAIN):
        if isinstance(data, float) and not math.isfinite(data):
            return f"{where} is {data}, which JSON cannot hold"
        return None
    if isinstance(data, dict):
        for key, value in data.items():
            if not isinstance(key, PLAIN):  # JSON writes number keys as text; anything else it refuses
                return f"{where} has a key of type {type(key).__name__}, which JSON cannot hold (make it a str)"
            found = json_problem(value, f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(data, list | tuple):
        for index, value in enumerate(data):
            found = json_problem(value, f"{where}[{index}]")
            if found:
                return found
        return None
    kind = type(data).__name__
    instead = INSTEAD.get(kind)
    advice = f" (make it {instead})" if instead else " (a snapshot is dicts, lists, str, int, float, bool and None)"
    return f"{where} is a {kind}, which JSON cannot hold{advice}"
