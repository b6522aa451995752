"""One game in play at the person's seat, for either face (the terminal or the page).

A :class:`Seat` owns what both faces used to write each on their own: an input typed as words
and its refusal, the answer to a physical roll or draw, undo and redo with what to take back on
the table, the autosave and the change kept in memory when the disk refuses it, the save's lock,
the verdict, and the record of a finished game. Each method returns the lines the person reads
(or raises :class:`Refused` with the one line saying why nothing changed); the faces only show
them, with the narration of the events since they last looked.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from solobot.boardtext import BoardText
from solobot.commands import PLACEHOLDER, Command, naming
from solobot.engine.plugins import Registry
from solobot.engine.provenance import save_warning
from solobot.engine.session import Request, Session, Told, own_events
from solobot.errors import PersonError
from solobot.events import Event
from solobot.game import Action, GameSpec, IllegalAction, Score, Step
from solobot.i18n import DEFAULT, N_, _, language, ngettext, pgettext
from solobot.safetext import unsafe_character
from solobot.storage.history import record_game
from solobot.storage.savelock import SaveLock
from solobot.storage.saves import SaveError, SaveFile, SaveNotWritten, check_replaceable, load_session, write_save
from solobot.table.answers import Refusal, answer_words, read_answer, seat_name
from solobot.table.reading import history_sentences, input_sentence, undo_told, why_lines
from solobot.table.spoken import input_alone, to_the_person
from solobot.toolkit.svg import table_drawing
from solobot.words import GameWords, default_input_sentence, is_you, take_back

#: the longest line a person types: commands are short
MAX_LINE = 500

#: the table's own commands (a game's commands must not use these names), with their help (in English:
#: :func:`table_help` says it in the language spoken; the command names stay as typed in every language)
TABLE_COMMANDS = {
    "help": N_("help [COMMAND] — list the commands, or explain one. Example: help undo"),
    "why": N_("why — explain the bot's last turn: each step, its rule and the reason"),
    "board": N_("board — show the tracked state of the table"),
    "score": N_("score — the running score breakdown"),
    "undo": N_("undo — take back your last input (the bot's dice stay as they fell)"),
    "redo": N_("redo — put back the input you undid"),
    "history": N_("history — list your inputs so far"),
    "save": N_("save PATH — write a copy of the game to PATH"),
    "quit": N_("quit (or exit) — stop now; the game is saved and `solobot resume` continues it"),
}

#: what the engine refuses with, said here in the language spoken (the engine speaks English)
ENGINE_REFUSALS = (N_("nothing to undo"), N_("nothing to redo"), N_("the game is over"),
                   N_("no roll or draw is asked for now"), N_("type a command (`help` lists them)"))


def table_help(name: str) -> str | None:
    """The help line of the table's command ``name`` in the language spoken (None: no such command)."""
    line = TABLE_COMMANDS.get(name)
    return _(line) if line is not None else None


def refused(exc: Exception) -> str:
    """The line of a refusal raised below the table, in the language spoken where its catalog has it."""
    return _(str(exc))


def help_line(command: Any, words: GameWords | None = None) -> str:
    """A game command's help line (:meth:`solobot.commands.Command.help_line`) in the language spoken:
    its name and arguments as typed, what it does in the game's words."""
    if language() == DEFAULT or getattr(command, "free", False):
        return command.help_line()
    what = words.say(command.help) if words is not None and command.help else command.help
    usage = command.usage(placeholder_words(words))
    if not what:
        return usage
    if command.example:
        return _("{usage} — {what}. Example: {example}").format(usage=usage, what=what, example=command.example)
    return _("{usage} — {what}").format(usage=usage, what=what)


def placeholder_words(words: GameWords | None) -> Callable[[str], str] | None:
    """How the game says an argument's NAME in a usage line or a refusal (its catalog's ``msgctxt
    "placeholder"`` entry, else the core's); None without the game's words (the core's catalog alone)."""
    if words is None:
        return None
    return lambda name: words.say(name, PLACEHOLDER)


class Refused(PersonError):
    """A request of the person that changes nothing, with the one line that says why."""


