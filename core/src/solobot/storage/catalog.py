"""The installed games as plain data, cached between runs.

``solobot games`` would otherwise import every game plugin (and pydantic) just to
print a list. The catalog is cached in the solobot data folder under a key made of
the entry points, their distributions' folders (name and version), the newest
modification time of each plugin's package files, and the plugin-selection
variables; any change rebuilds it. A listing with a plugin that failed to load or is skipped is never cached.
"""

from __future__ import annotations

import configparser
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from solobot.engine.entry_point import GROUP, newest_mtime

FORMAT = 4  # 3: each row names its game's gettext domain; 4: its title and summary escaped (a6d2d9c)


def _entry_point_lines() -> list[list[str]]:
    """Each ``solobot`` entry point as [distribution folder, name, value], read from the
    ``entry_points.txt`` files of the distributions on sys.path.

    These are the files importlib.metadata reads; reading them here spares ``solobot games``
    importing it (some 45 ms, more than the rest of the command).
    """
    found = []
    for folder in sys.path:
        try:
            names = sorted(os.listdir(folder or "."))
        except OSError:
            continue
        for name in names:
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            try:
                text = Path(folder or ".", name, "entry_points.txt").read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if f"[{GROUP}]" not in text:
                continue
            parser = configparser.ConfigParser(delimiters=("=",), interpolation=None)
            parser.optionxform = str  # names keep their case
            try:
                parser.read_string(text)
                found += [[name, key, value] for key, value in parser.items(GROUP)]
            except configparser.Error:
                found.append([name, "", text])  # unreadable here: its text still keys the cache
    return found


def fingerprint() -> str:
    """A key that changes whenever what ``solobot games`` shows could change."""
    parts: list[Any] = [FORMAT, os.environ.get("SOLOBOT_LOAD_PLUGINS"), os.environ.get("SOLOBOT_BLOCK_PLUGINS")]
    for dist, name, value in _entry_point_lines():
        parts.append([dist, name, value, newest_mtime(value.split(":", 1)[0].strip()) if name else 0.0])
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


def _cache_file() -> Path:
    from solobot.engine.paths import app_dir

    return app_dir() / "cache" / "games.json"


def build_rows() -> tuple[list[dict[str, Any]], bool]:
    """Load the plugins and describe every game; also whether all plugins loaded.

    A game two plugins register carries a ``problem`` line naming both and the fix.
    """
    from solobot.engine.plugins import clash_message, default_registry
    from solobot.options import describe_options

    registry = default_registry().load()
    rows = []
    for name in sorted(registry.games):
        spec = registry.games[name]
        rows.append({
            "name": spec.name,
            "title": spec.title,
            "summary": spec.summary,
            "plugin": spec.plugin,
            "version": spec.version,
            "options": describe_options(spec.options),
            "seats": spec.game.seats(spec.options()),
            "policies": sorted(spec.game.policies),
            "default_policy": spec.game.default_policy,
            # its words' catalog: the listing says the title and summary in another language without loading it
            "domain": getattr(getattr(spec.game, "game_words", None), "domain", None),
        })
        problem = clash_message(registry, name)
        if problem:
            rows[-1]["problem"] = problem
    return rows, all(p.status not in ("failed", "skipped") for p in registry.plugins)


def _budget_warning() -> str | None:
    """The one line about a SOLOBOT_PLUGIN_TIMEOUT that is no number, for the value set now, in the language
    spoken; never cached, as the key does not cover it (a stale line was told on every later run). None when
    the variable is unset or a number."""
    if not os.environ.get("SOLOBOT_PLUGIN_TIMEOUT", "").strip():
        return None
    from solobot.engine.plugins import load_budget

    return load_budget()[1]


def game_rows() -> list[dict[str, Any]]:
    """The installed games, from the cache when nothing changed.

    The plugin-selection warnings (a name matching no plugin) are cached too and told
    again on stderr, so a cached listing warns like a fresh one.
    """
    key = fingerprint()
    path = _cache_file()
    budget = _budget_warning()
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get("key") == key:
            for warning in ([budget] if budget else []) + cached.get("warnings", []):
                sys.stderr.write(f"Warning: {warning}\n")
            return cached["games"]
    except (OSError, ValueError, AttributeError, KeyError):
        pass
    rows, clean = build_rows()
    if clean:
        from solobot.engine.plugins import default_registry

        warnings = [warning for warning in default_registry().warnings if warning != budget]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"key": key, "games": rows, "warnings": warnings}), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only home only costs speed
    return rows
