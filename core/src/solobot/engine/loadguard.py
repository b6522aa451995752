"""What a plugin may not do to solobot while it loads (issue 28, item 6; issue 41, item 2).

- read the person's typed lines: standard input is ``/dev/null`` while entry points load
  (:func:`no_stdin`), for the plugin's own reads and for any program it starts;
- end or hang the process for good, while a short or killed run never costs a game: the plugin
  being loaded is noted in a small file of the solobot folder and the note removed once it is
  loaded (:class:`Remembered`). A note left by a process that is gone only makes the plugin a
  suspect (the process may have been killed by the person, SIGTERM, SIGHUP, the machine): the next
  run loads it alone in a child process first (:func:`solobot.engine.plugins.probe_in_child`), and skips
  it only when that child ends too. A plugin past the load budget is left out of the run, and
  skipped on later runs only when it is still loading after :func:`hang_proof` seconds (solobot
  waits for it at its end that long, so a slow first import finishes). A skipped plugin is told
  in one line on every run until ``solobot plugins --retry NAME`` (or ``all``), or a new version;
- keep solobot from exiting: the threads it starts are noted (:func:`new_threads`), and
  :func:`leave` does not wait for them;
- change solobot or the standard library unseen: the identities of their functions are
  compared before and after (:func:`patched`), and ``solobot plugins`` names what changed.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from solobot.engine.paths import app_dir

#: the standard-library modules whose functions and classes a plugin must leave alone (with solobot's own)
WATCHED_STDLIB = ("builtins", "json", "os", "os.path", "io", "pathlib", "shutil", "tempfile", "random",
                  "time", "signal", "threading", "subprocess", "hashlib", "pickle", "copy", "sys")
#: the classes of the standard library whose methods are watched too
WATCHED_CLASSES = (("pathlib", "Path"), ("pathlib", "PurePath"), ("json", "JSONEncoder"),
                   ("json", "JSONDecoder"), ("random", "Random"))


# -- standard input ------------------------------------------------------------------------------
@contextlib.contextmanager
def no_stdin() -> Iterator[None]:
    """Standard input is ``/dev/null`` (file descriptor 0 and ``sys.stdin``) for the ``with`` block.

    Only in the main thread (another thread may be reading the real one); a system that refuses
    (no ``/dev/null``, no descriptor 0) leaves standard input as it is.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    saved_fd = None
    null = None
    try:
        saved_fd = os.dup(0)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
    except OSError:
        if saved_fd is not None:
            os.close(saved_fd)
            saved_fd = None
    finally:
        if null is not None:
            os.close(null)
    saved_stdin = sys.stdin
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 (closed below)
    try:
        yield
    finally:
        sys.stdin.close()
        sys.stdin = saved_stdin
        if saved_fd is not None:
            os.dup2(saved_fd, 0)
            os.close(saved_fd)


# -- threads -------------------------------------------------------------------------------------
#: threads started while plugins loaded (solobot does not wait for them at exit)
PLUGIN_THREADS: list[threading.Thread] = []


def new_threads(before: set[threading.Thread]) -> list[threading.Thread]:
    """The threads alive now that were not in ``before``, noted in :data:`PLUGIN_THREADS`."""
    found = [t for t in threading.enumerate() if t not in before and not t.name.startswith("solobot ")]
    PLUGIN_THREADS.extend(found)
    return found


def leave(code: int | str | None) -> None:
    """End the process with ``code`` without waiting for a plugin's threads.

    Python waits for every non-daemon thread before it exits, so a plugin's thread that never ends
    would keep solobot running (and Ctrl-C would then print a traceback). When such a thread is
    alive, solobot's own threads are waited for, the exit handlers run, and the process ends.
    """
    stray = [t for t in PLUGIN_THREADS if t.is_alive() and not t.daemon]
    if not stray:
        sys.exit(code)
    if isinstance(code, str):  # as sys.exit("...") says it
        sys.stderr.write(code + "\n")
    status = code if isinstance(code, int) else 0 if code is None else 1
    for thread in threading.enumerate():
        if thread not in stray and thread is not threading.current_thread() and not thread.daemon:
            thread.join()
    import atexit

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(status)


# -- patches -------------------------------------------------------------------------------------
def _watched() -> Iterator[tuple[str, Any]]:
    for name in WATCHED_STDLIB:
        module = sys.modules.get(name)
        if module is not None:
            yield from ((f"{name}.{key}", value) for key, value in list(vars(module).items())
                        if callable(value) and not key.startswith("__"))
    for module_name, class_name in WATCHED_CLASSES:
        cls = getattr(sys.modules.get(module_name), class_name, None)
        if isinstance(cls, type):
            yield from ((f"{module_name}.{class_name}.{key}", value) for key, value in list(vars(cls).items())
                        if not key.startswith("__"))
    for name, module in list(sys.modules.items()):
        if (name == "solobot" or name.startswith("solobot.")) and module is not None:
            yield from ((f"{name}.{key}", value) for key, value in list(vars(module).items())
                        if callable(value) and not key.startswith("_")
                        and getattr(value, "__module__", None) == name)


def identities() -> dict[str, int]:
    """The identity of each watched function and class (see :func:`patched`)."""
    return {name: id(value) for name, value in _watched()}


def patched(before: dict[str, int]) -> list[str]:
    """The watched names whose function or class is no longer the one of ``before`` (replaced or removed)."""
    now = identities()
    return sorted(name for name, ident in before.items() if now.get(name) != ident)