def verdict_lines(score: Score, person: str | None = None, words: GameWords | None = None) -> list[str]:
    """The score of every seat, its breakdown, and the verdict once final ("Result: you win!").

    ``words``: the game's, to name its seats in a language other than English."""
    lines = []
    for seat, points in score.points.items():
        if seat == person:  # the person reads their own line in the second person, as every other line
            lines.append(_("You: {points}").format(points=points))
        else:
            lines.append(f"{seat_name(seat, words)}: {points}")
        for item, value in score.breakdown.get(seat, {}).items():
            item = words.say(item) if words is not None else item
            lines.append(f"    {item}: {value}")
    if score.final:
        lines.append(result_line(score, person, words))
    return lines


def result_line(score: Score, person: str | None = None, words: GameWords | None = None) -> str:
    """The verdict as its whole line: "Result: you win!", "Result: Ghost 1 wins", "Risultato: vince il bot"; the
    winner named as the sentence needs it (lowercase after the colon, "il giocatore" for the person's seat in
    ``--auto``)."""
    if score.winner is None:
        return _("Result: no winner")
    if score.winner == person:
        return _("Result: you win!")
    seat = seat_name(score.winner, words)
    if words is not None and language() != DEFAULT and score.winner in words.seats:
        seat = pgettext("the person's seat in a sentence, told in the third person", "the player") if is_you(
            words.seats.get(score.winner)) else words.seat(score.winner)
    return _("Result: {seat} wins").format(seat=seat)


def verdict(score: Score, person: str | None = None, words: GameWords | None = None) -> str:
    """Who won, as both faces say it: "you win!", "Ghost 1 wins", "no winner"."""
    if score.winner is None:
        return _("no winner")
    if score.winner == person:
        return _("you win!")
    seat = seat_name(score.winner, words)
    if words is not None and language() != DEFAULT and is_you(words.seats.get(score.winner)):  # --auto
        seat = pgettext("the person's seat as a sentence's subject, told in the third person", "The player")
    return _("{seat} wins").format(seat=seat)


def refuse_typed_save_path(path: Any) -> None:
    """A :class:`~solobot.storage.saves.SaveError` line when a save path the person typed (``save PATH``,
    ``--save PATH``) holds NUL, a control character, a line break (U+2028 too), a bidirectional control or a
    lone surrogate: a file named so is not shown whole by any terminal, and a line break splits it in
    ``solobot saves``. Refused where it is typed, before anything is written."""
    text = os.fspath(path)
    for char in text if isinstance(text, str) else text.decode("utf-8", "surrogateescape"):
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") or unsafe_character(char):
            raise SaveError(_("a save's file name cannot hold a control character or a line break ({code}); type "
                              "the path without it").format(code=f"U+{ord(char):04X}"))


def take_back_lines(lines: list[str]) -> list[str]:
    """What to take back on the table, in order (or that solobot told no change since)."""
    if not lines:
        return [_("Nothing that solobot told changed the table since; take back what you did for it.")]
    return [_("Take back on the table, in this order:"), *(f"  - {line[:1].upper()}{line[1:]}" for line in lines)]


