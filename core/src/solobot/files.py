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
from solobot.safetext import printable

#: the largest save file solobot reads (a long game's save is some tens of kB)
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: the largest component data file solobot reads (the bundled ones are a few kB)
MAX_COMPONENT_BYTES = 4 * 1024 * 1024



class FileRefused(PersonError, ValueError):
    """A named file that solobot will not read or replace (one clear line)."""


def _size_label(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else f"{n} bytes"


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
        raise FileRefused(f"cannot read {what} {where}: {exc.strerror or exc}") from None
    except ValueError:  # a NUL character, which no path holds
        raise FileRefused(f"{what} {printable(str(where))!r} is no path: it holds a NUL character") from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file (a device, pipe or socket)"
        raise FileRefused(f"{what} {where} is {kind}; solobot reads only regular files")
    if info.st_size > max_bytes:
        raise FileRefused(f"{what} {where} is {info.st_size} bytes, over the {_size_label(max_bytes)} limit "
                          f"for {what}s; is it the right file?")
    return where


def read_regular_file(path: str | os.PathLike[str], max_bytes: int, what: str) -> str:
    """The text of ``path``: a regular UTF-8 file of at most ``max_bytes`` bytes.

    :param what: what the file is, for the error ("save file", "components file").
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
        raise FileRefused(f"cannot read {what} {where}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise FileRefused(f"{what} {where} is over the {_size_label(max_bytes)} limit for {what}s; "
                          "is it the right file?")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileRefused(f"{what} {where} is not UTF-8 text; is it the right file?") from None


def check_components_option(options: Any) -> None:
    """Refuse a ``components`` option that names anything but a regular file under the size cap.

    Checked before a game reads the file, so ``--components /dev/zero`` is one line, not a
    machine out of memory.
    """
    path = options.get("components") if isinstance(options, dict) else getattr(options, "components", None)
    if not path or not isinstance(path, (str, os.PathLike)):
        return  # none given, or not a path at all: the game's options model says so
    try:
        check_regular_file(path, MAX_COMPONENT_BYTES, "components file")
    except FileNotFoundError:
        return  # the game says "cannot be read" in its own words
