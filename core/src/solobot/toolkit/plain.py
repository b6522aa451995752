"""A game's state as plain data, for its snapshot: what a save and a digest hold."""

from __future__ import annotations

from dataclasses import asdict, is_dataclass
from typing import Any


def plain(value: Any) -> Any:
    """A deep, JSON-able copy of ``value``: a dataclass as the dict ``dataclasses.asdict`` gives, dicts and
    lists copied through, anything else as it is (a game's ``plain_state`` builds its snapshot with it)."""
    if is_dataclass(value):
        return asdict(value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value
