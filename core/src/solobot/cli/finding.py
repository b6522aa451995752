"""Finding games in progress: ``solobot saves``, and ``solobot resume`` without a path.

The games in progress are the saves in the save folder plus every save the table wrote
elsewhere (``--save PATH``, ``save PATH`` at the prompt), which it notes in a small index in
the solobot data folder. The index also remembers which file is a copy of which, so resuming
a copy marks the original as continued elsewhere: it is no longer listed as in progress.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import click
from filelock import FileLock, Timeout

from solobot.engine.paths import app_dir
from solobot.engine.plugins import default_registry
from solobot.i18n import DEFAULT, N_, _, language, ngettext
from solobot.options import options_as_words
from solobot.safetext import printable
from solobot.storage.owncopy import write_json
from solobot.storage.saves import SaveError, SaveFile, read_save, said_at
from solobot.words import own_words

T = TypeVar("T")


def index_file() -> Path:
    """The index of saves written outside the save folder, copies, and games continued elsewhere."""
    return app_dir() / "saves-index.json"


def _read_index() -> dict[str, Any]:
    try:
        data = json.loads(index_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    for key in ("copies", "continued"):
        if not isinstance(data.get(key), dict):
            data[key] = {}
    if not isinstance(data.get("known"), list):
        data["known"] = []
    return data


#: how long a change of the index waits for another session's change (each takes milliseconds)
INDEX_WAIT = 10.0


def _update_index(change: Callable[[dict[str, Any]], tuple[T, bool]]) -> T:
    """Apply ``change`` to the index under its lock and write the index back whole if it changed.

    ``change`` gets the index, changes it in place and returns its result and whether it changed
    anything. Two sessions noting their saves at once both keep their entry: the lock (a
    ``filelock`` lock beside the index, let go by the kernel however a process ends) makes each
    read-change-write one step, and the write is a temp file renamed over the index, so a reader
    never sees half of one. An unwritable data folder, or a lock not had in time, costs only the
    listing: the change is not kept.
    """
    path = index_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(path.with_name(f".{path.name}.lock"), timeout=INDEX_WAIT):
            data = _read_index()
            result, changed = change(data)
            if changed:
                write_json(path, data)
            return result
    except (OSError, Timeout):
        return change(_read_index())[0]


def _key(path: str | os.PathLike[str]) -> str:
    return os.path.realpath(os.fspath(path))


def remember(path: str | os.PathLike[str], copy_of: str | os.PathLike[str] | None = None) -> None:
    """Note a save the table writes (and, for ``save PATH``, the save it is a copy of)."""
    key = _key(path)
    original = None if copy_of is None else _key(copy_of)

    def note(data: dict[str, Any]) -> tuple[None, bool]:
        changed = False
        if key not in data["known"]:
            data["known"].append(key)
            changed = True
        if original is not None and original != key:
            data["copies"][key] = original
            data["continued"].pop(key, None)  # a fresh copy over an old file is in progress again
            changed = True
        return None, changed

    _update_index(note)


def continue_here(path: str | os.PathLike[str]) -> str | None:
    """Resuming ``path``: when it is a copy, mark its original as continued here and return the original."""
    key = _key(path)

    def mark(data: dict[str, Any]) -> tuple[str | None, bool]:
        data["continued"].pop(key, None)
        original = data["copies"].get(key)
        if original is not None:
            data["continued"][original] = key
        return original, True

    return _update_index(mark)


def continued_in(path: str | os.PathLike[str]) -> str | None:
    """The copy that ``path`` was continued in, if it was."""
    return _read_index()["continued"].get(_key(path))


@dataclass(frozen=True)
class InProgress:
    """One game in progress, as ``solobot saves`` lists it."""

    path: Path
    save: SaveFile
    played: float

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return {"game": self.save.game, "options": self.save.options, "options_in_words": self.options_in_words,
                "at": self.save.at, "inputs": len(self.save.inputs), "last_played": self.last_played,
                "path": str(self.path)}

    @property
    def options_in_words(self) -> str:
        """The options as everywhere else (``difficulty: harder, variant: davinci``)."""
        return self.options_said(str)

    def options_said(self, say: Callable[[str], str]) -> str:
        """The options said through ``say`` (the game's words in the language spoken)."""
        return options_as_words({k: v for k, v in self.save.options.items() if k != "components"}, say)

    @property
    def last_played(self) -> str:
        """When the save was last written, local time, to the minute."""
        return datetime.fromtimestamp(self.played).strftime("%Y-%m-%d %H:%M")


def games_in_progress() -> list[InProgress]:
    """Every save in progress that solobot knows of, the most recently played first.

    Finished games, files that are no longer saves, and originals continued in a copy are left out.
    """
    data = _read_index()
    folder = app_dir() / "saves"
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    seen: set[str] = set()
    found = []
    for path in [*paths, *map(Path, data["known"])]:
        key = _key(path)
        if key in seen or key in data["continued"]:
            continue
        seen.add(key)
        try:
            save, played = read_save(path), os.stat(path).st_mtime
        except (SaveError, OSError):
            continue
        if not save.finished:
            found.append(InProgress(path, save, played))
    return sorted(found, key=lambda game: game.played, reverse=True)


def latest_in_progress() -> Path:
    """The save of the most recently played game in progress, or a clear one-line error."""
    games = games_in_progress()
    if not games:
        raise click.ClickException(_("no game in progress to resume (start one with: solobot play GAME)"))
    return games[0].path


@click.command("saves", help=N_("List the games in progress, the most recently played first."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON instead of a table."))
def saves_command(as_json: bool) -> None:
    """``solobot saves``."""
    games = games_in_progress()
    if as_json:
        click.echo(json.dumps([game.to_json() for game in games], indent=2))
        return
    if not games:
        click.echo(_("No games in progress. Start one with: solobot play GAME"))
        return
    for game in games:
        told = (_("{game} ({options}), last played {when}") if game.options_in_words
                else _("{game}, last played {when}"))
        options = game.options_said(installed_game_words(game.save.game))
        click.echo(printable(told.format(game=game.save.game, options=options, when=game.last_played)))
        count = len(game.save.inputs)
        so_far = ngettext("{count} input so far", "{count} inputs so far", count).format(count=count)
        click.echo(f"  {printable(said_at(game.save.at, game.save.game) or so_far)}")  # a save's text, escaped
        click.echo(f"  solobot resume {printable(str(game.path))}")


def installed_game_words(game: str) -> Callable[[str], str]:
    """How the installed game named ``game`` says its own words in the language spoken (its title, summary,
    options); as written when it is not installed, and in English without loading any game."""
    if language() == DEFAULT:
        return str
    spec = default_registry().load().games.get(game)
    return own_words(spec.game) if spec is not None else str
