"""One writer per save: the lock a session holds for as long as it has a game open.

Beside a save ``x.json`` live three small hidden files:

- ``.x.json.lock``: a ``filelock`` lock held for the whole session. The kernel lets go of it
  when the process ends, however it ends (``kill -9`` included), so a lock left by a killed
  process is never mistaken for a live one, and no process id is ever guessed at.
- ``.x.json.owner``: who holds the game, or held it last (process id, host, since when,
  terminal or web, whether it closed) and a token, so a second opener is told where the game
  is open, and a session that was taken over knows it.
- ``.x.json.owner.lock``: a short lock around reading or changing the owner record and around
  each write of the save, so a take-over and a write never interleave.

A second opener is refused in one line. With an explicit take-over the owner record names
the new session; the old one finds that out before its next write and stops writing.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import socket
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from filelock import FileLock, Timeout

from solobot.errors import PersonError
from solobot.files import MAX_SAVE_BYTES, FileRefused, check_regular_file
from solobot.i18n import N_, _

#: how long a write waits for the short lock around the owner record (a write takes milliseconds)
SHORT_WAIT = 10.0

WHERE = {"terminal": N_("a terminal"), "web": N_("the web companion")}



class SaveLocked(PersonError):
    """A save open in another session (one line: where, and how to continue)."""


#: a save name longer than this gets lock files named after its digest (a name of 250 characters
#: is a valid save, but ``.NAME.owner.lock`` would be over the file system's 255)
LONG_NAME = 200


def hidden_file(save: Path, suffix: str) -> Path:
    """The hidden file ``.NAME<suffix>`` beside ``save`` (a long NAME shortened, its digest kept)."""
    name = save.name
    if len(name.encode()) > LONG_NAME:
        name = f"{name[:100]}~{hashlib.sha256(name.encode()).hexdigest()[:16]}"
    return save.with_name(f".{name}{suffix}")


def _read_owner(path: Path) -> dict | None:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.loads(handle.read(4096))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _since(owner: dict) -> str:
    try:
        return datetime.fromtimestamp(float(owner.get("since", 0))).strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError, OverflowError, OSError):
        return _("an unknown time")


def describe_owner(owner: dict | None) -> str:
    """Where a game is open, in words: ``a terminal (process 412 on mybox, since 2026-12-01 09:40)``."""
    if not owner:
        return _("another session (it did not say where)")
    where = _(WHERE.get(str(owner.get("where")), N_("another session")))
    return _("{where} (process {pid} on {host}, since {since})").format(
        where=where, pid=owner.get("pid", "?"), host=owner.get("host", "?"), since=_since(owner))


class SaveLock:
    """The lock of one save for one session.

    :param save: the save file (it need not exist yet).
    :param where: ``"terminal"`` or ``"web"``, told to a second opener.
    """

    def __init__(self, save: str | os.PathLike[str], where: str = "terminal"):
        self.save = Path(os.path.realpath(save))
        self.where = where
        self.token = secrets.token_hex(8)
        self._session = FileLock(str(hidden_file(self.save, ".lock")), timeout=0, thread_local=False)
        self._short = FileLock(str(hidden_file(self.save, ".owner.lock")), timeout=SHORT_WAIT, thread_local=False)
        self._owner = hidden_file(self.save, ".owner")
        self.claimed = False
        #: said once when the lock was taken from a session that had ended without closing, or taken over
        self.note = ""

    # -- the short lock ------------------------------------------------------------
    @contextlib.contextmanager
    def _briefly(self) -> Iterator[None]:
        try:
            self._short.acquire()
        except Timeout:
            raise SaveLocked(_("{path} is being written by another session right now; try again").format(
                path=self.save)) from None
        try:
            yield
        finally:
            self._short.release()

    def _write_owner(self, closed: bool = False) -> None:
        record = {"pid": os.getpid(), "host": socket.gethostname(), "since": datetime.now().timestamp(),
                  "where": self.where, "token": self.token, "closed": closed}
        tmp = self._owner.with_name(f"{self._owner.name}.{os.getpid()}.{self.token}.tmp")
        tmp.write_text(json.dumps(record), encoding="utf-8")
        os.replace(tmp, self._owner)

    def _check_lock_file(self) -> None:
        """:class:`SaveLocked` at once when no lock file can be made beside the save (``/proc/self/status``:
        its folder takes no new file), which ``filelock`` would otherwise try until :data:`SHORT_WAIT` is
        spent, then be told as another session writing the save."""
        lock_file = Path(self._short.lock_file)
        try:
            os.close(os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o644))
        except OSError as exc:
            raise SaveLocked(_("cannot open {path}: no lock file can be made beside it ({why})").format(
                path=self.save, why=exc.strerror or exc)) from None

    def _try_session_lock(self) -> bool:
        if self._session.is_locked:
            return True
        try:
            self._session.acquire()
        except Timeout:
            return False
        return True

    # -- what a session does ---------------------------------------------------------
    def claim(self, take_over: bool = False, how: str = "") -> None:
        """Become the save's one writer, or raise :class:`SaveLocked` saying where it is open.

        :param take_over: take the game from a session that still has it open (it stops writing).
        :param how: how the person takes it over, for the refusal (``solobot resume x.json --take-over``).
        :raises OSError: the folder cannot hold the lock files (the caller words it).
        """
        self.save.parent.mkdir(parents=True, exist_ok=True)
        self._check_lock_file()
        with self._briefly():
            previous = _read_owner(self._owner)
            if self._try_session_lock():
                if previous and not previous.get("closed") and previous.get("token") != self.token:
                    self.note = _("{name} was still marked open in {owner}, which ended without closing it; this "
                                  "session took it over").format(name=self.save.name, owner=describe_owner(previous))
            elif not take_over:
                told = (_("{path} is open in {owner}; close it there, or take it over with: {how}") if how
                        else _("{path} is open in {owner}; close it there"))
                raise SaveLocked(told.format(path=self.save, owner=describe_owner(previous), how=how))
            else:
                self.note = _("taken over from {owner}, which stops saving this game").format(
                    owner=describe_owner(previous))
            self._write_owner()
        self.claimed = True

    def held_elsewhere(self) -> dict | None:
        """The owner record when another session has taken the save over (None while it names us)."""
        owner = _read_owner(self._owner)
        return owner if owner is not None and owner.get("token") != self.token else None

    def is_free(self) -> bool:
        """Whether no live session holds the save (for a one-off write such as ``save PATH``)."""
        if self.claimed:
            return True
        with self._briefly():
            if not self._try_session_lock():
                return False
            self._session.release()
            return True

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Around one write of the save: refuse (:class:`SaveLocked`) when another session took it over."""
        with self._briefly():
            owner = _read_owner(self._owner)
            if owner is not None and owner.get("token") != self.token:
                told = (_("not saved here: {path} was taken over by {owner}; it has closed it since: continue with "
                          "solobot resume {path}") if owner.get("closed") else
                        _("not saved here: {path} was taken over by {owner}; continue the game there"))
                raise SaveLocked(told.format(path=self.save, owner=describe_owner(owner)))
            self._try_session_lock()  # after a take-over, hold it as soon as the old session has closed
            yield

    def release(self) -> None:
        """Close: the owner record says closed (when it still names us) and the lock is let go.

        The record stays, naming the last session: one that was taken over and is still open
        is thus refused at its next write even after the session that took over has closed.
        """
        if not self.claimed:
            return
        self.claimed = False
        with contextlib.suppress(OSError, SaveLocked), self._briefly():
            owner = _read_owner(self._owner)
            if owner is not None and owner.get("token") == self.token:
                self._write_owner(closed=True)
        if self._session.is_locked:
            self._session.release(force=True)


