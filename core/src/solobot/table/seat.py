"""One game in play at the person's seat, for either face (the terminal or the page).

A :class:`Seat` owns what both faces used to write each on their own: an input typed as words
and its refusal, the answer to a physical roll or draw, undo and redo with what to take back on
the table, the autosave and the change kept in memory when the disk refuses it, the save's lock,
the verdict, and the record of a finished game. Each method returns the lines the person reads
(or raises :class:`Refused` with the one line saying why nothing changed); the faces only show
them, with the narration of the events since they last looked.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solobot.errors import PersonError
from solobot.events import TOLD
from solobot.game import IllegalAction, Score
from solobot.history import record_game
from solobot.savelock import SaveLock
from solobot.saves import SaveNotWritten, write_save
from solobot.session import Request, Session
from solobot.table.answers import Refusal, answer_words, read_answer, seat_name
from solobot.words import input_sentence, take_back, undo_told

#: the longest line a person types: commands are short
MAX_LINE = 500

#: the table's own commands (a game's commands must not use these names), with their help
TABLE_COMMANDS = {
    "help": "help [COMMAND] — list the commands, or explain one. Example: help undo",
    "why": "why — explain the bot's last turn: each step, its rule and the reason",
    "board": "board — show the tracked state of the table",
    "score": "score — the running score breakdown",
    "undo": "undo — take back your last input (the bot's dice stay as they fell)",
    "redo": "redo — put back the input you undid",
    "history": "history — list your inputs so far",
    "save": "save PATH — write a copy of the game to PATH",
    "quit": "quit (or exit) — stop now; the game is saved and `solobot resume` continues it",
}


class Refused(PersonError):
    """A request of the person that changes nothing, with the one line that says why."""


def verdict_lines(score: Score, person: str | None = None) -> list[str]:
    """The score of every seat, its breakdown, and the verdict once final ("Result: you win!")."""
    lines = []
    for seat, points in score.points.items():
        you = " (you)" if seat == person else ""
        lines.append(f"{seat_name(seat)}{you}: {points}")
        for item, value in score.breakdown.get(seat, {}).items():
            lines.append(f"    {item}: {value}")
    if score.final:
        lines.append(f"Result: {verdict(score, person)}")
    return lines


def verdict(score: Score, person: str | None = None) -> str:
    """Who won, as both faces say it: "you win!", "Ghost 1 wins", "no winner"."""
    if score.winner is None:
        return "no winner"
    if score.winner == person:
        return "you win!"
    return f"{seat_name(score.winner)} wins"


def take_back_lines(lines: list[str]) -> list[str]:
    """What to take back on the table, in order (or that solobot told no change since)."""
    if not lines:
        return ["Nothing that solobot told changed the table since; take back what you did for it."]
    return ["Take back on the table, in this order:", *(f"  - {line[:1].upper()}{line[1:]}" for line in lines)]


class Seat:
    """The person's seat in one game: the session, its save file and the save's lock.

    :param session: the game in play.
    :param save_path: where it autosaves.
    :param lock: the save's lock, held while the game is open here (None: each write locks briefly).
    """

    def __init__(self, session: Session, save_path: Path, lock: SaveLock | None = None) -> None:
        self.session = session
        self.save_path = save_path
        self.lock = lock
        #: why the last autosave failed (disk full, read-only...): the game is in memory only; None once saved
        self.unsaved: str | None = None
        self.recorded = session.finished  # a finished game opened again is not counted again

    # -- saving ------------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Save; when the disk refuses, keep the game open in memory and note why (True when saved)."""
        session = self.session
        try:
            if self.lock is not None and not self.lock.claimed:
                self.lock.claim()  # let go when the game ended; a change after that (undo) takes it again
            write_save(session, self.save_path, self.lock)
        except SaveNotWritten as exc:
            self.unsaved = str(exc)
            return False
        self.unsaved = None
        if session.finished and not self.recorded:
            self.recorded = True
            record_game(session)
        return True

    def unsaved_line(self) -> str:
        """The line after a change the disk refused to save: the change is kept in memory."""
        return (f"Not saved: {self.unsaved}. The game stays open with your inputs in memory: it saves at your "
                "next input, or type `save PATH` to save it somewhere else.")

    def release(self) -> None:
        """Let go of the save's lock (another window, or the page, may open it)."""
        if self.lock is not None:
            self.lock.release()

    # -- what the person does -------------------------------------------------------------------
    def play(self, words: list[str]) -> str:
        """An input typed as ``words``, through the game's parser; the sentence saying what was done
        (or, when it waits at a roll or draw, what it has done so far)."""
        session = self.session
        if sum(len(w) + 1 for w in words) > MAX_LINE:
            raise Refused(f"that line is too long; commands are short (at most {MAX_LINE} characters)")
        if not words:
            raise Refused("type a command")
        if session.request is not None:
            raise Refused(self._first_answer())
        if session.finished:
            raise Refused("the game is over")
        try:
            action = session.parse_words(words)
            session.submit(action, command=words[0].lower())
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        self.autosave()
        return self._done()

    def answer(self, text: str) -> str:
        """The typed answer to the roll or draw asked for now: "Rolled 5 2", "Drawn: Ravenna"."""
        session = self.session
        request = session.request
        if request is None:
            raise Refused("no roll or draw is asked for now")
        value = read_answer(text, request.ask)
        if isinstance(value, Refusal):
            raise Refused(value.line)
        try:
            session.answer(value)
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        self.autosave()  # the answer is in the save before anything it leads to is told
        said = answer_words(request.ask, value)
        return f"Rolled {said}" if request.kind == "roll" else f"Drawn: {said}"

    def undo(self) -> list[str]:
        """Take back the last input (at a roll or draw: the input waiting there, and its answers); the
        lines saying what was undone and what to take back on the table."""
        session = self.session
        if session.request is not None:
            return self._take_back_request()
        sentence = input_sentence(session, len(session.inputs) - 1) if session.inputs else ""
        try:
            _, lines = undo_told(session)
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        self.autosave()
        return [f"Undone: {sentence}", *take_back_lines(lines)]

    def redo(self) -> str:
        """Put back the input undone last; the line saying so."""
        session = self.session
        if session.request is not None:
            raise Refused(self._first_answer())
        try:
            session.redo()
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        self.autosave()
        return f"Redone: {input_sentence(session, len(session.inputs) - 1)}" if session.request is None else "Redone"

    # -- inside -----------------------------------------------------------------------------------
    def _first_answer(self) -> str:
        request = self.session.request
        what = "draw" if request is not None and request.kind == "draw" else "roll"
        return f"first answer the {what} asked for (or undo the input that led to it)"

    def _done(self) -> str:
        """What an input did, as the history tells it ("Done: You detain Sandro Botticelli")."""
        session = self.session
        if session.request is not None or not session.inputs:
            return "Done"
        try:
            sentence = input_sentence(session, len(session.inputs) - 1)
        except Exception:  # a game's describe_input that fails must not turn a done input into an error
            return "Done"
        return f"Done: {sentence}" if sentence else "Done"

    def _take_back_request(self) -> list[str]:
        """Undo at a roll or draw: drop the input waiting there and the answers given for it."""
        session = self.session
        request, told, dice, draws = session.take_back_request()
        lines = [] if request.input is None else [f"Undone: {self._sentence_of(request, told)}"]
        if request.input is None:
            lines.append("The setup starts again from its first roll or draw.")
        if dice:
            lines.append(f"The {dice} dice you typed for it are dropped." if dice > 1
                         else "The die you typed for it is dropped.")
        if draws:
            lines.append(f"The {draws} draws you told for it are dropped: put those back as they were."
                         if draws > 1 else "The draw you told for it is dropped: put it back as it was.")
        if request.input is not None:
            before = session.call("public_table", session.ctx, session.state, returns=(dict, type(None)))
            lines += take_back_lines(take_back(session.game.words(session.ctx), told, before))
        self.autosave()
        return lines

    def _sentence_of(self, request: Request, told: list[Any]) -> str:
        """The dropped input as a sentence, from what it told itself before any bot step."""
        session = self.session
        own = []
        for event in told:
            if event.seat not in (session.person, None):
                break
            if event.kind != TOLD:  # an add-on's own line: not the game's to describe
                own.append(event)
        return session.call("describe_input", session.ctx, request.input, own, returns=str)
