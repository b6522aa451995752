"""The words adapter: every place where the web page turns the game's events, table changes and
inputs (history, undo) into text goes through these few functions.

They are the one place to switch to the core's game-words layer when it lands; until then they
use the events' own sentences, name seats as people say them, and hide what would read as code.
"""

from __future__ import annotations

import re
from typing import Any

from solobot.cli.narrate import seat_name
from solobot.events import Change, Event, Move


def who(seat: str | None) -> str:
    """A seat as people say it ("Machina", "Ghost 1"); the game itself has no name."""
    return seat_name(seat) if seat else ""


def seats_in_words(text: str, seats: dict[str, str]) -> str:
    """``text`` with every seat id (``machina``, ``ghost-1``) as people say it."""
    for seat, said in seats.items():
        text = re.sub(rf"\b{re.escape(seat)}\b", said, text)
    return text


def change_line(change: Change, seats: dict[str, str] | None = None) -> str:
    """One table change as the step a person makes on the physical table."""
    if isinstance(change, Move):
        whose = f" of {change.whose}" if change.whose else ""
        line = f"Move {change.count} {change.piece}{whose} from {change.src} to {change.dst}"
    elif change.value is None:
        line = f"Clear {change.thing}"
    else:
        line = f"{change.thing}: now {change.value}"
    return seats_in_words(line, seats or {})


def shown(word: str, seats: dict[str, str] | None = None) -> str:
    """A command word as a chip shows it: a seat by its name, ``Filippo-Lippi`` as ``Filippo Lippi``."""
    if seats and word in seats:
        return seats[word]
    return word.replace("-", " ").replace("_", " ")


def seat_words(seats: Any, person: str | None) -> dict[str, str]:
    """Each seat id and how a line names it ("you" for the person)."""
    return {seat: ("you" if seat == person else f"the {who(seat)}") for seat in seats}


WORD = re.compile(r"[A-Za-z0-9]+")


def _words(text: str) -> set[str]:
    return {w.lower().rstrip("s") for w in WORD.findall(text)}


def repeats(change: Change, sentence: str) -> bool:
    """Whether a change line only repeats its sentence: every place, count and value it names is in it."""
    said = _words(sentence)
    if isinstance(change, Move):
        named = f"{change.count} {change.src} {change.dst}"
    else:
        named = str(change.value) if change.value is not None else change.thing
    return _words(named) <= said


def heading(event: Event, person: str | None) -> str:
    """The heading a step of the bot's turn goes under: its seat's turn, the Exhibition, the Cleanup."""
    if event.text.startswith("Cleanup"):
        return "Cleanup"
    if (event.rule or "").startswith("EX-"):
        return "Exhibition"
    if event.seat == person:
        return "You"
    if event.seat:
        return f"{who(event.seat)}'s turn"
    return "The game"


def told_after_the_end(event: Event) -> bool:
    """A line about a next round, told after the last one (left out once the game is over)."""
    return event.text.startswith("Next round")


def input_line(action: dict[str, Any], seats: dict[str, str] | None = None) -> str:
    """One input as the person typed it (``move Florence Pisa 1``), never ``key=value``; seats by name."""
    values = [str(v) for k, v in action.items() if k != "op" and v is not None and not isinstance(v, dict | list)]
    return seats_in_words(" ".join([str(action.get("op", "")), *values]).strip(), seats or {})


def undo_line(action: dict[str, Any], seats: Any = ()) -> str:
    """What an undo says it took back."""
    return f"Undone: {input_line(action, {seat: who(seat) for seat in seats})}"




def done_line(words: list[str], seats: Any = ()) -> str:
    """What the page says after an input: the words sent, each as its chip shows it."""
    names = {seat: who(seat) for seat in seats}
    return "Done: " + " ".join(shown(word, names) for word in words)
