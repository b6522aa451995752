"""The local record of finished games (storage): one JSON line per finished game, and what it says."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from solobot.engine.paths import app_dir
from solobot.engine.provenance import addon_words
from solobot.files import FileRefused, check_regular_file
from solobot.i18n import _
from solobot.options import options_as_words

if TYPE_CHECKING:
    from solobot.engine.session import Session


#: the most bytes of history read (some 200,000 games): a file beyond it is refused in one line, not read
MAX_HISTORY_BYTES = 64 * 1024 * 1024


def history_file() -> Path:
    """The history file: one JSON line per finished game."""
    return app_dir() / "history.jsonl"


def _append(path: Path, line: str) -> None:
    """Add ``line`` to the regular file ``path`` (made if missing); a folder, a pipe or a device there is
    an OSError, never a wait for a reader that does not come (``O_NONBLOCK``) nor a write into it."""
    handle = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise OSError(_("it is not a regular file"))
        os.write(handle, line.encode("utf-8"))
    finally:
        with contextlib.suppress(OSError):
            os.close(handle)


def record_game(session: Session) -> None:
    """Append a finished game to the history (a write that fails is told, not raised)."""
    score = session.score()
    made = session.made_with()
    entry = {
        "game": session.spec.name,
        "options": {k: v for k, v in session.options.model_dump(mode="json").items() if k != "components"},
        "seed": session.seed,
        "scores": score.points,
        "winner": score.winner,
        "person": session.person,
        "won": score.winner == session.person,
        "plugin_version": made["plugin_version"],
        "addons": made["addons"],
    }
    path = history_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _append(path, json.dumps(entry, sort_keys=True) + "\n")
    except OSError as exc:  # a full disk must not turn a finished game into an error; the save holds it
        sys.stderr.write(_("Not recorded in your history ({path}): {why}; the save holds the game.").format(
            path=path, why=exc.strerror or exc) + "\n")


class HistoryEntry(BaseModel):
    """One finished game as :func:`record_game` writes it."""

    game: str
    options: dict[str, Any] = {}
    seed: int
    scores: dict[str, int]
    winner: str | None
    person: str
    won: bool
    #: what the game was played with (absent in entries written before they were recorded)
    plugin_version: str = ""
    addons: list[dict[str, str]] = []


def read_history_checked() -> tuple[list[dict[str, Any]], list[int]]:
    """Every valid recorded game, and the numbers of the lines skipped as not one.

    :raises FileRefused: one line: the history is a folder, a pipe or a device, too big, or unreadable."""
    path = history_file()
    try:
        check_regular_file(path, MAX_HISTORY_BYTES, _("history file"))
        with open(path, "rb") as handle:
            text = handle.read(MAX_HISTORY_BYTES).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return [], []
    except OSError as exc:
        raise FileRefused(_("cannot read {what} {path}: {why}").format(what=_("history file"), path=path,
                                                                      why=exc.strerror or exc)) from None
    games, skipped = [], []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            games.append(HistoryEntry.model_validate_json(line).model_dump())
        except (ValidationError, ValueError, RecursionError):
            skipped.append(number)
    return games, skipped


def read_history() -> list[dict[str, Any]]:
    """Every valid recorded game (see :func:`read_history_checked` for the skipped lines); none when the
    history cannot be read (``solobot history`` says why, in one line)."""
    try:
        return read_history_checked()[0]
    except FileRefused:
        return []


def win_rates(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per game and option set (``"maestro (difficulty: normal, variant: davinci)"``): games played,
    won, and the win rate, in the order of their names (``solobot history`` and the web's home page)."""
    groups: dict[str, list[bool]] = defaultdict(list)
    for entry in entries:
        words = options_as_words(dict(sorted(entry.get("options", {}).items())))
        key = f"{entry['game']} ({words})" if words else entry["game"]
        if entry.get("addons"):  # a house rule changes the scores: its games are counted apart
            key += f" with add-ons {addon_words(entry['addons'])}"
        groups[key].append(bool(entry.get("won")))
    return [{"game": key, "played": len(won), "won": sum(won), "win_rate": sum(won) / len(won)}
            for key, won in sorted(groups.items())]
