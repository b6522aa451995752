"""Output files (``--csv``, ``--output``, ``--plot``) that never replace what is not theirs.

An output path may name nothing yet, or a regular file solobot wrote earlier as the same kind
of output; ``--force`` is then needed to replace it. Anything else is refused in one line,
before anything is played: a file solobot did not write, a save (never, even with ``--force``),
a folder, a device, a pipe, an empty name, a name too long for the file system, a folder that
is not there. How solobot recognises its own outputs (docs/your-data.md):

- a CSV of games: its first line is ``index,seed,`` ... ``,winner``;
- a rule heat map CSV: its first line is ``rule,declared,games_fired_in,per_game``;
- a calibration page: its first line is ``# Calibration: ...``, or the same in another language solobot
  speaks (``# Calibrazione: ...``);
- a plot: a PNG whose ``Software`` text chunk says ``solobot`` (solobot writes it there).

Every output is written to a temporary file beside the target and moved into place at the end, only
if the target is then still absent (a hard link, which never replaces anything) or a regular file
solobot wrote as the same kind of output (and ``--force`` was given). A symbolic link is never
written through: it is refused, before playing and again at the end, so nothing lands in a file
solobot did not write, even when one is put on the path while the games are played.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from solobot.files import FileRefused
from solobot.i18n import CORE, LANGUAGES, N_, _

#: how much of an existing file is read to recognise it
HEAD_BYTES = 4096
#: the PNG text chunk solobot's plots carry (``savefig(metadata=PLOT_METADATA)``)
PLOT_METADATA = {"Software": "solobot"}


def _first_line(head: bytes) -> str:
    return head.split(b"\n", 1)[0].rstrip(b"\r").decode("utf-8", "replace")


@dataclass(frozen=True)
class Kind:
    """A kind of output: how it is named to the person (in English, marked; said in the language
    spoken), and how solobot recognises its own."""

    what: str
    option: str
    ours: Callable[[bytes], bool]
    suffix: str = ""


def _games_csv(head: bytes) -> bool:
    line = _first_line(head)
    return line.startswith("index,seed,") and line.endswith(",winner")


GAMES_CSV = Kind(N_("CSV file"), "--csv", _games_csv)
RULES_CSV = Kind(N_("rule heat map CSV"), "--csv",
                 lambda head: _first_line(head) == "rule,declared,games_fired_in,per_game")
CALIBRATION_HEAD = N_("Calibration: {title}")
"""The calibration page's first line after its ``# ``, in the language spoken when it was written."""


def _calibration_page(head: bytes) -> bool:
    """Whether a file begins as a calibration page does, in any language solobot speaks (it recognises its
    own page whatever language wrote it, and whatever is spoken now)."""
    line = _first_line(head)
    heads = {CORE.translations(code).gettext(CALIBRATION_HEAD).split("{title}")[0] for code in LANGUAGES}
    return any(line.startswith("# " + said) for said in heads if said.strip())


PAGE = Kind(N_("calibration page"), "--output", _calibration_page)
PLOT = Kind(N_("plot"), "--plot", lambda head: head.startswith(b"\x89PNG\r\n\x1a\n") and b"Software\x00solobot" in head,
            suffix=".png")


def _is_save(head: bytes) -> bool:
    return b'"format"' in head and b'"solobot-save"' in head


def check_output(path: str | os.PathLike[str] | None, kind: Kind, force: bool = False) -> Path:
    """``path`` if solobot may write ``kind`` there; else one clear :class:`FileRefused` line.

    Checked before anything is played; :func:`open_output` checks again when it opens.
    """
    if path is None or not str(path).strip():
        raise FileRefused(_("{option} needs a file name").format(option=kind.option))
    where = Path(path)
    what = _(kind.what)
    if kind.suffix and where.suffix.lower() != kind.suffix:
        raise FileRefused(_("{option} {path}: solobot writes the {what} as {format}, so the name must end in "
                            "{suffix}").format(option=kind.option, path=where, what=what,
                                               format=kind.suffix.upper()[1:], suffix=kind.suffix))
    try:
        info = os.lstat(where)
    except FileNotFoundError:
        folder = where.resolve().parent
        if not folder.is_dir():
            raise FileRefused(_("cannot write the {what} {path}: no folder {folder}").format(
                what=what, path=where, folder=folder)) from None
        return where
    except OSError as exc:
        raise FileRefused(_cannot(where, kind, exc)) from None
    if stat.S_ISLNK(info.st_mode):
        raise FileRefused(_("{option} {path} is a symbolic link; solobot never writes an output through one: "
                            "give the path it points to, or another path").format(option=kind.option, path=where))
    if not stat.S_ISREG(info.st_mode):
        told = (_("{option} {path} is a folder; solobot writes outputs only to regular files")
                if stat.S_ISDIR(info.st_mode) else
                _("{option} {path} is not a regular file (a device, pipe or socket); solobot writes outputs only "
                  "to regular files"))
        raise FileRefused(told.format(option=kind.option, path=where))
    head = _head(where, kind)
    if _is_save(head):
        raise FileRefused(_("{option} {path} is a solobot save; an output never replaces a save: "
                            "choose another path").format(option=kind.option, path=where))
    if not kind.ours(head):
        raise FileRefused(_("{option} {path} already holds a file solobot did not write as a {what}; "
                            "solobot does not replace it: choose another path").format(
            option=kind.option, path=where, what=what))
    if not force:
        raise FileRefused(_("{option} {path} holds a {what} of an earlier run; add --force to replace it").format(
            option=kind.option, path=where, what=what))
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
        return _("cannot write the {what}: the name {name}... is too long for the file system").format(
            what=_(kind.what), name=str(where)[:60])
    return _("cannot write the {what} {path}: {why}").format(what=_(kind.what), path=where, why=exc.strerror or exc)