class Seat:
    """The person's seat in one game: the session, its save file and the save's lock.

    :param session: the game in play.
    :param save_path: where it autosaves (None: nowhere, a game only read, as ``--auto`` without ``--save``).
    :param lock: the save's lock, held while the game is open here (None: each write locks briefly).
    :param saved: the save it was loaded from (:meth:`load`), None for a new game.
    """

    def __init__(self, session: Session, save_path: Path | None, lock: SaveLock | None = None,
                 saved: SaveFile | None = None) -> None:
        self.session = session
        self.save_path = save_path
        self.lock = lock
        self.saved = saved
        #: why the last autosave failed (disk full, read-only...): the game is in memory only; None once saved
        self.unsaved: str | None = None
        self.recorded = session.finished  # a finished game opened again is not counted again

    @classmethod
    def new(cls, spec: GameSpec, options: Any, seed: int, save_path: Path | None = None,
            lock: SaveLock | None = None, *, registry: Registry | None = None, dice: str = "seeded",
            draws: str = "seeded") -> Seat:
        """A new game at the seat, not saved yet (its setup may wait for a roll or draw already)."""
        return cls(Session(spec, options, seed, registry=registry, dice=dice, draws=draws), save_path, lock)

    @classmethod
    def load(cls, save_path: Path, lock: SaveLock | None = None, registry: Registry | None = None) -> Seat:
        """The game a save holds, replayed and checked (a :class:`~solobot.storage.saves.SaveError` line when it
        cannot be), at the seat; its sentences told in the language spoken now."""
        session, saved = load_session(save_path, registry)
        return cls(session, save_path, lock, saved)

    # -- saving ------------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Save; when the disk refuses, keep the game open in memory and note why (True when saved)."""
        session = self.session
        if self.save_path is None:  # a game only read (--auto): nothing to keep
            return True
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
        return _("Not saved: {why}. The game stays open with your inputs in memory: it saves at your "
                 "next input, or type `save PATH` to save it somewhere else.").format(why=self.unsaved)

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
            raise Refused(_("that line is too long; commands are short (at most {most} characters)").format(
                most=MAX_LINE))
        if not words:
            raise Refused(_("type a command"))
        if session.request is not None:
            raise Refused(self._first_answer())
        if session.finished:
            raise Refused(_("the game is over"))
        try:
            with naming(placeholder_words(session.game.words(session.ctx))):  # a refusal's NAMEs, as the game says
                action = session.parse_words(words)
            session.submit(action, command=words[0].lower())
        except IllegalAction as exc:
            raise Refused(refused(exc)) from None
        self.autosave()
        return self._done()

    def answer(self, text: str) -> str:
        """The typed answer to the roll or draw asked for now: "Rolled 5 2", "Drawn: Ravenna"."""
        session = self.session
        request = session.request
        if request is None:
            raise Refused(_("no roll or draw is asked for now"))
        value = read_answer(text, request.ask, session.game.words(session.ctx))
        if isinstance(value, Refusal):
            raise Refused(value.line)
        try:
            session.answer(value)
        except IllegalAction as exc:
            raise Refused(refused(exc)) from None
        self.autosave()  # the answer is in the save before anything it leads to is told
        said = answer_words(request.ask, value)
        return _("Rolled {dice}").format(dice=said) if request.kind == "roll" else _("Drawn: {item}").format(item=said)

    def undo(self) -> list[str]:
        """Take back the last input (at a roll or draw: the input waiting there, and its answers); the
        lines saying what was undone and what to take back on the table."""
        session = self.session
        if session.request is not None:
            return self._take_back_request()
        sentence = input_sentence(session, len(session.inputs) - 1) if session.inputs else ""
        try:
            lines = undo_told(session)[1]
        except IllegalAction as exc:
            raise Refused(refused(exc)) from None
        self.autosave()
        return [_("Undone: {sentence}").format(sentence=sentence), *take_back_lines(lines)]

    def redo(self) -> str:
        """Put back the input undone last; the line saying so."""
        session = self.session
        if session.request is not None:
            raise Refused(self._first_answer())
        try:
            session.redo()
        except IllegalAction as exc:
            raise Refused(refused(exc)) from None
        self.autosave()
        if session.request is not None:
            return _("Redone")
        return _("Redone: {sentence}").format(sentence=input_sentence(session, len(session.inputs) - 1))

    # -- what the faces show -----------------------------------------------------------------------
    # Each face reads the game through these alone: the session is the seat's.
    @property
    def spec(self) -> GameSpec:
        """The game played (its name, title, plugin)."""
        return self.session.spec

    @property
    def options(self) -> Any:
        """The game's options, as validated."""
        return self.session.options

    @property
    def words(self) -> GameWords:
        """The game's words, in the language spoken now."""
        session = self.session
        return session.game.words(session.ctx)

    @property
    def person(self) -> str | None:
        """The person's seat id (None: a game without one)."""
        return self.session.person

    @property
    def step(self) -> Step | None:
        """The person's step the game waits at (its label heads the prompt); None once the game is over."""
        return self.session.pending

    @property
    def request(self) -> Request | None:
        """The physical roll or draw the game waits for, or None."""
        return self.session.request

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.session.finished

    @property
    def setting_up(self) -> bool:
        """Whether the setup waits for a roll or draw (no table to show yet)."""
        return self.session.setting_up

    @property
    def changes(self) -> int:
        """How many changes the person has made (saved; never going back): which state of the game a page shows."""
        return self.session.changes

    @property
    def inputs(self) -> int:
        """How many inputs the person has made."""
        return len(self.session.inputs)

    @property
    def can_undo(self) -> bool:
        """Whether there is an input to take back."""
        return bool(self.session.inputs)

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone input to put back."""
        return bool(self.session.redo_stack)

    @property
    def events(self) -> list[Event]:
        """Everything the game told so far, in order (the faces narrate what they have not shown yet)."""
        return self.session.events

    @property
    def headings(self) -> list[tuple[int, str]]:
        """The game's step headings, each with the index of the first event under it."""
        return self.session.ctx.headings or []

    def told(self) -> Told | None:
        """What the last input told (the one waiting at a roll or draw: as far as it got), as the session published
        it; None before the first input."""
        session = self.session
        waiting = session.told_while_waiting()
        if waiting is not None:
            return waiting
        return session.told[-1] if session.told and len(session.told) == len(session.inputs) else None

    def setup_told(self) -> int:
        """How many events the setup told (up to the person's first input)."""
        session = self.session
        if session.told:
            return session.told[0].start
        waiting = session.told_while_waiting()
        return waiting.start if waiting is not None else len(session.events)

    def score(self) -> Score:
        """The score as it stands (the verdict once final)."""
        return self.session.score()

    def board(self) -> str | BoardText | None:
        """The game's board as it stands (a :class:`BoardText` when it comes in parts; None: it shows none)."""
        session = self.session
        return session.call("describe_board", session.ctx, session.state, returns=(str, type(None)))

    def drawing(self) -> str | None:
        """The game's drawing of its table (SVG); for a game that draws none, its public table drawn by the core."""
        session = self.session
        ctx, state, game = session.ctx, session.state, session.game
        svg = game.draw_table(ctx, state)
        if svg is None:
            table = game.public_table(ctx, state)
            if table:
                svg = table_drawing(table, game.words(ctx), session.spec.title)
        return svg

    def commands(self) -> list[Command]:
        """The game's commands the person may use now (none while the setup waits, nor once the game is over)."""
        session = self.session
        if session.setting_up or session.finished:
            return []
        return session.call("commands", session.ctx, session.state, returns=list)

    def command_help(self) -> dict[str, str]:
        """Every command the game declares, with its help, possible now or not (empty: it parses every line)."""
        return self.session.call("command_help", returns=dict)

    def why(self) -> list[str]:
        """Why the bots did what they did last (``why``)."""
        return why_lines(self.session)

    def history(self, last: int | None = None) -> list[str]:
        """The person's inputs so far (``last``: the last ones only), as sentences in the language spoken.

        An input its game says only from its command's help ("Roll: roll the die once", English in the core) is
        said in another language as the command typed and what it does in the game's words."""
        said = history_sentences(self.session, last)
        if language() == DEFAULT:
            return said
        session = self.session
        words, first = self.words, len(session.inputs) - len(said)
        return [self._typed(session.inputs[first + number], sentence, words) for number, sentence in enumerate(said)]

    def input_alone(self) -> tuple[Event, str] | None:
        """(event, sentence) when the person's last input told one event of its own (see
        :func:`solobot.table.spoken.input_alone`)."""
        return input_alone(self.session)

    def to_the_person(self, event: Event, said: str | None = None) -> str:
        """The person's own ``event`` spoken to them (see :func:`solobot.table.spoken.to_the_person`)."""
        return to_the_person(event, said, self.session)

    def crash_line(self, exc: BaseException) -> str:
        """The one line telling which game, plugin and method raised ``exc``."""
        return self.session.crash_line(exc)

    def save_copy(self, path: Any, lock: SaveLock | None = None) -> Path:
        """Write the game to ``path`` as well (``save PATH``): the save it writes. A path the person typed for
        it is refused as :meth:`may_save_to` refuses it (a control character or line break in its name)."""
        if self.save_path is None or os.path.realpath(path) != os.path.realpath(self.save_path):
            refuse_typed_save_path(path)
        return write_save(self.session, path, lock)

    def may_save_to(self, path: Path) -> None:
        """Refuse (a :class:`~solobot.storage.saves.SaveError` line) a ``path`` that holds anything but a save of
        this game, or a finished one of the same game: solobot never writes over what it did not write; and a
        path holding a control character or a line break (:func:`refuse_typed_save_path`)."""
        refuse_typed_save_path(path)
        check_replaceable(self.session, path)

    @property
    def seed(self) -> int:
        """The game's seed (the bot's dice and decks; said as the game opens)."""
        return self.session.seed

    def setup_warning(self) -> str | None:
        """For a game loaded from a save made with other add-ons or another plugin version than installed now:
        the line that says so; else None."""
        return save_warning(self.saved, self.session) if self.saved is not None else None

    def autoplay(self, opponent: str | None = None, on_step: Callable[[Seat], None] | None = None,
                 skill: float | None = None) -> Score:
        """Play the person's seat with an opponent policy to the end (``--auto``), ``on_step(seat)`` after each of
        its inputs (to narrate it); the final score. Nothing is saved on the way."""
        told = None if on_step is None else (lambda _session: on_step(self))
        return self.session.autoplay(opponent, on_step=told, skill=skill)

    # -- inside -----------------------------------------------------------------------------------
    def _typed(self, action: Action, said: str, words: GameWords) -> str:
        op = str(action.get("op", ""))
        what = self.session.game.command_what(op)
        if not what or said != default_input_sentence(action, what, words):
            return said
        typed = " ".join([op, *(words.value(v) for k, v in action.items() if k != "op" and v is not None)])
        return _("`{command}`: {what}").format(command=typed, what=words.say(what))

    def _first_answer(self) -> str:
        request = self.session.request
        if request is not None and request.kind == "draw":
            return _("first answer the draw asked for (or undo the input that led to it)")
        return _("first answer the roll asked for (or undo the input that led to it)")

    def _done(self) -> str:
        """What an input did, as the history tells it ("Done: You detain Sandro Botticelli")."""
        session = self.session
        if session.request is not None or not session.inputs:
            return _("Done")
        try:
            sentence = input_sentence(session, len(session.inputs) - 1)
        except Exception:  # a game's describe_input that fails must not turn a done input into an error
            return _("Done")
        return _("Done: {sentence}").format(sentence=sentence) if sentence else _("Done")

    def _take_back_request(self) -> list[str]:
        """Undo at a roll or draw: drop the input waiting there and the answers given for it."""
        session = self.session
        request, told, dice, draws = session.take_back_request()
        lines = [] if request.input is None else [_("Undone: {sentence}").format(
            sentence=self._sentence_of(request, told))]
        if request.input is None:
            lines.append(_("The setup starts again from its first roll or draw."))
        if dice:
            lines.append(ngettext("The die you typed for it is dropped.",
                                  "The {count} dice you typed for it are dropped.", dice).format(count=dice))
        if draws:
            lines.append(ngettext("The draw you told for it is dropped: put it back as it was.",
                                  "The {count} draws you told for it are dropped: put those back as they were.",
                                  draws).format(count=draws))
        if request.input is not None:
            before = session.call("public_table", session.ctx, session.state, returns=(dict, type(None)))
            lines += take_back_lines(take_back(session.game.words(session.ctx), told, before))
        self.autosave()
        return lines

    def _sentence_of(self, request: Request, told: list[Any]) -> str:
        """The dropped input as a sentence, from what it told itself before any bot step (as the session
        publishes an input's own events)."""
        session = self.session
        own = list(own_events(told, session.person))
        return session.call("describe_input", session.ctx, request.input, own, returns=str)
