"""One game played from the web: a :class:`Room` around the person's :class:`~solobot.table.seat.Seat`.

Everything that changes a game goes through a room, one change at a time (the caller
holds the room's lock), and every change is checked against the version the person saw:
``version`` counts the changes made in this room (inputs, answers, undo, redo), so an input
sent from a page showing an earlier step is refused and never applied twice. (The number
of inputs alone would not do: an undo and a new input bring it back to a value a stale
page also shows.)

**Physical dice and draws** are the seat's requests, as data (``seat.request``): the
page shows die buttons or the items that can still come, and the answer goes to the seat, the
same as the terminal's. The request and the input waiting at it are in the save, so a server
restart, another device or a terminal asks the same request again.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from solobot.engine.plugins import Registry
from solobot.errors import SolobotError
from solobot.game import GameSpec
from solobot.i18n import _, language, speaking
from solobot.storage.savelock import SaveLock, SaveLocked, describe_owner, open_save
from solobot.storage.saves import SaveError
from solobot.table.answers import request_line
from solobot.table.seat import Refused, Seat

__all__ = ["Refused", "Room", "Scored", "scored_now"]

Scored = dict[str, tuple[Any, dict[str, Any]]]
"""Each seat's points and score breakdown (``{seat: (points, {item: value})}``)."""


def scored_now(seat: Seat) -> Scored | None:
    """The score as it stands, seat by seat (None while the setup waits: no table yet)."""
    if seat.setting_up:
        return None
    score = seat.score()
    return {seat: (points, dict(score.breakdown.get(seat, {}))) for seat, points in score.points.items()}

#: the table's commands that are part of the page itself (its buttons and sections)
PAGE_COMMANDS = ("help", "why", "board", "score", "history", "save", "quit", "exit")


def lines_of(lines: list[str]) -> str:
    """The seat's lines as one message (the page keeps its line breaks; no indent)."""
    return "\n".join(line.strip() for line in lines)


#: the most digits of the version a page sends back (the number of changes a save has seen: ample for any game)
VERSION_DIGITS = 20


