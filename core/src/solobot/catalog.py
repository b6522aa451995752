"""The installed games as plain data, cached between runs.

``solobot games`` would otherwise import every game plugin (and pydantic) just to
print a list. The catalog is cached in the solobot data folder under a key made of
the entry points, their distributions' versions, the newest modification time of
each plugin's package files, and the plugin-selection variables; any change
rebuilds it. Plugins that failed to load are never cached.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from importlib import metadata
from pathlib import Path
from typing import Any

GROUP = "solobot"
FORMAT = 1


def _newest_mtime(module: str) -> float:
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


def fingerprint() -> str:
    """A key that changes whenever what ``solobot games`` shows could change."""
    parts: list[Any] = [FORMAT, os.environ.get("SOLOBOT_LOAD_PLUGINS"), os.environ.get("SOLOBOT_BLOCK_PLUGINS")]
    for ep in sorted(metadata.entry_points(group=GROUP), key=lambda e: e.name):
        dist = ep.dist
        parts.append([ep.name, ep.value, dist.name if dist else "", dist.version if dist else "",
                      _newest_mtime(ep.module)])
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


def _cache_file() -> Path:
    from solobot.paths import app_dir

    return app_dir() / "cache" / "games.json"


def build_rows() -> tuple[list[dict[str, Any]], bool]:
    """Load the plugins and describe every game; also whether all plugins loaded."""
    from solobot.cli.options import describe_options
    from solobot.plugins import default_registry

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
        })
    return rows, all(p.status != "failed" for p in registry.plugins)


def game_rows() -> list[dict[str, Any]]:
    """The installed games, from the cache when nothing changed."""
    key = fingerprint()
    path = _cache_file()
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get("key") == key:
            return cached["games"]
    except (OSError, ValueError, AttributeError, KeyError):
        pass
    rows, clean = build_rows()
    if clean:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"key": key, "games": rows}), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only home only costs speed
    return rows
