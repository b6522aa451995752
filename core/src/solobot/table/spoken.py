"""The person's own lines, spoken to them, the same on both faces ("You roll 2: 2 this turn").

A game tells each event once; an event of the person's seat whose sentence speaks of them in the third
person ("rolls 2: 2 this turn") is said with the game's own sentence of the input that told it, when that
input told only this event (``input_sentence``, as ``history`` says it), in the language spoken.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from solobot.events import Event
from solobot.i18n import language, pgettext
from solobot.words import input_sentence, told_by_input


@cache
def _spoken_to(code: str) -> re.Pattern[str]:
    """The words that speak to the person in language ``code``, as its catalog lists them."""
    listed = pgettext("the words that speak to the person, separated by |", "you|your|yours")
    return re.compile(r"\b(" + "|".join(re.escape(word) for word in listed.split("|") if word) + r")\b", re.IGNORECASE)


def speaks_to(text: str, at_start: bool = False) -> bool:
    """Whether ``text`` speaks to the person (at its start, with ``at_start``), in the language spoken."""
    pattern = _spoken_to(language())
    return bool(pattern.match(text) if at_start else pattern.search(text))


def input_alone(session: Any) -> tuple[Event, str] | None:
    """(event, sentence) when the person's last input told one event of its own: its sentence in the
    second person, as the game's history says it ("You roll 2: 2 this turn")."""
    inputs = getattr(session, "inputs", None)
    request = getattr(session, "request", None)
    try:
        if request is not None:  # the input waits at a roll or draw: what it has told of its own so far
            if request.input is None:
                return None
            own = []
            for event in session.events[request.told_from:]:
                if event.seat != session.person:
                    break
                own.append(event)
            if len(own) != 1:
                return None
            said = session.game.describe_input(session.ctx, request.input, own)
        else:
            if not inputs:
                return None
            own = told_by_input(session, len(inputs) - 1)
            if len(own) != 1:
                return None
            said = input_sentence(session, len(inputs) - 1)
    except Exception:  # a game's describe_input failing costs only the second person here
        return None
    return (own[0], said) if isinstance(said, str) and said else None


def to_the_person(event: Event, said: str | None = None) -> str:
    """The text of the person's own ``event``, capitalised: ``said`` (the input's sentence, when this event is
    all it told) if the event's own text speaks of them in the third person and ``said`` speaks to them."""
    text = said if said and not speaks_to(event.text) and speaks_to(said, at_start=True) else event.text
    return text[:1].upper() + text[1:]
