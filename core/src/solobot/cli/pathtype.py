"""The type of every path option and argument: ``~`` is the home folder, as in a shell."""

from __future__ import annotations

import os
from typing import Any

import click

from solobot.i18n import _


class HomePath(click.Path):
    """A :class:`click.Path` that turns a leading ``~`` into the home folder.

    The shell does so for a bare ``~/x.json``, but not for ``--save=~/x.json`` or a quoted ``"~/x"``.
    """

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str):
            if "\x00" in value:
                self.fail(_("a path holds no NUL character"), param, ctx)
            value = os.path.expanduser(value)
        return super().convert(value, param, ctx)
