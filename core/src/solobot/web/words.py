"""The words adapter: every place where the web page turns the game's events, table changes and
inputs (history, undo) into text goes through these few functions.

Table changes, history sentences and what an undo takes back come from the core's game-words
layer (:mod:`solobot.words`, the terminal's too); what is the page's own (headings, chips, the
line after an input) is said here, seats by name and never as code.
"""

from __future__ import annotations

from typing import Any

from solobot.cli.narrate import seat_name
from solobot.events import Event
from solobot.words import GameWords, change_lines, input_sentence, undo_told


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


def undo(session: Any) -> str:
    """Undo the last input; the line saying what was undone and what to take back on the table."""
    sentence = input_sentence(session, len(session.inputs) - 1) if session.inputs else ""
    _, lines = undo_told(session)
    said = f"Undone: {sentence}"
    if lines:  # one per line, as the terminal says them (the page keeps the line breaks)
        said += "\nTake back on the table, in this order:"
        said += "".join(f"\n- {line[:1].upper()}{line[1:]}" for line in lines)
    return said


def redone(session: Any) -> str:
    """The line after a redo: the input put back, as a sentence."""
    return f"Redone: {input_sentence(session, len(session.inputs) - 1)}"


def done_sentence(session: Any, typed: str) -> str:
    """What the page says once an input is played: that input as the history tells it ("Done: You
    detain Sandro Botticelli"), or the words sent when the game has no sentence for it."""
    if not session.inputs:
        return typed
    try:
        sentence = input_sentence(session, len(session.inputs) - 1)
    except Exception:  # a game's describe_input that fails must not turn a done input into an error
        return typed
    return f"Done: {sentence}" if sentence else typed


def done_line(words: list[str], seats: Any = ()) -> str:
    """What the page says after an input: the words sent, each as its chip shows it."""
    names = {seat: who(seat) for seat in seats}
    return "Done: " + " ".join(shown(word, names) for word in words)
