"""Par skill: how good a person must be for the bot to win half the games.

The search plays the same seeded games at each skill of a fixed grid (0, 0.1, ..., 1 by
default) and measures the bot's win rate with its 95 % Wilson interval. The curve of win
rate against skill is read as piecewise linear between grid points:

- **par** is the first skill where the measured curve falls to one half;
- its **95 % interval** runs from where the curve of upper bounds falls to one half to
  where the curve of lower bounds does (a skill beyond the grid is reported as its end).

Every grid point uses the same seeds, so the comparison between skills is paired and the
whole search is reproducible from one seed. A bot that wins less than half the games even
against a random player has par 0 ("below the grid"), one that wins more than half against
the heuristic has par 1 ("above the grid").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from solobot.i18n import _
from solobot.numbers import decimal
from solobot.sim.summary import wilson_interval

GRID = tuple(i / 10 for i in range(11))
HALF = 0.5


@dataclass(frozen=True)
class CurvePoint:
    """The bot's record against a person of one skill."""

    skill: float
    bot_wins: int
    games: int

    @property
    def rate(self) -> float:
        """The bot's win rate."""
        return self.bot_wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Its 95 % Wilson interval."""
        return wilson_interval(self.bot_wins, self.games)


@dataclass(frozen=True)
class Par:
    """The par skill of one option set, its 95 % interval, and the curve it was read from."""

    skill: float
    low: float
    high: float
    curve: tuple[CurvePoint, ...]

    @property
    def label(self) -> str:
        """Par as a person reads it: "0.62 (0.55-0.70)", or where it lies beyond the grid."""
        if self.curve and self.curve[0].rate < HALF and self.skill == self.curve[0].skill:
            return _("below the grid (the bot loses most games even to a random player)")
        if self.curve and self.curve[-1].rate > HALF and self.skill == self.curve[-1].skill:
            return _("above the grid (the bot beats the heuristic player)")
        return f"{decimal(self.skill, 2)} ({decimal(self.low, 2)}–{decimal(self.high, 2)})"


def crossing(skills: Sequence[float], rates: Sequence[float]) -> float:
    """The first skill where ``rates`` (read linearly between points) reaches one half going down."""
    if rates[0] <= HALF:
        return skills[0]
    for (s0, r0), (s1, r1) in pairwise(zip(skills, rates, strict=True)):
        if r1 <= HALF < r0:
            return s0 + (s1 - s0) * (r0 - HALF) / (r0 - r1)
    return skills[-1]


def find_par(play: Callable[[float], tuple[int, int]], grid: Sequence[float] = GRID) -> Par:
    """The par skill, from ``play(skill) -> (bot wins, games)`` at every grid point."""
    curve = tuple(CurvePoint(skill, *play(skill)) for skill in grid)
    skills = [p.skill for p in curve]
    par = crossing(skills, [p.rate for p in curve])
    low = crossing(skills, [p.interval[0] for p in curve])
    high = crossing(skills, [p.interval[1] for p in curve])
    return Par(par, min(low, high), max(low, high), curve)


def ordered(pars: dict[str, Par], order: Sequence[str]) -> list[str]:
    """Pairs of levels, in the given order from easiest to hardest, whose par goes the wrong way."""
    named = [name for name in order if name in pars]
    return [_("{harder} has a lower par ({low}) than {easier} ({high})").format(
                harder=harder, easier=easier, low=decimal(pars[harder].skill, 2), high=decimal(pars[easier].skill, 2))
            for easier, harder in pairwise(named) if pars[harder].skill < pars[easier].skill]
