"""One game played from the web: a :class:`Room` around a :class:`~solobot.session.Session`.

Everything that changes a game goes through a room, one change at a time (the caller
holds the room's lock), and every change is checked against the version the person saw:
``version`` counts the changes made in this room (inputs, dice, undo, redo), so an input
sent from a page showing an earlier step is refused and never applied twice. (The number
of inputs alone would not do: an undo and a new input bring it back to a value a stale
page also shows.)

**Physical dice.** A session asks for physical dice synchronously, from inside
``submit``. A page cannot answer inside that call, so the room's ``ask_roll`` raises
:class:`~solobot.session.AwaitingRoll`: the session restores the state from before the
input (a replay), the room keeps the request and the stopped operation, and the page shows
die buttons. When the dice arrive they are appended to the session's kept rolls and the
operation runs again: the replay uses the kept rolls and asks only for the next missing
one. We chose this over parking the session in a worker thread blocked on a queue because
it keeps no thread per waiting game, any device (or a server restart) can answer, and it
relies only on what the session already guarantees: kept rolls replay exactly.

**Physical draws** take the same path: the room answers the session's ``ask_draw`` the same
way (:class:`~solobot.session.AwaitingDraw` is an ``AwaitingRoll``), the page shows the items
that can still come as buttons, and the item chosen is appended to the session's kept draws.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solobot.cli.draws import parse_draw, refusal
from solobot.cli.history import record_game
from solobot.cli.table import CORE_COMMANDS, MAX_LINE, parse_roll
from solobot.events import Event
from solobot.game import ComponentError, GameSpec, IllegalAction
from solobot.plugins import PluginError, Registry
from solobot.savelock import SaveLock, SaveLocked, open_save
from solobot.saves import SaveError, load_session, write_save
from solobot.session import AwaitingDraw, AwaitingRoll, OptionsError, PluginFailure, Session
from solobot.toolkit.randomness import DrawRequest, RollRequest
from solobot.web.words import done_line, done_sentence, redone
from solobot.web.words import undo as undo_told_line


class Refused(Exception):
    """A request that changes nothing, with the one line that says why."""


@dataclass
class Waiting:
    """An operation stopped until the person types physical dice (or says what they drew)."""

    request: RollRequest | DrawRequest
    retry: Callable[[], None]
    rolls_before: int
    told: list[Event] = field(default_factory=list)
    drawn_before: int = 0


class Room:
    """One game, its save file, and the changes made to it from the web.

    :param name: the save file's name (the game's address: ``/game/NAME``).
    :param path: the save file.
    :param start: builds the session, given the ``ask_roll`` and the rolls typed so far.
    :param setup_drawn: the list ``start`` keeps the setup's physical draws in (a new game's).
    """

    def __init__(self, name: str, path: Path, start: Callable[[Any, list[int]], Session],
                 registry: Registry | None = None, lock: SaveLock | None = None,
                 setup_drawn: list[Any] | None = None):
        self.name = name
        self.lock = lock  # held for as long as the server has the game open: one writer per save
        self.registry = registry
        self.path = path
        self.version = 0
        self.session: Session | None = None
        self.waiting: Waiting | None = None
        self.setup_rolls: list[int] = []
        self.setup_drawn: list[Any] = [] if setup_drawn is None else setup_drawn
        self._told: list[Event] = []
        self._start = start
        self._written: tuple[int, int] | None = None
        self._was_finished = False
        try:
            self._run(self._open)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Let go of the save (its lock), so a terminal may open it."""
        if self.lock is not None:
            self.lock.release()

    # -- opening -------------------------------------------------------------
    @classmethod
    def new(cls, name: str, path: Path, spec: GameSpec, options: dict[str, Any], seed: int, dice: str,
            registry: Registry | None = None, lock: SaveLock | None = None, draws: str = "seeded") -> Room:
        """A new game, saved to ``path`` as soon as it is set up (``lock``: that path's, already held)."""
        drawn: list[Any] = []  # the setup's own draws, kept while the page answers them

        def start(ask: Any, rolls: list[int]) -> Session:
            return Session(spec, options, seed, registry=registry, dice=dice, rolls=rolls, ask_roll=ask,
                           draws=draws, drawn=drawn, ask_draw=ask)
        return cls(name, path, start, registry, lock, setup_drawn=drawn)

    @classmethod
    def load(cls, name: str, path: Path, registry: Registry | None = None) -> Room:
        """A saved game (a :class:`Refused` line when the save cannot be used, or is open elsewhere)."""
        def start(ask: Any, rolls: list[int]) -> Session:
            try:
                return load_session(path, registry, ask_roll=ask, ask_draw=ask)[0]
            except (SaveError, PluginError) as exc:
                raise Refused(str(exc).replace(str(path.parent) + os.sep, "")) from None
        try:
            lock = open_save(path, "web")
        except SaveLocked as exc:
            said = str(exc).replace(str(path.parent) + os.sep, "")
            raise Refused(f"{said}, then reload this page") from None
        return cls(name, path, start, registry, lock)

    def _open(self) -> None:
        self.session = self._start(self._ask_roll, self.setup_rolls)
        self._was_finished = self.session.finished
        pending, self.session.interrupted = self.session.interrupted, None
        self._save()
        if pending is not None:  # an input the terminal left at a dice prompt: its roll is asked here
            self._run(lambda: self._submit(pending))

    def _ask_roll(self, session: Session, request: RollRequest | DrawRequest) -> list[int]:
        """The session's ``ask_roll`` and ``ask_draw``: keep what the input has told so far, and stop it
        (see the module)."""
        start = session.marks[-1] if session.marks else 0
        self._told = list(session.events[start:])
        raise AwaitingDraw(request) if isinstance(request, DrawRequest) else AwaitingRoll(request)

    # -- what the page may ask -------------------------------------------------
    def check(self, version: Any) -> None:
        """Refuse a request made from a page that did not show the game as it is now."""
        try:
            seen = int(version)
        except (TypeError, ValueError):
            raise Refused("the request does not say which step it was made for; reload the page") from None
        if seen != self.version:
            raise Refused("that was sent for an earlier step (another device or an older page played first) "
                          "and was not applied: the page now shows the game as it is")

    def play(self, words: list[str]) -> str:
        """A command typed or built on the page, through the game's own parser."""
        session = self._ready()
        if sum(len(w) + 1 for w in words) > MAX_LINE:
            raise Refused(f"that line is too long; commands are short (at most {MAX_LINE} characters)")
        if not words:
            raise Refused("type a command")
        name = words[0].lower()
        if name in ("undo", "redo"):
            return self.undo() if name == "undo" else self.redo()
        if name in CORE_COMMANDS or name == "exit":
            raise Refused(f"`{name}` is part of the page itself: see the buttons and sections below")
        if session.finished:
            raise Refused("the game is over")
        try:
            action = session.game.parse_command(session.ctx, session.state, session.pending.seat, words)
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        except (Exception, SystemExit) as exc:  # a bug in the game's parser: one line, the game as it was
            raise Refused(f"game {session.spec.name}: its parse_command failed: {type(exc).__name__}: {exc}") from None
        typed = done_line(words, session.score().points)
        return self._run(lambda: self._submit(action), lambda: done_sentence(session, typed))

    def dice(self, typed: str) -> str:
        """The physical dice the page typed for the roll it was asked for."""
        if self.waiting is None or isinstance(self.waiting.request, DrawRequest):
            raise Refused("no roll is asked for now")
        request = self.waiting.request
        values = parse_roll(typed, request)
        if values is None:
            count = "a whole number" if request.count == 1 else f"{request.count} whole numbers"
            raise Refused(f"type {count} from 1 to {request.sides}")
        waiting, self.waiting = self.waiting, None
        self._rolls().extend(values)
        return self._run(waiting.retry, f"Rolled {' '.join(map(str, values))}", waiting.rolls_before)

    def draw(self, typed: str) -> str:
        """The card, tile or token the page says was drawn, for the draw it was asked for."""
        if self.waiting is None or not isinstance(self.waiting.request, DrawRequest):
            raise Refused("no draw is asked for now")
        item = parse_draw(typed, self.waiting.request)
        if item is None:
            raise Refused(refusal(typed, self.waiting.request))
        waiting, self.waiting = self.waiting, None
        self._drawn().append(item)
        return self._run(waiting.retry, "Drawn", waiting.rolls_before, waiting.drawn_before)

    def cancel(self) -> str:
        """Drop the input that waits for dice or a draw (and the dice and draws told for it)."""
        if self.waiting is None:
            raise Refused("no roll is asked for now")
        del self._rolls()[self.waiting.rolls_before:]
        del self._drawn()[self.waiting.drawn_before:]
        if self.session is None:  # the setup itself rolls: it cannot be dropped, only asked again
            self.waiting = None
            return self._run(self._open, "The dice typed so far are dropped")
        self.waiting = None
        self.version += 1
        return "That input is dropped; nothing changed"

    def undo(self) -> str:
        """Take back the last input."""
        session = self._ready()
        try:
            said = undo_told_line(session)
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        self._changed()
        return said

    def redo(self) -> str:
        """Put back the input undone last."""
        session = self._ready()
        try:
            self._run(session.redo)
            return redone(session)
        except IllegalAction as exc:
            raise Refused(str(exc)) from None

    # -- inside ------------------------------------------------------------------
    def _ready(self) -> Session:
        if self.waiting is not None:
            what = "draw" if isinstance(self.waiting.request, DrawRequest) else "roll"
            raise Refused(f"finish the {what} first (or drop that input)")
        if self.session is None:
            raise Refused("the game is still being set up")
        self._reload_if_changed_elsewhere()
        return self.session

    def _rolls(self) -> list[int]:
        return self.session.rolls if self.session is not None else self.setup_rolls

    def _drawn(self) -> list[Any]:
        return self.session.drawn if self.session is not None else self.setup_drawn

    def _submit(self, action: dict[str, Any]) -> None:
        assert self.session is not None
        self.session.submit(action)

    def _run(self, operation: Callable[[], Any], done: str | Callable[[], str] = "", before: int | None = None,
             drawn_before: int | None = None) -> str:
        """Run one change; a physical roll or draw the page must answer stops it (see the module's docstring).

        ``done`` is the line saying what was done, or a function giving it once the change is made."""
        before = len(self._rolls()) if before is None else before
        drawn_before = len(self._drawn()) if drawn_before is None else drawn_before
        try:
            operation()
        except AwaitingRoll as stop:
            self.waiting = Waiting(stop.request, operation, before, self._told, drawn_before)
            self.version += 1
            return "Draw for the game" if isinstance(stop, AwaitingDraw) else "Roll the dice for the bot"
        except IllegalAction as exc:
            raise Refused(str(exc)) from None
        except (OptionsError, PluginFailure, SaveError, ComponentError) as exc:
            raise Refused(str(exc)) from None
        self._changed()
        return done() if callable(done) else done

    def _changed(self) -> None:
        self.version += 1
        self._save()

    def _save(self) -> None:
        session = self.session
        if session is None:
            return
        try:
            if self.lock is not None and not self.lock.claimed:
                self.lock.claim()  # let go when the game ended; a change after that (undo) takes it again
            write_save(session, self.path, self.lock)
        except (OSError, SaveError, SaveLocked) as exc:
            raise Refused(f"not saved: {exc}") from None
        if session.finished:
            self.close()  # nothing more to write: a terminal may open the finished game
        stat = self.path.stat()
        self._written = (stat.st_mtime_ns, stat.st_size)
        if session.finished and not self._was_finished:
            self._was_finished = True
            record_game(session)

    def _reload_if_changed_elsewhere(self) -> None:
        """A terminal (``solobot resume``) may have played on: start from the save as it is now."""
        try:
            stat = self.path.stat()
        except OSError:
            return
        if self._written is not None and (stat.st_mtime_ns, stat.st_size) != self._written:
            try:
                self.session = load_session(self.path, self.registry, ask_roll=self._ask_roll,
                                            ask_draw=self._ask_roll)[0]
            except (SaveError, PluginError) as exc:
                raise Refused(f"the save changed on disk and cannot be read now: {exc}") from None
            self._was_finished = self.session.finished
            self._written = (stat.st_mtime_ns, stat.st_size)
            self.version += 1
            raise Refused("the game was played on elsewhere (a terminal?); the page now shows it as saved")
