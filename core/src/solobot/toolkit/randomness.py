"""Random sources: seeded (normal play), scripted (tests), physical dice and physical draws."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass, replace
from math import floor
from operator import index
from typing import Any, TypeVar

from solobot.toolkit.seeds import derive_seed

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


@dataclass(frozen=True, slots=True)
class Draw:
    """Why a game draws, and from what: what a person drawing from their own box is told.

    Pass one as ``why=`` to :meth:`RandomSource.draw` / :meth:`RandomSource.draw_any` (or
    :meth:`~solobot.toolkit.Deck.draw`); seeded sources ignore it. Define them once, as module
    constants of the rule code, like :class:`Roll`.

    :ivar purpose: what the draw decides, in the rules' words ("the card it plays").
    :ivar rule: the rule ID that asks for the draw.
    :ivar source: what is drawn from, in the game's words ("the Machina's deck").
    :ivar shows: what an item shows, in the words printed on it: ``shows(components, item)``
        (None: the item as it is written in the component data).
    :ivar thing: what one item is called ("card", "tile", "token").
    :ivar added: a draw the game did not ask in saves written before it was added: replaying such a
        save, a kept answer that is not in its pile belongs to a later draw, so this one is taken as
        a seeded game takes it and the answer is left for the draw it was given for.
    :ivar number: which of several drawn one after another this one is, and ``count`` how many
        (:meth:`RandomSource.draw_several` sets them for a person drawing: "2 of 3"); 0: a draw alone.
    :ivar at_most: ``count`` is the most there can be, not how many: cards turned up until one appears
        (:meth:`~solobot.toolkit.Deck.draw_until`: "2 of at most 9").
    """

    purpose: str = ""
    rule: str | None = None
    source: str = ""
    shows: Callable[[Any, Any], str] | None = None
    thing: str = "card"
    added: bool = False
    number: int = 0
    count: int = 0
    at_most: bool = False


@dataclass(frozen=True, slots=True)
class DrawRequest:
    """One request for a physical draw: who draws, from what, why, and what can still come.

    :ivar seat: the seat drawing (None: the game itself, at setup or cleanup).
    :ivar why: the :class:`Draw` the game gave.
    :ivar choices: ``(item, words)`` for each different item that can still be drawn, in the
        order they are listed to the person.
    """

    seat: str | None
    why: Draw | None
    choices: tuple[tuple[Any, str], ...]


def item_words(why: Draw | None, components: Any, item: Any) -> str:
    """What ``item`` shows, in the game's words (``why.shows``), or the item itself."""
    if why is not None and why.shows is not None:
        return why.shows(components, item)
    return str(item)


def draw_choices(pile: Sequence[Any], why: Draw | None, components: Any) -> tuple[tuple[Any, str], ...]:
    """The different items of ``pile`` with their words, sorted by what they show."""
    seen: dict[str, tuple[Any, str]] = {}
    for item in pile:
        key = repr(item)
        if key not in seen:
            seen[key] = (item, item_words(why, components, item))
    return tuple(sorted(seen.values(), key=lambda pair: pair[1]))


class ScriptExhausted(RuntimeError):
    """A scripted source was asked for more results than the test gave it."""


class RandomSource:
    """Everything random a game may ask for.

    Subclasses implement :meth:`die`, :meth:`shuffle` and :meth:`below`; the
    rest is built on those three so every source behaves alike.
    """

    #: True when the person draws from their own box and tells each item (``--draws physical``): the
    #: game may then name an item it would otherwise keep unseen, and word its setup for that table
    physical_draws: bool = False

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

    def draw(self, pile: list[Any], why: Draw | None = None) -> Any:
        """Take the top item (index 0) of a shuffled face-down ``pile`` and return it.

        A physical source asks which item the person drew instead; ``why`` says who draws,
        from what and what for.
        """
        return pile.pop(0)

    def draw_several(self, pile: list[Any], count: int, why: Draw | None = None) -> list[Any]:
        """Take ``count`` items one after another from the top of ``pile`` (a :meth:`draw` for each); a person
        drawing them is told which of them each one is ("2 of 3"), through ``why``'s ``number`` and ``count``."""
        if why is None or count < 2 or not self.physical_draws:
            return [self.draw(pile, why) for _ in range(count)]
        return [self.draw(pile, replace(why, number=number, count=count)) for number in range(1, count + 1)]

    def draw_any(self, items: list[Any], why: Draw | None = None) -> Any:
        """Take one item at random out of an unordered ``items`` (a bag, a supply) and return it."""
        return items.pop(self.below(len(items)))

    def reveal(self, item: Any, could_be: Callable[[], list[Any]], why: Draw | None = None) -> Any:
        """A card dealt face down is turned up: the one dealt (``item``); a physical source asks which
        of ``item`` and ``could_be()`` (the other unseen cards it may be) lies on the table.

        ``could_be`` is called only when the person is asked, so seeded games pay nothing for it.
        """
        return item

    def getstate(self) -> Any:
        """A JSON-able snapshot of the source (saved with the game)."""
        return None

    def setstate(self, state: Any) -> None:
        """Restore a snapshot from :meth:`getstate`."""


