"""Summing up a run: score distributions and win rates, in constant memory.

Scores are kept as histograms (score -> count) per seat, so percentiles are
exact and memory does not grow with the number of games. Two summaries of
disjoint runs merge into exactly the summary of the whole run.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from solobot.sim.rules import RuleTally


def wilson_interval(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(histogram: Counter[int], n: int, q: float) -> float:
    """The q-quantile (0..1) of the scores in ``histogram`` (nearest-rank)."""
    if n == 0:
        return 0.0
    rank = max(1, math.ceil(q * n))
    seen = 0
    for score in sorted(histogram):
        seen += histogram[score]
        if seen >= rank:
            return float(score)
    return float(max(histogram))


@dataclass
class Summary:
    """Running totals of a simulation."""

    games: int = 0
    scores: dict[str, Counter[int]] = field(default_factory=dict)
    wins: Counter[str] = field(default_factory=Counter)
    #: the rule heat map, when the games count their rules (``simulate --rules``)
    rules: RuleTally | None = None

    def add(self, result: dict[str, Any]) -> None:
        """Count one game's result."""
        self.games += 1
        if self.rules is not None:
            self.rules.add(result["rules"])
        scores = self.scores
        for seat, points in result["scores"].items():
            if seat not in scores:  # not setdefault(seat, Counter()): a Counter made and dropped was 3 % of a Pig game
                scores[seat] = Counter()
            scores[seat][int(points)] += 1
        winner = result.get("winner")
        if winner:
            self.wins[winner] += 1

    def to_json(self) -> dict[str, Any]:
        """The summary table as plain data."""
        seats = {}
        for seat, hist in self.scores.items():
            total = sum(score * count for score, count in hist.items())
            low, high = wilson_interval(self.wins[seat], self.games)
            seats[seat] = {
                "mean": round(total / self.games, 4) if self.games else 0.0,
                "median": percentile(hist, self.games, 0.5),
                "p10": percentile(hist, self.games, 0.1),
                "p90": percentile(hist, self.games, 0.9),
                "wins": self.wins[seat],
                "win_rate": round(self.wins[seat] / self.games, 4) if self.games else 0.0,
                "win_rate_ci95": [round(low, 4), round(high, 4)],
                "histogram": {str(k): hist[k] for k in sorted(hist)},
            }
        return {"games": self.games, "seats": seats}
