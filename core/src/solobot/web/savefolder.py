"""The one folder the web may read and write: solobot's save folder.

Every file name that comes from a request goes through :func:`save_path`, which refuses
anything but a plain ``NAME.json`` directly inside the folder (no path separators, no
``..``, no symbolic link leading elsewhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from solobot.engine.paths import app_dir
from solobot.errors import PersonError
from solobot.i18n import _
from solobot.options import options_as_words
from solobot.storage.saves import SaveError, read_save
from solobot.web.language import when

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,100}\.json$")


class OutsideSaveFolder(PersonError, ValueError):
    """A save name that would leave the save folder (one clear line)."""


def saves_dir() -> Path:
    """Where every save lives: ``app_dir()/saves`` (SOLOBOT_HOME overrides app_dir)."""
    return app_dir() / "saves"


def save_path(folder: Path, name: str) -> Path:
    """The save called ``name`` inside ``folder``, or :class:`OutsideSaveFolder`."""
    if not NAME.match(name) or ".." in name:
        raise OutsideSaveFolder(_("{name} is not a save name: only NAME.json files in the save folder").format(
            name=repr(name[:60])))
    path = folder / name
    if path.is_symlink() or (path.exists() and path.resolve().parent != folder.resolve()):
        raise OutsideSaveFolder(_("{name} leads outside the save folder").format(name=repr(name)))
    return path


@dataclass(frozen=True)
class SaveInfo:
    """One save as the home page lists it (``problem`` set when it cannot be read)."""

    name: str
    game: str = ""
    inputs: int = 0
    finished: bool = False
    mtime: float = 0.0
    problem: str = ""
    options: str = ""
    dice: str = "seeded"

    def when(self) -> str:
        """When it was last played, as people say it in the language spoken ("Tue 1 Dec, 09:42")."""
        return when(self.mtime)


def list_saves(folder: Path, says: Callable[[str], Callable[[str], str]] = lambda game: str) -> list[SaveInfo]:
    """The saves in ``folder``, newest first; broken ones say why. ``says``: a game's words by its name (its
    options are said through them)."""
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        if not NAME.match(path.name) or path.is_symlink() or not path.is_file():
            continue
        mtime = path.stat().st_mtime
        try:
            save = read_save(path)
        except SaveError as exc:
            found.append(SaveInfo(path.name, mtime=mtime, problem=str(exc).replace(str(folder), "").lstrip("/")))
            continue
        options = {k: v for k, v in save.options.items() if k != "components"}
        found.append(SaveInfo(path.name, save.game, len(save.inputs), save.finished, mtime,
                              options=options_as_words(options, says(save.game)), dice=save.dice))
    return sorted(found, key=lambda s: (-s.mtime, s.name))