#: the C Mersenne Twister under :class:`random.Random` (its base class), and the version of the state
#: ``random.Random.getstate()`` gives, which saves keep: ``[version, internal state, next gauss]``
_TWISTER: Callable[[int], Any] = random.Random.__base__
_VERSION = random.Random.VERSION


class SeededSource(RandomSource):
    """The normal source: Python's Mersenne Twister seeded by the game's seed.

    :param seed: the seed.
    :param labels: when given, the twister's seed is ``derive_seed(seed, *labels)`` (an opponent's own
        stream: ``SeededSource(seed, "opponent", policy)``).

    Seeded at its first draw, not when made (speed, STYLE lesson 12): deriving a seed and seeding a
    Mersenne Twister cost about 14,000 and 37,000 instructions, 11 % of a simulated Pig game, and a
    source that never draws (the opponent source of a policy that never picks at random, as Pig's
    cautious one) never pays them. The numbers drawn are the same either way; :meth:`_twister` is
    the one place it happens.
    """

    #: the next Gaussian a state kept, as ``random.Random`` keeps it (a seeded source never draws one)
    _gauss: float | None = None

    def __init__(self, seed: int, *labels: object) -> None:
        self.seed = seed
        self.labels = labels
        self._rng: Any = None  # the C twister, once seeded
        self._random: Callable[[], float] = self._first_random  # the twister's own ``random`` once seeded

    def _twister(self) -> Any:
        """The Mersenne Twister, seeded now if it was not yet.

        It is the C twister that :class:`random.Random` is built on (``random.Random.__base__``),
        made and seeded by a whole number in one C call: the same numbers as ``random.Random(seed)``,
        without its Python ``__init__`` and ``seed`` (about 6,000 instructions, 1.4 % of a Pig game).
        """
        if self._rng is None:
            seed = derive_seed(self.seed, *self.labels) if self.labels else self.seed
            self._rng = _TWISTER(index(seed))  # a whole number only: another seed would be hashed, not kept
            self._random = self._rng.random
        return self._rng

    def _first_random(self) -> float:
        return self._twister().random()

    # floor(), not int(): the same whole number for these non-negative products, about 20 % cheaper
    # a die, which games roll thousands of times (docs/benchmarks.md, "Faster than the C++ engine")
    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return floor(self._random() * sides) + 1

    def below(self, n: int) -> int:
        return floor(self._random() * n)

    # pair and difference draw exactly as the base class does, in fewer calls (dice are rolled every turn)
    def pair(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int]:
        rnd = self._random
        return floor(rnd() * sides) + 1, floor(rnd() * sides) + 1

    def difference(self, sides: int = 6, why: Roll | None = None) -> tuple[int, int, int]:
        rnd = self._random
        a, b = floor(rnd() * sides) + 1, floor(rnd() * sides) + 1
        return (a, b, a - b) if a >= b else (b, a, b - a)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        # Fisher-Yates on our own draws, so the result does not depend on how
        # a Python version implements random.shuffle.
        rnd = self._random if self._rng is not None else self._twister().random  # seeded before the loop
        for i in range(len(items) - 1, 0, -1):
            j = floor(rnd() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def getstate(self) -> Any:
        return [_VERSION, list(self._twister().getstate()), self._gauss]  # as random.Random.getstate() words it

    def setstate(self, state: Any) -> None:
        version, internal, gauss = state
        if version != _VERSION:
            raise ValueError(f"state with version {version} passed to a seeded source of version {_VERSION}")
        self._twister().setstate(tuple(internal))
        self._gauss = gauss


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


class _OverBase(RandomSource):
    """A source that asks the person for some things and takes the rest from ``self.base``."""

    base: RandomSource

    def below(self, n: int) -> int:
        return self.base.below(n)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self.base.shuffle(items)

    def getstate(self) -> Any:
        return self.base.getstate()

    def setstate(self, state: Any) -> None:
        self.base.setstate(state)


def take(items: list[Any], item: Any, at: int = 0) -> Any:
    """Take ``item`` out of ``items``: from index ``at`` when it lies there (where the seeded draw takes
    its item), else its first copy; return it. ``ValueError`` when it is not in ``items``.

    A physical answer equal to the seeded one so leaves ``items`` in the very order the seeded draw
    leaves them, even with equal copies elsewhere (tokens in a bag).
    """
    if 0 <= at < len(items) and items[at] == item:
        return items.pop(at)
    items.remove(item)
    return item


class PhysicalDice(_OverBase):
    """Dice rolled on the table: each roll is asked for through ``ask``.

    Shuffles and picks (the bot's own deck) still come from ``base``. With ``in_step``, each roll
    also takes from ``base`` the dice the seeded game would roll there, unused, so ``base`` stays in
    step with the seeded game: answering every roll as the seeded game rolled it gives the seeded
    game, its later shuffles and picks included.

    :param ask: called as ``ask(request)`` with a :class:`RollRequest` (who rolls, how many
        dice, which kind, what for); returns the ``request.count`` results. It must keep
        asking until the person gives valid results.
    :param seat: tells which seat is rolling now (the session passes its context's seat).
    :param in_step: keep ``base`` in step with the seeded game (False: ``base`` is not rolled, as in
        solobot 0.1.0, whose saves replay so).
    """

    def __init__(self, ask: Callable[[RollRequest], list[int]], base: RandomSource,
                 seat: Callable[[], str | None] = lambda: None, *, in_step: bool = True) -> None:
        self.ask = ask
        self.base = base
        self.seat = seat
        self.in_step = in_step

    def dice(self, count: int, sides: int = 6, why: Roll | None = None) -> list[int]:
        if self.in_step:
            self.base.dice(count, sides)  # the seeded roll, replaced by the person's
        values = list(self.ask(RollRequest(self.seat(), count, sides, why)))
        if len(values) != count or not all(1 <= v <= sides for v in values):
            raise ValueError(f"{values} are not {count} d{sides} results")
        return values

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return self.dice(1, sides, why)[0]


class PhysicalDraws(_OverBase):
    """Draws made from the person's own box: each draw is asked for through ``ask``.

    Dice, shuffles and picks still come from ``base``; a shuffle of a pile drawn physically
    changes nothing that matters, since every draw asks which item came. The item told is taken
    from where the seeded draw would take it when it lies there (see :func:`take`); with
    ``in_step`` a draw out of a bag also picks from ``base`` as the seeded draw does, so answering
    every draw as the seeded game drew gives the seeded game, its piles and bags in the same
    order and ``base`` in step.

    :param ask: called as ``ask(request)`` with a :class:`DrawRequest`; returns one of the
        request's items. It must keep asking until the person names one.
    :param seat: tells which seat is drawing now (the session passes its context's seat).
    :param components: handed to :attr:`Draw.shows` to word the choices.
    :param in_step: keep ``base`` in step with the seeded game (False: a draw out of a bag picks
        nothing from ``base`` and takes the first copy of the item told, as in solobot 0.1.0, whose
        saves replay so).
    """

    def __init__(self, ask: Callable[[DrawRequest], Any], base: RandomSource,
                 seat: Callable[[], str | None] = lambda: None, components: Any = None, *,
                 in_step: bool = True) -> None:
        self.ask = ask
        self.base = base
        self.seat = seat
        self.components = components
        self.in_step = in_step

    physical_draws = True

    def seeded_at(self, items: list[Any]) -> int:
        """Where the seeded draw out of the bag ``items`` takes its item, picked from ``base`` as it picks
        (0 without ``in_step``); ``IndexError`` when ``items`` is empty."""
        if not items:
            raise IndexError("cannot draw from an empty pile")
        return self.base.below(len(items)) if self.in_step else 0

    def told(self, pile: list[Any], why: Draw | None = None, at: int = 0) -> Any:
        """Ask which item of ``pile`` was drawn and :func:`take` it (from ``at`` if it lies there).

        A pile whose items are all alike is not asked about: only that item can come (the game tells it).
        """
        if not pile:
            raise IndexError("cannot draw from an empty pile")
        if all(other == pile[0] for other in pile):
            return take(pile, pile[0], at)
        item = self.ask(DrawRequest(self.seat(), why, draw_choices(pile, why, self.components)))
        if item not in pile:
            raise ValueError(f"{item!r} is not in the pile drawn from")
        return take(pile, item, at)

    def draw(self, pile: list[Any], why: Draw | None = None) -> Any:
        return self.told(pile, why)

    def draw_any(self, items: list[Any], why: Draw | None = None) -> Any:
        return self.told(items, why, self.seeded_at(items))

    def reveal(self, item: Any, could_be: Callable[[], list[Any]], why: Draw | None = None) -> Any:
        return self.draw([item, *could_be()], why)

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return self.base.die(sides, why)

    def dice(self, count: int, sides: int = 6, why: Roll | None = None) -> list[int]:
        return self.base.dice(count, sides, why)

