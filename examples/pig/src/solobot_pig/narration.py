"""Pig's narration: the sentence a person reads for each kind of event, from its facts."""

from __future__ import annotations

from solobot import Context
from solobot.events import Event

SENTENCES = {
    "roll": "rolls {roll}: {turn_total} this turn",
    "bust": "rolls a {roll} and loses {lost} points",
    "hold": "holds with {held}: {total} in all",
}
FIRST_ROLL_BUST = "rolls a {roll} at once: the turn ends with nothing to lose"


def narrate(ctx: Context, event: Event) -> str:
    """The sentence for one event (called only when events are kept: a simulation builds no text)."""
    if event.kind == "bust" and not event.facts["lost"]:
        return FIRST_ROLL_BUST.format(**event.facts)
    return SENTENCES[event.kind].format(**event.facts)
