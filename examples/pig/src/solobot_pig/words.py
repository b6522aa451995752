"""Pig's words: its seats as a person says them, and the person's own events as sentences."""

from __future__ import annotations

from solobot.events import Event
from solobot.words import YOU, GameWords, SeatName

WORDS = GameWords(seats={"player": YOU, "bot": SeatName("the bot")}, told=None)
"""Pig's names: "you" and "the bot"; every sentence tells its own changes."""

YOURS = {
    "roll": "You roll {roll}: {turn_total} this turn",
    "bust": "You roll a {roll} and lose {lost} points",
    "hold": "You hold with {held}: {total} in all",
}
"""The person's events as sentences about them, for ``history`` and ``undo``."""


def your_input(event: Event) -> str:
    """The person's own event as a sentence ("You roll 4: 9 this turn")."""
    if event.kind == "bust" and not event.facts["lost"]:
        return "You roll a {roll} at once: the turn ends with nothing to lose".format(**event.facts)
    return YOURS[event.kind].format(**event.facts)