class Output:
    """An output being written: to a temporary file beside the target, moved into place by :meth:`close`
    only if the target is still absent or solobot's own (see :func:`place`); every failure (disk
    full...) is one clear :class:`FileRefused` line, and leaves the target as it was."""

    def __init__(self, path: str | os.PathLike[str], kind: Kind, force: bool = False, newline: str | None = None):
        self.path = check_output(path, kind, force)
        self.kind, self.force, self.finished = kind, force, False
        self.temporary = temporary_beside(self.path, kind)
        try:
            self.handle: IO[Any] = open(self.temporary, "w", encoding="utf-8", newline=newline)  # noqa: SIM115
        except OSError as exc:
            self.temporary.unlink(missing_ok=True)
            raise FileRefused(_cannot(self.path, kind, exc)) from None

    def write(self, text: str) -> None:
        """Write ``text`` (one clear line when the disk refuses)."""
        try:
            self.handle.write(text)
        except OSError as exc:
            raise FileRefused(_cannot(self.path, self.kind, exc)) from None

    def close(self) -> None:
        """Flush, close and move into place (one clear line when the disk or the path refuses)."""
        if self.finished:
            return
        self.finished = True
        try:
            self.handle.close()
        except OSError as exc:
            self.discard()
            raise FileRefused(_cannot(self.path, self.kind, exc)) from None
        place(self.temporary, self.path, self.kind, self.force)

    def discard(self) -> None:
        """Drop what was written; the target is left as it was."""
        self.finished = True
        with contextlib.suppress(OSError):
            self.handle.close()
        self.temporary.unlink(missing_ok=True)


def temporary_beside(path: Path, kind: Kind) -> Path:
    """A new empty file in ``path``'s folder, named after it (hidden, ``.tmp``), readable as an output is."""
    try:
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:80]}.", suffix=".tmp")
    except OSError as exc:
        raise FileRefused(_cannot(path, kind, exc)) from None
    try:
        os.fchmod(handle, 0o644)
    finally:
        os.close(handle)
    return Path(name)


def place(temporary: Path, target: Path, kind: Kind, force: bool) -> None:
    """Move the finished ``temporary`` onto ``target``: at once when nothing is there (a hard link never
    replaces anything, so a file put there meanwhile is kept), else only over solobot's own output
    of this kind with ``force`` (checked again now: never a symlink, a save or a foreign file)."""
    try:
        try:
            os.link(temporary, target)
            return
        except FileExistsError:
            pass
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.EXDEV):
                raise FileRefused(_cannot(target, kind, exc)) from None
            if not os.path.lexists(target):  # a file system without hard links: the next best
                os.replace(temporary, target)
                return
        check_output(target, kind, force)  # raises FileRefused for anything not solobot's own
        os.replace(temporary, target)
    except OSError as exc:
        raise FileRefused(_cannot(target, kind, exc)) from None
    finally:
        temporary.unlink(missing_ok=True)


def write_bytes_output(path: str | os.PathLike[str], kind: Kind, write: Callable[[Path], None],
                       force: bool = False) -> Path:
    """Have ``write(temporary)`` make the whole output (a plot...) in a temporary file beside ``path``,
    then move it into place as :func:`place` says; the target is checked first, as :func:`check_output` does."""
    target = check_output(path, kind, force)
    temporary = temporary_beside(target, kind)
    try:
        write(temporary)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    place(temporary, target, kind, force)
    return target


def write_output(path: str | os.PathLike[str], kind: Kind, text: str, force: bool = False) -> None:
    """Write a whole output file at once (checked as :func:`check_output` says)."""
    out = Output(path, kind, force)
    try:
        out.write(text)
    finally:
        out.close()
