"""Pig's state: everything about one game, as plain data (saved, digested, replayed)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PigState:
    """Banked scores, the running turn total, and whose turn it is."""

    target: int
    hold_at: int
    scores: dict[str, int] = field(default_factory=lambda: {"player": 0, "bot": 0})
    turn_total: int = 0
    to_move: str = "player"
    turns: int = 0
