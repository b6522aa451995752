"""Structured events: every bot step as a rule ID, a plain line and its data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Event:
    """One step of the game, for narration and for "why did it do that?".

    :ivar seat: the seat that acted (None for the game itself).
    :ivar rule: the rule ID applied, when one applies.
    :ivar text: a plain-language line a person can act on at the table.
    :ivar data: the facts behind it (dice, chosen target, alternatives).
    """

    seat: str | None
    rule: str | None
    text: str
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {"seat": self.seat, "rule": self.rule, "text": self.text, "data": self.data}

    def line(self) -> str:
        """The event as one line of narration."""
        tag = f" [{self.rule}]" if self.rule else ""
        return f"{self.text}{tag}"
