"""Output files (``--csv``, ``--output``, ``--plot``) that never replace what is not theirs.

An output path may name nothing yet, or a regular file solobot wrote earlier as the same kind
of output; ``--force`` is then needed to replace it. Anything else is refused in one line,
before anything is played: a file solobot did not write, a save (never, even with ``--force``),
a folder, a device, a pipe, an empty name, a name too long for the file system, a folder that
is not there. How solobot recognises its own outputs (docs/your-data.md):

- a CSV of games: its first line is ``index,seed,`` ... ``,winner``;
- a rule heat map CSV: its first line is ``rule,declared,games_fired_in,per_game``;
- a calibration page: its first line is ``# Calibration: ...``;
- a plot: a PNG whose ``Software`` text chunk says ``solobot`` (solobot writes it there).
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from solobot.files import FileRefused

#: how much of an existing file is read to recognise it
HEAD_BYTES = 4096
#: the PNG text chunk solobot's plots carry (``savefig(metadata=PLOT_METADATA)``)
PLOT_METADATA = {"Software": "solobot"}


def _first_line(head: bytes) -> str:
    return head.split(b"\n", 1)[0].rstrip(b"\r").decode("utf-8", "replace")


@dataclass(frozen=True)
class Kind:
    """A kind of output: how it is named to the person, and how solobot recognises its own."""

    what: str
    option: str
    ours: Callable[[bytes], bool]
    suffix: str = ""


def _games_csv(head: bytes) -> bool:
    line = _first_line(head)
    return line.startswith("index,seed,") and line.endswith(",winner")


GAMES_CSV = Kind("CSV file", "--csv", _games_csv)
RULES_CSV = Kind("rule heat map CSV", "--csv",
                 lambda head: _first_line(head) == "rule,declared,games_fired_in,per_game")
PAGE = Kind("calibration page", "--output", lambda head: _first_line(head).startswith("# Calibration: "))
PLOT = Kind("plot", "--plot", lambda head: head.startswith(b"\x89PNG\r\n\x1a\n") and b"Software\x00solobot" in head,
            suffix=".png")


def _is_save(head: bytes) -> bool:
    return b'"format"' in head and b'"solobot-save"' in head


def check_output(path: str | os.PathLike[str] | None, kind: Kind, force: bool = False) -> Path:
    """``path`` if solobot may write ``kind`` there; else one clear :class:`FileRefused` line.

    Checked before anything is played; :func:`open_output` checks again when it opens.
    """
    if path is None or not str(path).strip():
        raise FileRefused(f"{kind.option} needs a file name")
    where = Path(path)
    if kind.suffix and where.suffix.lower() != kind.suffix:
        raise FileRefused(f"{kind.option} {where}: solobot writes the {kind.what} as {kind.suffix.upper()[1:]}, "
                          f"so the name must end in {kind.suffix}")
    try:
        info = os.stat(where)
    except FileNotFoundError:
        folder = where.resolve().parent
        if not folder.is_dir():
            raise FileRefused(f"cannot write the {kind.what} {where}: no folder {folder}") from None
        return where
    except OSError as exc:
        raise FileRefused(_cannot(where, kind, exc)) from None
    if not stat.S_ISREG(info.st_mode):
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file (a device, pipe or socket)"
        raise FileRefused(f"{kind.option} {where} is {what}; solobot writes outputs only to regular files")
    head = _head(where, kind)
    if _is_save(head):
        raise FileRefused(f"{kind.option} {where} is a solobot save; an output never replaces a save: "
                          "choose another path")
    if not kind.ours(head):
        raise FileRefused(f"{kind.option} {where} already holds a file solobot did not write as a {kind.what}; "
                          "solobot does not replace it: choose another path")
    if not force:
        raise FileRefused(f"{kind.option} {where} holds a {kind.what} of an earlier run; add --force to replace it")
    return where


def _head(where: Path, kind: Kind) -> bytes:
    try:
        fd = os.open(where, os.O_RDONLY | os.O_NONBLOCK)
        try:
            return os.read(fd, HEAD_BYTES)
        finally:
            os.close(fd)
    except OSError as exc:
        raise FileRefused(_cannot(where, kind, exc)) from None


def _cannot(where: Path, kind: Kind, exc: OSError) -> str:
    if exc.errno == errno.ENAMETOOLONG:
        return f"cannot write the {kind.what}: the name {str(where)[:60]}... is too long for the file system"
    return f"cannot write the {kind.what} {where}: {exc.strerror or exc}"


class Output:
    """An output file open for writing: every failure (disk full...) is one clear :class:`FileRefused` line."""

    def __init__(self, path: str | os.PathLike[str], kind: Kind, force: bool = False, newline: str | None = None):
        self.path = check_output(path, kind, force)
        self.kind = kind
        flags = os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK | (os.O_TRUNC if self.path.exists() else os.O_EXCL)
        try:
            fd = os.open(self.path, flags, 0o644)
            self.handle: IO[Any] = os.fdopen(fd, "w", encoding="utf-8", newline=newline)
        except OSError as exc:
            raise FileRefused(_cannot(self.path, kind, exc)) from None

    def write(self, text: str) -> None:
        """Write ``text`` (one clear line when the disk refuses)."""
        try:
            self.handle.write(text)
        except OSError as exc:
            raise FileRefused(_cannot(self.path, self.kind, exc)) from None

    def close(self) -> None:
        """Flush and close (one clear line when the disk refuses)."""
        try:
            self.handle.close()
        except OSError as exc:
            raise FileRefused(_cannot(self.path, self.kind, exc)) from None


def write_output(path: str | os.PathLike[str], kind: Kind, text: str, force: bool = False) -> None:
    """Write a whole output file at once (checked as :func:`check_output` says)."""
    out = Output(path, kind, force)
    try:
        out.write(text)
    finally:
        out.close()
