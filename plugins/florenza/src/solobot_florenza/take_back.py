"""Florenza's own take-back lines: the inverse of a table change as a person carries it out.

The core says most take-backs ("Put 1 Kinsman of Ghost 1 from income area back in its pool");
the things below have a physical form its generic sentence would miss: a Kinsman stood up
again, a Workshop tile turned back over, the roles and the round's common Resource and detained
Artist. A tile or card turned face up or down and a track's marker the core sets back itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from solobot.events import Move
from solobot.words import GameWords, Undone
from solobot_florenza import table

ROLES = (table.BISHOP, table.CAPTAIN)
TRACKS = ("Prestige Points", "Church Points")  # kept by a marker: the core sets it back ("Put the marker of ...")


def _turned(words: GameWords, move: Move) -> str | None:
    """A Kinsman or Workshop tile that only turned where it is, turned back."""
    here, _, was = words.term(move.src).rpartition(", ")
    there = words.term(move.dst).rpartition(", ")[0]
    if not here or here != there:
        return None
    what = words.piece(move.piece, move.count) if move.count > 1 else f"the {words.term(move.piece)}"
    whose = f" of {words.seat(move.whose)}" if move.whose else ""
    if move.piece == table.KINSMAN and was == "standing":
        return f"Stand {what}{whose} on {here} up again"
    return f"Turn {what}{whose} on {here} over to its {was} side again"


def _placed(words: GameWords, move: Move) -> str | None:
    """A Workshop tile or a Family Crest put out, taken back: "Take the Villa off your District space 5
    and put it back in the Workshop supply", "Take your Family Crest off Cupola, Duomo"."""
    if move.src == table.SUPPLY and move.count == 1:
        place = words.term(move.dst).rpartition(", ")[0] or words.term(move.dst)
        return f"Take the {words.term(move.piece)} off {place} and put it back in the Workshop supply"
    if move.src == table.RESERVE and move.whose in words.seats and move.count == 1:
        owner = words.seats[move.whose]
        its = "your" if owner.possessive == "your" else "its"
        piece, place = words.term(move.piece), words.term(move.dst)
        return f"Take {owner.whose} {piece} off {place} and put it back in {its} reserve"
    return None


def _kinsman_on(words: GameWords, step: Undone) -> str | None:
    """One of a seat's Kinsmen on a place the bot tracks one by one (yours on a Workshop or the Bishop card)."""
    thing = step.change.thing
    if not thing.startswith(f"{table.KINSMAN} of ") or " on " not in thing:
        return None
    seat, _, place = thing.removeprefix(f"{table.KINSMAN} of ").partition(" on ")
    if seat not in words.seats:
        return None
    where = _place_on(words, place)
    before, after = step.before or 0, step.after or 0
    if not isinstance(before, int) or not isinstance(after, int) or before == after:
        return None
    owner = words.seats[seat]
    n = abs(after - before)
    kinsmen = f"{owner.whose} Kinsman" if n == 1 else f"{n} of {owner.whose} Kinsmen"
    return f"Take {kinsmen} off {where}" if after > before else f"Put {kinsmen} on {where} again"


def _place_on(words: GameWords, place: str) -> str:
    """ "Workshop on space 2 of player" -> "your Workshop on space 2"; "Bishop card" -> "the Bishop card"."""
    head, sep, seat = place.rpartition(" of ")
    if sep and seat in words.seats:
        return f"{words.seats[seat].whose} {head}"
    return place if place[:1].isupper() is False else f"the {place}"


def _set_back(words: GameWords, step: Undone) -> str | None:
    thing, before = step.change.thing, step.before
    if before == table.FRONT and step.after == table.MASTERPIECE:
        return f"Turn {words.term(thing)} over to its front side again: no Masterpiece yet"
    if before == table.MASTERPIECE and step.after == table.FRONT:
        return f"Turn {words.term(thing)} over to its Masterpiece side again"
    line = _kinsman_on(words, step)
    if line:
        return line
    if thing in ROLES:
        return f"Give the {thing} role to {words.seat(str(before))} again" if before else (
            f"Take the {thing} role back from {words.seat(str(step.after))}")
    if thing == table.COMMON_RESOURCE:
        return f"Make {before} the common Resource again" if before else "Take the common Resource away"
    if thing == table.DETAINED:
        return f"Make {before} the detained Artist again" if before else (
            f"Release {step.after}: no Artist is detained")
    return None


def wording(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Florenza's take-back line for ``steps[i]`` (see :data:`solobot.words.TakeBackWording`)."""
    change = steps[i].change
    line = (_turned(words, change) or _placed(words, change)) if isinstance(change, Move) else (
        _set_back(words, steps[i]))
    return (line, 1) if line else None
