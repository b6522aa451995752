"""Random sources: seeded (normal play), scripted (tests) and physical dice."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Roll:
    """Why a bot rolls: what a person rolling physical dice for it is told.

    Pass one as ``why=`` to the dice methods; seeded sources ignore it. Define them once,
    as module constants of the rule code, so fast simulation pays nothing for them.

    :ivar purpose: what the roll decides, in the rules' words ("it moves by the difference").
    :ivar rule: the rule ID that asks for the roll.
    """

    purpose: str = ""
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class RollRequest:
    """One request for physical dice: who rolls, how many dice of which kind, and why."""

    seat: str | None
    count: int
    sides: int
    why: Roll | None = None


class ScriptExhausted(RuntimeError):
    """A scripted source was asked for more results than the test gave it."""


class RandomSource:
    """Everything random a game may ask for.

    Subclasses implement :meth:`die`, :meth:`shuffle` and :meth:`below`; the
    rest is built on those three so every source behaves alike.
    """

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        """Roll one die: an int from 1 to ``sides``; ``why`` says what for (physical dice)."""
        raise NotImplementedError

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place."""
        raise NotImplementedError

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (used for random picks, not dice)."""
        raise NotImplementedError

    def pair(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int]:
        """Roll two dice together."""
        a, b = self.dice(2, sides, why)
        return a, b

    def dice(self, count: int, sides: int = 6, why: Roll | None = None) -> list[int]:
        """Roll ``count`` dice together."""
        return [self.die(sides, why) for _ in range(count)]

    def difference(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int, int]:
        """Roll two dice; return ``(high, low, high - low)``."""
        a, b = self.pair(sides, why)
        high, low = (a, b) if a >= b else (b, a)
        return high, low, high - low

    def choice(self, items: Sequence[T]) -> T:
        """Pick one of ``items`` uniformly."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self.below(len(items))]

    def getstate(self) -> Any:
        """A JSON-able snapshot of the source (saved with the game)."""
        return None

    def setstate(self, state: Any) -> None:
        """Restore a snapshot from :meth:`getstate`."""


class SeededSource(RandomSource):
    """The normal source: Python's Mersenne Twister seeded by the game's seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._random = self._rng.random

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return int(self._random() * sides) + 1

    def below(self, n: int) -> int:
        return int(self._random() * n)

    # pair and difference draw exactly as the base class does, in fewer calls (dice are rolled every turn)
    def pair(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int]:
        rnd = self._random
        return int(rnd() * sides) + 1, int(rnd() * sides) + 1

    def difference(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int, int]:
        rnd = self._random
        a, b = int(rnd() * sides) + 1, int(rnd() * sides) + 1
        return (a, b, a - b) if a >= b else (b, a, b - a)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        # Fisher-Yates on our own draws, so the result does not depend on how
        # a Python version implements random.shuffle.
        rnd = self._random
        for i in range(len(items) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def getstate(self) -> Any:
        version, internal, gauss = self._rng.getstate()
        return [version, list(internal), gauss]

    def setstate(self, state: Any) -> None:
        version, internal, gauss = state
        self._rng.setstate((version, tuple(internal), gauss))


class ScriptedSource(RandomSource):
    """A source for tests that returns exactly the dice, orders and picks given.

    :param dice: die results, used in order.
    :param orders: for each :meth:`shuffle` call in order, the exact resulting
        order (it must hold the same items as the list being shuffled).
    :param picks: indices returned by :meth:`below` / :meth:`choice`.
    :param fallback: a source to use once a script runs out; without one an
        exhausted script raises :class:`ScriptExhausted`.
    """

    def __init__(
        self,
        dice: Iterable[int] = (),
        orders: Iterable[Sequence[Any]] = (),
        picks: Iterable[int] = (),
        fallback: RandomSource | None = None,
    ) -> None:
        self.dice_left = list(dice)
        self.orders_left = [list(o) for o in orders]
        self.picks_left = list(picks)
        self.fallback = fallback
        self.rolled: list[int] = []

    def _exhausted(self, what: str) -> RandomSource:
        if self.fallback is None:
            raise ScriptExhausted(f"the test scripted no more {what}")
        return self.fallback

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        if not self.dice_left:
            value = self._exhausted("dice").die(sides)
        else:
            value = self.dice_left.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"scripted die {value} is not a d{sides} result")
        self.rolled.append(value)
        return value

    def below(self, n: int) -> int:
        if not self.picks_left:
            return self._exhausted("picks").below(n)
        value = self.picks_left.pop(0)
        if not 0 <= value < n:
            raise ValueError(f"scripted pick {value} is outside range({n})")
        return value

    def shuffle(self, items: MutableSequence[Any]) -> None:
        if not self.orders_left:
            self._exhausted("shuffle orders").shuffle(items)
            return
        order = self.orders_left.pop(0)
        if Counter(map(repr, order)) != Counter(map(repr, items)):
            raise ValueError(f"scripted order {order!r} is not a reordering of {list(items)!r}")
        items[:] = order


class PhysicalDice(RandomSource):
    """Dice rolled on the table: each roll is asked for through ``ask``.

    Shuffles and picks (the bot's own deck) still come from ``base``.

    :param ask: called as ``ask(request)`` with a :class:`RollRequest` (who rolls, how many
        dice, which kind, what for); returns the ``request.count`` results. It must keep
        asking until the person gives valid results.
    :param seat: tells which seat is rolling now (the session passes its context's seat).
    """

    def __init__(self, ask: Callable[[RollRequest], list[int]], base: RandomSource,
                 seat: Callable[[], str | None] = lambda: None) -> None:
        self.ask = ask
        self.base = base
        self.seat = seat

    def dice(self, count: int, sides: int = 6, why: Roll | None = None) -> list[int]:
        values = list(self.ask(RollRequest(self.seat(), count, sides, why)))
        if len(values) != count or not all(1 <= v <= sides for v in values):
            raise ValueError(f"{values} are not {count} d{sides} results")
        return values

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return self.dice(1, sides, why)[0]

    def below(self, n: int) -> int:
        return self.base.below(n)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self.base.shuffle(items)

    def getstate(self) -> Any:
        return self.base.getstate()

    def setstate(self, state: Any) -> None:
        self.base.setstate(state)
