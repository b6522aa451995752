"""Reading the files a person names (saves, component data) without surprises.

A path may name anything: a device that never ends (``/dev/zero``), a pipe that
blocks, a folder, a file of gigabytes. solobot reads only regular files, and at
most a stated number of bytes, so a wrong path is one clear line, never a hang
or a machine out of memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from solobot.errors import PersonError
from solobot.i18n import _, ngettext
from solobot.safetext import printable

#: the largest save file solobot reads (a long game's save is some tens of kB)
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: the largest component data file solobot reads (the bundled ones are a few kB)
MAX_COMPONENT_BYTES = 4 * 1024 * 1024



class FileRefused(PersonError, ValueError):
    """A named file that solobot will not read or replace (one clear line)."""


def _size_label(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else ngettext("{count} byte", "{count} bytes", n).format(
        count=n)


def check_regular_file(path: str | os.PathLike[str], max_bytes: int, what: str) -> Path:
    """``path`` if it is a regular file of at most ``max_bytes``; else a clear :class:`FileRefused`.

    Only looks (``stat``), never opens: safe on devices and pipes.
    :raises FileNotFoundError: when nothing is there (callers word that case themselves).
    """
    where = Path(path)
    try:
        info = os.stat(where)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise FileRefused(_("cannot read {what} {path}: {why}").format(what=what, path=where,
                                                                        why=exc.strerror or exc)) from None
    except ValueError:  # a NUL character, which no path holds
        raise FileRefused(_("{what} {path!r} is no path: it holds a NUL character").format(
            what=what, path=printable(str(where)))) from None
    if not stat.S_ISREG(info.st_mode):
        told = (_("{what} {path} is a folder; solobot reads only regular files") if stat.S_ISDIR(info.st_mode)
                else _("{what} {path} is not a regular file (a device, pipe or socket); solobot reads only "
                       "regular files"))
        raise FileRefused(told.format(what=what, path=where))
    if info.st_size > max_bytes:
        raise FileRefused(ngettext("{what} {path} is {size} byte, over the limit of {limit}; is it the right file?",
                                   "{what} {path} is {size} bytes, over the limit of {limit}; is it the right file?",
                                   info.st_size).format(what=what, path=where, size=info.st_size,
                                                        limit=_size_label(max_bytes)))
    return where


def read_regular_file(path: str | os.PathLike[str], max_bytes: int, what: str) -> str:
    """The text of ``path``: a regular UTF-8 file of at most ``max_bytes`` bytes.

    :param what: what the file is, for the error ("save file", "components file"), in the language spoken.
    :raises FileRefused: not a regular file, too big (the limit is named), unreadable, not UTF-8.
    :raises FileNotFoundError: nothing at ``path``.
    """
    where = check_regular_file(path, max_bytes, what)
    try:
        with open(where, "rb") as handle:
            data = handle.read(max_bytes + 1)  # a file growing after the check is still capped
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise FileRefused(_("cannot read {what} {path}: {why}").format(what=what, path=where,
                                                                        why=exc.strerror or exc)) from None
    if len(data) > max_bytes:
        raise FileRefused(_("{what} {path} is over the limit of {limit}; is it the right file?").format(
            what=what, path=where, limit=_size_label(max_bytes)))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileRefused(_("{what} {path} is not UTF-8 text; is it the right file?").format(
            what=what, path=where)) from None


def check_components_option(options: Any) -> None:
    """Refuse a ``components`` option that names anything but a regular file under the size cap.

    Checked before a game reads the file, so ``--components /dev/zero`` is one line, not a
    machine out of memory.
    """
    path = options.get("components") if isinstance(options, dict) else getattr(options, "components", None)
    if not path or not isinstance(path, (str, os.PathLike)):
        return  # none given, or not a path at all: the game's options model says so
    try:
        check_regular_file(path, MAX_COMPONENT_BYTES, _("components file"))
    except FileNotFoundError:
        return  # the game says "cannot be read" in its own words
