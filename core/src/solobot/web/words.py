"""The words adapter: every place where the web page turns the game's events, table changes and
inputs (history, undo) into text goes through these few functions.

Table changes, history sentences and what an undo takes back come from the core's game-words
layer (:mod:`solobot.words`, the terminal's too); what is the page's own (headings, chips, the
line after an input) is said here, seats by name and never as code.
"""

from __future__ import annotations

from typing import Any

from solobot.events import Event
from solobot.table.answers import seat_name
from solobot.words import GameWords, change_lines, input_sentence


def who(seat: str | None) -> str:
    """A seat as people say it ("Machina", "Ghost 1"); the game itself has no name."""
    return seat_name(seat) if seat else ""


def shown(word: str, seats: dict[str, str] | None = None) -> str:
    """A command word as a chip shows it: a seat by its name, ``Filippo-Lippi`` as ``Filippo Lippi``."""
    if seats and word in seats:
        return seats[word]
    return word.replace("-", " ").replace("_", " ")


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


def step_changes(words: GameWords, event: Event) -> tuple[str, ...]:
    """The table changes of a step its sentence does not already say, in the game's words."""
    return tuple(change_lines(words, event))


def history(session: Any, last: int) -> list[str]:
    """The person's last ``last`` inputs as sentences (the terminal's ``history``)."""
    count = len(session.inputs)
    return [input_sentence(session, number) for number in range(max(0, count - last), count)]


#: what joins a change's line to the reason its save failed (the page marks such a line as a problem)
UNSAVED = ". Kept here, but not saved: "
