"""Does every game method return what the contract declares? (part of ``solobot check``)

A method returning the wrong kind of value (a tuple for a :class:`~solobot.game.Step`, a list
for the help lines, None for the board) often works until a front end reads it: the web page,
a save, ``help``. :class:`CheckedGame` stands in for a game in a checked session: every call of
a method listed in :data:`DECLARED` goes to the real game, and a value of the wrong kind is
written down once per method, with what it should have been.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from solobot.commands import Command
from solobot.game import GameSpec, Score, Step


def _strs(value: Any) -> bool:
    return isinstance(value, Iterable) and not isinstance(value, str | bytes) and all(isinstance(v, str) for v in value)


def _step(value: Any) -> bool:
    return value is None or (isinstance(value, Step) and value.kind in ("person", "bot", "cleanup"))


#: method -> (does a value fit, what the contract declares)
DECLARED: dict[str, tuple[Callable[[Any], bool], str]] = {
    "seats": (lambda v: isinstance(v, list) and bool(v) and _strs(v), "a list of seat names (str)"),
    "person_seat": (lambda v: isinstance(v, str), "a seat name (str)"),
    "next_step": (_step, 'a Step (kind "person", "bot" or "cleanup") or None'),
    "parse_command": (lambda v: isinstance(v, dict), "an action (a dict)"),
    "command_help": (lambda v: isinstance(v, dict) and all(isinstance(k, str) and isinstance(t, str)
                                                          for k, t in v.items()), "a dict of str to str"),
    "commands": (lambda v: isinstance(v, list) and all(isinstance(c, Command) for c in v), "a list of Command"),
    "describe_board": (lambda v: isinstance(v, str), "a str"),
    "draw_table": (lambda v: v is None or isinstance(v, str), "an SVG document (str) or None"),
    "narrate": (lambda v: isinstance(v, str), "a sentence (str)"),
    "describe_input": (lambda v: isinstance(v, str), "a sentence (str)"),
    "public_table": (lambda v: v is None or (isinstance(v, dict) and all(isinstance(k, str) for k in v)),
                     "a dict keyed by str, or None"),
    "hidden_values": (_strs, "an iterable of str"),
    "decide_winner": (lambda v: v is None or isinstance(v, str), "a seat name (str) or None"),
}


def score_problem(score: Any, seats: list[str] | None = None) -> str | None:
    """What is wrong with what ``solobot_score`` returned, in words (None: a :class:`Score` whose points,
    and the breakdown's, are whole numbers by seat and item names; with ``seats``, the game's seats
    only): the faces add and compare them, the record of finished games keeps them."""
    if not isinstance(score, Score):
        return f"it returned {kind_of(score)}, not a Score"
    if not isinstance(score.points, dict):
        return f"its points are {kind_of(score.points)}, not a dict of seat to whole number"
    for seat, points in score.points.items():
        if seats is not None and seat not in seats:
            return f"it gives points to {str(seat)[:40]!r}, not one of the seats {', '.join(seats)}"
        if not isinstance(seat, str) or (type(points) is not int and not _whole(points)):  # a plain int: no call
            return f"its points for seat {seat!r} are {kind_of(points)} ({str(points)[:40]!r}), not a whole number"
    if not isinstance(score.breakdown, dict):
        return f"its breakdown is {kind_of(score.breakdown)}, not a dict of seat to {{item: points}}"
    for seat, items in score.breakdown.items():
        if not isinstance(items, dict):
            return f"its breakdown for seat {seat!r} is {kind_of(items)}, not a dict of item to points"
        for item, points in items.items():
            if not isinstance(item, str) or (type(points) is not int and not _whole(points)):
                return (f"its breakdown for seat {seat!r}, item {str(item)[:40]!r}, is {kind_of(points)}, "
                        "not a whole number")
    return None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def kind_of(value: Any) -> str:
    """What a value is, in a few words: ``None``, ``a tuple``, ``a list of int``."""
    if value is None:
        return "None"
    name = type(value).__name__
    if isinstance(value, list | tuple | set) and value:
        return f"a {name} of {type(next(iter(value))).__name__}"
    return f"a {name}"


class CheckedGame:
    """A game whose declared methods are checked on every call (see the module docstring).

    :ivar problems: one line per method that returned a wrong kind of value, the first time.
    """

    def __init__(self, game: Any) -> None:
        self._game = game
        self.problems: dict[str, str] = {}

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._game, name)
        declared = DECLARED.get(name)
        if declared is None or not callable(attr):
            return attr
        fits, wanted = declared

        def checked(*args: Any, **kwargs: Any) -> Any:
            value = attr(*args, **kwargs)
            if name not in self.problems and not fits(value):
                self.problems[name] = f"Game.{name} returned {kind_of(value)}, not {wanted}"
            return value

        return checked


def checked_spec(spec: GameSpec) -> tuple[GameSpec, CheckedGame]:
    """The same game, with its methods checked (its hooks stay the game's own)."""
    watched = CheckedGame(spec.game)
    return dataclasses.replace(spec, game=watched), watched  # type: ignore[arg-type]
