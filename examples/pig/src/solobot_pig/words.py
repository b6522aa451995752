"""Pig's words: its seats as a person says them, and the person's own events as sentences."""

from __future__ import annotations

from solobot.events import Event
from solobot.words import YOU, GameWords, SeatName

RULES = {
    "PIG-1": "rolling the bust face loses the turn total and ends the turn",
    "PIG-2": "any other face adds to the turn total",
    "PIG-3": "the bot rolls until its turn total reaches its hold mark, or holding wins, then banks it",
}
"""Pig's rules in words, for ``why``."""

WORDS = GameWords(seats={"player": YOU, "bot": SeatName("the bot")}, told=None, rules=RULES)
"""Pig's names: "you" and "the bot"; every sentence tells its own changes; its rules in words."""

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