class Room:
    """One game, its save file, and the changes made to it from the web.

    :param name: the save file's name (the game's address: ``/game/NAME``).
    :param seat: the person's seat: the session, the save file and its lock.
    """

    def __init__(self, name: str, seat: Seat, registry: Registry | None = None):
        self.name = name
        self.seat = seat
        self.registry = registry
        #: the save's (mtime, size) as this room last wrote it (a change on disk after that is another's)
        self._written: tuple[int, int] | None = None
        #: each seat's points and score breakdown before the input the page shows now (None: not known
        #: since the server opened the game): the page says what changed in the score, and where from
        self.scored: Scored | None = None
        #: what each card or tile drawn here shows, by its code ("S08" -> "S08 (Publicity 0, 2 AP, ...)"),
        #: from the draws asked in this room: the page names a code the game's words do not
        self.printed: dict[str, str] = {}
        #: the language the game's own sentences were told in (they are told as they happen: see :meth:`speak`)
        self.language = language()
        self._save()

    @property
    def version(self) -> int:
        """Which state of the game a page shows: the person's changes so far, as saved (so a page made
        before a server restart still sends the right one), plus one for the opening."""
        return self.seat.changes + 1

    @property
    def path(self) -> Path:
        """The save file."""
        return self.seat.save_path

    @property
    def unsaved(self) -> str | None:
        """Why the last change could not be saved (disk full...), kept in memory; None once saved."""
        if self.seat.unsaved is None:
            return None
        return self.seat.unsaved.replace(str(self.path.parent) + os.sep, "")

    def close(self) -> None:
        """Let go of the save (its lock), so a terminal may open it."""
        self.seat.release()

    # -- opening -------------------------------------------------------------
    @classmethod
    def new(cls, name: str, path: Path, spec: GameSpec, options: dict[str, Any], seed: int, dice: str,
            registry: Registry | None = None, lock: SaveLock | None = None, draws: str = "seeded") -> Room:
        """A new game, saved to ``path`` at once, even while its setup waits for a roll or draw
        (``lock``: that path's, already held)."""
        try:
            seat = Seat.new(spec, options, seed, path, lock, registry=registry, dice=dice, draws=draws)
        except SolobotError as exc:
            if lock is not None:
                lock.release()
            raise Refused(str(exc)) from None
        room = cls(name, seat, registry)
        if room.seat.unsaved is not None:  # a new game the disk cannot hold is not started
            room.close()
            raise Refused(_("not started: {why}").format(why=room.unsaved))
        return room

    @classmethod
    def load(cls, name: str, path: Path, registry: Registry | None = None) -> Room:
        """A saved game (a :class:`Refused` line when the save cannot be used, or is open elsewhere)."""
        try:
            lock = open_save(path, "web")
        except SaveLocked as exc:
            said = str(exc).replace(str(path.parent) + os.sep, "")
            raise Refused(_("{why}, then reload this page").format(why=said)) from None
        try:
            seat = Seat.load(path, lock, registry)
        except SolobotError as exc:
            lock.release()
            raise Refused(str(exc).replace(str(path.parent) + os.sep, "")) from None
        except BaseException:
            lock.release()
            raise
        return cls(name, seat, registry)

    # -- what the page may ask -------------------------------------------------
    def check(self, version: Any) -> None:
        """Refuse a request made from a page that did not show the game as it is now."""
        said = str(version) if version is not None else ""
        if not (said.isascii() and said.isdigit() and len(said) <= VERSION_DIGITS):  # one plain ASCII number
            raise Refused(_("the request does not say which step it was made for; reload the page"))
        if int(said) != self.version:
            raise Refused(_("that was sent for an earlier step (another device or an older page played first) "
                            "and was not applied: the page now shows the game as it is"))

    def play(self, words: list[str]) -> str:
        """A command typed or built on the page, through the game's own parser (the seat's, as the terminal)."""
        self._ready()
        name = words[0].lower() if words else ""
        if name in ("undo", "redo"):
            return self.undo() if name == "undo" else self.redo()
        if name in PAGE_COMMANDS:
            raise Refused(_("`{command}` is part of the page itself: see the buttons and sections below").format(
                command=name))
        return self._change(lambda: self.seat.play(words))

    def dice(self, typed: str) -> str:
        """The physical dice the page typed for the roll it was asked for."""
        self._ready()
        request = self.seat.request
        if request is None or request.kind != "roll":
            raise Refused(_("no roll is asked for now"))
        return self._change(lambda: self.seat.answer(typed), answer=True)

    def draw(self, typed: str) -> str:
        """The card, tile or token the page says was drawn, for the draw it was asked for."""
        self._ready()
        request = self.seat.request
        if request is None or request.kind != "draw":
            raise Refused(_("no draw is asked for now"))
        return self._change(lambda: self.seat.answer(typed), answer=True)

    def cancel(self) -> str:
        """Drop the input that waits for dice or a draw (and the dice and draws told for it)."""
        self._ready()
        if self.seat.request is None:
            raise Refused(_("no roll is asked for now"))
        return self._change(lambda: lines_of(self.seat.undo()))

    def undo(self) -> str:
        """Take back the last input (at a roll or draw: the input waiting there)."""
        self._ready()
        return self._change(lambda: lines_of(self.seat.undo()))

    def redo(self) -> str:
        """Put back the input undone last."""
        self._ready()
        return self._change(self.seat.redo)

    def told(self, done: str) -> str:
        """What the page says after a change: ``done``, and, when the save failed, that the change is kept."""
        if self.unsaved is None:
            return done
        return _("{done}. Kept here, but not saved: {why}. It is saved at your next input.").format(
            done=done, why=self.unsaved)

    def save_again(self) -> None:
        """Before any request: a change the disk refused to save is tried again (it may have room now)."""
        if self.seat.unsaved is not None:
            self._save()

    def speak(self, code: str) -> bool:
        """Tell the game's own sentences in language ``code`` from now on (True when they changed).

        A game's sentences, headings and input sentences are told as they happen, in the language spoken
        then; to say them in another, the game is read again from its save in that language (the same
        inputs and dice: the same game). Not while a change waits to be saved, nor when the save was
        changed elsewhere (the next change reads it then): the page's own words follow the language anyway.
        """
        if code == self.language or self.seat.unsaved is not None:
            return False
        try:
            stat = self.path.stat()
            if self._written is not None and (stat.st_mtime_ns, stat.st_size) != self._written:
                return False
            with speaking(code):
                seat = Seat.load(self.path, self.seat.lock, self.registry)
        except (OSError, SolobotError):
            return False
        self.seat = seat
        self.language = code
        return True

    # -- inside ------------------------------------------------------------------
    def _ready(self) -> None:
        """Before a change: the lock follows a terminal that took the game over, and the game is the saved one."""
        self._follow_the_lock()
        self._reload_if_changed_elsewhere()

    def _follow_the_lock(self) -> None:
        """After ``solobot resume --take-over``: let go of the save while the terminal has it, and take
        it back once the terminal has closed it (the page then goes on from the save)."""
        lock = self.seat.lock
        if lock is None or (self.seat.finished and not lock.claimed):
            return
        other = lock.held_elsewhere()
        if other is None:
            return
        if not other.get("closed"):
            lock.release()  # the terminal may hold it fully, and `solobot resume` open it after
            raise Refused(_("this game is open in {where} now: continue there, or close it there "
                            "and then play on here").format(where=describe_owner(other)))
        try:
            lock.claim()
        except (SaveLocked, OSError) as exc:
            raise Refused(str(exc).replace(str(self.path.parent) + os.sep, "")) from None

    def _change(self, change: Any, answer: bool = False) -> str:
        """Make one change through the seat, which saves it (once), and say what was done (or the roll or draw
        now asked; after an ``answer`` to one, what was rolled or drawn, then the next asked).

        The score before it is kept (:attr:`scored`), unless the change answers a roll or draw: then the
        score before the input that asked for it stays, so the page tells the whole input's score changes."""
        before = self.scored if self.seat.request is not None and self.scored is not None else None
        if before is None:
            try:
                before = scored_now(self.seat)
            except Exception:  # a game's score that fails now: the page says no change rather than none
                before = None
        try:
            done = change()
        except Refused:
            raise
        except SolobotError as exc:  # a save, a plugin or a file said no: one line, as the terminal says it
            raise Refused(str(exc)) from None
        except OSError as exc:  # the lock, or the record of a finished game, after the change was made
            self._note_written()
            raise Refused(_("not saved: {why}").format(why=exc)) from None
        self._note_written()  # the seat saved the change: what this room wrote is its own
        self.scored = before
        if self.seat.finished:
            self.close()  # nothing more to write: a terminal may open the finished game
        request = self.seat.request
        if request is not None:  # what was answered, then the next request in the terminal's sentence
            asked = request_line(request.ask, self.seat.person, show_rules=False, words=self.seat.words)
            return f"{done}. {asked}" if answer else asked  # two sentences, each whole
        return done

    def _save(self) -> None:
        """Save (a disk that refuses keeps the change in memory: see :meth:`told`); a finished game lets
        go of its lock, so a terminal may open it."""
        try:
            self.seat.autosave()
        except (OSError, SaveError, SaveLocked) as exc:
            raise Refused(_("not saved: {why}").format(why=exc)) from None
        finally:  # what this room wrote is its own, even when recording the finished game then failed
            self._note_written()
        if self.seat.finished:
            self.close()  # nothing more to write: a terminal may open the finished game

    def _note_written(self) -> None:
        """Remember the save as this room last wrote it (a change on disk after that is another's)."""
        try:
            stat = self.path.stat()
        except OSError:
            return
        self._written = (stat.st_mtime_ns, stat.st_size)

    def _reload_if_changed_elsewhere(self) -> None:
        """A terminal (``solobot resume``) may have played on: start from the save as it is now."""
        try:
            stat = self.path.stat()
        except OSError:
            return
        if self._written is not None and (stat.st_mtime_ns, stat.st_size) != self._written:
            try:
                seat = Seat.load(self.path, self.seat.lock, self.registry)
            except SolobotError as exc:
                raise Refused(_("the save changed on disk and cannot be read now: {why}").format(why=exc)) from None
            self.seat = seat
            self.scored = None
            self._written = (stat.st_mtime_ns, stat.st_size)
            raise Refused(_("the game was played on elsewhere (a terminal?); the page now shows it as saved"))
