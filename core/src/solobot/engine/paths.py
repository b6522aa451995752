"""Where solobot keeps its files."""

from __future__ import annotations

import os
from pathlib import Path


def app_dir() -> Path:
    """Where solobot keeps saves, history and caches (SOLOBOT_HOME overrides)."""
    home = os.environ.get("SOLOBOT_HOME")
    if home:
        return Path(home)
    import click

    return Path(click.get_app_dir("solobot"))


def expand_path(path: str | os.PathLike[str]) -> Path:
    """A path as the person typed it, with a leading ``~`` (or ``~user``) turned into the home folder."""
    return Path(os.path.expanduser(os.fspath(path)))