# -- remembered --------------------------------------------------------------------------------------
SKIPPED_FILE = "skipped-plugins.json"
LOADING_FOLDER = "plugins-loading"
#: the seconds a plugin past its budget may still take before solobot judges it hung, at the least
HANG_PROOF = 10.0
#: ... and as a multiple of the budget (a plugin slow on its first import gets three budgets)
HANG_BUDGETS = 3


def hang_proof(budget: float) -> float:
    """The seconds of loading after which a plugin that has not finished is taken to hang: three load
    budgets and at least :data:`HANG_PROOF`, so neither a short budget (``SOLOBOT_PLUGIN_TIMEOUT=0.005``)
    nor a slow first import (byte-compiling, a first cache) is mistaken for a hang."""
    return max(HANG_PROOF, HANG_BUDGETS * budget)


class Remembered:
    """The plugins skipped because they provably ended or hung the process while loading, and the
    suspects (a process ended while they loaded), kept in the solobot folder.

    An entry of the file is ``{"version", "proved": "hung", "seconds"}``, ``{"version", "proved": "ended",
    "how"}`` or ``{"version", "suspect": "ended"}``; an entry another solobot wrote (no ``proved``) is a
    suspect at most. Every failure to read or write these small files is ignored: remembering is a help,
    and must never stop a command.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or app_dir()
        self.marker = self.folder / LOADING_FOLDER / str(os.getpid())
        self.watching_now = False  # inside :meth:`watching`: this process's own note is no leftover

    @property
    def path(self) -> Path:
        return self.folder / SKIPPED_FILE

    def skipped(self) -> dict[str, dict[str, Any]]:
        """Plugin name -> its entry, for every plugin proved to end or hang the process while it loads."""
        return {name: entry for name, entry in self._entries().items() if entry.get("proved") in ("hung", "ended")}

    def suspects(self) -> dict[str, str]:
        """Plugin name -> version, for the plugins that were loading when a process ended (not proved)."""
        return {name: str(entry.get("version", "")) for name, entry in self._entries().items()
                if entry.get("proved") not in ("hung", "ended") and ("suspect" in entry or "times" in entry)}

    def _entries(self) -> dict[str, dict[str, Any]]:
        """Every entry of the file (the notes of ended processes counted first)."""
        self._collect_ended()
        return self._read()

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
                and isinstance(v.get("version", ""), str)}

    def skip(self, name: str, version: str, proved: str, **detail: Any) -> None:
        """Skip ``name`` (of ``version``) from now on: ``proved`` is ``"hung"`` (``seconds=``) or ``"ended"``
        (``how=``: ``"exit code 3"``, ``"signal SIGSEGV"``)."""
        data = self._entries()
        data[name] = {"version": version, "proved": proved, **detail}
        self._write(data)

    def forget(self, name: str) -> None:
        """``name`` is neither skipped nor a suspect any more."""
        data = self._entries()
        if data.pop(name, None) is not None:
            self._write(data)

    def retry(self, name: str) -> bool:
        """Take ``name`` off the list; False when it was not on it."""
        data = self._entries()
        if name not in data:
            return False
        del data[name]
        self._write(data)
        return True

    def _write(self, data: dict[str, Any]) -> None:
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            part = self.path.with_name(f".{SKIPPED_FILE}.{os.getpid()}")
            part.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
            os.replace(part, self.path)

    @contextlib.contextmanager
    def watching(self) -> Iterator[None]:
        """For the ``with`` block (all plugins loading), a note in the solobot folder names the plugin being
        loaded (:meth:`loading`); a process that dies in it leaves the note. The note, and the folders made
        for it, are gone afterwards."""
        made = [folder for folder in (self.folder, self.marker.parent) if not folder.exists()]
        self._collect_ended()  # (before this process writes a note of its own)
        self.watching_now = True
        try:
            yield
        finally:
            self.watching_now = False
            with contextlib.suppress(OSError):
                self.marker.unlink(missing_ok=True)
            for folder in reversed(made):
                with contextlib.suppress(OSError):
                    folder.rmdir()  # only if empty: another process may be loading too
            if self.marker.parent.exists():
                with contextlib.suppress(OSError):
                    self.marker.parent.rmdir()

    def loading(self, name: str, version: str) -> None:
        """Note that ``name`` is loading now (inside :meth:`watching`)."""
        with contextlib.suppress(OSError):
            self.marker.parent.mkdir(parents=True, exist_ok=True)
            self.marker.write_text(json.dumps({"name": name, "version": version}), encoding="utf-8")

    def _collect_ended(self) -> None:
        """Notes left by processes that are gone: their plugin becomes a suspect (a kill is no proof)."""
        try:
            notes = list((self.folder / LOADING_FOLDER).iterdir())
        except OSError:
            return
        ended = []
        for note in notes:
            # (a note of this pid is an earlier process's, pids being reused, unless this one is loading now)
            mine = note.name == str(os.getpid())
            if not note.name.isdigit() or (mine and self.watching_now) or (not mine and process_alive(int(note.name))):
                continue
            try:
                said = json.loads(note.read_text(encoding="utf-8"))
                note.unlink()
            except (OSError, ValueError):
                continue
            if isinstance(said, dict) and isinstance(said.get("name"), str):
                ended.append(said)
        if ended:
            data = self._read()
            for said in ended:
                before = data.get(said["name"], {})
                version = str(said.get("version", ""))
                if before.get("proved") and before.get("version") == version:
                    continue  # (already skipped: a retry that ended again stays proved)
                data[said["name"]] = {"version": version, "suspect": "ended"}
            self._write(data)


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (one of another user's counts: it cannot be signalled, but it runs)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError, OSError):
        return True
    return True
