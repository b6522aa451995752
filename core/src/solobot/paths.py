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
