"""Turning every user error into one clear line and a non-zero exit."""

from __future__ import annotations

import os
from typing import Any

import click

from solobot.game import ComponentError, IllegalAction
from solobot.plugins import PluginError
from solobot.saves import SaveError
from solobot.session import OptionsError

USER_ERRORS = (PluginError, SaveError, OptionsError, ComponentError, IllegalAction)


def debugging() -> bool:
    """True when SOLOBOT_DEBUG asks for tracebacks."""
    return os.environ.get("SOLOBOT_DEBUG", "") not in ("", "0")


class RootGroup(click.Group):
    """The root group: every exception below it becomes one line (unless debugging)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort, BrokenPipeError):
            raise
        except USER_ERRORS as exc:
            if debugging():
                raise
            raise click.ClickException(str(exc)) from None
        except Exception as exc:
            if debugging():
                raise
            raise click.ClickException(
                f"internal error: {type(exc).__name__}: {exc} (run with SOLOBOT_DEBUG=1 for the traceback)"
            ) from None
