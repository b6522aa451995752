"""The person's own lines, spoken to them, the same on both faces ("You roll 2: 2 this turn").

A game tells each event once, in the third person ("rolls 2: 2 this turn"), as the faces print it after a
bot's name. An event of the person's own seat is said to them instead: from the game's sentence template of
its kind (``Game.sentences``), in the second person with its subject ("You roll 2: 2 this turn", "You place a
runner in column 9"), however many events the person's input told; an event without a template, with the
game's own sentence of the input that told it when that input told only this event (``input_sentence``, as
``history`` says it). Nothing is read back from a sentence: the template and the event's facts say it again.
"""

from __future__ import annotations

from typing import Any

from solobot.events import Event
from solobot.game import Game
from solobot.table.reading import input_sentence, told_by_input
from solobot.words import sentence


def own_sentence(session: Any, event: Event) -> str | None:
    """The person's own ``event`` in the second person, from the game's template of its kind ("You place a
    runner in column 9"); None when the game has no template for it (a sentence it words itself)."""
    game = getattr(session, "game", None)
    template = getattr(game, "sentences", {}).get(event.kind) if game is not None else None
    if not isinstance(template, str) or not _narrates_as_declared(game):  # a game narrating in its own way
        return None
    try:
        return sentence(template, event.facts, game.words(session.ctx), event.seat, subject=True)
    except Exception:  # a template its facts do not fill costs only the second person here
        return None


def input_alone(session: Any) -> tuple[Event, str] | None:
    """(event, sentence) when the person's last input told one event of its own: its sentence in the
    second person, as the game's history says it ("You roll 2: 2 this turn")."""
    inputs = getattr(session, "inputs", None)
    request = getattr(session, "request", None)
    try:
        if request is not None:  # the input waits at a roll or draw: what it has told of its own so far
            waiting = session.told_while_waiting()
            if waiting is None or len(waiting.own) != 1:
                return None
            own = list(waiting.own)
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


def to_the_person(event: Event, said: str | None = None, session: Any = None) -> str:
    """The text of the person's own ``event``, capitalised: in the second person from the game's template of
    its kind (with ``session``); the event's own text when the game words that kind itself, for every seat (a
    function in ``Game.sentences``); else ``said`` (the input's sentence, when this event is all it told), else
    the event's own text."""
    text = own_sentence(session, event) if session is not None else None
    if text is None and session is not None and _worded_by_the_game(session, event):
        text = event.text
    text = text or said or event.text
    return text[:1].upper() + text[1:]


def _worded_by_the_game(session: Any, event: Event) -> bool:
    """Whether the game words ``event``'s kind itself, for whichever seat it is about (a function in its
    ``sentences``, and the core's narration)."""
    game = getattr(session, "game", None)
    wording = getattr(game, "sentences", {}).get(event.kind) if game is not None else None
    return callable(wording) and _narrates_as_declared(game)


def _narrates_as_declared(game: Any) -> bool:
    """Whether ``game`` tells its events from its declared sentences (it keeps the core's ``narrate``); a game
    another object stands in for (the check's step limit) as the game itself."""
    return getattr(game.narrate, "__func__", None) is Game.narrate
