"""Structured events: every bot step as facts — a rule ID, a reason, the table changes.

Rule code records facts with ``ctx.emit``; the game's narration turns each event into the
sentence a person reads (``Game.narrate``). The table changes (:class:`Move`, :class:`Turn`, :class:`Set`)
say exactly what the person must do on the physical table, so ``solobot check`` can prove
that every change of the public table was told.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


class Key(str):
    """A key of the public table, or a place: the text it has always been (what saves, digests and the table's
    dict hold, so nothing saved changes) and the values it was made from, which the words read instead of
    parsing the text back: ``Key("row 1, column 5", row=1, column=5)``, :func:`piece_key`'s ``piece``,
    ``whose`` and ``place``. A plain ``str`` key has no parts (:func:`parts`)."""

    __slots__ = ("parts",)

    parts: Mapping[str, Any]

    def __new__(cls, text: str, **parts: Any) -> Key:
        made = super().__new__(cls, text)
        made.parts = MappingProxyType(parts)
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return _key, (str(self), dict(self.parts))


def _key(text: str, parts: dict[str, Any]) -> Key:
    return Key(text, **parts)


_NO_PARTS: Mapping[str, Any] = MappingProxyType({})


def parts(thing: Any) -> Mapping[str, Any]:
    """The values a table key or place was made from (none for a plain ``str``)."""
    return thing.parts if isinstance(thing, Key) else _NO_PARTS


@dataclass(frozen=True, slots=True)
class Move:
    """Pieces that move: ``count`` pieces of one kind from ``src`` to ``dst``.

    :ivar piece: the piece in the game's words ("Artwork", "Kinsman", "marble").
    :ivar src: where they come from ("supply", "Gallery 3").
    :ivar dst: where they go.
    :ivar count: how many.
    :ivar whose: the seat owning the pieces, or None for shared pieces.
    :ivar names: the cards or tiles moved, by name, when the table shows which they are (a card
        moved between piles: "S03" from the deck to the box), so a take-back can name them; empty
        for pieces that are all alike or a card nobody saw. Not part of the count's key.
    """

    piece: str
    src: str
    dst: str
    count: int = 1
    whose: str | None = None
    names: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        data: dict[str, Any] = {"move": self.piece, "from": self.src, "to": self.dst, "count": self.count,
                                "whose": self.whose}
        if self.names:
            data["names"] = list(self.names)
        return data


class Turn(Move):
    """A card or piece turned over where it lies: ``count`` ``piece`` at ``place`` go from showing ``was`` to
    showing ``now`` ("face up" -> "face down": a Benefactor card used).

    On the table it is a Move between the two sides of one place (``"patron cards, face up"`` ->
    ``"patron cards, face down"``), so the public table counts each side with :func:`piece_key`, and an
    undo turns it back ("Turn card Courier of yours at patron cards from face down to face up again").
    """

    __slots__ = ()

    def __init__(self, piece: str, place: str, now: str = "face down", was: str = "face up", *,
                 count: int = 1, whose: str | None = None, names: tuple[str, ...] = ()) -> None:
        Move.__init__(self, piece, Key(f"{place}, {was}", place=place, side=was),
                      Key(f"{place}, {now}", place=place, side=now), count, whose, tuple(names))

    def to_json(self) -> dict[str, Any]:
        """Plain data: the Move's, marked as turned over."""
        return {**Move.to_json(self), "turned": True}


@dataclass(frozen=True, slots=True)
class Set:
    """A thing on the table takes a new value: a track, a holder, a face-up card.

    :ivar thing: its name, as the game's public table keys it ("Study track of the Machina").
    :ivar value: the new value (an int, a str, or None when nothing is there any more).
    """

    thing: str
    value: Any

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {"set": self.thing, "value": self.value}


Change = Move | Set
"""A change of the table: pieces moved (a :class:`Turn` is a Move), or a thing set."""


def piece_key(piece: str, whose: str | None, place: str) -> str:
    """The public-table key counting ``piece`` pieces of ``whose`` at ``place`` (a :class:`Key` with those
    three parts)."""
    return Key(f"{piece} of {whose} at {place}" if whose else f"{piece} at {place}", piece=piece, whose=whose,
               place=place)


def apply_changes(table: dict[str, Any], changes: list[Change] | tuple[Change, ...]) -> dict[str, Any]:
    """``table`` (a public table) with ``changes`` applied, as a new dict; empty piece counts are dropped."""
    result = dict(table)
    for change in changes:
        if isinstance(change, Set):
            result[change.thing] = change.value
            continue
        for place, delta in ((change.src, -change.count), (change.dst, change.count)):
            key = piece_key(change.piece, change.whose, place)
            value = result.get(key, 0) + delta
            if value:
                result[key] = value
            else:
                result.pop(key, None)
    return result


#: a fact of an event whose changes only put solobot's own record away, with nothing to do at the table
#: (a game's last cleanup, after the game is over): its one sentence says so, ``solobot check`` still
#: sees its changes, and an undo does not ask the person to take them back (they never made them)
BOOKKEEPING = "bookkeeping"

#: a part of a table key whose value is a setting of the table, not a piece that lies there: which Artist is
#: detained, the round's common Resource (``Key("common Resource", setting=True)``). Set back to the value it had,
#: it is as it was even when it was cleared between, so an undo names no such pair; a slot cleared and dealt
#: another card of the same kind (a key without this part) is not
SETTING = "setting"

#: a part of a piece's name whose pieces are all alike, so any one is as good as another (``Key("Kinsman",
#: alike=True)``): moved somewhere and moved back, they are as they were, and an undo names no such pair; a
#: card nobody saw, laid on a deck and dealt from it again, may be another card (a piece without this part)
ALIKE = "alike"

#: the kind of an event told by ``Context.tell`` (an add-on's own line): its text is the line
#: itself, and the game's ``narrate`` and ``describe_input`` never see it
TOLD = "told"


@dataclass(slots=True)
class Event:
    """One step of the game, for narration and for "why did it do that?".

    :ivar seat: the seat that acted (None for the game itself).
    :ivar rule: the rule ID applied, when one applies.
    :ivar kind: what happened, as a short key the game's narration knows ("machina-move").
    :ivar facts: the facts behind it (dice, chosen target), plain JSON-able values.
    :ivar changes: the changes to the public table, in the order the person makes them.
    :ivar reason: why the bot decided so, when it decided something (shown by ``why``).
    :ivar text: the sentence a person reads, rendered from the facts by ``Game.narrate``.
    """

    seat: str | None
    rule: str | None
    kind: str
    facts: dict[str, Any] = field(default_factory=dict)
    changes: tuple[Change, ...] = ()
    reason: str | None = None
    text: str = ""

    @property
    def data(self) -> dict[str, Any]:
        """The facts (the older name)."""
        return self.facts

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "seat": self.seat,
            "rule": self.rule,
            "kind": self.kind,
            "text": self.text,
            "reason": self.reason,
            "facts": self.facts,
            "changes": [c.to_json() for c in self.changes],
        }

    def line(self) -> str:
        """The event as one line of narration."""
        tag = f" [{self.rule}]" if self.rule else ""
        return f"{self.text}{tag}"