def open_save(save: str | os.PathLike[str], where: str = "terminal", take_over: bool = False,
              how: str = "") -> SaveLock:
    """The claimed lock of ``save`` for a session (see :meth:`SaveLock.claim`); one line when it cannot be,
    at once when something other than a regular file is there (a folder, a pipe, a device)."""
    try:
        if os.path.lexists(save):  # not there: a new game's save (or a name too long to be one: written later)
            check_regular_file(save, MAX_SAVE_BYTES, _("save file"))
    except FileNotFoundError:
        pass
    except FileRefused as exc:
        raise SaveLocked(str(exc)) from None
    lock = SaveLock(save, where)
    try:
        lock.claim(take_over, how)
    except OSError as exc:
        raise SaveLocked(_("cannot open {path} for writing: {why}").format(path=save,
                                                                          why=exc.strerror or exc)) from None
    return lock


VANISHED_TRIES = 5
"""How often a new game tries a name again whose lock file vanished as it was opened (two games started at once)."""


def claim_free_path(path: Path, where: str = "terminal") -> tuple[Path, SaveLock]:
    """The first free path among ``path``, ``path-2``, ``path-3``..., its lock held.

    Two new games started at the same moment never take the same file: a name whose
    lock another new game holds is skipped, and a name is free only while its lock is held.
    """
    n, vanished = 1, 0
    while True:
        candidate = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        n += 1
        if os.path.lexists(candidate):
            continue
        lock = SaveLock(candidate, where)
        try:
            lock.claim()
        except SaveLocked:
            continue  # another new game has just taken it
        except FileNotFoundError as exc:
            vanished += 1  # a lock file another new game made and let go of at that instant: try the name again
            if vanished > VANISHED_TRIES:
                raise SaveLocked(_("cannot save a new game in {folder}: {why}").format(
                    folder=candidate.parent, why=exc.strerror or exc)) from None
            n -= 1
            continue
        except OSError as exc:
            raise SaveLocked(_("cannot save a new game in {folder}: {why}").format(folder=candidate.parent,
                                                                                   why=exc.strerror or exc)) from None
        if not os.path.lexists(candidate):
            return candidate, lock
        lock.release()
