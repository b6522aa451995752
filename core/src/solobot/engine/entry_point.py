"""The entry points plugins register under: their group, defined once, and what each registered.

A module of its own, importing only the standard library, so that the start-up catalog
(:mod:`solobot.storage.catalog`) and the plugin loader (:mod:`solobot.engine.plugins`) share it
without the catalog importing the loader.

:class:`Registrations` keeps what each plugin registered when it last loaded (its games, the games its
add-ons apply to), so that a command naming one game (``simulate pig``) imports only the plugins that
game needs: its own, the add-ons that apply to it, and any that registers the same name (the clash
is still refused). What it saves: loading Maestro and Florenza was 23 % of ``simulate pig``'s start-up
(1,310 M instructions before, 1,009 M after; docs/benchmarks.md, "simulate as fast as the engine under it").
It is invalidated by anything that could change what a plugin registers: the entry point's value, its
distribution's version, the newest modification time of its package's files. A plugin without a current
record, or whose last load failed, is imported.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
from pathlib import Path
from typing import Any

GROUP = "solobot"
#: the file of :class:`Registrations`, in the solobot folder's cache
REGISTRATIONS_FILE = "plugins.json"


def newest_mtime(module: str) -> float:
    """The newest modification time of the files (``.py``, ``.json``, ``.toml``) of ``module``'s top
    package, found without importing it; 0 when it cannot be found."""
    top = module.split(".", 1)[0]
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return 0.0
    if spec is None:
        return 0.0
    roots = list(spec.submodule_search_locations or []) or [spec.origin or ""]
    newest = 0.0
    for root in roots:
        if os.path.isfile(root):
            newest = max(newest, os.stat(root).st_mtime)
            continue
        for folder, _, files in os.walk(root):
            for name in files:
                if name.endswith((".py", ".json", ".toml")):
                    newest = max(newest, os.stat(os.path.join(folder, name)).st_mtime)
    return newest


class Registrations:
    """What each plugin registered when it last loaded, kept in ``cache/plugins.json`` of the solobot folder.

    An entry is ``{"key": [value, distribution, version, newest mtime], "games": [...], "addons": [[games], ...]}``
    (an add-on's empty list: every game). Every failure to read or write the file is ignored: a plugin
    without a record is only imported, as every plugin was before.

    :param folder: the solobot folder (``solobot.engine.paths.app_dir()``).
    """

    def __init__(self, folder: Path) -> None:
        self.path = folder / "cache" / REGISTRATIONS_FILE
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        self.entries: dict[str, Any] = data if isinstance(data, dict) else {}
        self.changed = False
        self._keys: dict[str, list[Any]] = {}

    def key(self, name: str, value: str, dist: str, version: str) -> list[Any]:
        """What the record of entry point ``name`` is valid for (worked out once per run)."""
        if name not in self._keys:
            self._keys[name] = [value, dist, version, newest_mtime(value.split(":", 1)[0].strip())]
        return self._keys[name]

    def needed(self, name: str, key: list[Any], game: str) -> bool:
        """Whether entry point ``name`` must be imported for sessions of ``game``: it is named after it, or it has
        no current record, or its record registers ``game`` or an add-on that applies to it."""
        entry = self.entries.get(name)
        if name == game or not isinstance(entry, dict) or entry.get("key") != key:
            return True
        games, addons = entry.get("games"), entry.get("addons")
        if not isinstance(games, list) or not isinstance(addons, list):
            return True
        return game in games or any(not isinstance(applies, list) or not applies or game in applies
                                    for applies in addons)

    def note(self, name: str, key: list[Any], games: list[str] | None, addons: list[list[str]]) -> None:
        """Entry point ``name`` loaded and registered ``games`` and add-ons for ``addons``; ``games`` None: it
        failed to load, and has no record (it is imported every time, and its failure told)."""
        entry = None if games is None else {"key": key, "games": sorted(games), "addons": addons}
        if self.entries.get(name) != entry:
            self.changed = True
            if entry is None:
                self.entries.pop(name, None)
            else:
                self.entries[name] = entry

    def save(self) -> None:
        """Write the records when they changed (atomically: another solobot may read them meanwhile)."""
        if not self.changed:
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            part = self.path.with_name(f".{REGISTRATIONS_FILE}.{os.getpid()}")
            part.write_text(json.dumps(self.entries, sort_keys=True), encoding="utf-8")
            os.replace(part, self.path)
        self.changed = False
