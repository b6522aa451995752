"""What a plugin may not do to solobot while it loads (issue 28, item 6).

- read the person's typed lines: standard input is ``/dev/null`` while entry points load
  (:func:`no_stdin`), for the plugin's own reads and for any program it starts;
- end or hang the process for good: the plugin being loaded is noted in a small file of the
  solobot folder and the note removed once it is loaded (:class:`Remembered`); a note left by
  a process that is gone, or a plugin that did not finish in time, puts the plugin on the list
  of skipped plugins, told in one line on every run until ``solobot plugins --retry NAME``
  (or a new version of it is installed);
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

from solobot.paths import app_dir

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


class Remembered:
    """The plugins skipped because they ended or hung the process while loading, kept in the solobot folder.

    Every failure to read or write these small files is ignored: remembering is a help, and must
    never stop a command.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or app_dir()
        self.marker = self.folder / LOADING_FOLDER / str(os.getpid())
        self.watching_now = False  # inside :meth:`watching`: this process's own note is no leftover

    @property
    def path(self) -> Path:
        return self.folder / SKIPPED_FILE

    def skipped(self) -> dict[str, dict[str, Any]]:
        """Plugin name -> {"version", "why"} of every skipped plugin, with the notes of processes that
        ended while loading a plugin counted first. A process that ended once while a plugin loaded may
        have been killed by the person or the machine: the plugin is skipped only when that happened
        on two runs in a row (``times``); a hang is skipped at once."""
        return {name: entry for name, entry in self._entries().items() if entry.get("times", 2) >= 2}

    def loaded_fine(self, name: str) -> None:
        """``name`` loaded this time: a run that ended once while it loaded is forgotten."""
        data = self._entries()
        if name in data and data[name].get("times", 2) < 2:
            del data[name]
            self._write(data)

    def _entries(self) -> dict[str, dict[str, Any]]:
        """Every entry of the file, the ones counted once included (the notes of ended processes counted first)."""
        self._collect_ended()
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
                and isinstance(v.get("why"), str) and isinstance(v.get("version", ""), str)}

    def skip(self, name: str, version: str, why: str) -> None:
        data = self._entries()
        data[name] = {"version": version, "why": why}
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
        """Notes left by processes that are gone: their plugin ended the process while loading."""
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
            try:
                data = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                data = {}
            data = data if isinstance(data, dict) else {}
            for said in ended:
                version = str(said.get("version", ""))
                before = data.get(said["name"])
                same = isinstance(before, dict) and before.get("version") == version
                times = before.get("times", 0) + 1 if same else 1
                data[said["name"]] = {"version": version, "times": times,
                                      "why": "solobot ended while it loaded, on two runs in a row (os._exit, "
                                             "a crash of Python, or a kill)"}
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
